// 502.41: "Defender" — "Defender is a static ability. A creature with defender can't attack."
// (In Champions of Kamigawa defender replaced the old rule that Walls can't attack.) An effect
// that lets it "attack as though it didn't have defender" (Slithering Shade, Wakestone Gargoyle)
// leaves the ability in place (a Wall still blocks Infiltrator's Magemark's creature) and only
// lifts what it forbids.
import { characteristics, hasKeyword } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

/** Whether the creature's defender keeps it from attacking. */
export function defenderBarsAttack(s: GameState, o: CardObject): boolean {
  return hasKeyword(s, o, "defender") && !characteristics(s, o).asThough.includes("attackAsThoughNoDefender");
}
