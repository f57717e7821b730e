import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, pass, playNames, pt, rejects, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

describe("502.9 trample", () => {
  const wurmBlockedByBears = () => {
    const s = attack(combatGame({ hand: ["Shock"], play: ["Rootbreaker Wurm", "Mountain"] }, { play: ["Grizzly Bears"] }), "Rootbreaker Wurm");
    return block(pass(s, 2), ["Grizzly Bears", "Rootbreaker Wurm"]);
  };

  it("502.9: Rootbreaker Wurm blocked by Grizzly Bears assigns lethal damage to it and the rest (4) to the defending player", () => {
    let s = pass(wurmBlockedByBears(), 2);
    const wurm = inPlay(s, "Rootbreaker Wurm");
    expect(s.pending).toEqual({ kind: "combatDamage", player: "p1", attacker: wurm });
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ power: 6, trample: true, blockers: [{ name: "Grizzly Bears", lethal: 2 }] });
    expect(d.options[0]).toEqual({ type: "assignCombatDamage", attacker: wurm, division: [{ blocker: inPlay(s, "Grizzly Bears"), amount: 2 }], toPlayer: 4 });
    s = act(s, d.options[0]!);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(16);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("502.9: a trampler may assign more than lethal damage to its blocker, but not less before any goes to the player", () => {
    const s = pass(wurmBlockedByBears(), 2);
    const [wurm, bears] = [inPlay(s, "Rootbreaker Wurm"), inPlay(s, "Grizzly Bears")];
    rejects(s, "p1", { type: "assignCombatDamage", attacker: wurm, division: [{ blocker: bears, amount: 1 }], toPlayer: 5 }, "502.9");
    const all = act(s, { type: "assignCombatDamage", attacker: wurm, division: [{ blocker: bears, amount: 6 }] });
    expect(life(passTo(all, "endOfCombat"), "p2")).toBe(20);
  });

  it("310.1: a blocked creature without trample assigns nothing to the player", () => {
    let s = attack(combatGame({ play: ["Hill Giant"] }, { play: ["Grizzly Bears", "Llanowar Elves"] }), "Hill Giant");
    s = pass(block(pass(s, 2), ["Grizzly Bears", "Hill Giant"], ["Llanowar Elves", "Hill Giant"]), 2);
    const [giant, bears] = [inPlay(s, "Hill Giant"), inPlay(s, "Grizzly Bears")];
    rejects(s, "p1", { type: "assignCombatDamage", attacker: giant, division: [{ blocker: bears, amount: 2 }], toPlayer: 1 }, "310.2c");
  });

  it("502.9: lethal damage counts damage already on the blocker: Carven Caryatid with 2 damage needs only 3 of Rootbreaker Wurm's 6", () => {
    let s = attack(combatGame({ play: ["Rootbreaker Wurm"] }, { play: [{ card: "Carven Caryatid", damage: 2 }] }), "Rootbreaker Wurm");
    s = pass(block(pass(s, 2), ["Carven Caryatid", "Rootbreaker Wurm"]), 2);
    const d = legalDecision(s, "p1")!;
    expect(d.details).toMatchObject({ blockers: [{ name: "Carven Caryatid", lethal: 3 }] });
    s = passTo(act(s, d.options[0]!), "endOfCombat");
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Carven Caryatid"]);
  });

  it("502.9: a trampler whose blockers are all removed assigns all its damage to the player (Shock kills the Grizzly Bears blocking Rootbreaker Wurm)", () => {
    let s = wurmBlockedByBears();
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(14);
  });

  it("502.9, 502.28, 310.4: Boros Swiftblade with Mythic Proportions (9/10, trample, double strike) kills Carven Caryatid in the first step with 5 and tramples over; in the second, with no blocker left, all 9 go to the player", () => {
    let s = combatGame({ hand: ["Mythic Proportions"], play: ["Boros Swiftblade", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"] }, { play: ["Carven Caryatid"] }, "main");
    s = pass(cast(s, "p1", "Mythic Proportions", [{ object: inPlay(s, "Boros Swiftblade") }]), 2);
    expect(pt(s, inPlay(s, "Boros Swiftblade"))).toEqual([9, 10]);
    s = passTo(s, "declareAttackers");
    s = attack(s, "Boros Swiftblade");
    s = pass(block(pass(s, 2), ["Carven Caryatid", "Boros Swiftblade"]), 2);
    const d = legalDecision(s, "p1")!;
    expect(d.options[0]).toMatchObject({ division: [{ amount: 5 }], toPlayer: 4 });
    s = act(s, d.options[0]!);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Carven Caryatid"]);
    expect(life(s, "p2")).toBe(20 - 4 - 9);
    expect(playNames(s, "p1")).toContain("Boros Swiftblade");
    expect(card(s, inPlay(s, "Boros Swiftblade")).damage).toBe(0); // the Caryatid (no first strike) died before dealing damage
  });
});
