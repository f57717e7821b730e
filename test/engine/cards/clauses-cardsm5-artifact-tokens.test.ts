import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// Colorless artifact creature tokens named by a creature type that only tokens have (216: a token
// has the characteristics its effect gives it; 212.3d: Pest, Pentavite, Spawn are creature types),
// and "All Myr get +1/+1." (Myr Matrix: "Myr" is its own plural).
const library = ["Island", "Island", "Island"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = pass(s);
  return s;
};
const tokens = (s: GameState) => s.play.map((id) => card(s, id)).filter((o) => o.token).map((o) => characteristics(s, o));
/** Plays the permanent's `index`th activated ability with the costs given, and pays it. */
function activate(s: GameState, name: string, costs?: Record<string, unknown>, index = 0): GameState {
  const ability = characteristics(s, card(s, inPlay(s, name))).abilities.map((a, i) => [a, i] as const).filter(([a]) => a.kind === "activated")[index]![1];
  return payFully(act(s, { type: "playAbility", source: inPlay(s, name), ability, ...(costs ? { costs } : {}) } as never, "p1"));
}

describe("clauses: colorless artifact creature tokens of token-only creature types (216), \"All Myr\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Nuisance Engine", "Pentavus", "Spawning Pit", "Myr Matrix"]) expect(isSupported(name), name).toBe(true);
  });

  it("216: Nuisance Engine puts a colorless 0/1 Pest artifact creature token into play", () => {
    let s = manualGame({ players: [{ play: ["Nuisance Engine", "Island", "Island"], library }, { library }], turn: 3 });
    s = resolveAll(activate(s, "Nuisance Engine"));
    expect(tokens(s)).toMatchObject([{ name: "Pest", power: 0, toughness: 1, colors: [], types: ["artifact", "creature"], subtypes: ["Pest"] }]);
    expect(card(s, inPlay(s, "Nuisance Engine")).tapped).toBe(true);
  });

  it("419.1c, 216: Pentavus comes into play with five +1/+1 counters; removing one makes a 1/1 flying Pentavite, and sacrificing a Pentavite (only a Pentavite) puts one back", () => {
    let s = manualGame({ players: [{ hand: ["Pentavus"], play: ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"], library }, { library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Pentavus"));
    const pentavus = inPlay(s, "Pentavus");
    expect(pt(s, pentavus)).toEqual([5, 5]);
    s = resolveAll(activate(s, "Pentavus"));
    expect(pt(s, pentavus)).toEqual([4, 4]);
    expect(tokens(s)).toMatchObject([{ name: "Pentavite", power: 1, toughness: 1, colors: [], types: ["artifact", "creature"], subtypes: ["Pentavite"], keywords: ["flying"] }]);
    rejects(s, "p1", { type: "playAbility", source: pentavus, ability: 1, costs: { sacrifice: pentavus } }, "409.1b");
    s = resolveAll(activate(s, "Pentavus", { sacrifice: s.play.find((id) => card(s, id).token)! }, 1));
    expect(tokens(s)).toEqual([]);
    expect(pt(s, pentavus)).toEqual([5, 5]);
  });

  it("216: Spawning Pit: a charge counter for each creature sacrificed; {1} and two of them make a 2/2 Spawn artifact creature token", () => {
    let s = manualGame({ players: [{ play: ["Spawning Pit", "Grizzly Bears", "Llanowar Elves", "Island"], library }, { library }], turn: 3 });
    const pit = inPlay(s, "Spawning Pit");
    s = resolveAll(activate(s, "Spawning Pit", { sacrifice: inPlay(s, "Grizzly Bears") }));
    s = resolveAll(activate(s, "Spawning Pit", { sacrifice: inPlay(s, "Llanowar Elves") }));
    expect(card(s, pit).counters).toEqual({ charge: 2 });
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Llanowar Elves"]);
    s = resolveAll(activate(s, "Spawning Pit", undefined, 1));
    expect(tokens(s)).toMatchObject([{ name: "Spawn", power: 2, toughness: 2, colors: [], types: ["artifact", "creature"], subtypes: ["Spawn"] }]);
    expect(card(s, pit).counters ?? {}).toEqual({});
  });

  it("418.5: Myr Matrix gives every Myr +1/+1, its own tokens and an opponent's Myr too, and no other creature", () => {
    let s = manualGame({ players: [{ play: ["Myr Matrix", "Leaden Myr", "Grizzly Bears", "Island", "Island", "Island", "Island", "Island"], library }, { play: ["Iron Myr"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Leaden Myr"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Iron Myr"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    s = resolveAll(activate(s, "Myr Matrix"));
    expect(tokens(s)).toMatchObject([{ name: "Myr", power: 2, toughness: 2, colors: [], types: ["artifact", "creature"], subtypes: ["Myr"] }]);
  });
});
