// "Attacking creatures you control get +1/+0 until end of turn for each other attacking
// creature" (Run): a P/T change until end of turn (418.5a, layer 6b) on each permanent the
// filter names as the spell resolves, whose size for each of them is counted then, over the
// permanents matching `count` other than that one (each counts the others, not itself). The
// sizes are fixed as it resolves: creatures that attack later don't change them.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { card, emit, nameOf, newTimestamp, permanents, type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";
import { amountOf, type Resolvable } from "../spells/resolve.js";
import { matchesFilter } from "../spells/targets.js";
import { addEffect } from "./effect-list.js";

type PumpAll = Extract<Effect, { do: "modifyPTAll" }>;
type Part = PumpAll["power"];
type PerOtherThanIt = { perOtherThanIt: number; count: ObjectFilter };
const isPer = (v: Part): v is PerOtherThanIt => typeof v === "object" && "perOtherThanIt" in v;

export function countsOthers(e: PumpAll): boolean {
  return isPer(e.power) || isPer(e.toughness);
}

/** One effect per permanent, each with its own size (`affected`: the permanents the filter names, within range). */
export function pumpEachCountingOthers(g: Game, r: Resolvable, e: PumpAll, affected: ObjectId[]): boolean {
  const s = g.s;
  const size = (v: Part, id: ObjectId): number => {
    if (!isPer(v)) return amountOf(r, v);
    const others = permanents(s).filter((o) => o.id !== id && matchesFilter(s, o, v.count, r.controller)).length;
    return v.perOtherThanIt * others;
  };
  const changes = affected.map((id) => ({ id, power: size(e.power, id), toughness: size(e.toughness, id) }));
  for (const c of changes) {
    addEffect(s, {
      id: s.nextEffectId++,
      timestamp: newTimestamp(s),
      layer: 6,
      sublayer: "b",
      affects: [c.id],
      modification: { kind: "modifyPT", power: c.power, toughness: c.toughness },
      duration: e.duration,
      source: { id: r.source, name: r.name, controller: r.controller },
    });
  }
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  const said = changes.map((c) => `${nameOf(card(s, c.id))} gets ${sign(c.power)}/${sign(c.toughness)}`).join(", ");
  emit(g, { type: "modifyPT", text: `${said || "No creature gets anything"} until end of turn (${r.name}).`, data: { objects: affected, changes } });
  return true;
}
