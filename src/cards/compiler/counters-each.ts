// "put a +1/+1 counter on each creature you control" (Celestial Ancient, Borborygmos), "... on each
// other [permanent]": counters on every permanent of the kind as the effect resolves
// (engine/effects/counters-each.ts).
import type { Clause } from "./effects.js";
import { counterKind } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const each = alt<Filter>(
  map(syn`each ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : f), (f) => (f.other ? undefined : [f])),
  map(syn`each other ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : { ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
);

export const countersEachClauses: Syntax<Clause[]> = map(
  syn`put a ${lazy(() => counterKind)} counter on ${each}`,
  ([counter, filter]) => [{ do: "putCountersOnEach", counter, amount: 1, filter } as Clause],
  (cs) => (cs.length === 1 && cs[0]!.do === "putCountersOnEach" && cs[0]!.amount === 1 ? [cs[0]!.counter as string, cs[0]!.filter as Filter] : undefined),
);
