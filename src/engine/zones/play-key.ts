// The key of what is remembered about "the permanents in play" (the layer context, the
// permanents with static abilities, questions about their cards): the list of permanents, its
// length, and each permanent's timestamp — a permanent coming into play, or an Aura moved,
// takes a new one (418.5e) — and card (its copiable values' name, 503). A face-down permanent
// turned face up (504, 502.26c) or a flip card flipped (508.2) keeps its timestamp but becomes
// another card, and its static abilities apply at once (418.5): so the names are compared too.
// Both are compared only after some object has changed or a timestamp has been taken since they
// were last found alike (`objectsRevision`): thousands of questions in a row about one state
// cost one comparison. A timestamp taken by a card that stays out of play (a card drawn, a
// spell played, a triggered ability put on the stack) keeps the key.
import { objectsRevision } from "../game/clone.js";
import type { CardObject, GameState } from "../game/types.js";

export interface PlayKey {
  play: string[];
  size: number;
  /** The id, timestamp and card of each permanent, in the order of `play`. */
  ids: string[];
  timestamps: number[];
  names: string[];
  /** `objectsRevision()` when they were last found to hold. */
  checked: number;
}

/** The key of the permanents of `s` now; `name` gives the card a permanent is (copiableName). */
export function playKey(s: GameState, name: (s: GameState, id: string) => string): PlayKey {
  return { play: s.play, size: s.play.length, ids: [...s.play], timestamps: s.play.map((id) => (s.objects[id] as CardObject).timestamp), names: s.play.map((id) => name(s, id)), checked: objectsRevision() };
}

/** Whether `s`'s permanents are still those `k` was made for, each with its timestamp and the same card. */
export function playKeyHolds(k: PlayKey, s: GameState, name: (s: GameState, id: string) => string): boolean {
  if (k.play !== s.play || k.size !== s.play.length) return false;
  const now = objectsRevision();
  if (k.checked === now) return true;
  for (let i = 0; i < k.size; i++) {
    const id = s.play[i]!;
    if (id !== k.ids[i] || (s.objects[id] as CardObject).timestamp !== k.timestamps[i] || name(s, id) !== k.names[i]) return false;
  }
  k.checked = now;
  return true;
}

/** The key for `to`, a copy of the state `k` holds for, made before either changed (`cloneState`). */
export function keyForCopy(k: PlayKey, to: GameState): PlayKey {
  return { ...k, play: to.play };
}
