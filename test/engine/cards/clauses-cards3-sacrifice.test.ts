import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";
import { attack, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "sacrifice a creature" / "a land" / "a permanent" as an effect with no player named (glossary
// "Sacrifice"): the ability's controller chooses one of the permanents he or she controls of that
// kind as it resolves (with only one, that one) and puts it into its owner's graveyard.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};

describe("clauses: \"sacrifice a [permanent]\" (glossary \"Sacrifice\")", () => {
  it("the cards are offered", () => {
    for (const name of ["Accursed Centaur", "Desecration Elemental", "Lesser Gargadon", "Goblin Firebug", "Greater Harvester", "Drinker of Sorrow", "Perilous Research"]) expect(isSupported(name), name).toBe(true);
  });

  it("Accursed Centaur comes into play: its controller sacrifices the creature of his or her choice, never the opponent's", () => {
    let s = manualGame({ players: [{ hand: ["Accursed Centaur"], play: ["Swamp", "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveAll(payFully(cast(s, "p1", "Accursed Centaur")));
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Grizzly Bears")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(inPlay(s, "Accursed Centaur")).toBeTruthy();
    expect(inPlay(s, "Hill Giant")).toBeTruthy();
  });

  it("Accursed Centaur with no other creature sacrifices itself (no choice to make)", () => {
    let s = manualGame({ players: [{ hand: ["Accursed Centaur"], play: ["Swamp"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveAll(payFully(cast(s, "p1", "Accursed Centaur")));
    s = resolveAll(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Accursed Centaur"]);
  });

  it("Desecration Elemental: the opponent plays Shock; the Elemental's controller sacrifices a creature before Shock resolves", () => {
    let s = manualGame({ players: [{ play: ["Desecration Elemental", "Llanowar Elves"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(s); // Bob gets priority
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    expect(s.stack).toHaveLength(2); // Shock and the trigger above it
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Llanowar Elves")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Llanowar Elves"]);
    s = resolveAll(s);
    expect(life(s, "p1")).toBe(18);
  });

  it("Lesser Gargadon attacks: its controller sacrifices a land", () => {
    let s = combatGame({ play: ["Lesser Gargadon", "Mountain", "Forest"] }, {});
    s = attack(s, "Lesser Gargadon");
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Forest")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Forest"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(14);
  });

  it("Goblin Firebug leaves play (Shock): its controller sacrifices his or her only land", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Goblin Firebug"], library }, { library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Shock", [{ object: inPlay(s, "Goblin Firebug") }]));
    s = resolveAll(s);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Goblin Firebug", "Mountain", "Shock"]);
  });

  it("Perilous Research: draw two cards, then sacrifice a permanent of the caster's choice", () => {
    let s = manualGame({ players: [{ hand: ["Perilous Research"], play: ["Island", "Island", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Perilous Research"));
    expect(s.players[0]!.hand).toHaveLength(2);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p1" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Grizzly Bears")] }, "p1");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Perilous Research"]);
  });
});
