// "Target creature deals damage to itself equal to its power." (Kiku's Shadow; Kiku, Night's
// Flower): the creature is the source of the damage and the one dealt it (the language's
// `damageEqual` from the target to `"itself"`), its power read as the spell or
// ability resolves (effects/damage-equal.ts). A creature with protection from its own color
// prevents it (502.7); a creature with 0 or less power deals none.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const creature: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "creature" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "creature" ? r.target : undefined));

export const selfInflictedClauses: Syntax<Clause[]> = map(
  syn`${creature} deals damage to itself equal to its power`,
  ([from]) => [{ do: "damageEqual", from, to: "itself", equalTo: "power" }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "damageEqual" ? cs[0]! : undefined;
    return c && c.equalTo === "power" && c.to === "itself" && typeof c.from === "object" ? [c.from] : undefined;
  },
);
