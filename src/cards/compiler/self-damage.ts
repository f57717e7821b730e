// "This creature deals 2 damage to target creature or player and 3 damage to itself." (Psionic
// Sliver's granted ability): damage to a target and to the ability's source, dealt by the source
// (the engine's `to: "self"`: the source while it is in play; 419.? damage to a permanent that
// has left play isn't dealt).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { target } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

const aTarget: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "spell" ? undefined : { target: t }), (r) => (r && typeof r.target === "object" ? r.target : undefined));

export const selfDamageClauses: Syntax<Clause[]> = map(
  syn`~ deals ${lazy(() => digits)} damage to ${aTarget} and ${lazy(() => digits)} damage to itself`,
  ([a1, to, a2]) => (a1 > 0 && a2 > 0 ? [{ do: "damage", amount: a1, to } as Clause, { do: "damage", amount: a2, to: "self" } as Clause] : undefined),
  (cs) => {
    const [c1, c2] = cs as { do: string; amount: unknown; to: unknown }[];
    return cs.length === 2 && c1!.do === "damage" && c2!.do === "damage" && c2!.to === "self" && typeof c1!.amount === "number" && typeof c2!.amount === "number" && typeof c1!.to === "object" ? [c1!.amount, c1!.to, c2!.amount] : undefined;
  },
);
