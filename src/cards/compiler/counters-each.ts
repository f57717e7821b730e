// "put a +1/+1 counter on each creature you control" (Celestial Ancient, Borborygmos), "... on each
// other [permanent]", "Put four +1/+1 counters on each creature you control" (Decree of Savagery):
// counters on every permanent of the kind as the effect resolves (engine/effects/counters-each.ts).
import type { Clause } from "./effects.js";
import { counterKind } from "./effects.js";
import { count, filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const each = alt<Filter>(
  map(syn`each ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : f), (f) => (f.other ? undefined : [f])),
  map(syn`each other ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : { ...f, other: true as const }), (f) => (f.other ? [{ ...f, other: undefined }] : undefined)),
);

export const countersEachClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`put a ${lazy(() => counterKind)} counter on ${each}`,
    ([counter, filter]) => [{ do: "putCountersOnEach", counter, amount: 1, filter } as Clause],
    (cs) => (cs.length === 1 && cs[0]!.do === "putCountersOnEach" && cs[0]!.amount === 1 ? [cs[0]!.counter as string, cs[0]!.filter as Filter] : undefined),
  ),
  // "Put four +1/+1 counters on each creature you control." (Decree of Savagery).
  map(
    syn`put ${count} ${lazy(() => counterKind)} counters on ${each}`,
    ([amount, counter, filter]) => (amount > 1 ? [{ do: "putCountersOnEach", counter, amount, filter } as Clause] : undefined),
    (cs) => (cs.length === 1 && cs[0]!.do === "putCountersOnEach" && typeof cs[0]!.amount === "number" && cs[0]!.amount > 1 ? [cs[0]!.amount, cs[0]!.counter as string, cs[0]!.filter as Filter] : undefined),
  ),
);
