import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, attackWith, cast, inHand, inPlay, life, manualGame, pass, passUntil, payFully, pt, zoneNames } from "../helpers.js";

// Damage triggers whose dealer is named by kind, controller or as "a source" (404.1): "Whenever a
// creature you control deals combat damage [to a player / to an opponent]" (Larceny, Noble Purpose,
// Coastal Piracy), "Whenever a Snake (Warrior) you control deals combat damage ..." (Seshiro, Sosuke),
// "Whenever a source an opponent controls deals damage to you" (Michiko Konda, Farsight Mask),
// "Whenever a noncreature source you control deals damage" (Tamanoa), "Whenever a source you control
// other than ~ deals damage to an opponent" (Talon of Pain). Combat damage is dealt at once (310), but
// each creature's damage to each creature or player triggers on its own, "that much" its own amount.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const card = (s: GameState, id: string) => s.objects[id] as CardObject;

/** Passes until the stack is empty (at most `n` passes). */
const resolve = (s: GameState, n = 20) => {
  for (let i = 0; i < n && s.stack.length > 0; i++) s = pass(s);
  return s;
};

/** A game at p1's turn 3, from its beginning (every stop). */
const game = (p1: { play?: string[]; hand?: string[] }, p2: { play?: string[]; hand?: string[] }) => manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });


/** Passes until the game leaves combat damage for the end of combat step (or a decision other than priority comes). */
function throughDamage(s: GameState): GameState {
  for (let i = 0; i < 60 && s.pending?.kind === "priority" && s.turn.step !== "endOfCombat" && s.turn.phase !== "postcombatMain"; i++) s = pass(s);
  return s;
}

describe("clauses: damage triggers by the dealer's kind and controller, and by any source (404.1, 310)", () => {
  it("the cards are offered", () => {
    for (const name of ["Larceny", "Noble Purpose", "Coastal Piracy", "Seshiro the Anointed", "Sosuke, Son of Seshiro", "Michiko Konda, Truth Seeker", "Farsight Mask", "Tamanoa", "Talon of Pain", "Pain Magnification"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1: Larceny — the player a creature of Larceny's controller dealt combat damage to discards; the opponent's creature hitting Larceny's controller triggers nothing", () => {
    let s = game({ play: ["Larceny", "Grizzly Bears"], hand: ["Giant Growth"] }, { hand: ["Craw Wurm", "Shock"] });
    s = throughDamage(attackWith(s, ["Grizzly Bears"]));
    expect(life(s, "p2")).toBe(18);
    expect(s.pending).toEqual({ kind: "discard", player: "p2", count: 1, reason: "effect" });
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Craw Wurm")] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);

    // The opponent controls Larceny, p1's Bears hit p2: the Bears aren't a creature p2 controls.
    let t = game({ play: ["Grizzly Bears"], hand: ["Giant Growth"] }, { play: ["Larceny"], hand: ["Craw Wurm"] });
    t = throughDamage(attackWith(t, ["Grizzly Bears"]));
    expect(life(t, "p2")).toBe(18);
    expect(t.stack).toEqual([]);
    expect(zoneNames(t, "p1", "hand")).toEqual(["Giant Growth"]);
    expect(zoneNames(t, "p2", "hand")).toEqual(["Craw Wurm"]);
  });

  it("310, 404.1: Noble Purpose — each creature's combat damage is its own trigger, to a player and to a blocker alike, each gaining that much", () => {
    let s = game({ play: ["Noble Purpose", "Grizzly Bears", "Hill Giant"] }, { play: ["Wall of Stone"] });
    s = attackWith(s, ["Grizzly Bears", "Hill Giant"], [["Wall of Stone", "Hill Giant"]]);
    s = passUntil(s, (x) => x.pending?.kind === "orderTriggers");
    // Hill Giant's 3 to the Wall and the Bears' 2 to p2: two abilities, not one for the whole damage.
    expect(s.triggered.length).toBe(2);
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) }, "p1");
    expect(s.stack.length).toBe(2);
    expect(life(s, "p1")).toBe(20);
    s = resolve(s);
    expect(life(s, "p2")).toBe(18);
    expect(life(s, "p1")).toBe(20 + 3 + 2);
  });

  it("404.1: Noble Purpose — a creature's noncombat damage and an opponent's creature's combat damage gain nothing", () => {
    let s = game({ play: ["Noble Purpose", "Mountain", "Vulshok Sorcerer"] }, {});
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = act(s, { type: "playAbility", source: inPlay(s, "Vulshok Sorcerer"), ability: 0 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1");
    s = resolve(s);
    expect(life(s, "p2")).toBe(19);
    expect(life(s, "p1")).toBe(20);
  });

  it("404.1: Coastal Piracy — combat damage to an opponent lets its controller draw; damage to a blocking creature doesn't", () => {
    let s = game({ play: ["Coastal Piracy", "Grizzly Bears", "Hill Giant"] }, { play: ["Wall of Stone"] });
    s = attackWith(s, ["Grizzly Bears", "Hill Giant"], [["Wall of Stone", "Hill Giant"]]);
    s = throughDamage(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    const hand = zoneNames(s, "p1", "hand").length;
    s = act(s, { type: "may", accept: true }, "p1");
    s = throughDamage(s);
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
    expect(s.pending?.kind).toBe("priority");
    expect(s.stack).toEqual([]);
  });

  it("404.1: Seshiro the Anointed — a Snake its controller controls hitting a player draws; a Bear doesn't", () => {
    let s = game({ play: ["Seshiro the Anointed", "Sakura-Tribe Elder", "Grizzly Bears"] }, {});
    const elder = inPlay(s, "Sakura-Tribe Elder");
    expect(pt(s, elder)).toEqual([3, 3]); // other Snakes get +2/+2
    s = throughDamage(attackWith(s, ["Sakura-Tribe Elder", "Grizzly Bears"]));
    expect(life(s, "p2")).toBe(15);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    s = throughDamage(s);
    // One draw only: the Bears aren't a Snake.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains"]);
    expect(s.pending?.kind).toBe("priority");
  });

  it("404.1: Sosuke, Son of Seshiro — the creature a Warrior of its controller dealt combat damage to is destroyed at end of combat, not before", () => {
    let s = game({ play: ["Sosuke, Son of Seshiro"] }, { play: ["Wall of Stone"] });
    s = attackWith(s, ["Sosuke, Son of Seshiro"], [["Wall of Stone", "Sosuke, Son of Seshiro"]]);
    s = passUntil(s, (x) => x.turn.step === "combatDamage" && x.stack.length === 0 && card(x, inPlay(x, "Wall of Stone", "p2")).damage === 3);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === "endOfCombat" && x.stack.length === 0);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Wall of Stone"]);
  });

  it("404.1: Michiko Konda — the opponent whose source dealt damage to her controller sacrifices a permanent; her controller's own Shock triggers nothing", () => {
    let s = game({ play: ["Michiko Konda, Truth Seeker", "Mountain"], hand: ["Shock"] }, { play: ["Mountain", "Plains", "Grizzly Bears"], hand: ["Shock"] });
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = resolve(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
    expect(s.stack).toEqual([]);
    // p2 answers with Shock to p1 on p1's turn.
    s = cast(act(s, { type: "pass" }, "p1"), "p2", "Shock", [{ player: "p1" }]);
    s = passUntil(s, (x) => x.pending?.kind === "sacrifice");
    expect(life(s, "p1")).toBe(18);
    expect(s.pending).toMatchObject({ kind: "sacrifice", player: "p2" });
    s = act(s, { type: "sacrifice", objects: [inPlay(s, "Mountain", "p2")] }, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears", "Shock", "Mountain"]);
  });

  it("404.3: Farsight Mask — untapped, an opponent's damage lets its controller draw; tapped, the ability doesn't trigger", () => {
    let s = game({ play: ["Farsight Mask"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] });
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = cast(act(s, { type: "pass" }, "p1"), "p2", "Shock", [{ player: "p1" }]);
    s = passUntil(s, (x) => x.pending?.kind === "may");
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = act(s, { type: "may", accept: true }, "p1");
    s = resolve(s);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plains"]);

    let t = manualGame({ players: [{ library, play: [{ card: "Farsight Mask", tapped: true }] }, { library, play: ["Mountain"], hand: ["Shock"] }], turn: 3 });
    t = passUntil(t, (x) => x.turn.phase === "precombatMain");
    t = cast(act(t, { type: "pass" }, "p1"), "p2", "Shock", [{ player: "p1" }]);
    t = resolve(t);
    expect(life(t, "p1")).toBe(18);
    expect(t.stack).toEqual([]);
    expect(zoneNames(t, "p1", "hand")).toEqual([]);
  });

  it("404.1: Tamanoa — its controller's Shock (a noncreature source) gains that much; a creature's damage doesn't", () => {
    let s = game({ play: ["Tamanoa", "Mountain", "Grizzly Bears"], hand: ["Shock"] }, {});
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = resolve(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
    expect(life(s, "p1")).toBe(22);
    s = throughDamage(attackWith(s, ["Grizzly Bears"]));
    expect(life(s, "p2")).toBe(16);
    expect(life(s, "p1")).toBe(22);
  });

  it("404.1: Talon of Pain — its controller's other sources hitting an opponent add a counter; its own damage and damage to its controller don't", () => {
    let s = game({ play: ["Talon of Pain", "Mountain", "Mountain", "Grizzly Bears"], hand: ["Shock"] }, {});
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = resolve(cast(s, "p1", "Shock", [{ player: "p2" }]));
    const talon = inPlay(s, "Talon of Pain");
    expect(card(s, talon).counters).toEqual({ charge: 1 });
    s = act(act(s, { type: "playAbility", source: talon, ability: 1 }, "p1"), { type: "chooseX", value: 1 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = passUntil(s, (x) => x.pending?.kind === "priority" && x.stack.length === 0, 40);
    expect(life(s, "p2")).toBe(17);
    expect(card(s, talon).counters?.charge ?? 0).toBe(0);
    s = throughDamage(attackWith(s, ["Grizzly Bears"]));
    expect(s.stack).toEqual([]);
    expect(life(s, "p2")).toBe(15);
    expect(card(s, talon).counters).toEqual({ charge: 1 });
  });

  it("404.1: Pain Magnification — 3 damage from one source (Hill Giant's combat damage) makes that opponent discard; Shock's 2 doesn't", () => {
    let s = game({ play: ["Pain Magnification", "Mountain", "Hill Giant"], hand: ["Shock"] }, { hand: ["Craw Wurm", "Giant Growth"] });
    s = passUntil(s, (x) => x.turn.phase === "precombatMain");
    s = resolve(cast(s, "p1", "Shock", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Craw Wurm", "Giant Growth"]);
    s = throughDamage(attackWith(s, ["Hill Giant"]));
    expect(life(s, "p2")).toBe(15);
    expect(s.pending).toEqual({ kind: "discard", player: "p2", count: 1, reason: "effect" });
    s = act(s, { type: "discard", cards: [inHand(s, "p2", "Craw Wurm")] }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Giant Growth"]);
  });
});
