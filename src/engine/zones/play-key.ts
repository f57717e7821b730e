// The key of what is remembered about "the permanents in play" (the layer context, the
// permanents with static abilities, questions about their cards): the list of permanents, its
// length, the next timestamp — a permanent coming into play, or an effect starting, takes one
// (418.5e) — and the card each permanent is (its copiable values' name, 503). A face-down
// permanent turned face up (504, 502.26c) or a flip card flipped (508.2) keeps its timestamp
// but becomes another card, and its static abilities apply at once (418.5): so the names are
// compared too, but only after some object has changed since they were last found alike
// (`objectsRevision`): thousands of questions in a row about one state cost one comparison.
import { objectsRevision } from "../game/clone.js";
import type { GameState } from "../game/types.js";

export interface PlayKey {
  play: string[];
  size: number;
  ts: number;
  /** The card each permanent is, in the order of `play`. */
  names: string[];
  /** `objectsRevision()` when the names were last found to hold. */
  checked: number;
}

/** The key of the permanents of `s` now; `name` gives the card a permanent is (copiableName). */
export function playKey(s: GameState, name: (s: GameState, id: string) => string): PlayKey {
  return { play: s.play, size: s.play.length, ts: s.nextTimestamp, names: s.play.map((id) => name(s, id)), checked: objectsRevision() };
}

/** Whether `s`'s permanents are still those `k` was made for, each the same card. */
export function playKeyHolds(k: PlayKey, s: GameState, name: (s: GameState, id: string) => string): boolean {
  if (k.play !== s.play || k.size !== s.play.length || k.ts !== s.nextTimestamp) return false;
  const now = objectsRevision();
  if (k.checked === now) return true;
  for (let i = 0; i < k.size; i++) if (name(s, s.play[i]!) !== k.names[i]) return false;
  k.checked = now;
  return true;
}

/** The key for `to`, a copy of the state `k` holds for, made before either changed (`cloneState`). */
export function keyForCopy(k: PlayKey, to: GameState): PlayKey {
  return { ...k, play: to.play };
}
