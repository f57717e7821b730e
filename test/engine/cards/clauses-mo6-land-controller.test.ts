import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, playNames, rejects, zoneNames } from "../helpers.js";

// "Destroy target Plains or Island. ~ deals 3 damage to that land's controller." (Cryoclasm) and
// "Destroy target land. If that land is nonbasic, ~ deals 2 damage to the land's controller." (Molten
// Rain): the player is the land's controller as it last existed in play (413.2), the land having
// been destroyed by the sentence before; "nonbasic" is asked of the land as it last existed (205.4:
// "basic" is a supertype). A target gone before the spell resolves: the spell is countered (413.2a).
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
const mountains = ["Mountain", "Mountain", "Mountain"];

function game(hand: string[], bob: string[], bobHand: string[] = []): GameState {
  return manualGame({ players: [{ library, hand, play: mountains }, { library, hand: bobHand, play: bob }], turn: 3 });
}

describe("clauses: \"~ deals N damage to that land's controller\", \"If that land is nonbasic\" (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Cryoclasm", "Molten Rain"]) expect(isSupported(name), name).toBe(true);
  });

  it("Cryoclasm destroys Bob's Island and deals 3 damage to him", () => {
    let s = game(["Cryoclasm"], ["Island", "Forest"]);
    s = pass(cast(s, "p1", "Cryoclasm", [{ object: inPlay(s, "Island") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Island"]);
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
  });

  it("Cryoclasm on Ann's own Plains deals the 3 damage to her", () => {
    let s = manualGame({ players: [{ library, hand: ["Cryoclasm"], play: [...mountains, "Plains"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Cryoclasm", [{ object: inPlay(s, "Plains") }]), 2);
    expect(life(s, "p1")).toBe(17);
    expect(life(s, "p2")).toBe(20);
  });

  it("409.1c: a Forest is no Plains or Island: Cryoclasm can't target it, and nothing changes", () => {
    let s = game(["Cryoclasm"], ["Forest", "Island"]);
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest") }] }, "409.1c");
  });

  it("413.2a: the Island returned to Bob's hand in response: Cryoclasm is countered, no damage", () => {
    let s = game(["Cryoclasm"], ["Island", "Island", "Island"], ["Boomerang"]);
    const island = inPlay(s, "Island");
    s = cast(s, "p1", "Cryoclasm", [{ object: island }]);
    s = pass(s);
    s = cast(s, "p2", "Boomerang", [{ object: island }]);
    s = pass(s, 2); // Boomerang resolves
    s = pass(s, 2); // Cryoclasm: its only target is gone
    expect(life(s, "p2")).toBe(20);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Island"]);
  });

  it("Molten Rain on a nonbasic land (Karplusan Forest): destroyed, and 2 damage to its controller", () => {
    let s = game(["Molten Rain"], ["Karplusan Forest", "Forest"]);
    s = pass(cast(s, "p1", "Molten Rain", [{ object: inPlay(s, "Karplusan Forest") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Karplusan Forest"]);
    expect(life(s, "p2")).toBe(18);
  });

  it("Molten Rain on a basic Forest: destroyed, no damage", () => {
    let s = game(["Molten Rain"], ["Karplusan Forest", "Forest"]);
    s = pass(cast(s, "p1", "Molten Rain", [{ object: inPlay(s, "Forest") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    expect(playNames(s, "p2")).toEqual(["Karplusan Forest"]);
    expect(life(s, "p2")).toBe(20);
  });
});
