import { describe, expect, it } from "vitest";
import { eventsFor, apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, freezeObjects, inHand, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// Single cards of helper kam8 (twentieth-first session): "Reveal cards from the top of your
// library until you reveal a nonland card" with "that card's converted mana cost" and "the
// revealed cards" (Goblin Machinist; engine/effects/top-cards.ts), "remove a +1/+1 counter from
// ~" as a triggered effect (Karstoderm), and a target of either of two filters of different
// kinds, "target land or nonblack creature" (Befoul; spells/targets.ts `orFilter`).
const lands = (color: string) => Array.from({ length: 8 }, () => color).concat(["Forest", "Forest", "Forest", "Forest"]);
type Side = { hand?: string[]; play?: string[]; library?: string[] };
const game = (color: string, p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library: ["Island", "Island", "Island"], ...p1, play: [...lands(color), ...(p1.play ?? [])] }, { library: ["Swamp", "Swamp", "Swamp"], ...p2, play: p2.play ?? [] }], turn: 3 });
function activate(s: GameState, name: string) {
  const option = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === inPlay(s, name))!;
  return payFully(act(s, option, "p1"));
}

describe("Goblin Machinist: reveal until a nonland card, +X/+0 for that card's converted mana cost, the revealed cards to the bottom", () => {
  it("203.3, 217.2: two lands and a Hill Giant revealed for all to see: +4/+0 until end of turn; the three go under the library in Ann's order", () => {
    let s = game("Mountain", { play: ["Goblin Machinist"], library: ["Forest", "Island", "Hill Giant", "Shock", "Swamp"] });
    s = activate(s, "Goblin Machinist");
    const r = apply(freezeObjects(s), "p1", { type: "pass" });
    s = act(r.state, { type: "pass" }, "p2");
    expect(s.pending).toEqual({ kind: "orderTop", player: "p1", owner: "p1", count: 3, bottom: true });
    const events = apply(freezeObjects(r.state), "p2", { type: "pass" }).events;
    expect(eventsFor(events, "p2").find((e) => e.type === "reveal")!.data.cards).toEqual(["Forest", "Island", "Hill Giant"]);
    expect(pt(s, inPlay(s, "Goblin Machinist"))).toEqual([4, 5]);
    s = act(s, { type: "orderTop", order: [2, 0, 1] }, "p1");
    expect(zoneNames(s, "p1", "library")).toEqual(["Shock", "Swamp", "Hill Giant", "Forest", "Island"]);
  });

  it("a nonland card on top: only it is revealed and goes to the bottom, no order asked; Shock gives +1/+0", () => {
    let s = game("Mountain", { play: ["Goblin Machinist"], library: ["Shock", "Forest"] });
    s = activate(s, "Goblin Machinist");
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(pt(s, inPlay(s, "Goblin Machinist"))).toEqual([1, 5]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest", "Shock"]);
  });

  it("no nonland card in the library: all are revealed, no card is found (+0/+0), all go to the bottom", () => {
    let s = game("Mountain", { play: ["Goblin Machinist"], library: ["Forest", "Island"] });
    s = activate(s, "Goblin Machinist");
    s = pass(s, 2);
    s = act(s, { type: "orderTop", order: [1, 0] }, "p1");
    expect(pt(s, inPlay(s, "Goblin Machinist"))).toEqual([0, 5]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Island", "Forest"]);
  });
});

describe("Karstoderm: \"Whenever an artifact comes into play, remove a +1/+1 counter from ~.\"", () => {
  it("404.1: an artifact coming into play takes a counter off; a creature that isn't an artifact doesn't", () => {
    let s = game("Forest", { hand: ["Karstoderm", "Ornithopter", "Grizzly Bears"] });
    s = cast(s, "p1", "Karstoderm");
    s = pass(s, 2);
    const k = inPlay(s, "Karstoderm");
    expect(pt(s, k)).toEqual([5, 5]);
    s = cast(s, "p1", "Ornithopter");
    s = pass(s, 2); // Ornithopter resolves; the trigger goes on the stack
    s = pass(s, 2);
    expect(pt(s, k)).toEqual([4, 4]);
    s = cast(s, "p1", "Grizzly Bears");
    s = pass(s, 2);
    expect(s.stack).toHaveLength(0);
    expect(pt(s, k)).toEqual([4, 4]);
  });
});

describe("Befoul: \"Destroy target land or nonblack creature. It can't be regenerated.\"", () => {
  it("409.1c: a land or a nonblack creature may be the target, a black creature may not", () => {
    let s = game("Swamp", { hand: ["Befoul"] }, { play: ["Forest", "Hill Giant", "Scathe Zombies"] });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Befoul") }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Scathe Zombies") }] }, "409.1c");
    const forest = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest", "p2") }] }, "p1");
    expect(forest.pending?.kind).toBe("payment");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("the land: Bob's Forest is destroyed", () => {
    let s = game("Swamp", { hand: ["Befoul"] }, { play: ["Forest"] });
    s = cast(s, "p1", "Befoul", [{ object: inPlay(s, "Forest", "p2") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
  });
});
