// Training counters (Sensei Golden-Tail, 502.38): "Put a training counter on target creature. That
// creature gains bushido 1 and becomes a Samurai in addition to its other creature types." The two
// sentences are one clause: the counter the first puts is what the second lasts for. The printed
// text gives the second no duration; the card's Oracle wording says it ("for as long as it has a
// training counter on it"), and so the effect applies to the creature while a counter of that kind
// is on it (`whileCounter`, engine effects/counter-status.ts), through the layers: the creature
// type added in layer 4 (212.3 (?): "in addition to its other creature types" keeps them), the
// bushido ability in layer 5 (502.38, keywords/bushido.ts).
import CREATURE_TYPES from "../data/creature-types.json" with { type: "json" };
import type { TargetSpec } from "../language.js";
import { bushidoAbility } from "../../engine/keywords/bushido.js";
import { counterKind, digits, type Clause } from "./effects.js";
import { target } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

/** A creature type ("Samurai"), printed as the data spell it. */
const creatureType: Syntax<string> = {
  *parse(text, at) {
    const m = /^[A-Z][a-z]+(?:-[a-z]+)?/.exec(text.slice(at));
    if (m && (CREATURE_TYPES as string[]).includes(m[0])) yield [m[0], at + m[0].length];
  },
  print: (t) => ((CREATURE_TYPES as string[]).includes(t) ? t : undefined),
};

/** "target creature" (only that: "That creature" names it). */
const targetCreature: Syntax<TargetSpec> = map(target, (t) => (t.kind === "creature" ? t : undefined), (t) => (t.kind === "creature" ? t : undefined));

type Bushido = ReturnType<typeof bushidoAbility>;
/** The N of a granted "bushido N": the keyword's own ability, as `bushidoAbility` makes it. */
function bushidoN(a: Bushido | undefined): number | undefined {
  if (a?.kind !== "triggered" || a.trigger.on !== "blocksOrBecomesBlocked" || a.trigger.keyword !== "bushido") return undefined;
  const e = a.effects[0];
  return e?.do === "modifyPT" && typeof e.power === "number" && a.effects.length === 1 && a.text === bushidoAbility(e.power).text ? e.power : undefined;
}

export const trainingClauses: Syntax<Clause[]> = map(
  syn`put a ${lazy(() => counterKind)} counter on ${targetCreature}. That creature gains bushido ${lazy(() => digits)} and becomes a ${creatureType} in addition to its other creature types`,
  ([counter, spec, n, subtype]): Clause[] | undefined => {
    if (n < 1 || /\//.test(counter)) return undefined; // a +1/+1 counter would be a P/T change as well: not this clause
    return [
      { do: "putCounters", counter, amount: 1, object: { target: spec } } as Clause,
      { do: "becomes", object: { target: "it" }, modifications: [{ kind: "addAbility", ability: bushidoAbility(n) }, { kind: "addTypes", types: [], subtypes: [subtype] }], duration: "permanent", whileCounter: counter } as Clause,
    ];
  },
  (cs) => {
    if (cs.length !== 2) return undefined;
    const [put, becomes] = cs as unknown as [Record<string, unknown>, Record<string, unknown>];
    if (put.do !== "putCounters" || put.amount !== 1 || put.divided || becomes.do !== "becomes" || becomes.duration !== "permanent" || becomes.whileCounter !== put.counter) return undefined;
    const spec = (put.object as { target?: unknown }).target;
    if (typeof spec !== "object" || JSON.stringify(becomes.object) !== JSON.stringify({ target: "it" })) return undefined;
    const mods = becomes.modifications as { kind: string; ability?: Bushido; types?: string[]; subtypes?: string[] }[];
    if (mods.length !== 2 || mods[0]!.kind !== "addAbility" || mods[1]!.kind !== "addTypes" || mods[1]!.types!.length !== 0 || mods[1]!.subtypes!.length !== 1) return undefined;
    const n = bushidoN(mods[0]!.ability);
    return n === undefined ? undefined : [put.counter as string, spec as TargetSpec, n, mods[1]!.subtypes![0]!];
  },
);
