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

describe("clauses: \"Each player may search his or her library for up to X creature cards, reveal those cards, and put them into his or her hand. Then each player who searched his or her library this way shuffles it.\" (Weird Harvest)", () => {
  const anns = ["Spined Wurm", "Forest", "Goblin Raider", "Wind Drake", "Forest", "Shock"];
  function harvest(x: number) {
    let s = manualGame({ players: [{ library: anns, play: ["Forest", "Forest", "Forest", "Forest"], hand: ["Weird Harvest"] }, { library: bobs }], turn: 3 });
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! }, "p1");
    s = act(s, { type: "chooseX", value: x }, "p1");
    for (let i = 0; i < 8 && s.pending?.kind === "payment"; i++) s = act(s, legalDecision(s, "p1")!.options.find((o) => o.type === "payMana" || o.type === "playAbility")!);
    return pass(s, 2);
  }

  it("103.4, 409.1b: each player in APNAP order may search his or her own library for up to X creature cards; one who declines doesn't shuffle", () => {
    let s = harvest(2);
    // Ann, the active player, is asked first.
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(s.pending).toMatchObject({ kind: "search", player: "p1" });
    const d = legalDecision(s, "p1")!;
    // Up to X = 2 creature cards, her own library's only.
    expect(d.details).toMatchObject({ min: 0, max: 2 });
    expect((d.details as { candidates: { name: string }[] }).candidates.map((c) => c.name)).toEqual(["Goblin Raider", "Spined Wurm", "Wind Drake"]);
    // Three are more than X; a noncreature card isn't a creature card.
    rejects(s, "p1", { type: "search", cards: ["Goblin Raider", "Spined Wurm", "Wind Drake"] }, "glossary Search");
    rejects(s, "p1", { type: "search", cards: ["Shock"] }, "glossary Search");
    s = act(s, { type: "search", cards: ["Spined Wurm", "Wind Drake"] }, "p1");
    expect(zoneNames(s, "p1", "hand").sort()).toEqual(["Spined Wurm", "Wind Drake"]);
    // Then Bob is asked; he declines: his library is neither searched nor shuffled.
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = act(s, { type: "may", accept: false }, "p2");
    expect(zoneNames(s, "p2", "library")).toEqual(bobs);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(s.pending?.kind).toBe("priority");
  });

  it("glossary Search: the cards found are revealed to every player; Bob's search finds his own creature cards", () => {
    let s = harvest(1);
    s = act(s, { type: "may", accept: false }, "p1");
    s = act(s, { type: "may", accept: true }, "p2");
    expect(s.pending).toMatchObject({ kind: "search", player: "p2" });
    expect((legalDecision(s, "p2")!.details as { candidates: { name: string }[] }).candidates.map((c) => c.name)).toEqual(["Goblin Raider", "Spined Wurm"]);
    s = act(s, { type: "search", cards: ["Goblin Raider"] }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Goblin Raider"]);
    expect(zoneNames(s, "p1", "library")).toEqual(anns);
  });
});
