// Dealing damage (damage to a player is life loss; to a creature it is marked, 420.5c) and
// prevention shields (419): "prevent the next N damage that would be dealt to X this turn"
// is used up as damage would be dealt, oldest shield first (419.? — several shields on the
// same recipient give the same result in any order, so no choice is asked).
import { card, emit, newTimestamp, player, type Game } from "./game.js";
import { describeTarget } from "./combat.js";
import type { Target } from "./types.js";
import { sameTarget } from "./targets.js";

export function addShield(g: Game, to: Target, amount: number, source: string): void {
  g.s.shields.push({ id: newTimestamp(g.s), to, amount, source });
  emit(g, { type: "shield", text: `The next ${amount} damage that would be dealt to ${describeTarget(g.s, to)} this turn will be prevented (${source}).`, data: { to, amount } });
}

/** Deals damage after prevention; returns the damage actually dealt. */
export function dealDamage(g: Game, source: { id: string; name: string }, to: Target, amount: number, combat = false): number {
  const s = g.s;
  let left = amount;
  for (const shield of s.shields) {
    if (left === 0) break;
    if (!sameTarget(shield.to, to) || shield.amount === 0) continue;
    const used = Math.min(left, shield.amount);
    shield.amount -= used;
    left -= used;
  }
  s.shields = s.shields.filter((x) => x.amount > 0);
  const prevented = amount - left;
  if (left > 0) {
    if ("player" in to) player(s, to.player).life -= left;
    else card(s, to.object).damage += left;
  }
  const kind = combat ? "combat damage" : "damage";
  emit(g, {
    type: combat ? "combatDamage" : "damage",
    text: `${source.name} deals ${left} ${kind} to ${describeTarget(s, to)}${prevented ? ` (${prevented} prevented)` : ""}.`,
    data: { source: source.id, to, amount: left, prevented },
  });
  return left;
}
