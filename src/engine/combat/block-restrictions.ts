// 309.2: restrictions on blocking written on the attacker or the blocker, beside the evasion
// keywords (block-legality.ts): "~ can't be blocked by creatures with flying", "~ can block only
// creatures with flying", "Creatures with power less than ~'s power can't block it", "~ is
// unblockable as long as it's attacking alone", "can't be blocked except by creatures with defender",
// "can't be blocked by Walls" / "except by Walls" and, on the whole declaration, "can't be blocked
// except by two (three) or more creatures" and "by more than one creature"; on the blocker, "can't
// block creatures with power greater than ~'s power" (Spitfire Handler), "can't block unless you
// control more creatures than attacking player" (Goblin Goon) and, on the whole declaration, "can't
// block unless a creature with greater power also blocks" (Okk). Each answer names the rule and the
// reason.
import { characteristics, type Characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { card, nameOf } from "../game/game.js";
import { creaturesOf } from "./attack-restrictions.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import type { BlockProblem } from "./block-legality.js";

/** Why the restrictions of `attacker` (characteristics `a`) or `blocker` (`b`) forbid this block, or null. */
export function blockRestrictionProblem(s: GameState, attacker: CardObject, blocker: CardObject, a: Characteristics, b: Characteristics): BlockProblem | null {
  if (a.restrictions.includes("cantBeBlockedByFlying") && b.keywords.includes("flying")) return { rule: "309.2", why: "it can't be blocked by creatures with flying" };
  if (b.restrictions.includes("canBlockOnlyFlying") && !a.keywords.includes("flying")) return { rule: "309.2", why: "the blocker can block only creatures with flying" };
  if (a.restrictions.includes("cantBeBlockedByLesserPower") && (b.power ?? 0) < (a.power ?? 0))
    return { rule: "309.2", why: `creatures with power less than its power (${a.power ?? 0}) can't block it` };
  // "Attacking alone": it is the only creature declared as an attacker this combat (308.? (?)).
  const attackers = s.combat?.attackers ?? [];
  if (a.restrictions.includes("unblockableAttackingAlone") && attackers.length === 1 && attackers[0]!.attacker === attacker.id)
    return { rule: "309.2", why: "it is unblockable as long as it's attacking alone" };
  if (a.restrictions.includes("cantBeBlockedExceptByDefender") && !b.keywords.includes("defender"))
    return { rule: "309.2", why: "it can't be blocked except by creatures with defender" };
  // "Walls": the creature type Wall (212.3d), as the blocker has it now.
  if (a.restrictions.includes("cantBeBlockedByWalls") && b.subtypes.includes("Wall")) return { rule: "309.2", why: "it can't be blocked by Walls" };
  if (a.restrictions.includes("cantBeBlockedExceptByWalls") && !b.subtypes.includes("Wall")) return { rule: "309.2", why: "it can't be blocked except by Walls" };
  // "~ can't block creatures with power greater than ~'s power" (Spitfire Handler): both powers as the block is declared.
  if (b.restrictions.includes("cantBlockGreaterPower") && (a.power ?? 0) > (b.power ?? 0))
    return { rule: "309.2", why: `the blocker can't block creatures with power greater than its power (${b.power ?? 0})` };
  // "~ can't block unless you control more creatures than attacking player" (Goblin Goon): counted as the block is declared.
  if (b.restrictions.includes("cantBlockUnlessMoreCreatures")) {
    const mine = creaturesOf(s, controllerOf(s, blocker));
    const theirs = creaturesOf(s, controllerOf(s, attacker));
    if (mine <= theirs) return { rule: "309.2", why: `the blocker can't block unless its controller controls more creatures than the attacking player (${mine} against ${theirs})` };
  }
  return null;
}

/**
 * 309.2: "can't be blocked except by two (three) or more creatures" and "can't be blocked by more
 * than one creature" restrict the whole declaration: how many creatures block the attacker.
 */
export function declarationRestrictionProblem(s: GameState, blocks: { blocker: ObjectId; attacker: ObjectId }[]): BlockProblem | null {
  for (const attacker of new Set(blocks.map((b) => b.attacker))) {
    const o = card(s, attacker);
    const blockers = blocks.filter((b) => b.attacker === attacker).length;
    const r = characteristics(s, o).restrictions;
    if (blockers === 1 && r.includes("cantBeBlockedExceptByTwoOrMore")) return { rule: "309.2", why: `${nameOf(o)} can't be blocked except by two or more creatures` };
    if (blockers < 3 && r.includes("cantBeBlockedExceptByThreeOrMore")) return { rule: "309.2", why: `${nameOf(o)} can't be blocked except by three or more creatures` };
    if (blockers > 1 && r.includes("cantBeBlockedByMoreThanOne")) return { rule: "309.2", why: `${nameOf(o)} can't be blocked by more than one creature` };
  }
  // "~ can't block unless a creature with greater power also blocks" (Okk): another blocker of this declaration (or one declared before it, 103.4) has greater power.
  const blocking = [...new Set([...(s.combat?.blocks ?? []), ...blocks].map((b) => b.blocker))];
  for (const blocker of new Set(blocks.map((b) => b.blocker))) {
    const c = characteristics(s, card(s, blocker));
    if (!c.restrictions.includes("cantBlockUnlessGreaterBlocks")) continue;
    if (!blocking.some((other) => other !== blocker && (characteristics(s, card(s, other)).power ?? 0) > (c.power ?? 0)))
      return { rule: "309.2", why: `${nameOf(card(s, blocker))} can't block unless a creature with greater power than its ${c.power ?? 0} also blocks` };
  }
  return null;
}
