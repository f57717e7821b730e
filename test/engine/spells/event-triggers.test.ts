import { describe, expect, it } from "vitest";
import { act, life, pass, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// 404.1: triggered abilities of permanents watching damage (spells/event-triggers.ts).
describe("404.1: abilities that trigger on damage", () => {
  it("404.1: \"whenever ~ is dealt damage\" triggers once per source dealing it, even when the damage is lethal: Dromad Purebred blocked by two Hill Giants", () => {
    let s = attack(combatGame({ play: ["Dromad Purebred"] }, { play: ["Hill Giant", "Hill Giant"] }), "Dromad Purebred");
    s = block(pass(s, 2), ["Hill Giant", "Dromad Purebred"], ["Hill Giant", "Dromad Purebred"]);
    for (let i = 0; i < 30 && s.turn.step !== "endOfCombat"; i++) {
      if (s.pending?.kind === "orderTriggers") s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
      else if (s.pending?.kind === "combatDamage") {
        const giants = s.combat!.blocks.map((b) => b.blocker);
        s = act(s, { type: "assignCombatDamage", attacker: s.combat!.attackers[0]!.attacker, division: [{ blocker: giants[0]!, amount: 1 }, { blocker: giants[1]!, amount: 0 }] });
      } else s = pass(s);
    }
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Dromad Purebred"]);
    expect(life(s, "p1")).toBe(22);
  });
});
