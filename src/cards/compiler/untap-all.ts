// "Untap all creatures you control" (To Arms!, Call to Glory), "tap all [permanents]": every
// permanent matching the filter as the effect happens (engine/effects/effects.ts tap/untap).
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

const allOf = (verb: "tap" | "untap"): Syntax<Clause[]> =>
  map(
    syn`${verb === "tap" ? syn`tap all ` : syn`untap all `}${filterPhrase("many")}`,
    ([, all]) => [{ do: verb, object: { all } }],
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      const all = c?.do === verb && typeof c.object === "object" && c.object && "all" in c.object ? (c.object as { all: Filter }).all : undefined;
      return all ? [[], all] : undefined;
    },
  );

export const tapAllClauses: Syntax<Clause[]> = alt(allOf("tap"), allOf("untap"));
