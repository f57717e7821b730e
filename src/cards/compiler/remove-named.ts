// "Search its controller's graveyard, hand, and library for all cards with the same name as that
// artifact and remove them from the game. That player then shuffles his or her library." (Splinter,
// Eradicate, Scour, Sowing Salt, Quash): "that artifact" is the last target named (targets.ts).
// Engine: effects/remove-named.ts.
import type { Clause } from "./effects.js";
import { map, syn, words, type Syntax } from "./syntax.js";

const NOUNS = ["artifact", "creature", "enchantment", "land", "spell"] as const;
const noun = words<(typeof NOUNS)[number]>(NOUNS.map((n) => [n, n]));

export const removeNamedClauses: Syntax<Clause[]> = map(
  syn`search its controller's graveyard, hand, and library for all cards with the same name as that ${noun} and remove them from the game. That player then shuffles his or her library`,
  ([n]) => [{ do: "removeAllWithSameName", object: { target: "it" }, noun: n }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "removeAllWithSameName" && JSON.stringify(cs[0]!.object) === JSON.stringify({ target: "it" }) ? [cs[0]!.noun as (typeof NOUNS)[number]] : undefined),
);
