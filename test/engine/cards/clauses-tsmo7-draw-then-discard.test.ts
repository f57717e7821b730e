import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// "Target player draws four cards, then discards three cards. If you played this spell during your
// main phase, instead that player draws four cards, then discards two cards." (Careful
// Consideration; twentieth session, helper tsmo7). One player, said once: he or she draws, then
// chooses the cards to discard among the hand the draw left (glossary "Discard"). "Instead" said
// before the effects is the same conditional as "... instead" said after them (409.1a: the phase
// in which the spell was played; effects/conditions.ts); the branch waits for the discard
// (608.2c).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const islands = ["Island", "Island", "Island", "Island"];

describe("clauses: \"Target player draws four cards, then discards three cards. If you played this spell during your main phase, instead ...\" (Careful Consideration)", () => {
  it("the card is offered", () => expect(isSupported("Careful Consideration")).toBe(true));

  it("in Ann's main phase, targeting Bob: he draws four, then discards two of the five cards in his hand, chosen by him", () => {
    let s = manualGame({ players: [{ hand: ["Careful Consideration"], play: islands, library }, { hand: ["Hill Giant"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Careful Consideration", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 2 });
    expect(zoneNames(s, "p2", "hand")).toHaveLength(5);
    expect(zoneNames(s, "p2", "library")).toHaveLength(library.length - 4);
    rejects(s, "p2", { type: "discard", cards: [inHand(s, "p2", "Hill Giant")] }, "416.?");
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Hill Giant"), s.players[1]!.hand.find((id) => id !== inHand(s, "p2", "Hill Giant"))!] }, "p2");
    expect(zoneNames(s, "p2", "hand")).toHaveLength(3);
    expect(zoneNames(s, "p2", "graveyard")).toContain("Hill Giant");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Careful Consideration"]);
    expect(s.stack).toHaveLength(0);
  });

  it("409.1a: played in Ann's upkeep (not a main phase) on herself: she draws four, then discards three, the drawn cards among those she may choose", () => {
    let s = manualGame({ players: [{ hand: ["Careful Consideration"], play: islands, library }, { library }], turn: 3, step: "upkeep" } as Parameters<typeof manualGame>[0]);
    expect(s.turn.step).toBe("upkeep");
    s = pass(cast(s, "p1", "Careful Consideration", [{ player: "p1" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p1", count: 3 });
    const hand = s.players[0]!.hand;
    expect(hand).toHaveLength(4);
    s = act(s, { type: "discard", cards: hand.slice(0, 3) }, "p1");
    expect(zoneNames(s, "p1", "hand")).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard")).toHaveLength(4);
  });

  it("played in Bob's main phase (not Ann's own), targeting Bob: he discards three", () => {
    let s = manualGame({ players: [{ hand: ["Careful Consideration"], play: islands, library }, { library }], turn: 4, active: 1 } as Parameters<typeof manualGame>[0]);
    expect(s.turn.active).toBe("p2");
    s = pass(s); // Bob passes in his main phase: Ann has priority
    s = pass(cast(s, "p1", "Careful Consideration", [{ player: "p2" }]), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 3 });
  });
});
