import { describe, expect, it } from "vitest";
import { legalDecision, type GameState, type Setup } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, playNames, pt, rejects, where, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

/** A game at p1's declare attackers step of turn 3 (no one passes automatically). */
function combat(p1: Setup["players"][number], p2: Setup["players"][number]): GameState {
  return manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], step: "declareAttackers", turn: 3 });
}
const attack = (s: GameState, ...names: string[]) =>
  act(s, { type: "declareAttackers", attackers: names.map((n) => ({ attacker: inPlay(s, n, "p1"), defender: "p2" })) });
const block = (s: GameState, ...pairs: [blocker: string, attacker: string][]) =>
  act(s, { type: "declareBlockers", blocks: pairs.map(([b, a]) => ({ blocker: inPlay(s, b, "p2"), attacker: inPlay(s, a, "p1") })) });
/** Passes priority until the game is in the given step. */
const passTo = (s: GameState, step: string) => {
  while (s.turn.step !== step) s = pass(s);
  return s;
};

describe("308 declare attackers", () => {
  it("308.2: the active player declares attackers; attacking creatures become tapped", () => {
    let s = combat({ play: ["Grizzly Bears", "Hill Giant"] }, {});
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    s = attack(s, "Grizzly Bears");
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(true);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(false);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("308.2: the attackers decision lists every subset of the creatures that can attack, including none", () => {
    const s = combat({ play: ["Grizzly Bears", "Hill Giant"] }, {});
    const d = legalDecision(s, "p1")!;
    expect(d.options.map((o) => (o.type === "declareAttackers" ? o.attackers.length : -1)).sort()).toEqual([0, 1, 1, 2]);
  });

  it("308.2: an unblocked attacker deals its combat damage to the defending player", () => {
    let s = attack(combat({ play: ["Balduvian Barbarians"] }, {}), "Balduvian Barbarians");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(17);
  });

  it("212.3d: a creature that came under its controller's control this turn can't attack", () => {
    const s = combat({ play: ["Hill Giant", { card: "Grizzly Bears", summoningSick: true }] }, {});
    const candidates = (legalDecision(s, "p1")!.details!.candidates as { name: string }[]).map((c) => c.name);
    expect(candidates).toEqual(["Hill Giant"]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
  });

  it("308.2: a tapped creature can't attack", () => {
    const s = combat({ play: ["Hill Giant", { card: "Grizzly Bears", tapped: true }] }, {});
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
  });

  it("212.3d: a creature can attack on its controller's turn after the one it came into play on", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Forest", "Forest"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    while (s.pending?.kind === "priority") s = pass(s);
    expect(s.turn.number).toBe(5); // no attackers decision on turn 3; p2 has no creature on turn 4
    expect([where(s), s.pending]).toEqual(["combat/declareAttackers", { kind: "attackers", player: "p1" }]);
  });

  it("502.5: Raging Goblin (haste) attacks the turn it comes into play", () => {
    let s = manualGame({ players: [{ hand: ["Raging Goblin"], play: ["Mountain"], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Raging Goblin");
    while (s.pending?.kind === "priority") s = pass(s);
    expect([where(s), s.pending]).toEqual(["combat/declareAttackers", { kind: "attackers", player: "p1" }]);
    s = attack(s, "Raging Goblin");
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(19);
  });
});

describe("309 declare blockers", () => {
  it("309.2: one blocker: Hill Giant blocks Grizzly Bears; each deals damage to the other", () => {
    let s = attack(combat({ play: ["Grizzly Bears"] }, { play: ["Hill Giant"] }), "Grizzly Bears");
    s = pass(s, 2);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    s = block(s, ["Hill Giant", "Grizzly Bears"]);
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(false); // blocking doesn't tap
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
    expect(life(s, "p2")).toBe(20);
  });

  it("309.2: a tapped creature can't block, and a creature blocks only one attacker", () => {
    let s = attack(combat({ play: ["Grizzly Bears", "Goblin Piker"] }, { play: ["Hill Giant", { card: "Craw Wurm", tapped: true }] }), "Grizzly Bears", "Goblin Piker");
    s = pass(s, 2);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Craw Wurm"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
    const giant = inPlay(s, "Hill Giant");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: giant, attacker: inPlay(s, "Grizzly Bears") }, { blocker: giant, attacker: inPlay(s, "Goblin Piker") }] }, "309.2");
  });

  it("212.3d: summoning sickness doesn't stop a creature from blocking", () => {
    let s = attack(combat({ play: ["Grizzly Bears"] }, { play: [{ card: "Hill Giant", summoningSick: true }] }), "Grizzly Bears");
    s = block(pass(s, 2), ["Hill Giant", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("309.2: a player blocks only with creatures he or she controls", () => {
    const s = pass(attack(combat({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Llanowar Elves"] }), "Grizzly Bears"), 2);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] }, "309.2");
  });

  it("420.5c: an attacker and a blocker that deal each other lethal damage are both destroyed", () => {
    let s = attack(combat({ play: ["Grizzly Bears"] }, { play: ["Grizzly Bears"] }), "Grizzly Bears");
    s = block(pass(s, 2), ["Grizzly Bears", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect([zoneNames(s, "p1", "graveyard"), zoneNames(s, "p2", "graveyard")]).toEqual([["Grizzly Bears"], ["Grizzly Bears"]]);
  });

  it("502.4: a creature with flying (Suntail Hawk) can't be blocked by a creature without flying", () => {
    let s = attack(combat({ play: ["Suntail Hawk"] }, { play: ["Grizzly Bears"] }), "Suntail Hawk");
    s = pass(s, 2);
    expect(where(s)).toBe("combat/declareBlockers");
    expect(s.pending).toEqual({ kind: "priority", player: "p1" }); // p2 had no blocker to declare
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(19);
  });

  it("502.4: a block of a flier by a non-flier is refused", () => {
    let s = attack(combat({ play: ["Suntail Hawk", "Grizzly Bears"] }, { play: ["Grizzly Bears"] }), "Suntail Hawk", "Grizzly Bears");
    s = pass(s, 2);
    const blocks = [{ blocker: inPlay(s, "Grizzly Bears", "p2"), attacker: inPlay(s, "Suntail Hawk") }];
    rejects(s, "p2", { type: "declareBlockers", blocks }, "502.4");
  });

  it("502.4: a creature with flying (Bog Imp) can block a flier, and a non-flier", () => {
    let s = attack(combat({ play: ["Suntail Hawk", "Grizzly Bears"] }, { play: ["Bog Imp"] }), "Suntail Hawk");
    s = pass(s, 2);
    s = block(s, ["Bog Imp", "Suntail Hawk"]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Suntail Hawk"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Bog Imp"]);

    let t = attack(combat({ play: ["Grizzly Bears"] }, { play: ["Bog Imp"] }), "Grizzly Bears");
    t = block(pass(t, 2), ["Bog Imp", "Grizzly Bears"]);
    t = passTo(t, "endOfCombat");
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Bog Imp"]);
    expect(card(t, inPlay(t, "Grizzly Bears")).damage).toBe(1);
  });

  it("310.2c: a blocked creature whose blocker has left play stays blocked and assigns no combat damage", () => {
    let s = attack(combat({ play: ["Hill Giant"] }, { hand: ["Shock"], play: ["Mountain", "Llanowar Elves"] }), "Hill Giant");
    s = block(pass(s, 2), ["Llanowar Elves", "Hill Giant"]);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock", "Llanowar Elves"]);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("310 combat damage", () => {
  const doubleBlock = () => {
    const s = attack(combat({ play: ["Hill Giant"] }, { play: ["Grizzly Bears", "Llanowar Elves"] }), "Hill Giant");
    return pass(block(pass(s, 2), ["Grizzly Bears", "Hill Giant"], ["Llanowar Elves", "Hill Giant"]), 2);
  };

  it("310.2c: with two blockers, the active player divides the attacker's damage among them; the decision describes the choice and lists complete examples", () => {
    let s = doubleBlock();
    const giant = inPlay(s, "Hill Giant");
    expect(s.pending).toEqual({ kind: "combatDamage", player: "p1", attacker: giant });
    const bears = inPlay(s, "Grizzly Bears");
    const elves = inPlay(s, "Llanowar Elves");
    const d = legalDecision(s, "p1")!;
    const divisions = d.options.map((o) =>
      o.type === "assignCombatDamage" ? o.division.map((d) => `${d.blocker === bears ? "bears" : d.blocker === elves ? "elves" : "?"}:${d.amount}`).join(" ") : "",
    );
    // Lethal damage to each in turn (the rest to the last), and all of it to either one.
    expect(divisions.sort()).toEqual(["bears:0 elves:3", "bears:2 elves:1", "bears:3 elves:0"]);
    expect(d.details).toMatchObject({ power: 3, trample: false, blockers: [{ id: bears, lethal: 2 }, { id: elves, lethal: 1 }] });
    // A division not among the examples is just as legal.
    s = act(s, { type: "assignCombatDamage", attacker: giant, division: [{ blocker: bears, amount: 1 }, { blocker: elves, amount: 2 }] });
    s = passTo(s, "endOfCombat");
    expect(playNames(s, "p2")).toEqual(["Grizzly Bears"]);
  });

  it("310.2c: the division chosen is the damage dealt: 2 to Grizzly Bears and 1 to Llanowar Elves kills both", () => {
    let s = doubleBlock();
    const [giant, bears, elves] = [inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears"), inPlay(s, "Llanowar Elves")];
    s = act(s, { type: "assignCombatDamage", attacker: giant, division: [{ blocker: bears, amount: 2 }, { blocker: elves, amount: 1 }] });
    s = passTo(s, "endOfCombat");
    expect(playNames(s, "p2")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]); // 2 + 1 damage back
  });

  it("310.2c: a division that doesn't add up to the attacker's power is refused", () => {
    const s = doubleBlock();
    const [giant, bears, elves] = [inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears"), inPlay(s, "Llanowar Elves")];
    rejects(s, "p1", { type: "assignCombatDamage", attacker: giant, division: [{ blocker: bears, amount: 2 }, { blocker: elves, amount: 2 }] }, "310.2c");
  });

  it("310.2c: if one of two blockers leaves play before damage, no division is asked and all the damage goes to the other", () => {
    let s = attack(combat({ hand: ["Shock"], play: ["Mountain", "Hill Giant"] }, { play: ["Grizzly Bears", "Llanowar Elves"] }), "Hill Giant");
    s = block(pass(s, 2), ["Grizzly Bears", "Hill Giant"], ["Llanowar Elves", "Hill Giant"]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]), 2);
    s = pass(s, 2);
    expect(where(s)).toBe("combat/combatDamage");
    expect(s.pending?.kind).toBe("priority");
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves", "Grizzly Bears"]);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
  });

  it("310.2: combat damage goes on the stack as one object, and players receive priority before it is dealt", () => {
    let s = attack(combat({ play: ["Grizzly Bears", "Hill Giant"] }, { play: ["Llanowar Elves"] }), "Grizzly Bears", "Hill Giant");
    s = pass(block(pass(s, 2), ["Llanowar Elves", "Hill Giant"]), 2);
    expect(where(s)).toBe("combat/combatDamage");
    expect(s.stack).toHaveLength(1);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(life(s, "p2")).toBe(20);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(1);
  });

  it("310.2: Giant Growth played after combat damage is on the stack doesn't change the damage assigned", () => {
    let s = attack(combat({ hand: ["Giant Growth"], play: ["Forest", "Grizzly Bears"] }, {}), "Grizzly Bears");
    s = passTo(s, "combatDamage");
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("310.2: Giant Growth after assignment does save the pumped creature from the damage assigned to it", () => {
    let s = attack(combat({ hand: ["Giant Growth"], play: ["Forest", "Grizzly Bears"] }, { play: ["Grizzly Bears"] }), "Grizzly Bears");
    s = block(pass(s, 2), ["Grizzly Bears", "Grizzly Bears"]);
    s = pass(s, 2);
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears", "p1") }]);
    s = passTo(s, "endOfCombat");
    expect(playNames(s, "p1")).toEqual(["Forest", "Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("310.2: an attacker killed after combat damage was assigned still deals its damage (last-known information)", () => {
    let s = attack(combat({ play: ["Goblin Piker"] }, { hand: ["Shock"], play: ["Mountain"] }), "Goblin Piker");
    s = passTo(s, "combatDamage");
    expect(s.stack).toHaveLength(1);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Goblin Piker") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Goblin Piker"]);
    expect(life(s, "p2")).toBe(20);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(18);
  });

  it("310.2: a blocker killed after assignment still deals its damage to the attacker", () => {
    let s = attack(combat({ hand: ["Shock"], play: ["Mountain", "Hill Giant"] }, { play: ["Balduvian Barbarians"] }), "Hill Giant");
    s = pass(block(pass(s, 2), ["Balduvian Barbarians", "Hill Giant"]), 2);
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Balduvian Barbarians") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Balduvian Barbarians"]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Hill Giant"]);
  });
});
