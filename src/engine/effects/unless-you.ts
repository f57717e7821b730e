// What "[effects] unless you sacrifice/discard N [of a kind]" share (unless-sacrifice.ts,
// unless-discard.ts): as the ability resolves its controller may do it, chosen then; if he or
// she doesn't — or has too few to do it — the effects happen. The decision's empty answer
// declines; its listed answers are a few complete ones, never every subset.
import type { Effect } from "../../cards/language.js";
import type { Game } from "../game/game.js";
import type { ObjectId, Pending } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { runBranch } from "./effects.js";

/** Asks (false: the answer is awaited) when the player has enough to choose from; then runs the effects if he or she declined. */
export function askUnless(g: Game, r: Resolvable, e: { amount: number; effects: Effect[] }, available: () => number, ask: Pending): boolean {
  const progress = g.s.resolving!;
  if (progress.branch === undefined) {
    if (available() >= e.amount) {
      g.s.pending = ask;
      return false;
    }
    progress.branch = true;
  }
  return runBranch(g, r, progress.branch ? e.effects : []);
}

/** The answers listed: each run of N candidates in the listed order (linear in the candidates), and none. */
export function unlessAnswers(ids: ObjectId[], n: number): ObjectId[][] {
  return [...Array.from({ length: ids.length - n + 1 }, (_, i) => ids.slice(i, i + n)), []];
}

/** An answer is none, or exactly N different ones of those allowed. */
export function validUnlessAnswer(chosen: ObjectId[], allowed: ObjectId[], n: number): boolean {
  return chosen.length === 0 || (new Set(chosen).size === chosen.length && chosen.length === n && chosen.every((id) => allowed.includes(id)));
}

/** Declined (none posted): the effects happen; done: they don't. The resolution carries on from the branch. */
export function unlessAnswered(g: Game, declined: boolean): void {
  g.s.pending = null;
  g.s.resolving!.branch = declined;
}
