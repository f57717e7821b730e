// Snow (Coldsnap, October 2006): "snow" is a supertype (205.4a: basic, legendary, snow, world).
// The rule for the {S} symbol: "{S} can be paid with one mana produced by a snow source";
// a source of mana is the object whose ability adds it (406.1), so mana added by a snow
// permanent's ability is snow mana while it stays in the pool (spells/mana.ts).
import { characteristics } from "./characteristics.js";
import type { GameState, ObjectId } from "../game/types.js";

/** Whether the object is snow now (its supertypes after layer 4, 418.5), or as it last existed. */
export function isSnowSource(s: GameState, id: ObjectId): boolean {
  const o = s.objects[id];
  return o?.kind === "card" && characteristics(s, o).supertypes.includes("snow");
}
