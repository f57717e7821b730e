// 306.2: "remove it from combat" (the Gustcloaks: "Whenever ~ becomes blocked, you may untap
// it and remove it from combat"): the permanent stops being an attacking or blocking creature.
// "it" is the ability's source ("it:self"), the creature its trigger's event names, or the last
// target named. Engine: effects/combat-removal.ts.
import { alt, lit, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

const named = (words: string, v: unknown): Syntax<unknown> => map(lit(words), () => v, (x) => (JSON.stringify(x) === JSON.stringify(v) ? null : undefined));
const it: Syntax<unknown> = alt<unknown>(named("~", "self"), named("it", "it:self"), named("it", "thatCreature"), named("that creature", "thatCreature"), named("it", { target: "it" }), named("that creature", { target: "it" }));

export const combatRemovalClauses: Syntax<Clause[]> = map(
  syn`remove ${it} from combat`,
  ([object]) => [{ do: "removeFromCombat", object }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "removeFromCombat" ? [cs[0]!.object] : undefined),
);
