import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, playNames, zoneNames } from "../helpers.js";

// Flip cards (508) whose halves needed a clause each:
// - Kuon, Ogre Ascendant (SOK): "At end of turn, if three or more creatures were put into
//   graveyards from play this turn, flip ~." (404.3: an intervening "if" on the turn's history,
//   counting any player's creatures as they last existed in play, 410.10d); flipped, Kuon's Essence:
//   "At the beginning of each player's upkeep, that player sacrifices a creature."
// - Nezumi Shortfang (CHK): "{1}{B}, {T}: Target opponent discards a card. Then if that player has
//   no cards in hand, flip ~."; flipped, Stabwhisker the Odious: "At the beginning of each
//   opponent's upkeep, that player loses 1 life for each card fewer than three in his or her
//   hand." (the era's Oracle wording; the count is made as the ability resolves).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];
const swamps = ["Swamp", "Swamp", "Swamp"];

/** Passes (no attackers, no blockers) until `who`'s next upkeep, with any trigger of it on the stack. */
function toUpkeepOf(s: GameState, who: string): GameState {
  const turn = s.turn.number;
  for (let i = 0; i < 200 && !(s.turn.number > turn && s.turn.active === who && s.turn.step === "upkeep"); i++) {
    const kind = s.pending?.kind;
    s = act(s, kind === "attackers" ? { type: "declareAttackers", attackers: [] } : kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  }
  return s;
}
/** Passes until the end of turn step of the current turn, with its triggers on the stack. */
function toEndOfTurn(s: GameState): GameState {
  for (let i = 0; i < 60 && s.turn.step !== "endOfTurn"; i++) {
    const kind = s.pending?.kind;
    s = act(s, kind === "attackers" ? { type: "declareAttackers", attackers: [] } : kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  }
  return s;
}
/** Ann plays Nezumi Shortfang's ability targeting Bob, paid in full, and it resolves. */
function shortfangAtBob(s: GameState): GameState {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, "Nezumi Shortfang"))!;
  s = payFully(act(act(s, option, "p1"), { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
  return pass(s, 2);
}
const flippedName = (s: GameState, top: string) => characteristics(s, card(s, s.play.find((id) => card(s, id).card === top)!)).name;

describe("clauses: the flip cards Kuon, Ogre Ascendant and Nezumi Shortfang (508)", () => {
  it("the cards are offered", () => {
    for (const name of ["Kuon, Ogre Ascendant", "Nezumi Shortfang"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.3: three creatures put into graveyards this turn, one of them Ann's own: Kuon flips at end of turn; then Bob sacrifices a creature in his upkeep; Ann, with none, nothing in hers", () => {
    let s = manualGame({ players: [{ library, hand: ["Pyroclasm"], play: [...mountains, "Kuon, Ogre Ascendant", "Suntail Hawk"] }, { library, play: ["Grizzly Bears", "Grizzly Bears", "Hill Giant", "Craw Wurm"] }], turn: 3 });
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    // Kuon (2/4) survives; the Hawk and both Bears don't.
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears", "Grizzly Bears"]);
    s = toEndOfTurn(s);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(flippedName(s, "Kuon, Ogre Ascendant")).toBe("Kuon's Essence");
    s = toUpkeepOf(s, "p2");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p2" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Hill Giant")] }, "p2");
    expect(playNames(s, "p2")).toEqual(["Craw Wurm"]);
    s = toUpkeepOf(s, "p1");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    // 508.2: Kuon's Essence is a legendary enchantment, no creature: Ann has none to sacrifice.
    const kuon = characteristics(s, card(s, inPlay(s, "Kuon, Ogre Ascendant")));
    expect([kuon.types, kuon.supertypes]).toEqual([["enchantment"], ["legendary"]]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Pyroclasm", "Suntail Hawk"]);
  });

  it("404.3: two creatures put into graveyards this turn are not three: Kuon doesn't trigger and stays unflipped", () => {
    let s = manualGame({ players: [{ library, hand: ["Pyroclasm"], play: [...mountains, "Kuon, Ogre Ascendant"] }, { library, play: ["Grizzly Bears", "Grizzly Bears", "Hill Giant"] }], turn: 3 });
    s = pass(cast(s, "p1", "Pyroclasm"), 2);
    s = toEndOfTurn(s);
    expect(s.stack).toHaveLength(0);
    expect(flippedName(s, "Kuon, Ogre Ascendant")).toBe("Kuon, Ogre Ascendant");
  });

  it("Nezumi Shortfang makes Bob discard his last card and flips; Stabwhisker then costs him 3 life in his upkeep with an empty hand (his draw comes after), 2 with one card", () => {
    let s = manualGame({ players: [{ library, play: [...swamps, "Nezumi Shortfang"] }, { library, hand: ["Hill Giant"] }], turn: 3 });
    s = shortfangAtBob(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(flippedName(s, "Nezumi Shortfang")).toBe("Stabwhisker the Odious");
    s = toUpkeepOf(s, "p2");
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20); // Ann's own upkeep isn't an opponent's

    s = toUpkeepOf(s, "p1");
    expect(s.stack).toHaveLength(0);
    s = toUpkeepOf(s, "p2"); // the card Bob drew in his last draw step: 2 fewer than three
    expect(s.players[1]!.hand).toHaveLength(1);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(15);
  });

  it("Nezumi Shortfang leaves Bob a card: no flip", () => {
    let s = manualGame({ players: [{ library, play: [...swamps, "Nezumi Shortfang"] }, { library, hand: ["Hill Giant", "Island"] }], turn: 3 });
    s = shortfangAtBob(s);
    if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: [s.players[1]!.hand[0]!] }, "p2");
    expect(s.players[1]!.hand).toHaveLength(1);
    expect(flippedName(s, "Nezumi Shortfang")).toBe("Nezumi Shortfang");
  });
});
