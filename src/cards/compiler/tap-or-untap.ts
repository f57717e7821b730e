// "Tap or untap target creature" / "... target artifact, creature, or land" / "... target
// permanent": its controller chooses which as it resolves (engine/effects/tap-or-untap.ts).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const isPermanent = (t: TargetSpec) => t.kind === "creature" || t.kind === "permanent";
const permanentTarget: Syntax<InlineTarget> = map(target, (t) => (isPermanent(t) ? { target: t } : undefined), (r) => (typeof r.target === "object" && isPermanent(r.target) ? r.target : undefined));

export const tapOrUntapClause: Syntax<Clause[]> = map(
  syn`tap or untap ${permanentTarget}`,
  ([object]) => [{ do: "tapOrUntap", object }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "tapOrUntap" ? [cs[0]!.object as InlineTarget] : undefined),
);
