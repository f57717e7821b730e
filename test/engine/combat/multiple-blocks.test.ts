import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, pass, rejects, zoneNames } from "../helpers.js";
import { combatGame, passTo } from "./combat-keywords-helpers.js";

const twoBears = (p2: string[], p2Hand: string[] = []) => {
  // Two Grizzly Bears attack; they are told apart by id.
  const s = combatGame({ play: ["Grizzly Bears", "Grizzly Bears"] }, { hand: p2Hand, play: p2 });
  const bears = s.play.filter((id) => card(s, id).card === "Grizzly Bears" && card(s, id).owner === "p1");
  return { s: act(s, { type: "declareAttackers", attackers: bears.map((attacker) => ({ attacker, defender: "p2" })) }), bears };
};

describe("multiple-block abilities (309.2) and a blocker's divided damage (310.2)", () => {
  it("309.2: Selesnya Sagittars can block an additional creature: it blocks both Grizzly Bears, and the decision offers that", () => {
    let { s, bears } = twoBears(["Selesnya Sagittars"]);
    s = pass(s, 2);
    const sagittars = inPlay(s, "Selesnya Sagittars");
    const d = legalDecision(s, "p2")!;
    expect(d.details!.candidates).toEqual([{ id: sagittars, name: "Selesnya Sagittars", canBlock: bears, maxBlocks: 2 }]);
    const both = { type: "declareBlockers" as const, blocks: bears.map((attacker) => ({ blocker: sagittars, attacker })) };
    expect(d.options).toContainEqual(both);
    s = act(s, both);
    s = pass(s, 2);
    // 310.2: the defending player divides the Sagittars' 2 damage between the two attackers.
    expect(s.pending).toEqual({ kind: "blockerDamage", player: "p2", blocker: sagittars });
    rejects(s, "p2", { type: "assignBlockerDamage", blocker: sagittars, division: [{ attacker: bears[0]!, amount: 2 }, { attacker: bears[1]!, amount: 1 }] }, "310.2");
    s = act(s, { type: "assignBlockerDamage", blocker: sagittars, division: [{ attacker: bears[0]!, amount: 2 }, { attacker: bears[1]!, amount: 0 }] });
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(card(s, sagittars).damage).toBe(4);
  });

  it("309.2: a creature without such an ability blocks one attacker only: Grizzly Bears can't block both", () => {
    const { s: attacked, bears } = twoBears(["Grizzly Bears"]);
    const s = pass(attacked, 2);
    const blocker = s.play.find((id) => card(s, id).card === "Grizzly Bears" && card(s, id).owner === "p2")!;
    rejects(s, "p2", { type: "declareBlockers", blocks: bears.map((attacker) => ({ blocker, attacker })) }, "309.2");
  });

  it("309.2: Foriysian Interceptor (flash, defender) is played during combat and blocks two attackers; with 0 power it divides nothing", () => {
    let { s, bears } = twoBears(["Plains", "Plains", "Plains", "Plains"], ["Foriysian Interceptor"]);
    s = pass(cast(pass(s), "p2", "Foriysian Interceptor"), 2);
    s = pass(s, 2);
    const interceptor = inPlay(s, "Foriysian Interceptor");
    s = act(s, { type: "declareBlockers", blocks: bears.map((attacker) => ({ blocker: interceptor, attacker })) });
    s = passTo(s, "endOfCombat");
    expect(card(s, interceptor).damage).toBe(4);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("309.2: Valor Made Real lets Hill Giant block any number of creatures this turn; it divides its 3 damage, 2 and 1", () => {
    let { s, bears } = twoBears(["Hill Giant", "Plains"], ["Valor Made Real"]);
    s = pass(cast(pass(s), "p2", "Valor Made Real", [{ object: inPlay(s, "Hill Giant") }]), 2);
    s = pass(s, 2);
    const giant = inPlay(s, "Hill Giant");
    s = act(s, { type: "declareBlockers", blocks: bears.map((attacker) => ({ blocker: giant, attacker })) });
    s = pass(s, 2);
    s = act(s, { type: "assignBlockerDamage", blocker: giant, division: [{ attacker: bears[0]!, amount: 2 }, { attacker: bears[1]!, amount: 1 }] });
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Valor Made Real", "Hill Giant"]);
  });
});
