import { describe, expect, it } from "vitest";
import { cast, manualGame, pass, zoneNames } from "../helpers.js";
import type { GameState } from "../../../src/engine/index.js";

// A spell's "Add {R} to your mana pool for each [what it counts]": the mana that many times,
// counted as the spell resolves (413.2): "for each Goblin in play" (Brightstone Ritual, whoever
// controls them), "for each tapped land your opponents control" (Mana Geyser), "for each card in
// your hand" (Inner Fire: the spell itself is on the stack, not in the hand). Compiled from the
// printed text (src/cards/compiler/mana-per-count.ts). The mana stays in the pool until the phase
// ends (300.3).
const library = Array<string>(6).fill("Mountain");
const red = (s: GameState, who = "p1") => s.players.find((p) => p.id === who)!.manaPool.R;

describe("clauses: a spell adding mana for each [count] (413.2)", () => {
  it("413.2: Brightstone Ritual counts every Goblin in play, the opponent's too: two of p1's and one of p2's add {R}{R}{R}", () => {
    let s = manualGame({ players: [{ library, hand: ["Brightstone Ritual"], play: ["Mountain", "Raging Goblin", "Goblin Piker"] }, { library, play: ["Goblin Raider", "Grizzly Bears"] }], turn: 3 });
    s = pass(cast(s, "p1", "Brightstone Ritual"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Brightstone Ritual"]);
    expect(red(s)).toBe(3);
    expect(red(s, "p2")).toBe(0);
  });

  it("413.2: with no Goblin in play Brightstone Ritual adds nothing", () => {
    let s = manualGame({ players: [{ library, hand: ["Brightstone Ritual"], play: ["Mountain", "Grizzly Bears"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Brightstone Ritual"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Brightstone Ritual"]);
    expect(red(s)).toBe(0);
  });

  it("413.2: Mana Geyser counts only the opponent's tapped lands: two of p2's three, none of p1's", () => {
    const p1Lands = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"].map((card) => ({ card, tapped: false }));
    const p2Lands = [{ card: "Island", tapped: true }, { card: "Island", tapped: true }, { card: "Island", tapped: false }];
    let s = manualGame({ players: [{ library, hand: ["Mana Geyser"], play: [...p1Lands, { card: "Mountain", tapped: true }] }, { library, play: p2Lands }], turn: 3 });
    s = pass(cast(s, "p1", "Mana Geyser"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Mana Geyser"]);
    expect(red(s)).toBe(2);
  });

  it("413.2: Inner Fire counts the cards in p1's hand as it resolves (three, not the spell itself)", () => {
    let s = manualGame({ players: [{ library, hand: ["Inner Fire", "Mountain", "Mountain", "Grizzly Bears"], play: ["Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Inner Fire"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Inner Fire"]);
    expect(red(s)).toBe(3);
  });
});
