// 502.8: "Shadow" — "A creature with shadow can block or be blocked by only creatures with
// shadow."
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** Why `blocker` can't block `attacker` because of shadow, or null. */
export function shadowProblem(s: GameState, blocker: CardObject, attacker: CardObject): string | null {
  const a = hasKeyword(s, attacker, "shadow");
  const b = hasKeyword(s, blocker, "shadow");
  if (a && !b) return "it has shadow: only creatures with shadow can block it";
  if (b && !a) return "the blocker has shadow: a creature with shadow can block only creatures with shadow";
  return null;
}
