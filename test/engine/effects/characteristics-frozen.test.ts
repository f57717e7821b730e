import { describe, expect, it } from "vitest";
import { characteristics, type Characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { inPlay, manualGame } from "../helpers.js";

const library = ["Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp"];
const lists = (c: Characteristics) => [c.colors, c.supertypes, c.types, c.subtypes, c.keywords, c.restrictions, c.asThough, c.abilities];

// The characteristics an effect changed are remembered and shared like the unchanged ones
// (layer classes, the reading memo): no rule may change them in place, and all are frozen with
// their lists, in one hidden class for the code reading them (docs/PERFORMANCE.md, twenty-second session).
describe("418.5: characteristics changed by effects are read-only like the printed ones", () => {
  it("418.5 layers 4 and 6: March of the Machines makes Bonesplitter a 1/1 artifact creature (its converted mana cost) and Glorious Anthem makes it 2/2; its characteristics and every list in them are frozen, as an unchanged permanent's", () => {
    const s = manualGame({ players: [{ play: ["March of the Machines", "Glorious Anthem", "Bonesplitter", "Forest"], library }, { library }], turn: 3 });
    const changed = characteristics(s, card(s, inPlay(s, "Bonesplitter")));
    const unchanged = characteristics(s, card(s, inPlay(s, "Forest")));
    expect([changed.types, changed.power, changed.toughness]).toEqual([["artifact", "creature"], 2, 2]);
    for (const c of [changed, unchanged]) {
      expect(Object.isFrozen(c)).toBe(true);
      expect(lists(c).every((l) => Object.isFrozen(l))).toBe(true);
    }
    expect(() => (changed.abilities as unknown[]).push({})).toThrow(TypeError);
    expect(characteristics(s, card(s, inPlay(s, "Bonesplitter"))).abilities).toHaveLength(changed.abilities.length);
  });
});
