// "Remove X [kind] counters from ~" in an activated ability's cost (the storage lands, the Baku):
// 409.1b — the value of X is announced as the ability is played; 409.1f — a cost that removes
// counters can be paid only with that many counters on the permanent, so X is at most the
// number it has. Once X is announced the cost is an ordinary "remove N counters" cost, paid with
// the others (playing.ts).
import { obj } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { GameState, PlayInProgress } from "../game/types.js";
import { agree } from "../view/wording.js";

/** How many counters the cost could remove now (no limit when the cost removes none by X). */
export function counterXLimit(s: GameState, playing: PlayInProgress): number {
  const c = playing.otherCosts.removeCountersX;
  if (!c) return Infinity;
  const o = obj(s, c.from);
  return o.kind === "card" ? (o.counters?.[c.counter] ?? 0) : 0;
}

/** 409.1b, 409.1f: X is announced; the cost then removes X counters (none when X is 0). */
export function announceCounterX(s: GameState, playing: PlayInProgress, value: number): void {
  const c = playing.otherCosts.removeCountersX;
  if (!c) return;
  const has = counterXLimit(s, playing);
  if (value > has) illegal("409.1f", `X can be at most ${has}: the permanent has ${has} ${c.counter} ${agree(has, "counter")} to remove`);
  const { removeCountersX: _announced, ...rest } = playing.otherCosts;
  playing.otherCosts = { ...rest, ...(value > 0 ? { removeCounters: { from: c.from, counter: c.counter, count: value } } : {}) };
}
