// "~ gets +1/+1 for each age counter on it." (Earthen Goo) and "Enchanted creature gets +3/+3 for
// each age counter on ~." (Glacial Plating): a static ability whose P/T change is counted on the
// counters of its source as they now are (502.13, cumulative upkeep's age counters; 418.5a,
// layer 6d): the language's `countersOnSource` (engine: effects/characteristics.ts ptValue).
// "on it" is the card itself only where it is the one affected; an Aura says "on ~".
import type { Part } from "./abilities.js";
import type { StaticAbility } from "../language.js";
import { counterKind, ptChange } from "./effects.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";

type Affects = StaticAbility["affects"];

const line = (subject: string, on: string, affects: Affects): Syntax<Part> =>
  map(
    syn`${lit(subject)} gets ${lazy(() => ptChange)} for each ${lazy(() => counterKind)} counter on ${lit(on)}.`,
    ([, pt, counter]): Part | undefined =>
      typeof pt.power === "number" && typeof pt.toughness === "number" && pt.power + pt.toughness !== 0
        ? { statics: [{ affects, modification: { kind: "modifyPTFor", power: pt.power, toughness: pt.toughness, each: { countersOnSource: counter } } }], ...(affects === "enchanted" ? { attachedNoun: "creature" } : {}) }
        : undefined,
    (p) => {
      if (!("statics" in p) || p.statics.length !== 1 || p.statics[0]!.also || p.statics[0]!.condition || p.statics[0]!.affects !== affects) return undefined;
      const m = p.statics[0]!.modification;
      if (m.kind !== "modifyPTFor" || typeof m.each !== "object" || !("countersOnSource" in m.each)) return undefined;
      return [null, { power: m.power, toughness: m.toughness }, m.each.countersOnSource, null];
    },
  );

// "Equipped creature gets +X/+X, where X is the number of charge counters on ~." (Opaline
// Bracers): the same static ability, +1/+1 for each counter (the "for each" wording prints).
const whereX = (subject: string, on: string, affects: Affects): Syntax<Part> =>
  map(
    syn`${lit(subject)} gets +X/+X, where X is the number of ${lazy(() => counterKind)} counters on ${lit(on)}.`,
    ([, counter]): Part => ({ statics: [{ affects, modification: { kind: "modifyPTFor", power: 1, toughness: 1, each: { countersOnSource: counter } } }], ...(affects === "enchanted" ? { attachedNoun: "creature" } : {}) }),
    () => undefined,
  );

export const counterStaticLines: Syntax<Part> = alt<Part>(line("~", "it", "self"), line("Enchanted creature", "~", "enchanted"), line("Equipped creature", "~", "equipped"), whereX("Equipped creature", "~", "equipped"));
