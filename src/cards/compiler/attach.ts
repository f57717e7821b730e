// "{G}{G}: Attach ~ to target creature you control." (Horned Helm, Sparring Collar and the other
// Fifth Dawn Equipment): the effect Equip has (502.33), in an ability of its own, at any time its
// controller could play an instant. "Attach" (glossary): the Equipment moves onto the creature;
// nothing happens if the target is illegal on resolution or the Equipment has left play
// (engine effects.ts `attach`; an illegal attachment is undone by the state-based check, 420.5e).
import type { Clause, InlineTarget } from "./effects.js";
import { one } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const creature: Syntax<InlineTarget> = map(
  target,
  (t) => (t.kind === "creature" ? { target: t } : undefined),
  (r) => (typeof r.target === "object" && r.target.kind === "creature" ? r.target : undefined),
);

export const attachClauses: Syntax<Clause[]> = one(
  syn`attach ~ to ${creature}`,
  ([object]) => ({ do: "attach", object }),
  (c) => (c.do === "attach" ? [c.object] : undefined),
);
