import { describe, expect, it } from "vitest";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { cast, inPlay, manualGame, pass, resolveStack, zoneNames } from "../helpers.js";

// "Target creature with flying loses flying until end of turn. Crash Landing deals damage to that
// creature equal to the number of Forests you control." (Crash Landing; twenty-first session,
// lead). 413.2a: the target is checked once, as the spell begins to resolve: the first effect
// takes its flying away and the second still deals its damage to it ("that creature", the same
// target). A target already without flying as the spell begins to resolve is illegal: the spell
// is countered and deals no damage.
const library = ["Island", "Island", "Island", "Island", "Island", "Island"];

describe("clauses: Crash Landing (413.2a: targets checked once, as resolution begins)", () => {
  it("the card is offered", () => expect(isSupported("Crash Landing")).toBe(true));

  it("413.2a: Mahamoti Djinn loses flying and is still dealt 3 damage (Ann's three Forests); it survives as a 5/6 without flying", () => {
    let s = manualGame({ players: [{ hand: ["Crash Landing"], play: ["Forest", "Forest", "Forest"], library }, { play: ["Mahamoti Djinn"], library }], turn: 3 });
    const djinn = inPlay(s, "Mahamoti Djinn");
    s = resolveStack(cast(s, "p1", "Crash Landing", [{ object: djinn }]));
    const c = characteristics(s, card(s, djinn));
    expect([c.power, c.toughness, c.keywords.includes("flying")]).toEqual([5, 6, false]);
    expect(card(s, djinn).damage).toBe(3);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Crash Landing"]);
  });

  it("413.2a: with five Forests Air Elemental is dealt 5 damage and dies", () => {
    let s = manualGame({ players: [{ hand: ["Crash Landing"], play: ["Forest", "Forest", "Forest", "Forest", "Forest"], library }, { play: ["Air Elemental"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Crash Landing", [{ object: inPlay(s, "Air Elemental") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Air Elemental"]);
  });

  it("413.2a: the second Crash Landing on the Djinn finds it without flying as it begins to resolve: countered, no damage (3, not 6)", () => {
    let s = manualGame({ players: [{ hand: ["Crash Landing", "Crash Landing"], play: ["Forest", "Forest", "Forest"].map((card) => ({ card, tapped: true })), manaPool: { G: 2, U: 4 }, library }, { play: ["Mahamoti Djinn"], library }], turn: 3 });
    const djinn = inPlay(s, "Mahamoti Djinn");
    s = cast(s, "p1", "Crash Landing", [{ object: djinn }]);
    s = cast(s, "p1", "Crash Landing", [{ object: djinn }]);
    s = pass(s, 2); // the second resolves: no flying, 3 damage
    expect(card(s, djinn).damage).toBe(3);
    s = pass(s, 2); // the first: its only target is illegal now
    expect(s.stack).toHaveLength(0);
    expect(card(s, djinn).damage).toBe(3);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Crash Landing", "Crash Landing"]);
  });
});
