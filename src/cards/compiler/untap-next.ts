// 302.2: "[tap that creature and] it doesn't untap during its controller's next untap step"
// (Kashi-Tribe Warriors, Orochi Ranger): the permanent stays tapped through the next untap step
// of whoever controls it then (engine/turn/untap-step.ts).
import { alt, lit, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

/** "that creature" / "it": the permanent named before (the last target, or with none the creature a trigger's event names, 404.1). */
const named = (words: string, v: unknown): Syntax<unknown> => map(lit(words), () => v, (x) => (JSON.stringify(x) === JSON.stringify(v) ? null : undefined));
const it: Syntax<unknown> = alt<unknown>(named("that creature", { target: "it" }), named("it", { target: "it" }), named("that creature", "thatCreature"), named("it", "thatCreature"));
const REST = " doesn't untap during its controller's next untap step";

export const untapNextClauses: Syntax<Clause[]> = alt<Clause[]>(
  // "~ doesn't untap during your next untap step" (Cloudcrest Lake): a mana ability's rider (406.1).
  map(lit("~ doesn't untap during your next untap step"), () => [{ do: "doesntUntapNext", object: "self" }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "doesntUntapNext" && cs[0]!.object === "self" ? null : undefined)),
  map(syn`${it}${lit(REST)}`, ([object]) => [{ do: "doesntUntapNext", object }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "doesntUntapNext" ? [cs[0]!.object, null] : undefined)),
);
