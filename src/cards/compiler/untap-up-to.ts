// "untap up to four lands" (Rewind): not targets (no word "target"), so the permanents are
// chosen as the spell resolves, any of them up to the number (engine/effects/untap-up-to.ts).
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { count, filterPhrase, type Filter } from "./nouns.js";
import { syn, type Syntax } from "./syntax.js";

const untapUpTo = one(
  syn`untap up to ${count} ${filterPhrase("many")}`,
  ([n, filter]) => (n >= 2 && !filter.other ? { do: "untapUpTo", count: n, filter } : undefined),
  (c) => (c.do === "untapUpTo" ? [c.count as number, c.filter as Filter] : undefined),
);

/** The "untap up to N" clause (effects.ts lists it once). */
export const untapUpToClauses: Syntax<Clause[]> = untapUpTo;
