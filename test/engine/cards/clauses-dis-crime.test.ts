import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inHand, inPlay, manualGame, misplaced, pass, payFully, pt, rejects, toNextUpkeep, zoneNames } from "../helpers.js";

// Crime // Punishment (505): "Put target creature or enchantment card in an opponent's graveyard
// into play under your control." The card comes into play under the spell's controller's control.
// An Aura card isn't an Aura spell: it targets nothing; as it comes into play its new controller
// chooses what it enchants among what its enchant ability allows (212.4j), protection still
// forbidding it (502.7); with nothing it could enchant it stays in the graveyard (212.4k).
const library = ["Island", "Island", "Island", "Island", "Island"];
const lands = ["Plains", "Plains", "Swamp", "Swamp", "Swamp"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};
const graveyardCard = (s: GameState, who: string, name: string) => s.players.find((p) => p.id === who)!.graveyard.find((id) => card(s, id).card === name)!;
const playCrime = (s: GameState, target: string) => {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", "Crime // Punishment"), half: "Crime" });
  s = act(s, { type: "chooseTargets", targets: [{ object: target }] });
  return resolveAll(payFully(s));
};

describe("clauses: a card put into play from a graveyard under your control (Crime, 212.4j, 212.4k)", () => {
  it("the cards are offered", () => {
    for (const name of ["Crime // Punishment", "Debtors' Knell"]) expect(isSupported(name), name).toBe(true);
  });

  it("Crime puts Grizzly Bears from the opponent's graveyard into play under its caster's control; a card in its caster's own graveyard is no candidate", () => {
    let s = manualGame({ players: [{ hand: ["Crime // Punishment"], play: lands, graveyard: ["Hill Giant"], library }, { graveyard: ["Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Crime // Punishment"), half: "Crime" });
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: graveyardCard(s, "p1", "Hill Giant") }] }, "409.1c");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: graveyardCard(s, "p2", "Grizzly Bears") }] })));
    const bears = inPlay(s, "Grizzly Bears");
    expect(controllerOf(s, card(s, bears))).toBe("p1");
    expect(card(s, bears).owner).toBe("p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Crime // Punishment"]);
    expect(misplaced(s)).toEqual([]);
  });

  it("212.4j, 502.7: an Aura card (Holy Strength) is attached to a creature its new controller chooses, not one with protection from white; it doesn't target", () => {
    let s = manualGame({ players: [{ hand: ["Crime // Punishment"], play: [...lands, "Stromgald Crusader"], library }, { play: ["Grizzly Bears"], graveyard: ["Holy Strength"], library }], turn: 3 });
    s = playCrime(s, graveyardCard(s, "p2", "Holy Strength"));
    expect(s.pending).toMatchObject({ kind: "choose", player: "p1", what: "auraHome" });
    const d = legalDecision(s, "p1")!;
    // Stromgald Crusader has protection from white: only the Bears can be enchanted by the white Aura.
    expect(d.options).toEqual([{ type: "choose", choice: inPlay(s, "Grizzly Bears") }]);
    rejects(s, "p1", { type: "choose", choice: inPlay(s, "Stromgald Crusader") }, "212.4j");
    s = resolveAll(act(s, { type: "choose", choice: inPlay(s, "Grizzly Bears") }));
    const strength = inPlay(s, "Holy Strength");
    expect(card(s, strength).attachedTo).toBe(inPlay(s, "Grizzly Bears"));
    expect(controllerOf(s, card(s, strength))).toBe("p1");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 4]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(misplaced(s)).toEqual([]);
  });

  it("212.4k: with nothing it could enchant, the Aura card stays in its owner's graveyard and Crime still resolves", () => {
    let s = manualGame({ players: [{ hand: ["Crime // Punishment"], play: [...lands, "Stromgald Crusader"], library }, { graveyard: ["Holy Strength"], library }], turn: 3 });
    s = playCrime(s, graveyardCard(s, "p2", "Holy Strength"));
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Holy Strength"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Crime // Punishment"]);
    expect(misplaced(s)).toEqual([]);
  });

  it("Debtors' Knell: at the beginning of its controller's upkeep, a creature card from the opponent's graveyard comes into play under that player's control", () => {
    let s = manualGame({ players: [{ play: ["Debtors' Knell"], graveyard: ["Grizzly Bears"], library }, { graveyard: ["Hill Giant"], library }], turn: 2, active: 1 });
    s = toNextUpkeep(s);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p1" });
    s = act(s, { type: "chooseTargets", targets: [{ object: graveyardCard(s, "p2", "Hill Giant") }] }, "p1");
    s = resolveAll(s);
    expect(controllerOf(s, card(s, inPlay(s, "Hill Giant")))).toBe("p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
