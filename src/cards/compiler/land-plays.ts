// 305.2: "You may play up to N additional lands this turn." (Summer Bloom): its controller may
// play N more lands this turn than the one a player may normally play.
import type { Clause } from "./effects.js";
import { count } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

export const additionalLandPlays: Syntax<Clause[]> = map(
  syn`you may play up to ${count} additional lands this turn`,
  ([amount]) => (amount > 1 ? [{ do: "additionalLandPlays", amount }] : undefined),
  (cs) => (cs.length === 1 && cs[0]!.do === "additionalLandPlays" && (cs[0]!.amount as number) > 1 ? [cs[0]!.amount as number] : undefined),
);
