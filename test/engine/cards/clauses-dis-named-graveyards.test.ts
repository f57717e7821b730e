import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inPlay, life, manualGame, pt, zoneNames, resolveStack } from "../helpers.js";

// "where X is 1 plus the number of cards named ~ in all graveyards" (Coldsnap): X is counted as
// the spell resolves (413.2), over every player's graveyard; the spell itself is on the stack
// then, so it doesn't count itself (217.4b: graveyards are public).
const library = ["Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"X is N plus the number of cards named ~ in all graveyards\" (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Feast of Flesh", "Kjeldoran War Cry"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Feast of Flesh with one Feast of Flesh in each graveyard deals 3 damage to Hill Giant and its caster gains 3 life", () => {
    let s = manualGame({ players: [{ hand: ["Feast of Flesh"], play: ["Swamp"], graveyard: ["Feast of Flesh"], library }, { play: ["Hill Giant"], graveyard: ["Feast of Flesh", "Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Feast of Flesh", [{ object: inPlay(s, "Hill Giant") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Feast of Flesh", "Grizzly Bears", "Hill Giant"]);
    expect(life(s, "p1")).toBe(23);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Feast of Flesh", "Feast of Flesh"]);
  });

  it("413.2: with none in any graveyard, Feast of Flesh deals 1 damage (it doesn't count itself on the stack)", () => {
    let s = manualGame({ players: [{ hand: ["Feast of Flesh"], play: ["Swamp"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Feast of Flesh", [{ object: inPlay(s, "Hill Giant") }]));
    expect(s.objects[inPlay(s, "Hill Giant")]).toMatchObject({ damage: 1 });
    expect(life(s, "p1")).toBe(21);
  });

  it("418.5a: Kjeldoran War Cry with two in graveyards gives creatures its caster controls +3/+3 until end of turn, not the opponent's", () => {
    let s = manualGame({ players: [{ hand: ["Kjeldoran War Cry"], play: ["Plains", "Plains", "Grizzly Bears"], graveyard: ["Kjeldoran War Cry"], library }, { play: ["Hill Giant"], graveyard: ["Kjeldoran War Cry"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Kjeldoran War Cry"));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });
});
