// "with power 2 or less" / "with power 3 or greater" in a filter (Crafty Pathmage, Intrepid Hero,
// Marble Titan): the permanent's power as it is now, through the layers (418.5); a permanent
// with no power (not a creature, 208.3) matches neither.
import type { ObjectFilter } from "../../cards/language.js";
import type { CardObject, GameState } from "../game/types.js";
import { characteristics } from "./characteristics.js";

export function powerMatches(s: GameState, o: CardObject, f: ObjectFilter): boolean {
  if (!f.power) return true;
  const power = characteristics(s, o).power;
  if (power === undefined) return false;
  return "atMost" in f.power ? power <= f.power.atMost : power >= f.power.atLeast;
}
