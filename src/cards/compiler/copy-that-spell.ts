// "copy that spell and you may choose new targets for the copy" (Odds): a copy of the spell the
// last word "target" chose is put onto the stack under the resolving spell's controller, who may
// change each of its targets (503.10, 415.7; engine/spells/spell-copies.ts).
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { lit } from "./syntax.js";

export const copyThatSpellClause = one(
  lit("copy that spell and you may choose new targets for the copy"),
  () => ({ do: "copySpell", object: { target: "it" } }),
  (c: Clause) => (c.do === "copySpell" && typeof c.object === "object" && (c.object as { target?: unknown }).target === "it" ? null : undefined),
);
