import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, payFully, pt, toNextUpkeep, zoneNames, resolveStack } from "../helpers.js";

// 418.5a: "Switch [a creature]'s power and toughness until end of turn" applies in sublayer 6e,
// after every other power/toughness change whatever its timestamp; "each creature" is the
// creatures in play as it resolves (418.3b). "Target creature deals damage to itself equal to its
// power": the creature is the source and the one dealt the damage, its power read on resolution.
const library = Array<string>(12).fill("Island");
const lands = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest", "Forest"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });
const activate = (s: GameState, name: string, ability = 0) => payFully(act(s, { type: "playAbility", source: inPlay(s, name), ability }, "p1"));

describe("clauses: switching power and toughness (418.5a, 6e)", () => {
  it("the cards are offered", () => {
    for (const name of ["Strange Inversion", "Mannichi, the Fevered Dream", "Myr Quadropod", "Windreaver", "Crookclaw Transmuter"]) expect(isSupported(name), name).toBe(true);
  });

  it("Myr Quadropod 1/4 becomes 4/1; a later Giant Growth still applies before the switch: 7/4, not 4/7", () => {
    let s = game({ play: ["Myr Quadropod"], hand: ["Giant Growth"] });
    s = resolveStack(activate(s, "Myr Quadropod"));
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([4, 1]);
    s = resolveStack(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Myr Quadropod") }]));
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([7, 4]);
  });

  it("two switches cancel out; the effect ends at end of turn (1/4 again)", () => {
    let s = game({ play: ["Myr Quadropod"] });
    s = resolveStack(activate(s, "Myr Quadropod"));
    s = resolveStack(activate(s, "Myr Quadropod"));
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([1, 4]);
    s = resolveStack(activate(s, "Myr Quadropod"));
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([4, 1]);
    s = toNextUpkeep(s);
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([1, 4]);
  });

  it("420.5c: Strange Inversion makes Aven Envoy (0/2) a 2/0, put into the graveyard", () => {
    let s = game({ hand: ["Strange Inversion"] }, { play: ["Aven Envoy"] });
    s = resolveStack(cast(s, "p1", "Strange Inversion", [{ object: inPlay(s, "Aven Envoy", "p2") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Aven Envoy"]);
  });

  it("418.3b: Mannichi switches each creature in play as it resolves; a creature coming into play later is unchanged", () => {
    let s = game({ play: ["Mannichi, the Fevered Dream", "Myr Quadropod"], hand: ["Aven Envoy"] }, { play: ["Hill Giant"] });
    s = resolveStack(activate(s, "Mannichi, the Fevered Dream"));
    expect(pt(s, inPlay(s, "Mannichi, the Fevered Dream"))).toEqual([2, 1]);
    expect(pt(s, inPlay(s, "Myr Quadropod"))).toEqual([4, 1]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
    s = resolveStack(cast(s, "p1", "Aven Envoy"));
    expect(pt(s, inPlay(s, "Aven Envoy"))).toEqual([0, 2]);
  });
});

describe("clauses: \"Target creature deals damage to itself equal to its power\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Kiku's Shadow", "Kiku, Night's Flower"]) expect(isSupported(name), name).toBe(true);
  });

  it("Kiku's Shadow: Hill Giant (3/3) deals 3 damage to itself and is put into the graveyard", () => {
    let s = game({ hand: ["Kiku's Shadow"] }, { play: ["Hill Giant"] });
    s = resolveStack(cast(s, "p1", "Kiku's Shadow", [{ object: inPlay(s, "Hill Giant") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("Kiku, Night's Flower: Myr Quadropod (1/4) is dealt 1 by itself and survives", () => {
    let s = game({ play: ["Kiku, Night's Flower", "Myr Quadropod"] });
    s = act(s, { type: "playAbility", source: inPlay(s, "Kiku, Night's Flower"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Myr Quadropod") }] }, "p1"));
    s = resolveStack(s);
    expect(s.objects[inPlay(s, "Myr Quadropod")]).toMatchObject({ damage: 1 });
  });

  it("switched first, Myr Quadropod (4/1) deals 4 damage to itself and is put into the graveyard", () => {
    let s = game({ play: ["Kiku, Night's Flower", "Myr Quadropod"] });
    s = resolveStack(activate(s, "Myr Quadropod"));
    s = act(s, { type: "playAbility", source: inPlay(s, "Kiku, Night's Flower"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Myr Quadropod") }] }, "p1"));
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Myr Quadropod"]);
  });
});
