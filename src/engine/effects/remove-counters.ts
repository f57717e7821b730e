// "Remove a +1/+1 counter from ~" as an effect (the Clockwork creatures' delayed ability at end
// of combat): counters that aren't there can't be removed, so a permanent with fewer loses all it
// has and one with none is unchanged (the effect does as much as it can, 413.? (?)).
import { changeCard, emit, nameOf, type Game } from "../game/game.js";
import type { CardObject } from "../game/types.js";
import { agree } from "../view/wording.js";

export function removeCountersFrom(g: Game, id: string, counter: string, amount: number): void {
  const had = (g.s.objects[id] as CardObject).counters?.[counter] ?? 0;
  const count = Math.min(had, amount);
  if (count === 0) return;
  const o = changeCard(g.s, id);
  o.counters = { ...o.counters, [counter]: had - count };
  if (o.counters[counter] === 0) delete o.counters[counter];
  if (Object.keys(o.counters).length === 0) delete o.counters;
  emit(g, { type: "removeCounters", text: `${count} ${counter} ${agree(count, "counter")} ${count === 1 ? "is" : "are"} removed from ${nameOf(o)}.`, data: { object: id, counter, count } });
}
