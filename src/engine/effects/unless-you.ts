// What "[effects] unless you sacrifice/discard N [of a kind]" share (unless-sacrifice.ts,
// unless-discard.ts): as the ability resolves its controller may do it, chosen then; if he or
// she doesn't — or has too few to do it — the effects happen. The decision's empty answer
// declines; its listed answers are a few complete ones, never every subset.
import type { Effect } from "../../cards/language.js";
import type { Game } from "../game/game.js";
import type { GameState, ObjectId, Pending } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { runBranch } from "./effects.js";

type Unless = { amount: number; perCounter?: string; effects: Effect[] };

/**
 * How many: the amount, or (502.13a cumulative upkeep) the amount for each counter of the kind
 * on the source as it now is; none once the source has left play, as then nothing of it could be
 * sacrificed (see sacrifice-unless-paid.ts).
 */
export function unlessAmount(s: GameState, r: Resolvable, e: Unless): number {
  if (!e.perCounter) return e.amount;
  const o = s.objects[r.source];
  return o?.kind === "card" && o.zone === "play" ? e.amount * (o.counters?.[e.perCounter] ?? 0) : 0;
}

/** Asks (false: the answer is awaited) when the player has enough to choose from; then runs the effects if he or she declined. */
export function askUnless(g: Game, r: Resolvable, e: Unless, available: () => number, ask: Pending): boolean {
  const progress = g.s.resolving!;
  const n = unlessAmount(g.s, r, e);
  if (n === 0) return true;
  if (progress.branch === undefined) {
    if (available() >= n) {
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
