// 502.37a: "Sunburst is a static ability that functions as an object is coming into play from
// the stack. 'Sunburst' means 'If this object is coming into play from the stack as a
// creature, it comes into play with a +1/+1 counter on it for each color of mana spent to play
// it. If this object is coming into play from the stack and isn't coming into play as a
// creature, it comes into play with a charge counter on it for each color of mana spent to play
// it.'" The spell remembers the colors of the mana spent on its total cost (409.1h).
import { hasKeyword, isCreature } from "../effects/characteristics.js";
import type { CardObject, Color, GameState } from "../game/types.js";

/** The colors of the mana in a payment ("GGU1" is green and blue). */
export function colorsOfMana(mana: string): Color[] {
  return (["W", "U", "B", "R", "G"] as Color[]).filter((c) => mana.includes(c));
}

/** The counters Sunburst gives a permanent coming into play from the stack as `spell`, if it has Sunburst. */
export function sunburstCounters(s: GameState, spell: CardObject, permanent: CardObject): { counter: string; count: number } | null {
  if (!hasKeyword(s, permanent, "sunburst")) return null;
  return { counter: isCreature(s, permanent) ? "+1/+1" : "charge", count: spell.colorsSpent?.length ?? 0 };
}
