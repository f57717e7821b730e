// 502.7 (?): protection from a color. A permanent with it can't be Damaged, Enchanted or
// Equipped, Blocked, or Targeted by what has that color (damage from such sources is
// prevented; Auras and Equipment of that color can't be attached to it; creatures of that
// color can't block it; spells of that color and abilities from sources of that color can't
// target it).
import { characteristics } from "./characteristics.js";
import type { CardObject, Color, GameState, Keyword, ObjectId } from "./types.js";

const PROTECTION: Record<Color, Keyword> = { W: "protectionFromWhite", U: "protectionFromBlue", B: "protectionFromBlack", R: "protectionFromRed", G: "protectionFromGreen" };

/** Whether `o` has protection from any of these colors. */
export function protectedFrom(s: GameState, o: CardObject, colors: Color[]): boolean {
  if (colors.length === 0) return false;
  const keywords = characteristics(s, o).keywords;
  return colors.some((c) => keywords.includes(PROTECTION[c]));
}

/** The colors of a spell or of an ability's source, if it is still there (a card in any zone). */
export function colorsOf(s: GameState, id: ObjectId | undefined): Color[] {
  const o = id === undefined ? undefined : s.objects[id];
  return o?.kind === "card" ? characteristics(s, o).colors : [];
}
