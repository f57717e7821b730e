// Durations of continuous effects from resolved spells and abilities (418.?): until end of
// turn (ended in the cleanup step, 314.2), for good, or "for as long as [source] remains
// tapped" (Vedalken Shackles). The last ends the moment its source untaps or leaves play
// (a permanent that leaves play becomes a new object, 217.1c) — not when its controller
// changes: the text asks only that it remain tapped (see docs/RULES-NOTES.md).
import { emit, type Game } from "./game.js";
import type { CardObject, GameState, ObjectId } from "./types.js";

/** Whether an effect lasting "as long as [source] remains tapped" can begin (or go on): its source is still the same permanent, tapped. */
export function sourceStillTapped(s: GameState, source: ObjectId): boolean {
  const o = s.objects[source];
  return !!o && o.kind === "card" && o.zone === "play" && o.tapped;
}

/** A permanent untaps (302.1, an untap effect); effects lasting as long as it remains tapped end. */
export function untapPermanent(g: Game, o: CardObject): void {
  o.tapped = false;
  endWhileTapped(g, o.id, "untaps");
}

/** Effects lasting as long as this object remains tapped end: it untapped, or it left play. */
export function endWhileTapped(g: Game, source: ObjectId, what: "untaps" | "leaves play"): void {
  const s = g.s;
  const ending = s.effects.filter((e) => e.duration === "whileSourceTapped" && e.source.id === source);
  if (ending.length === 0) return;
  s.effects = s.effects.filter((e) => !ending.includes(e));
  emit(g, { type: "effectEnds", text: `${ending[0]!.source.name} ${what}: its effect lasting as long as it remains tapped ends.`, data: { source, effects: ending.map((e) => e.id) } });
}
