// 502.? (vigilance): "Vigilance is a static ability that modifies the rules for the declare
// attackers step. Attacking doesn't cause creatures with vigilance to tap."
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** 308.2: whether declaring this creature as an attacker taps it. */
export function attackingTaps(s: GameState, o: CardObject): boolean {
  return !hasKeyword(s, o, "vigilance");
}
