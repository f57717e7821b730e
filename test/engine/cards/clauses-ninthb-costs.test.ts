import { describe, expect, it } from "vitest";
import { act, inPlay, manualGame, pass, payFully, zoneNames } from "../helpers.js";

// Helper "ninthb": the cost "Discard your hand" (409.1f), shown with Slate of Ancestry (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const lands = ["Plains", "Plains", "Plains", "Plains"];

describe("clauses: \"{4}, {T}, Discard your hand: Draw a card for each creature you control.\" (Slate of Ancestry)", () => {
  it("409.1f: the cost discards every card in the hand; the ability then draws one card per creature its controller controls (413.2)", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Slate of Ancestry", "Goblin Raider", "Wind Drake"], hand: ["Shock", "Giant Growth", "Spined Wurm"] }, { library, play: ["Goblin Raider"] }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Slate of Ancestry"), ability: 0 }, "p1"));
    // The cost is paid as the ability is played: the hand is in the graveyard before it resolves.
    expect(s.stack).toHaveLength(1);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Giant Growth", "Shock", "Spined Wurm"]);
    s = pass(s, 2);
    // Two creatures of p1's (Bob's Goblin Raider doesn't count): two cards.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Swamp"]);
  });

  it("409.1f: an empty hand pays \"Discard your hand\"; the ability is still played and draws", () => {
    let s = manualGame({ players: [{ library, play: [...lands, "Slate of Ancestry", "Goblin Raider"], hand: [] }, { library }], turn: 3 });
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Slate of Ancestry"), ability: 0 }, "p1"));
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });
});
