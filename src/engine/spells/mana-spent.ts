// 409.1h: the mana spent to pay a spell's total cost is known once it is paid. "If {B} was spent
// to play ~" and "unless {U} was spent to play it" (Ravnica, Guildpact, Dissension) ask which
// colors were among that mana. The spell remembers them (playing.ts), and so does the
// permanent it becomes (resolve.ts, enterPlay): a permanent that came into play any other way,
// or a copy of a spell, had no mana spent to play it. An ability whose source has left play
// asks the source as it last existed (413.2).
import type { Color, GameState, ObjectId } from "../game/types.js";
import { asPlayed } from "./as-played.js";

/** The colors of the mana spent to play the object `source` (a spell, or the permanent it became), as it is or last existed. */
export function colorsSpentToPlay(s: GameState, source: ObjectId | undefined): readonly Color[] {
  return asPlayed(s, source)?.colorsSpent ?? [];
}

/** Whether mana of `color` was spent to play `source` (409.1h). */
export function colorWasSpent(s: GameState, source: ObjectId | undefined, color: Color): boolean {
  return colorsSpentToPlay(s, source).includes(color);
}
