// "~ deals 4 damage divided as you choose among any number of target creatures and/or players"
// (Pyrotechnics): one word "target" taking one or more different targets, the damage divided
// among them as announced with the targets, at least 1 to each (409.1d;
// engine/spells/dividing.ts). The amount is fixed, the X announced before the targets (409.1b:
// Hail of Arrows, Conflagrate; an X of 0 leaves no target to choose, so it isn't offered), or
// "where X is the number of age counters on it" (Magmatic Core: counted as the trigger is put on
// the stack and its targets chosen, 410.4, the same number as it resolves unless the counters
// change).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { amount, counterKind, digits } from "./effects.js";
import { filterPhrase, filterOfSpec, specOf } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

/** The plural noun after "any number of target". */
const manyTargets: Syntax<TargetSpec> = alt<TargetSpec>(
  word("creatures and/or players", { kind: "creatureOrPlayer", anyNumber: true }),
  map(filterPhrase("many"), (f) => (f.controller || f.other ? undefined : { ...specOf(f), anyNumber: true as const }), (s) => {
    if (!s.anyNumber || s.kind === "creatureOrPlayer") return undefined;
    const { anyNumber: _, ...rest } = s;
    return filterOfSpec(rest);
  }),
);

const dealt = ([amount, spec]: [number | "X", TargetSpec]): Clause | undefined => (amount !== 0 ? { do: "damage", amount, to: { target: spec }, divided: "asYouChoose" } : undefined);

/** The divided damage clause `cs` is, with its amount and targets, if it is one. */
function dividedOf(cs: Clause[]): { amount: unknown; spec: TargetSpec } | undefined {
  const c = cs.length === 1 && cs[0]!.do === "damage" && cs[0]!.divided === "asYouChoose" ? cs[0]! : undefined;
  const spec = (c?.to as { target?: TargetSpec } | undefined)?.target;
  return c && spec && typeof spec === "object" && spec.anyNumber ? { amount: c.amount, spec } : undefined;
}

/** The kind of counter of "where X is the number of [kind] counters on it", if `a` is that amount. */
function perCounterOf(a: unknown): string | undefined {
  const p = a as { perCounter?: string; times?: number } | undefined;
  return typeof p === "object" && p !== null && p.perCounter && p.times === 1 ? p.perCounter : undefined;
}

export const dividedDamageClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`~ deals ${lazy(() => amount)} damage divided as you choose among any number of target ${manyTargets}`,
    (v): Clause[] | undefined => {
      const c = dealt(v);
      return c && [c];
    },
    (cs: Clause[]) => {
      const d = dividedOf(cs);
      return d && (typeof d.amount === "number" || d.amount === "X") ? [d.amount, d.spec] : undefined;
    },
  ),
  map(
    syn`~ deals X damage divided as you choose among any number of target ${manyTargets}, where X is the number of ${lazy(() => counterKind)} counters on it`,
    ([spec, perCounter]): Clause[] => [{ do: "damage", amount: { perCounter, times: 1 }, to: { target: spec }, divided: "asYouChoose" }],
    (cs: Clause[]) => {
      const d = dividedOf(cs);
      const kind = d && perCounterOf(d.amount);
      return d && kind ? [d.spec, kind] : undefined;
    },
  ),
  // "When ~ comes into play, it deals 5 damage divided as you choose ..." (Bogardan Hellkite): "it" is the ability's source (targets.ts `itDeals`); printed as "~ deals".
  map(
    syn`it deals ${lazy(() => digits)} damage divided as you choose among any number of target ${manyTargets}`,
    (v): Clause[] | undefined => {
      const c = dealt(v);
      // "it" is read before the targets (409.1c: an event word only precedes every target word).
      const { do: _, ...rest } = c ?? { do: "" };
      return c && [{ do: "damage", itDeals: "it:self", ...rest }];
    },
    () => undefined,
  ),
);
