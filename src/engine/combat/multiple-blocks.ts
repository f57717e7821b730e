// Multiple-block abilities (309.2): "can block an additional creature" (two attackers at
// most) and "can block any number of creatures". A creature blocking several attackers divides
// its combat damage among them as its controller chooses (310.2: the defending player
// announces how each blocking creature assigns its damage, after the active player).
import { characteristics, isCreature } from "../effects/characteristics.js";
import { card, nameOf } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { combatPower } from "./damage-assignment.js";
import { assignsDamageNow } from "./damage-steps.js";

/** How many attackers the creature may block. */
export function maxBlocks(s: GameState, o: CardObject): number {
  const r = characteristics(s, o).restrictions;
  return r.includes("canBlockAnyNumber") ? Infinity : r.includes("canBlockAdditionalCreature") ? 2 : 1;
}

/** The attackers a blocker blocks that are still in play as creatures. */
export function blockedAttackers(s: GameState, blocker: ObjectId): CardObject[] {
  return (s.combat?.blocks ?? [])
    .filter((b) => b.blocker === blocker && s.objects[b.attacker] && isCreature(s, card(s, b.attacker)))
    .map((b) => card(s, b.attacker));
}

/** A blocker whose damage must be divided now: it blocks two or more attackers, has power and assigns damage in this step. */
export function blockerNeedingDivision(s: GameState): CardObject | undefined {
  const combat = s.combat!;
  for (const id of new Set(combat.blocks.map((b) => b.blocker))) {
    const o = s.objects[id];
    if (!o || o.kind !== "card" || !isCreature(s, o) || combat.blockerDivisions?.[id] || !assignsDamageNow(s, o)) continue;
    if (combatPower(s, o) > 0 && blockedAttackers(s, id).length >= 2) return o;
  }
  return undefined;
}

export function blockerDivisionProblem(s: GameState, blocker: CardObject, division: { attacker: ObjectId; amount: number }[]): { rule: string; why: string } | null {
  const attackers = blockedAttackers(s, blocker.id).map((a) => a.id);
  const total = combatPower(s, blocker);
  const seen = new Set<ObjectId>();
  let sum = 0;
  for (const d of division) {
    if (!attackers.includes(d.attacker)) return { rule: "310.2", why: `${d.attacker} is not blocked by ${nameOf(blocker)}` };
    if (seen.has(d.attacker)) return { rule: "310.2", why: `${d.attacker} is listed twice` };
    if (!Number.isInteger(d.amount) || d.amount < 0) return { rule: "310.2", why: "damage amounts are whole numbers, 0 or more" };
    seen.add(d.attacker);
    sum += d.amount;
  }
  return sum === total ? null : { rule: "310.2", why: `${nameOf(blocker)} must assign all of its ${total} combat damage; the division adds up to ${sum}` };
}

/** Complete examples: all of the damage to each one attacker it blocks. */
export function blockerDivisionExamples(s: GameState, blocker: CardObject): { attacker: ObjectId; amount: number }[][] {
  const attackers = blockedAttackers(s, blocker.id);
  const total = combatPower(s, blocker);
  return attackers.map((a) => attackers.map((x) => ({ attacker: x.id, amount: x.id === a.id ? total : 0 })));
}
