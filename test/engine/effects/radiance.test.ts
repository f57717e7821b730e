import { describe, expect, it } from "vitest";
import type { GameState, Setup } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, payFully, playNames, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const game = (p1: Setup["players"][number], p2: Setup["players"][number] = {}): GameState =>
  manualGame({ players: [{ library, ...p1 }, { library, hand: ["Island"], ...p2 }], turn: 3 });
const damage = (s: GameState, name: string) => card(s, inPlay(s, name)).damage;
const bobsCreatures = ["Gobhobbler Rats", "Hill Giant", "Bog Imp", "Grizzly Bears", "Myr Retriever"];

describe("seed glossary \"Ability Word\": Radiance — target permanent and each other permanent of its kind that shares a color with it", () => {
  it("413, Radiance: Cleansing Beam deals 2 damage to the black-red target and to each other black or red creature, whoever controls it; not to green or colorless ones", () => {
    let s = game({ hand: ["Cleansing Beam"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Goblin Piker"] }, { play: bobsCreatures });
    s = pass(cast(s, "p1", "Cleansing Beam", [{ object: inPlay(s, "Gobhobbler Rats") }]), 2);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Bog Imp", "Gobhobbler Rats"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Cleansing Beam", "Goblin Piker"]);
    expect([damage(s, "Hill Giant"), damage(s, "Grizzly Bears"), damage(s, "Myr Retriever")]).toEqual([2, 0, 0]);
  });

  it("Radiance: a colorless target shares a color with nothing: only it is affected (Wojek Siren)", () => {
    let s = game({ hand: ["Wojek Siren"], play: ["Plains"] }, { play: bobsCreatures });
    s = pass(cast(s, "p1", "Wojek Siren", [{ object: inPlay(s, "Myr Retriever") }]), 2);
    expect(bobsCreatures.map((n) => pt(s, inPlay(s, n)))).toEqual([[2, 2], [3, 3], [1, 1], [2, 2], [2, 2]]);
  });

  it("413.2a, Radiance: if the target has left play the spell is countered and no other creature is affected (Wojek Siren)", () => {
    let s = game({ hand: ["Wojek Siren", "Shock"], play: ["Plains", "Mountain"] }, { play: ["Bog Imp", "Ravenous Rats"] });
    s = cast(s, "p1", "Wojek Siren", [{ object: inPlay(s, "Bog Imp") }]);
    s = pass(pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Bog Imp") }]), 2), 2); // Shock kills Bog Imp first
    expect(pt(s, inPlay(s, "Ravenous Rats"))).toEqual([1, 1]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Wojek Siren"]);
  });

  it("Radiance: Wojek Siren gives +1/+1, Surge of Zeal haste, and Rally the Righteous untaps and gives +2/+0 to the target and each creature sharing a color", () => {
    let s = game({ hand: ["Wojek Siren", "Surge of Zeal", "Rally the Righteous"], play: ["Plains", "Plains", "Mountain", "Mountain", "Mountain", { card: "Grizzly Bears", tapped: true }, { card: "Mystic Enforcer", tapped: true }, "Goblin Piker"] });
    const [bears, enforcer, piker] = ["Grizzly Bears", "Mystic Enforcer", "Goblin Piker"].map((n) => inPlay(s, n));
    s = pass(cast(s, "p1", "Wojek Siren", [{ object: bears! }]), 2);
    expect([pt(s, bears!), pt(s, enforcer!), pt(s, piker!)]).toEqual([[3, 3], [4, 4], [2, 1]]);
    s = pass(cast(s, "p1", "Surge of Zeal", [{ object: piker! }]), 2);
    expect([characteristics(s, card(s, piker!)).keywords, characteristics(s, card(s, bears!)).keywords]).toEqual([["haste"], []]);
    s = pass(cast(s, "p1", "Rally the Righteous", [{ object: enforcer! }]), 2);
    expect([bears, enforcer, piker].map((id) => [card(s, id!).tapped, pt(s, id!)[0]])).toEqual([[false, 5], [false, 6], [false, 2]]);
  });

  it("Radiance: Leave No Trace destroys target enchantment and each other enchantment that shares a color with it", () => {
    let s = game({ hand: ["Leave No Trace"], play: ["Plains", "Plains", "Glorious Anthem"] }, { play: ["Phyrexian Arena", "Unspeakable Symbol", "Furnace of Rath"] });
    s = pass(cast(s, "p1", "Leave No Trace", [{ object: inPlay(s, "Phyrexian Arena") }]), 2);
    expect([playNames(s, "p1"), playNames(s, "p2")]).toEqual([["Plains", "Plains", "Glorious Anthem"], ["Furnace of Rath"]]);
  });

  it("403, 419.7, Radiance: Wojek Apothecary shields the target and each creature sharing a color from the next 1 damage; Wojek Embermage deals 1 to each, itself included", () => {
    let s = game({ play: ["Wojek Apothecary", "Wojek Embermage", "Grizzly Bears"] }, { play: ["Hill Giant", "Craw Wurm"] });
    const ability = (s: GameState, name: string, target: string) =>
      pass(payFully(act(act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 }), { type: "chooseTargets", targets: [{ object: inPlay(s, target) }] })), 2);
    s = ability(s, "Wojek Apothecary", "Grizzly Bears");
    expect(s.shields.map((sh) => [sh.to, sh.amount])).toEqual([[{ object: inPlay(s, "Grizzly Bears") }, 1], [{ object: inPlay(s, "Craw Wurm") }, 1]]);
    s = ability(s, "Wojek Embermage", "Hill Giant");
    expect([damage(s, "Hill Giant"), damage(s, "Wojek Embermage"), damage(s, "Craw Wurm"), damage(s, "Grizzly Bears")]).toEqual([1, 1, 0, 0]);
  });

});
