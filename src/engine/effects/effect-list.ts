// The continuous effects in force (`s.effects`, 418) are shared by `apply`'s copy with the state
// it copies (game/clone.ts): most actions change none of them (in 40 block-preset games, 375 of
// 14,694 applies did). So a rule never changes the list or an effect in it in place: it builds a
// new list, and an effect that applies to fewer objects is a new record in it. Sharing the
// effects keeps them the same objects from one action to the next, which the layers' memos
// compare (layer-inputs.ts `sameElements`).
import type { ContinuousEffect, GameState, ObjectId } from "../game/types.js";

/** A new continuous effect, after those already in force (its timestamp is the latest, 418.5). */
export function addEffect(s: GameState, e: ContinuousEffect): void {
  s.effects = [...s.effects, e];
}

/** The effects with the objects `gone` names no longer among those they affect: an effect
 * affecting none of them is the same record. */
export function withoutAffected(effects: ContinuousEffect[], gone: (id: ObjectId) => boolean): ContinuousEffect[] {
  return effects.map((e) => (e.affects.some(gone) ? { ...e, affects: e.affects.filter((a) => !gone(a)) } : e));
}
