// A reading scope compares again only the permanents the state may change in place while no id
// of the map of objects has come to hold another object (layer-inputs.ts, `identitiesRevision`
// in game/clone.ts). These tests change a permanent `apply`'s copy owns in place, with no other
// change to the map between two readings, and check that the second reading sees the change.
import { describe, expect, it } from "vitest";
import { characteristics, readingState } from "../../../src/engine/effects/characteristics.js";
import { cloneState, identitiesRevision, ownObject } from "../../../src/engine/game/clone.js";
import { card } from "../../../src/engine/game/game.js";
import type { CardObject, GameState } from "../../../src/engine/index.js";
import { inPlay, manualGame } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

const pt = (s: GameState, id: string) =>
  readingState(s, () => {
    const c = characteristics(s, card(s, id));
    return [c.power, c.toughness];
  });

describe("remembered layers and a permanent changed in place (418.5a: counters in 6c)", () => {
  it("a +1/+1 counter written on a permanent the copy owns is read at the next scope, with no object put into or replaced in the map since", () => {
    const s = manualGame({ players: [{ play: ["Grizzly Bears", "Llanowar Elves", "Forest"], library }, { play: ["Goblin Piker"], library }], turn: 3 });
    const copy = cloneState(s);
    const bears = inPlay(copy, "Grizzly Bears");
    const elves = inPlay(copy, "Llanowar Elves");
    expect(pt(copy, bears)).toEqual([2, 2]);
    const o = ownObject(copy, bears) as CardObject;
    expect(pt(copy, bears)).toEqual([2, 2]);
    expect(pt(copy, elves)).toEqual([1, 1]);
    const ids = identitiesRevision();
    o.counters = { "+1/+1": 1 };
    expect(pt(copy, bears)).toEqual([3, 3]);
    o.counters = { "+1/+1": 2 };
    // Outside a reading scope too (characteristics opens one).
    const c = characteristics(copy, card(copy, bears));
    expect([c.power, c.toughness]).toEqual([4, 4]);
    expect(identitiesRevision()).toBe(ids);
    // The permanents shared with the state copied are as they were, and so is that state.
    expect(pt(copy, elves)).toEqual([1, 1]);
    expect(pt(s, bears)).toEqual([2, 2]);
  });
});
