// "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying."
// (Treetop Bracers) and "Enchanted creature gets +0/+2 and can block as though it had flying."
// (Web): a P/T change and a blocking rule the Aura gives (418.5a: layer 6 and layer 5). The
// engine reads both where a creature prints them (combat/block-legality.ts: 502.4 as changed by
// the restriction, or by the rule-changing "as though" ability).
import type { StaticAbility } from "../language.js";
import { lit, map, syn, type Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];
const GRANTS: [string, Mod][] = [
  [" can't be blocked except by creatures with flying", { kind: "addRestriction", restriction: "cantBeBlockedExceptByFlying" }],
  [" can block as though it had flying", { kind: "addAsThough", asThough: "blockAsThoughFlying" }],
  // "Enchanted creature gets +2/+2 and can't block." (Undying Rage).
  [" can't block", { kind: "addRestriction", restriction: "cantBlock" }],
];

/** `pt` is the statics' "+N/+N" (abilities.ts): " gets +1/+1 and [grant]". */
export function ptAndBlockGrants(pt: Syntax<Mod>): Syntax<Mod[]>[] {
  return GRANTS.map(([words, grant]) =>
    map(
      syn` gets ${pt} and${lit(words)}`,
      ([m]) => [m, grant],
      (ms: Mod[]) => (ms.length === 2 && ms[0]!.kind === "modifyPT" && JSON.stringify(ms[1]) === JSON.stringify(grant) ? [ms[0], null] : undefined),
    ),
  );
}
