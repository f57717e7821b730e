// 502.2: "First strike" — "First strike is a static ability that modifies the rules for the
// combat damage step (see rule 310.5)": a creature with it deals its combat damage in the
// first of two combat damage steps, and not in the second.
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";
import { strikesTwice } from "./double-strike.js";

/** Whether the creature deals combat damage in the first-strike combat damage step. */
export function strikesFirst(s: GameState, o: CardObject): boolean {
  return hasKeyword(s, o, "firstStrike") || strikesTwice(s, o);
}
