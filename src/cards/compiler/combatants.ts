// "Return all creatures blocking or blocked by target creature to their owner's hand" (Trial):
// the creatures in a blocking relation with the target as it resolves (engine/effects/combatants.ts).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

export const combatantClauses: Syntax<Clause[]> = map(
  syn`return all creatures blocking or blocked by ${target} to ${alt(lit("their owner's hand"), lit("their owners' hands"))}`,
  ([t]): Clause[] | undefined => (t.kind === "creature" && !t.filter && Object.keys(t).length === 1 ? [{ do: "returnCombatants", object: { target: t } }] : undefined),
  (cs: Clause[]) => {
    const t = cs.length === 1 && cs[0]!.do === "returnCombatants" ? (cs[0]!.object as InlineTarget).target : undefined;
    return typeof t === "object" && (t as TargetSpec).kind === "creature" ? [t, null] : undefined;
  },
);
