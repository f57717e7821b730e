// 502.58a Split second is a static ability that functions only while the spell with split
// second is on the stack. "Split second" means "As long as this spell is on the stack, players
// can't play other spells or activated abilities that aren't mana abilities."
// (Mana abilities stay playable; triggered abilities still trigger and go on the stack.)
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** Why no spell or non-mana activated ability can be played now, or null. */
export function splitSecondProblem(s: GameState): string | null {
  for (const id of s.stack) {
    const o = s.objects[id];
    if (o?.kind === "card" && id !== s.playing?.object && hasKeyword(s, o as CardObject, "splitSecond"))
      return `502.58a: ${o.card} has split second: while it is on the stack, players can't play spells or activated abilities that aren't mana abilities`;
  }
  return null;
}
