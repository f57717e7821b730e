// "Put a +1/+1 counter on each creature you control" (Celestial Ancient, Borborygmos): counters on
// each permanent within the controller's range of influence (601.2) that matches the filter as
// the effect resolves, all at once; `other` leaves out the ability's own source.
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { changeCard, emit, nameOf, permanents, type Game } from "../game/game.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import type { Resolvable } from "../spells/resolve.js";
import { agree } from "../view/wording.js";

type PutCountersOnEach = Extract<Effect, { do: "putCountersOnEach" }>;

export function putCountersOnEach(g: Game, r: Resolvable, e: PutCountersOnEach): boolean {
  const s = g.s;
  const each = permanents(s).filter((o) => inRange(s, r.controller, controllerOf(s, o)) && matchesFilter(s, o, e.filter, r.controller) && !(e.filter.other && o.id === r.source));
  for (const { id } of each) {
    const o = changeCard(s, id);
    o.counters = { ...o.counters, [e.counter]: (o.counters?.[e.counter] ?? 0) + e.amount };
    emit(g, { type: "putCounters", text: `${e.amount} ${e.counter} ${agree(e.amount, "counter")} ${e.amount === 1 ? "is" : "are"} put on ${nameOf(o)}.`, data: { object: id, counter: e.counter, amount: e.amount } });
  }
  return true;
}
