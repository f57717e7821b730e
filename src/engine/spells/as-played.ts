// How a spell was played (the colors of mana spent, 409.1h; the kicker costs paid, 502.21a; from
// its owner's hand or not, 409.1a) is
// remembered by the spell, by the permanent it becomes, and by each ability's copy of its source:
// an ability whose source has left play asks the source as it last existed (413.2).
import type { Color, GameState, ObjectId } from "../game/types.js";

/** What the object `source` remembers of being played: itself if it still exists, else the source an ability on the stack or waiting to be put there last knew. */
export function asPlayed(s: GameState, source: ObjectId | undefined): { colorsSpent?: Color[]; kicked?: string[]; kickerX?: number; playedFromHand?: true } | undefined {
  if (source === undefined) return undefined;
  const o = s.objects[source];
  if (o?.kind === "card") return o;
  for (const id of s.stack) {
    const a = s.objects[id];
    if (a?.kind === "ability" && a.source.id === source) return a.source;
  }
  return s.triggered.find((t) => t.source.id === source)?.source;
}

/** "If you played it from your hand" (Reiver Demon, Phage the Untouchable): the permanent `source` came into play as a spell played from its owner's hand resolved; put into play by an effect, or played from elsewhere, it didn't. */
export function playedFromHand(s: GameState, source: ObjectId | undefined): boolean {
  return !!asPlayed(s, source)?.playedFromHand;
}
