// "You gain life equal to the damage dealt this way." (Brightflame): the damage the same
// resolution's effects dealt, each creature and player counted, after replacement and prevention
// effects (419.7: prevented damage is never dealt; 502.7: nor is damage protection prevents).
// Only a resolution with an effect that counts it keeps the count, so that no other resolution's
// state changes.
import type { Effect } from "../../cards/language.js";
import type { GameState } from "../game/types.js";

/** Before a damage effect: the resolution starts counting if one of its effects refers to "the damage dealt this way". */
export function startCountingDamage(s: GameState, effects: readonly Effect[]): void {
  if (s.resolving && s.resolving.damageDealt === undefined && effects.some((e) => e.do === "gainLife" && e.amount === "damageDealtThisWay")) s.resolving.damageDealt = 0;
}

/** Damage is dealt: it counts if the resolution under way is counting. */
export function recordDamageDealt(s: GameState, amount: number): void {
  if (s.resolving?.damageDealt !== undefined) s.resolving.damageDealt += amount;
}

/** The damage the resolution under way has dealt so far. */
export function damageDealtThisWay(s: GameState): number {
  return s.resolving?.damageDealt ?? 0;
}
