// 502.28: "Double strike" — "Double strike is a static ability that modifies the rules for the
// combat damage step. A creature with double strike deals both first-strike and regular combat
// damage" (310.5).
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** Whether the creature (now) has double strike: it deals combat damage in both steps. */
export function strikesTwice(s: GameState, o: CardObject): boolean {
  return hasKeyword(s, o, "doubleStrike");
}
