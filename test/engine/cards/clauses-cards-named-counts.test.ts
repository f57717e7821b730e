import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

// Coldsnap's counts of "each card named ~ in each graveyard": counted as the spell resolves
// (413.2), over every player's graveyard (217.4b: graveyards are public); the spell itself is
// on the stack then, so it doesn't count itself.
const library = ["Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"for each card named ~ in each graveyard\" (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Rune Snag", "Rite of Flame"]) expect(isSupported(name), name).toBe(true);
  });

  /** Ann plays Hill Giant with six Mountains; Bob answers with Rune Snag, which resolves. */
  const snagged = (graveyards: [string[], string[]]) => {
    let s = manualGame({ players: [{ hand: ["Hill Giant"], play: Array(6).fill("Mountain"), graveyard: graveyards[0], library }, { hand: ["Rune Snag"], play: ["Island", "Island"], graveyard: graveyards[1], library }], turn: 3 });
    s = cast(s, "p1", "Hill Giant");
    const giant = s.stack[s.stack.length - 1]!;
    s = cast(pass(s), "p2", "Rune Snag", [{ object: giant }]);
    return { s: pass(s, 2), giant };
  };

  it("414, 413.2: with no Rune Snag in any graveyard, Rune Snag asks its target's controller for {2}; declined, Hill Giant is countered", () => {
    let { s, giant } = snagged([[], []]);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p1", object: giant, cost: "{2}" });
    s = act(s, { type: "decline" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(() => inPlay(s, "Hill Giant")).toThrow();
  });

  it("414, 413.2: paid, the {2} lets Hill Giant resolve", () => {
    let { s } = snagged([[], []]);
    expect(s.pending).toMatchObject({ kind: "unlessPays", cost: "{2}" });
    for (let i = 0; i < 10 && s.pending?.kind === "unlessPays"; i++) {
      const options = legalDecision(s, "p1")!.options;
      s = act(s, options.find((o) => o.type === "payMana") ?? options.find((o) => o.type === "playAbility")!);
    }
    for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
    expect(inPlay(s, "Hill Giant")).toBeDefined();
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Rune Snag"]);
  });

  it("413.2: with a Rune Snag in each graveyard the cost is {6}: Ann's two untapped Mountains can't pay it, and Hill Giant is countered", () => {
    const { s } = snagged([["Rune Snag"], ["Rune Snag"]]);
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Rune Snag", "Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Rune Snag", "Rune Snag"]);
  });

  it("413.2: Rite of Flame with one Rite of Flame in each graveyard adds {R}{R} and then {R}{R}", () => {
    let s = manualGame({ players: [{ hand: ["Rite of Flame"], play: ["Mountain"], graveyard: ["Rite of Flame"], library }, { graveyard: ["Rite of Flame", "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Rite of Flame"), 2);
    expect(s.players[0]!.manaPool).toMatchObject({ R: 4 });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Rite of Flame", "Rite of Flame"]);
  });

  it("413.2: Rite of Flame with none in any graveyard adds {R}{R} only (it doesn't count itself on the stack)", () => {
    let s = manualGame({ players: [{ hand: ["Rite of Flame"], play: ["Mountain"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Rite of Flame"), 2);
    expect(s.players[0]!.manaPool).toMatchObject({ R: 2 });
    expect(life(s, "p1")).toBe(20);
  });
});
