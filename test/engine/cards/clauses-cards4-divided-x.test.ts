import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "~ deals X damage divided as you choose among any number of target ...": X is announced
// before the targets (409.1b, 409.1c), or counted on the source's age counters as a triggered
// ability is put on the stack (410.4); the division is announced with the targets, at least 1
// to each (409.1d), and stands on resolution, where an illegal target gets nothing (413.2a).
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];

describe("clauses: \"X damage divided as you choose among any number of target ...\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Hail of Arrows", "Magmatic Core"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1b, 409.1d: Hail of Arrows with X=5 divides 2 and 3 between two attacking creatures; a creature not attacking can't be a target, nor X be 0", () => {
    let s = attack(combatGame({ play: ["Grizzly Bears", "Hill Giant", "Llanowar Elves"] }, { hand: ["Hail of Arrows"], play: Array<string>(6).fill("Plains") }), "Grizzly Bears", "Hill Giant");
    s = pass(s); // the attacking player passes in the declare attackers step
    expect(s.pending?.player).toBe("p2");
    s = act(s, { type: "playSpell", card: inHand(s, "p2", "Hail of Arrows") });
    expect(s.pending).toEqual({ kind: "x", player: "p2" });
    // 409.1d: with X = 0 no target could be dealt at least 1, so 0 isn't listed.
    expect(legalDecision(s, "p2")!.options.filter((o) => o.type === "chooseX").map((o) => (o as { value: number }).value)).toEqual([1, 2, 3, 4, 5]);
    s = act(s, { type: "chooseX", value: 5 });
    const [bears, giant, elves] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Hill Giant"), inPlay(s, "Llanowar Elves")];
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: bears }, { object: elves }], division: [2, 3] }, "409.1c");
    rejects(s, "p2", { type: "chooseTargets", targets: [{ object: bears }, { object: giant }], division: [2, 2] }, "409.1d");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }, { object: giant }], division: [2, 3] }));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(inPlay(s, "Llanowar Elves")).toBe(elves);
  });

  it("502.13, 410.4: Magmatic Core with three age counters at the end of its controller's turn divides 3 damage among the creatures chosen", () => {
    let s = manualGame({ players: [{ play: [{ card: "Magmatic Core", counters: { age: 3 } }], library }, { play: ["Grizzly Bears", "Llanowar Elves", "Hill Giant"], library }], turn: 3 });
    s = passTo(s, "endOfTurn");
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    const [bears, elves, giant] = [inPlay(s, "Grizzly Bears"), inPlay(s, "Llanowar Elves"), inPlay(s, "Hill Giant")];
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: bears }, { object: elves }], division: [1, 1] }, "409.1d");
    s = act(s, { type: "chooseTargets", targets: [{ object: bears }, { object: elves }], division: [2, 1] });
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    expect(inPlay(s, "Hill Giant")).toBe(giant);
    expect(life(s, "p2")).toBe(20);
  });

  it("410.4: with no age counter on Magmatic Core there is nothing to divide: its trigger has no legal target and is removed", () => {
    let s = manualGame({ players: [{ play: ["Magmatic Core"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = passTo(s, "endOfTurn");
    expect(s.pending?.kind).not.toBe("triggerTargets");
    expect(s.stack).toHaveLength(0);
    expect(inPlay(s, "Grizzly Bears")).toBeTruthy();
  });
});
