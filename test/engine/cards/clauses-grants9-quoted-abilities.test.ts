import { describe, expect, it } from "vitest";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, rejects, toNextUpkeep, zoneNames } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/game/types.js";

// Activated abilities granted in quotation marks (418.5a, layer 6): compiled by the grammar of a
// printed ability (quoted.ts), given until end of turn by a spell (quoted-grants.ts) or while a
// condition holds; the permanent that has the ability is its source, its controller plays it.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const abilityTexts = (s: GameState, name: string) => characteristics(s, card(s, inPlay(s, name))).abilities.map((a) => (a as { text?: string }).text);
const play = (s: GameState, name: string, index: number, targets?: ({ player: string } | { object: string })[]) => {
  s = act(s, { type: "playAbility", source: inPlay(s, name), ability: index }, "p1");
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, "p1");
  return payFully(s);
};

describe("clauses: 'Until end of turn, [permanents] gain \"[ability]\"' (418.5a layer 6, 418.3b)", () => {
  it("418.5a: Flame Fusillade gives each permanent you control \"{T}: This permanent deals 1 damage ...\": an untapped Mountain deals it; the granted ability ends with the turn", () => {
    let s = manualGame({ players: [{ library, play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Flame Fusillade"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Flame Fusillade"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Flame Fusillade"]);
    const untapped = s.play.find((id) => card(s, id).card === "Mountain" && !card(s, id).tapped)!;
    const index = characteristics(s, card(s, untapped)).abilities.findIndex((a) => a.kind === "activated");
    expect(index).toBeGreaterThanOrEqual(0);
    s = act(s, { type: "playAbility", source: untapped, ability: index }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    expect(card(s, untapped).tapped).toBe(true);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(19);
    // 418.5a: "until end of turn" ends in the cleanup step: the Mountain has no such ability on the next turn.
    s = toNextUpkeep(s);
    expect(characteristics(s, card(s, untapped)).abilities.some((a) => a.kind === "activated")).toBe(false);
  });

  it("212.3d: a creature that came under its controller's control this turn can't play the granted {T} ability; the refusal changes nothing", () => {
    let s = manualGame({ players: [{ library, play: ["Mountain", "Mountain", "Mountain", "Mountain", { card: "Grizzly Bears", summoningSick: true }], hand: ["Flame Fusillade"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Flame Fusillade"), 2);
    expect(abilityTexts(s, "Grizzly Bears")).toContain("{T}: This permanent deals 1 damage to target creature or player.");
    const index = characteristics(s, card(s, inPlay(s, "Grizzly Bears"))).abilities.findIndex((a) => a.kind === "activated");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Grizzly Bears"), ability: index }, "212.3d");
  });

  it("418.3b: Psychic Trance gives Wizards you control \"{T}: Counter target spell.\"; a Wizard counters a spell, a Bear has no such ability", () => {
    let s = manualGame({ players: [{ library, play: ["Island", "Island", "Island", "Island", "Mountain", "Fugitive Wizard", "Grizzly Bears"], hand: ["Psychic Trance", "Shock"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Psychic Trance"), 2);
    expect(abilityTexts(s, "Fugitive Wizard")).toEqual(["{T}: Counter target spell."]);
    expect(abilityTexts(s, "Grizzly Bears")).toEqual([]);
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = play(s, "Fugitive Wizard", 0, [{ object: s.stack[s.stack.length - 1]! }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shock");
    expect(life(s, "p2")).toBe(20);
  });

  it("406.1: Divergent Growth gives lands you control a mana ability of any color: a Forest pays for Shock's {R}", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest"], hand: ["Divergent Growth", "Shock"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Divergent Growth"), 2);
    const anyColor = (x: GameState) => characteristics(x, card(x, inPlay(x, "Forest"))).abilities.some((a) => a.effects.some((e) => e.do === "addManaOfChoice"));
    expect(anyColor(s)).toBe(true);
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
    s = toNextUpkeep(s);
    expect(anyColor(s)).toBe(false);
  });
});

describe("clauses: 'Until end of turn, target creature gains [keywords] and \"[ability]\"' (418.5a layer 6)", () => {
  it("419.6b: Run Wild gives Grizzly Bears trample and \"{G}: Regenerate this creature.\": regenerated, it survives Shock; next turn both are gone", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest", "Mountain", "Grizzly Bears"], hand: ["Run Wild", "Shock"] }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Run Wild", [{ object: bears }]), 2);
    expect(characteristics(s, card(s, bears)).keywords).toContain("trample");
    expect(abilityTexts(s, "Grizzly Bears")).toEqual(["{G}: Regenerate this creature."]);
    s = pass(play(s, "Grizzly Bears", 0), 2);
    s = pass(cast(s, "p1", "Shock", [{ object: bears }]), 2);
    expect(inPlay(s, "Grizzly Bears")).toBe(bears);
    expect(card(s, bears).tapped).toBe(true);
    s = toNextUpkeep(s);
    expect(characteristics(s, card(s, bears)).keywords).not.toContain("trample");
    expect(abilityTexts(s, "Grizzly Bears")).toEqual([]);
  });
});

describe("clauses: 'Until end of turn, each creature you control becomes [color], its creature type becomes [type], and it gains \"[ability]\"' (418.5a layers 4, 5, 6)", () => {
  it("418.5a: Shade's Breath makes Grizzly Bears a black Shade with \"{B}: This creature gets +1/+1 until end of turn.\"; it pumps; all of it ends with the turn", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Grizzly Bears"], hand: ["Shade's Breath"] }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Shade's Breath"), 2);
    const c = characteristics(s, card(s, bears));
    expect([c.colors, c.subtypes]).toEqual([["B"], ["Shade"]]);
    expect(abilityTexts(s, "Grizzly Bears")).toEqual(["{B}: This creature gets +1/+1 until end of turn."]);
    s = pass(play(s, "Grizzly Bears", 0), 2);
    expect(pt(s, bears)).toEqual([3, 3]);
    s = toNextUpkeep(s);
    const after = characteristics(s, card(s, bears));
    expect([after.colors, after.subtypes, after.abilities.length]).toEqual([["G"], ["Bear"], 0]);
    expect(pt(s, bears)).toEqual([2, 2]);
  });
});

describe("clauses: 'As long as you control a Demon, ~ has \"[ability]\"' (418.5a layer 6)", () => {
  it("419.6b: Villainous Ogre has \"{B}: Regenerate ~.\" only while its controller controls a Demon", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Mountain", "Villainous Ogre"], hand: ["Shock"] }, { library }], turn: 3 });
    expect(abilityTexts(s, "Villainous Ogre")).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Villainous Ogre"), ability: 0 }, "403.1");
    s = manualGame({ players: [{ library, play: ["Swamp", "Mountain", "Villainous Ogre", "Gutwrencher Oni"], hand: ["Shock"] }, { library }], turn: 3 });
    const ogre = inPlay(s, "Villainous Ogre");
    expect(abilityTexts(s, "Villainous Ogre")).toEqual(["{B}: Regenerate Villainous Ogre."]);
    s = pass(play(s, "Villainous Ogre", 0), 2);
    s = pass(cast(s, "p1", "Shock", [{ object: ogre }]), 2);
    expect(inPlay(s, "Villainous Ogre")).toBe(ogre);
    expect(pt(s, ogre)).toEqual([3, 2]);
  });
});
