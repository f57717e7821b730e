import { describe, expect, it } from "vitest";
import { apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, freezeObjects, inHand, inPlay, manualGame, pass, payFully, pt, rejects, toNextUpkeep, zoneNames } from "../helpers.js";

// Face-down permanents (504) named by a filter, "face-down creature": Ixidor, Reality Sculptor's
// "Face-down creatures get +1/+1" (a status, not a characteristic: it stops applying as the creature
// is turned face up) and its "Turn target face-down creature face up", Primal Whisperer's count,
// Nosy Goblin's and Break Open's targets; "Turn ~ face down" (Wall of Deceit). An effect that turns a
// permanent face up makes its "when turned face up" abilities trigger as the morph action does (502.26c).
const library = ["Forest", "Forest", "Forest", "Forest", "Forest"];
const drain = (s: GameState) => {
  for (let i = 0; i < 12 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const faceDown = (s: GameState, who: string) => s.play.filter((id) => card(s, id).faceDown && card(s, id).controller === who);

/** The player plays the card face down for {3} (502.26a) and it resolves. */
function playFaceDown(s: GameState, who: string, name: string): GameState {
  s = payFully(act(s, { type: "playSpell", card: inHand(s, who, name), faceDown: true }, who));
  return drain(s);
}

describe("clauses: \"face-down creature\" (504) and turning a permanent face up or face down by an effect", () => {
  it("the cards are offered", () => {
    for (const name of ["Ixidor, Reality Sculptor", "Primal Whisperer", "Nosy Goblin", "Break Open", "Wall of Deceit", "Skittish Valesk"]) expect(isSupported(name), name).toBe(true);
  });

  it("504: Ixidor gives face-down creatures +1/+1, not face-up ones; turned face up by its ability, the creature loses the bonus", () => {
    let s = manualGame({ players: [{ hand: ["Sootfeather Flock"], play: ["Island", "Island", "Island", "Island", "Island", "Island", "Ixidor, Reality Sculptor", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = playFaceDown(s, "p1", "Sootfeather Flock");
    const [down] = faceDown(s, "p1");
    expect(pt(s, down!)).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Ixidor, Reality Sculptor"), ability: 0 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = drain(payFully(act(s, { type: "chooseTargets", targets: [{ object: down! }] }, "p1")));
    expect(card(s, down!).faceDown).toBeFalsy();
    expect(pt(s, down!)).toEqual([3, 2]); // Sootfeather Flock's own 3/2
  });

  it("Primal Whisperer gets +2/+2 for each face-down creature in play, both players'", () => {
    let s = manualGame({ players: [{ hand: ["Sootfeather Flock"], play: ["Swamp", "Swamp", "Swamp", "Primal Whisperer"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Primal Whisperer"))).toEqual([2, 2]);
    s = playFaceDown(s, "p1", "Sootfeather Flock");
    expect(pt(s, inPlay(s, "Primal Whisperer"))).toEqual([4, 4]);
  });

  it("Nosy Goblin can't target a face-up creature (409.1c); it destroys a face-down one", () => {
    let s = manualGame({ players: [{ hand: ["Sootfeather Flock"], play: ["Swamp", "Swamp", "Swamp", "Nosy Goblin", "Grizzly Bears"], library }, { library }], turn: 3 });
    // No face-down creature: no legal target, so the ability can't be played.
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Nosy Goblin"), ability: 0 }, "409.1c");
    s = manualGame({ players: [{ hand: ["Sootfeather Flock"], play: ["Swamp", "Swamp", "Swamp", "Nosy Goblin", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = playFaceDown(s, "p1", "Sootfeather Flock");
    s = act(s, { type: "playAbility", source: inPlay(s, "Nosy Goblin"), ability: 0 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = drain(payFully(act(s, { type: "chooseTargets", targets: [{ object: faceDown(s, "p1")[0]! }] }, "p1")));
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Nosy Goblin", "Sootfeather Flock"]);
    expect(inPlay(s, "Grizzly Bears")).toBeDefined();
  });

  it("502.26c, 504: Break Open turns an opponent's face-down Thelonite Hermit face up; its \"when turned face up\" ability triggers", () => {
    let s = manualGame({ players: [{ hand: ["Break Open"], play: ["Mountain", "Forest", "Forest", "Forest", "Forest"], library }, { hand: ["Thelonite Hermit"], play: ["Forest", "Forest", "Forest"], library }], turn: 3, active: 1 });
    s = playFaceDown(s, "p2", "Thelonite Hermit");
    const [down] = faceDown(s, "p2");
    s = act(s, { type: "pass" }, "p2"); // p1 has priority in p2's main phase
    s = drain(payFully(cast(s, "p1", "Break Open", [{ object: down! }])));
    expect(card(s, down!).faceDown).toBeFalsy();
    expect(card(s, down!).card).toBe("Thelonite Hermit");
    expect(s.play.filter((id) => card(s, id).token && card(s, id).controller === "p2")).toHaveLength(4);
  });

  it("504: Wall of Deceit turns itself face down (a 2/2 with no name), and is turned face up again for its morph cost {U} (502.26c)", () => {
    let s = manualGame({ players: [{ play: ["Island", "Island", "Island", "Island", "Wall of Deceit"], library }, { library }], turn: 3 });
    const wall = inPlay(s, "Wall of Deceit");
    s = drain(payFully(act(s, { type: "playAbility", source: wall, ability: 0 }, "p1")));
    expect(card(s, wall).faceDown).toBe(true);
    expect(pt(s, wall)).toEqual([2, 2]);
    const up = legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp");
    expect(up).toBeUndefined(); // {U} not in the pool yet: mana abilities first
    s = act(s, { type: "playAbility", source: s.play.find((id) => card(s, id).card === "Island" && !card(s, id).tapped)!, ability: 0 }, "p1");
    const turn = legalDecision(s, "p1")!.options.find((o) => o.type === "turnFaceUp")!;
    s = act(s, turn, "p1");
    expect(card(s, wall).faceDown).toBeFalsy();
    expect(pt(s, wall)).toEqual([0, 5]);
  });
  it("glossary Flip a Coin, 504: Skittish Valesk turns itself face down at the beginning of its controller's upkeep only if the flip is lost", () => {
    const seen = new Set<boolean>();
    for (let i = 0; i < 12; i++) {
      let s = manualGame({ players: [{ play: ["Skittish Valesk"], library }, { library }], turn: 3, active: 1 }, `valesk-${i}`);
      s = toNextUpkeep(s); // Ann's upkeep: the trigger is on the stack
      expect(s.stack).toHaveLength(1);
      let won: boolean | undefined;
      for (let k = 0; k < 4 && s.stack.length > 0; k++) {
        const r = apply(freezeObjects(s), s.pending!.player!, { type: "pass" });
        for (const e of r.events.filter((x) => x.type === "coinFlip")) won = (e.data as { won: boolean }).won;
        s = r.state;
      }
      expect(won).toBeDefined();
      expect(!!card(s, inPlay(s, "Skittish Valesk")).faceDown, `seed valesk-${i}`).toBe(!won);
      seen.add(won!);
    }
    expect([...seen].sort()).toEqual([false, true]); // both outcomes were seen
  });
});
