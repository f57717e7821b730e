import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pass, resolveStack, zoneNames } from "../helpers.js";

// "Target player discards a card from his or her hand for each Swamp you control." (Mind Sludge;
// nineteenth session, helper ts6): for-each.ts's count on a discard, the Swamps its controller
// controls as it resolves (413.2); the player chooses that many cards of his or her own hand, or
// discards it all when it holds no more.
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const swamps = (n: number) => Array<string>(n).fill("Swamp");
const bobsHand = ["Grizzly Bears", "Shock", "Hill Giant", "Craw Wurm", "Mountain"];

function sludge(s: GameState, choose?: string[]): GameState {
  s = cast(s, "p1", "Mind Sludge", [{ player: "p2" }]);
  s = pass(s, 2);
  if (choose && s.pending?.kind !== "priority") {
    const hand = s.players[1]!.hand;
    const ids = choose.map((name) => hand.find((id) => (s.objects[id] as { card: string }).card === name)!);
    s = act(s, { type: "discard", cards: ids }, "p2");
  }
  return resolveStack(s);
}

describe("clauses: \"Target player discards a card from his or her hand for each Swamp you control.\" (Mind Sludge, 413.2)", () => {
  it("the card is offered", () => expect(isSupported("Mind Sludge")).toBe(true));

  it("five Swamps against a hand of five: Bob discards his whole hand", () => {
    const s = sludge(manualGame({ players: [{ hand: ["Mind Sludge"], play: swamps(5), library }, { hand: bobsHand, library }], turn: 3 }));
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual([...bobsHand].sort());
  });

  it("only Swamps count (Ann's Plains and Bob's Swamps don't): four Swamps and a Plains, Bob keeps one card of five, the one he chose to keep", () => {
    const s0 = manualGame({ players: [{ hand: ["Mind Sludge"], play: [...swamps(4), "Plains"], library }, { hand: bobsHand, play: swamps(3), library }], turn: 3 });
    const s = sludge(s0, ["Grizzly Bears", "Shock", "Hill Giant", "Mountain"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(4);
  });

  it("Swamps are counted as it resolves: Bob returns one of Ann's five Swamps to her hand with Boomerang in response, so Bob discards four", () => {
    let s = manualGame({ players: [{ hand: ["Mind Sludge"], play: swamps(5), library }, { hand: [...bobsHand, "Boomerang"], play: ["Island", "Island"], library }], turn: 3 });
    s = cast(s, "p1", "Mind Sludge", [{ player: "p2" }]);
    s = pass(s);
    s = cast(s, "p2", "Boomerang", [{ object: inPlay(s, "Swamp", "p1") }]);
    s = pass(s, 2); // Boomerang resolves
    s = pass(s, 2); // Mind Sludge resolves
    const hand = s.players[1]!.hand;
    if (s.pending?.kind !== "priority") s = act(s, { type: "discard", cards: hand.slice(0, 4) }, "p2");
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(1);
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(5); // four cards and Boomerang
  });
});
