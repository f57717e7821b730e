import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, payFully, pt, zoneNames } from "../helpers.js";

// Triggers on a creature being dealt damage (404.1): "Whenever a creature you control is dealt
// damage, put a +1/+1 counter on it." (Rite of Passage), "Whenever enchanted creature is dealt
// damage, its controller loses that much life." (Ragged Veins), "When damage is dealt to enchanted
// creature, destroy it." (Frozen Solid), and "that much" as the damage a trigger's source deals back:
// "Whenever ~ is dealt damage, it deals that much damage to you / to each player." (Shinka
// Gatekeeper, Coalhauler Swine). Damage that was all prevented wasn't dealt and triggers nothing.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const card = (s: GameState, id: string) => s.objects[id] as CardObject;

/** Passes until the stack is empty (at most `n` passes). */
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};

/** A game in p1's precombat main phase of turn 3. */
function main(p1: { play?: string[]; hand?: string[] }, p2: { play?: string[]; hand?: string[] }): GameState {
  const s = manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });
  return passUntil(s, (x) => x.turn.phase === "precombatMain");
}

/** p1 taps Vulshok Sorcerer: 1 damage to the target. */
function ping(s: GameState, target: { player: string } | { object: string }): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Vulshok Sorcerer"), ability: 0 }, "p1");
  return resolve(payFully(act(s, { type: "chooseTargets", targets: [target] }, "p1")));
}

describe("clauses: triggers on a creature dealt damage, and \"that much\" damage (404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Rite of Passage", "Ragged Veins", "Frozen Solid", "Shinka Gatekeeper", "Coalhauler Swine", "Guilty Conscience", "Broodhatch Nantuko", "Living Hive", "Pollenbright Wings"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1: Rite of Passage — its controller's creature dealt damage gets a +1/+1 counter after the damage; an opponent's creature doesn't", () => {
    let s = main({ play: ["Rite of Passage", "Mountain", "Mountain", "Hill Giant", "Grizzly Bears"], hand: ["Shock", "Shock"] }, { play: ["Craw Wurm"] });
    const giant = inPlay(s, "Hill Giant");
    s = resolve(cast(s, "p1", "Shock", [{ object: giant }]));
    expect(card(s, giant).damage).toBe(2);
    expect(card(s, giant).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, giant)).toEqual([4, 4]);
    // The Bears die of the damage before the counter could be put on them (state-based effects first, 420).
    s = resolve(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Shock", "Grizzly Bears"]);
    expect(s.stack).toEqual([]);
  });

  it("404.1: Rite of Passage — an opponent's creature dealt damage gets no counter", () => {
    let s = main({ play: ["Rite of Passage", "Mountain"], hand: ["Shock"] }, { play: ["Craw Wurm"] });
    const wurm = inPlay(s, "Craw Wurm");
    s = resolve(cast(s, "p1", "Shock", [{ object: wurm }]));
    expect(card(s, wurm).damage).toBe(2);
    expect(card(s, wurm).counters ?? {}).toEqual({});
  });

  it("404.1: Ragged Veins (flash) on an opponent's creature — that creature's controller loses that much life, not the Aura's controller", () => {
    let s = main({ play: ["Swamp", "Swamp", "Mountain"], hand: ["Ragged Veins", "Shock"] }, { play: ["Craw Wurm"] });
    const wurm = inPlay(s, "Craw Wurm");
    s = resolve(cast(s, "p1", "Ragged Veins", [{ object: wurm }]));
    expect(card(s, inPlay(s, "Ragged Veins")).attachedTo).toBe(wurm);
    s = resolve(cast(s, "p1", "Shock", [{ object: wurm }]));
    expect(life(s, "p2")).toBe(18);
    expect(life(s, "p1")).toBe(20);
  });

  it("404.1: Frozen Solid — damage dealt to the enchanted creature destroys it; damage to another creature doesn't", () => {
    let s = main({ play: ["Island", "Island", "Island", "Mountain", "Vulshok Sorcerer"], hand: ["Frozen Solid", "Shock"] }, { play: ["Craw Wurm", "Hill Giant"] });
    const wurm = inPlay(s, "Craw Wurm");
    s = resolve(cast(s, "p1", "Frozen Solid", [{ object: wurm }]));
    s = ping(s, { object: inPlay(s, "Hill Giant") });
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    s = resolve(cast(s, "p1", "Shock", [{ object: wurm }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Frozen Solid"]);
  });

  it("404.1: Shinka Gatekeeper — dealt 1 damage, it deals that much to its controller", () => {
    let s = main({ play: ["Shinka Gatekeeper", "Vulshok Sorcerer"] }, {});
    s = ping(s, { object: inPlay(s, "Shinka Gatekeeper") });
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("404.1, 413.2: Shinka Gatekeeper killed by the damage still deals that much to its controller, as it last existed", () => {
    let s = main({ play: ["Mountain", "Shinka Gatekeeper"], hand: ["Shock"] }, {});
    s = resolve(cast(s, "p1", "Shock", [{ object: inPlay(s, "Shinka Gatekeeper") }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Shinka Gatekeeper");
    expect(life(s, "p1")).toBe(18);
  });

  it("404.1: Coalhauler Swine — dealt 2 damage, it deals 2 damage to each player", () => {
    let s = main({ play: ["Mountain", "Coalhauler Swine"], hand: ["Shock"] }, { play: ["Mountain"], hand: ["Shock"] });
    s = resolve(cast(s, "p1", "Shock", [{ object: inPlay(s, "Coalhauler Swine") }]));
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(18);
  });

  it("404.1, 212.4: Guilty Conscience — the enchanted creature's damage comes back to it: Vulshok Sorcerer pinging the opponent is dealt 1 and dies", () => {
    let s = main({ play: ["Plains", "Vulshok Sorcerer"], hand: ["Guilty Conscience"] }, {});
    const sorcerer = inPlay(s, "Vulshok Sorcerer");
    s = resolve(cast(s, "p1", "Guilty Conscience", [{ object: sorcerer }]));
    s = ping(s, { player: "p2" });
    expect(life(s, "p2")).toBe(19);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Vulshok Sorcerer", "Guilty Conscience"]);
  });

  it("404.1: \"that many\" tokens — Broodhatch Nantuko dealt 2 damage by Shock may make two Insects (and dies)", () => {
    let s = main({ play: ["Mountain", "Broodhatch Nantuko"], hand: ["Shock"] }, {});
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Broodhatch Nantuko") }]);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    s = resolve(act(s, { type: "may", accept: true }, "p1"));
    expect(s.play.filter((id) => card(s, id).token).map((id) => card(s, id).card)).toEqual(["1/1 green Insect creature", "1/1 green Insect creature"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Broodhatch Nantuko"]);
  });

  it("404.1: \"that many\" tokens — Living Hive's 6 combat damage to a player makes six Insects; Pollenbright Wings on Grizzly Bears makes two Saprolings", () => {
    let s = manualGame({ players: [{ library, play: ["Living Hive", "Grizzly Bears", { card: "Pollenbright Wings", attachedTo: "Grizzly Bears" }] }, { library }], turn: 3 });
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: ["Living Hive", "Grizzly Bears"].map((n) => ({ attacker: inPlay(s, n), defender: "p2" })) });
    s = passUntil(s, (x) => x.pending?.kind === "orderTriggers");
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) }, "p1");
    s = resolve(s);
    expect(life(s, "p2")).toBe(12);
    const tokens = s.play.filter((id) => card(s, id).token).map((id) => card(s, id).card);
    expect(tokens.filter((n) => n === "1/1 green Insect creature").length).toBe(6);
    expect(tokens.filter((n) => n === "Saproling").length).toBe(2);
  });
});
