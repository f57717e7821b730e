// "~ deals 4 damage divided as you choose among any number of target creatures and/or players"
// (Pyrotechnics): one word "target" taking one or more different targets, the damage divided
// among them as announced with the targets, at least 1 to each (409.1d;
// engine/spells/dividing.ts). A fixed amount only: an X of 0 could not be divided.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
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

const dealt = ([amount, spec]: [number, TargetSpec]): Clause | undefined => (amount > 0 ? { do: "damage", amount, to: { target: spec }, divided: "asYouChoose" } : undefined);

export const dividedDamageClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`~ deals ${lazy(() => digits)} damage divided as you choose among any number of target ${manyTargets}`,
    (v): Clause[] | undefined => {
      const c = dealt(v);
      return c && [c];
    },
    (cs: Clause[]) => {
      const c = cs.length === 1 && cs[0]!.do === "damage" && cs[0]!.divided === "asYouChoose" ? cs[0]! : undefined;
      const spec = (c?.to as { target?: TargetSpec } | undefined)?.target;
      return c && typeof c.amount === "number" && spec && typeof spec === "object" && spec.anyNumber ? [c.amount, spec] : undefined;
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
