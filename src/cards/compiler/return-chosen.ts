// "Return a land you control to its owner's hand." (the Ravnica bouncelands): no target — the
// effect's controller chooses one permanent he or she controls of the kind named as it
// resolves (effects/return-chosen.ts).
import type { Clause } from "./effects.js";
import { filterPhrase } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

export const returnChosen: Syntax<Clause[]> = map(
  syn`return ${alt(lit("a "), lit("an "))}${filterPhrase("one")} to its owner's hand`,
  ([, filter]) => (filter.controller === "you" ? [{ do: "returnChosen", filter }] : undefined),
  (cs) => (cs.length === 1 && cs[0]!.do === "returnChosen" && (cs[0]!.filter as { controller?: string }).controller === "you" ? [null, cs[0]!.filter] : undefined),
);
