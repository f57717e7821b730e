import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, payFully, rejects } from "../helpers.js";

// "Choose a creature type [other than Legend or Wall]. Target creature's type (Each creature's
// type, The type of each creature you control) becomes that type until end of turn." The type is
// chosen as the spell or ability resolves (413); the creatures' creature types are then that
// one type until end of turn (418.5a layer 4, 212.3).
const library = ["Island", "Island", "Island", "Island", "Island"];
const types = (s: GameState, name: string, who?: string) => characteristics(s, card(s, inPlay(s, name, who))).subtypes;
const toChoice = (s: GameState) => {
  for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};

describe("clauses: \"Choose a creature type. ... becomes that type until end of turn\" (413, 418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Imagecrafter", "Mistform Mutant", "Standardize", "Mistform Wakecaster"]) expect(isSupported(name), name).toBe(true);
  });

  it("413: Imagecrafter makes Grizzly Bears a Goblin until end of turn; Wall is not among the choices and is refused", () => {
    let s = manualGame({ players: [{ play: ["Imagecrafter", "Grizzly Bears", "Wall of Air"], library }, { play: ["Goblin Piker"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Imagecrafter"), ability: 0 }, "p1");
    s = toChoice(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1")));
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "creatureType" });
    const options = legalDecision(s, "p1")!.options;
    expect(options).toContainEqual({ type: "choose", choice: "Goblin" });
    expect(options).not.toContainEqual({ type: "choose", choice: "Wall" });
    rejects(s, "p1", { type: "choose", choice: "Wall" }, "413");
    const crafter = types(s, "Imagecrafter");
    s = act(s, { type: "choose", choice: "Goblin" }, "p1");
    expect(types(s, "Grizzly Bears")).toEqual(["Goblin"]);
    expect(types(s, "Imagecrafter")).toEqual(crafter);
    expect(crafter).not.toContain("Goblin");
  });

  it("418.5a: Standardize makes every creature, both players', an Elf until end of turn", () => {
    let s = manualGame({ players: [{ hand: ["Standardize"], play: ["Island", "Island", "Grizzly Bears"], library }, { play: ["Goblin Piker"], library }], turn: 3 });
    s = toChoice(cast(s, "p1", "Standardize"));
    s = act(s, { type: "choose", choice: "Elf" }, "p1");
    expect([types(s, "Grizzly Bears"), types(s, "Goblin Piker")]).toEqual([["Elf"], ["Elf"]]);
  });

  it("418.5a: Mistform Wakecaster changes only the creatures its controller controls", () => {
    let s = manualGame({ players: [{ play: ["Mistform Wakecaster", "Grizzly Bears", "Island", "Island", "Island", "Island"], library }, { play: ["Goblin Piker"], library }], turn: 3 });
    s = toChoice(payFully(act(s, { type: "playAbility", source: inPlay(s, "Mistform Wakecaster"), ability: 1 }, "p1")));
    s = act(s, { type: "choose", choice: "Wall" }, "p1");
    expect([types(s, "Grizzly Bears"), types(s, "Mistform Wakecaster"), types(s, "Goblin Piker")]).toEqual([["Wall"], ["Wall"], ["Goblin", "Warrior"]]);
  });
});
