// 502.25: "Fear" — "A creature with fear can't be blocked except by artifact creatures and/or
// black creatures."
import { characteristics, hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** Why `blocker` can't block an attacker with fear, or null if fear doesn't stop it. */
export function fearProblem(s: GameState, blocker: CardObject, attacker: CardObject): string | null {
  if (!hasKeyword(s, attacker, "fear")) return null;
  const b = characteristics(s, blocker);
  return b.types.includes("artifact") || b.colors.includes("B") ? null : "it has fear: only artifact creatures and black creatures can block it";
}
