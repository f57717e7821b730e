// "with power 2 or less" / "with power 3 or greater" in a filter (Crafty Pathmage, Intrepid Hero,
// Marble Titan), "with toughness 2 or less" (Errant Doomsayers, Strangling Soot) and "1/1 creature"
// (Pendelhaven: power and toughness each exactly that): the permanent's power or toughness as it
// is now, through the layers (418.5); a permanent with no power and toughness (not a creature,
// 208.3) matches neither.
import type { ObjectFilter } from "../../cards/language.js";
import type { CardObject, GameState } from "../game/types.js";
import { characteristics } from "./characteristics.js";

export function powerMatches(s: GameState, o: CardObject, f: ObjectFilter, x?: number): boolean {
  if (!f.power && !f.toughness && !f.powerAtMostX) return true;
  const c = characteristics(s, o);
  // "with power X or less" (Minamo Sightbender): X is announced before targets (409.1b, 409.1c); until then any value could be.
  if (f.powerAtMostX && x !== undefined && !boundsMatch(c.power, { atMost: x })) return false;
  return boundsMatch(c.power, f.power) && boundsMatch(c.toughness, f.toughness);
}

/** Whether a power or toughness is within a filter's bound (none: any). */
export function boundsMatch(value: number | undefined, bound: ObjectFilter["power"]): boolean {
  if (!bound) return true;
  if (value === undefined) return false;
  if ("exactly" in bound) return value === bound.exactly; // "1/1 creature": that power and toughness now
  return "atMost" in bound ? value <= bound.atMost : value >= bound.atLeast;
}

/** A bound as the words of a message: "2 or less", "3 or greater", "1". */
export function boundWords(bound: NonNullable<ObjectFilter["power"]>): string {
  return "exactly" in bound ? String(bound.exactly) : "atMost" in bound ? `${bound.atMost} or less` : `${bound.atLeast} or greater`;
}
