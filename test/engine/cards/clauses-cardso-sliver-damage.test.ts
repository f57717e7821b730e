import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, passUntil, playNames, zoneNames } from "../helpers.js";

// "Whenever a Sliver deals [combat] damage [to a player / to a creature], ..." (the Legions and
// Time Spiral Slivers): a triggered ability watching every Sliver in play, whoever controls it
// (404.1). "Its controller" is the controller of the Sliver that dealt the damage: he or she gains
// the life (Essence Sliver), chooses whether to draw (Synapse Sliver) or to put the token into play
// under his or her control (Brood Sliver); "that creature" is the creature dealt the damage (Toxin
// Sliver). A Sliver that left play after its combat damage was put on the stack still deals it
// (310), and is a Sliver as it last existed (413.2).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Island"];

/** Passes priority and orders simultaneous triggers (as they come) until `done`. */
function until(s: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 200 && !done(s); i++) {
    if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.filter((t) => t.controller === s.pending!.player).map((t) => t.id) });
    else if (s.pending?.kind === "priority") s = pass(s);
    else throw new Error(`unexpected ${s.pending?.kind}`);
  }
  if (!done(s)) throw new Error("condition never reached");
  return s;
}
/** Attacks with the active player's creatures named; the defending player blocks as given (names: [blocker, attacker]), if he or she can block at all. */
function attack(s: GameState, attackers: string[], blocks: [string, string][] = []): GameState {
  const me = s.turn.active;
  const foe = me === "p1" ? "p2" : "p1";
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: attackers.map((a) => ({ attacker: inPlay(s, a, me), defender: foe })) });
  s = passUntil(s, (x) => x.pending?.kind === "blockers" || x.turn.step === "combatDamage");
  return s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: blocks.map(([b, a]) => ({ blocker: inPlay(s, b, foe), attacker: inPlay(s, a, me) })) }) : s;
}
/** Passes until a "may" is asked (returned) or combat is over. */
function toMayOrMain(s: GameState): GameState {
  return until(s, (x) => x.pending?.kind === "may" || x.turn.phase === "postcombatMain");
}

describe("clauses: \"Whenever a Sliver deals damage, its controller ...\" (404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Synapse Sliver", "Brood Sliver", "Toxin Sliver", "Essence Sliver"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1: Synapse Sliver: its controller may draw for each Sliver dealing combat damage to a player; a non-Sliver doesn't trigger it", () => {
    let s = manualGame({ players: [{ play: ["Synapse Sliver", "Venser's Sliver", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = attack(s, ["Synapse Sliver", "Venser's Sliver", "Grizzly Bears"]);
    const hand = zoneNames(s, "p1", "hand").length;
    s = toMayOrMain(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMayOrMain(act(s, { type: "may", accept: true }));
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMayOrMain(act(s, { type: "may", accept: false }));
    expect(s.turn.phase).toBe("postcombatMain");
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
    expect(life(s, "p2")).toBe(20 - 3 - 3 - 2);
  });

  it("404.1: an opponent's Sliver triggers Synapse Sliver too: that Sliver's controller chooses and draws", () => {
    let s = manualGame({ players: [{ play: ["Synapse Sliver"], library }, { play: ["Venser's Sliver"], library }], turn: 4, active: 1 });
    s = attack(s, ["Venser's Sliver"]);
    const [mine, theirs] = [zoneNames(s, "p1", "hand").length, zoneNames(s, "p2", "hand").length];
    s = toMayOrMain(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = toMayOrMain(act(s, { type: "may", accept: true }, "p2"));
    expect(zoneNames(s, "p2", "hand").length).toBe(theirs + 1);
    expect(zoneNames(s, "p1", "hand").length).toBe(mine);
  });

  it("404.1: Brood Sliver: the token comes into play under the damaging Sliver's controller's control", () => {
    let s = manualGame({ players: [{ play: ["Brood Sliver"], library }, { play: ["Venser's Sliver"], library }], turn: 4, active: 1 });
    s = attack(s, ["Venser's Sliver"]);
    s = toMayOrMain(s);
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = toMayOrMain(act(s, { type: "may", accept: true }, "p2"));
    expect(playNames(s, "p2").filter((n) => n.includes("Sliver")).length).toBe(2);
    expect(playNames(s, "p1")).toEqual(["Brood Sliver"]);
  });

  it("404.1: Toxin Sliver destroys the creature a Sliver dealt combat damage to (Wall of Stone, 0/8, survives the 3 damage but not the trigger); damage to a player doesn't trigger it", () => {
    let s = manualGame({ players: [{ play: ["Toxin Sliver", "Venser's Sliver"], library }, { play: ["Wall of Stone"], library }], turn: 3 });
    s = attack(s, ["Toxin Sliver", "Venser's Sliver"], [["Wall of Stone", "Venser's Sliver"]]);
    s = until(s, (x) => x.turn.phase === "postcombatMain");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Wall of Stone"]);
    expect(life(s, "p2")).toBe(17);
  });

  it("404.1: Essence Sliver: each Sliver's controller gains the damage it dealt, the opponent's Sliver's controller too", () => {
    let s = manualGame({ players: [{ play: ["Essence Sliver", "Venser's Sliver"], library }, { play: ["Plated Sliver"], library }], turn: 3 });
    s = attack(s, ["Essence Sliver", "Venser's Sliver"], [["Plated Sliver", "Venser's Sliver"]]);
    s = until(s, (x) => x.turn.phase === "postcombatMain");
    expect(life(s, "p1")).toBe(20 + 3 + 3); // each of p1's Slivers dealt 3
    expect(life(s, "p2")).toBe(20 - 3 + 1); // Plated Sliver dealt 1 to Venser's Sliver
  });

  it("413.2: a Sliver returned to its owner's hand after its combat damage went on the stack still deals it and still triggers Synapse Sliver", () => {
    let s = manualGame({ players: [{ play: ["Synapse Sliver", "Venser's Sliver", "Island"], hand: ["Unsummon"], library }, { library }], turn: 3 });
    s = attack(s, ["Venser's Sliver"]);
    s = passUntil(s, (x) => x.stack.length > 0 && x.turn.step === "combatDamage");
    s = cast(s, "p1", "Unsummon", [{ object: inPlay(s, "Venser's Sliver") }]);
    s = pass(s, 2); // Unsummon resolves
    expect(zoneNames(s, "p1", "hand")).toContain("Venser's Sliver");
    const hand = zoneNames(s, "p1", "hand").length;
    s = toMayOrMain(s);
    expect(life(s, "p2")).toBe(17);
    expect(s.pending).toMatchObject({ kind: "may", player: "p1" });
    s = toMayOrMain(act(s, { type: "may", accept: true }));
    expect(zoneNames(s, "p1", "hand").length).toBe(hand + 1);
  });
});
