import { describe, expect, it } from "vitest";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { view } from "../../../src/engine/index.js";
import { cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("208.3: power and toughness belong to creatures", () => {
  it("208.3: a noncreature permanent has no power or toughness: a Forest made a 1/1 creature by Ambush Commander and set to 0/1 by Ovinize has none once Ambush Commander has left play, in its characteristics and in the view", () => {
    let s = manualGame({ players: [{ hand: ["Ovinize", "Shock"], play: ["Ambush Commander", "Forest", "Island", "Island", "Mountain"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Ovinize", [{ object: inPlay(s, "Forest") }]), 2);
    const forest = inPlay(s, "Forest");
    expect([characteristics(s, card(s, forest)).power, characteristics(s, card(s, forest)).toughness]).toEqual([0, 1]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Ambush Commander") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Ambush Commander");
    // Ovinize's "is 0/1" still applies to it until end of turn, but it is no longer a creature.
    const c = characteristics(s, card(s, forest));
    expect([c.types, c.power, c.toughness]).toEqual([["land"], undefined, undefined]);
    const shown = view(s, "p1").play.find((o) => o.id === forest)!;
    expect(shown).not.toHaveProperty("power");
    expect(shown).not.toHaveProperty("toughness");
    // It stays in play: a noncreature permanent isn't checked for toughness 0 (420.5b).
    expect(s.play).toContain(forest);
  });
});
