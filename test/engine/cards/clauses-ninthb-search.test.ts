import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { view } from "../../../src/engine/view/view.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, rejects, zoneNames } from "../helpers.js";

// Helper "ninthb": searching another player's library (glossary "Search", 217.2, 217.7), shown
// with Jester's Cap (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const bobs = ["Shock", "Spined Wurm", "Giant Growth", "Forest", "Forest", "Mountain", "Goblin Raider"];

describe("clauses: \"Search target player's library for three cards and remove them from the game. Then that player shuffles his or her library.\" (Jester's Cap)", () => {
  function searching() {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Jester's Cap"] }, { library: bobs }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Jester's Cap"), ability: 0 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    for (let i = 0; i < 5 && s.pending?.kind === "payment"; i++) s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "payMana" || o.type === "playAbility")!);
    return pass(s, 2);
  }

  it("glossary Search, 217.7: the Cap's controller searches Bob's library, names three cards, and they are removed from the game; Bob's library is shuffled", () => {
    let s = searching();
    expect(s.pending).toMatchObject({ kind: "search", player: "p1" });
    const d = legalDecision(s, "p1")!;
    // The searcher sees the cards of that library for the search (and only in this decision).
    expect(d.details).toMatchObject({ min: 3, max: 3 });
    expect((d.details as { candidates: { name: string }[] }).candidates.map((c) => c.name)).toEqual(["Forest", "Giant Growth", "Goblin Raider", "Mountain", "Shock", "Spined Wurm"]);
    // A search "for three cards" has no stated quality: exactly three must be found (glossary Search).
    rejects(s, "p1", { type: "search", cards: ["Shock", "Spined Wurm"] }, "glossary Search");
    // Bob has one Shock: two can't be found.
    rejects(s, "p1", { type: "search", cards: ["Shock", "Shock", "Spined Wurm"] }, "glossary Search");
    s = act(s, { type: "search", cards: ["Shock", "Spined Wurm", "Forest"] }, "p1");
    expect(s.removed.map((id) => [card(s, id).card, card(s, id).owner])).toEqual([["Shock", "p2"], ["Spined Wurm", "p2"], ["Forest", "p2"]]);
    expect([...zoneNames(s, "p2", "library")].sort()).toEqual(["Forest", "Giant Growth", "Goblin Raider", "Mountain"]);
    // Ann's own library is untouched.
    expect(zoneNames(s, "p1", "library")).toEqual(library);
    expect(s.pending?.kind).toBe("priority");
  });

  it("217.2: while Ann searches, Bob's view shows no library cards and no decision details; the removed cards are public afterwards", () => {
    let s = searching();
    const bob = JSON.stringify(view(s, "p2"));
    expect(bob).not.toContain("Spined Wurm");
    expect(legalDecision(s, "p2")).toBeFalsy();
    s = act(s, { type: "search", cards: ["Shock", "Spined Wurm", "Forest"] }, "p1");
    expect(view(s, "p2").removed.map((r) => r.name)).toEqual(["Shock", "Spined Wurm", "Forest"]);
  });
});
