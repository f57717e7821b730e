// 502.41: "Defender" — "Defender is a static ability. A creature with defender can't attack."
// (In Champions of Kamigawa defender replaced the old rule that Walls can't attack.)
import { hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

export function hasDefender(s: GameState, o: CardObject): boolean {
  return hasKeyword(s, o, "defender");
}
