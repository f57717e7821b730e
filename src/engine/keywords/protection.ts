// 502.7 (?): protection from a color. A permanent with it can't be Damaged, Enchanted or
// Equipped, Blocked, or Targeted by what has that color (damage from such sources is
// prevented; Auras and Equipment of that color can't be attached to it; creatures of that
// color can't block it; spells of that color and abilities from sources of that color can't
// target it).
import { characteristics } from "../effects/characteristics.js";
import type { CardObject, Color, GameState, Keyword, ObjectId } from "../game/types.js";

const PROTECTION: Record<Color, Keyword> = { W: "protectionFromWhite", U: "protectionFromBlue", B: "protectionFromBlack", R: "protectionFromRed", G: "protectionFromGreen" };

/** Whether `o` has protection from any of these colors. */
export function protectedFrom(s: GameState, o: CardObject, colors: Color[]): boolean {
  if (colors.length === 0) return false;
  const keywords = characteristics(s, o).keywords;
  return colors.some((c) => keywords.includes(PROTECTION[c]));
}

/** A spell, or a damage or ability source with its colors as it last existed (`LastKnown`). */
export interface Source {
  id: ObjectId;
  colors?: Color[];
}

/**
 * The colors of a spell or source: as it is while it is still that object (in any zone), else
 * as it last existed (413.2): a card that changed zones is a new object (217.1c), so a
 * sacrificed creature's damage on the stack (310) or its leaves-play trigger has the colors
 * it had in play, not its card's in the graveyard.
 */
export function colorsOf(s: GameState, source: Source | undefined): Color[] {
  const o = source && s.objects[source.id];
  return o?.kind === "card" ? characteristics(s, o).colors : (source?.colors ?? []);
}
