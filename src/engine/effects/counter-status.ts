// "Target creature with a +1/+1 counter on it" (the Graft cards of Dissension): a permanent
// matches while one or more counters of that kind are on it (glossary "Counter": markers placed
// on an object; they are not characteristics, so no layer changes them). Checked as a target is
// chosen (409.1c) and again as the spell or ability resolves (413.2a): a creature whose last
// +1/+1 counter moved away meanwhile is then an illegal target.
import type { ObjectFilter } from "../../cards/language.js";
import type { CardObject } from "../game/types.js";

export function countersMatch(o: CardObject, f: ObjectFilter): boolean {
  return f.withCounter === undefined || (o.counters?.[f.withCounter] ?? 0) > 0;
}

/**
 * "For as long as it has a training counter on it" (Sensei Golden-Tail, whose Oracle wording says
 * what its printed "That creature gains bushido 1 and becomes a Samurai" lasts): a resolved
 * effect with `whileCounter` applies to an object only while a counter of that kind is on it
 * (characteristics.ts). A permanent that leaves play is a new object with no counters (217.1c).
 */
export function hasCounter(o: Readonly<CardObject>, kind: string): boolean {
  return (o.counters?.[kind] ?? 0) > 0;
}
