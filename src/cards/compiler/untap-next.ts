// 302.1 (?): "[tap that creature and] it doesn't untap during its controller's next untap step"
// (Kashi-Tribe Warriors, Orochi Ranger): the permanent stays tapped through the next untap step
// of whoever controls it then (engine/turn/untap-step.ts).
import { alt, lit, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

/** "that creature" / "it": the permanent named before (a damage trigger's creature, or the last target). */
const it: Syntax<unknown> = alt<unknown>(map(lit("that creature"), () => ({ target: "it" }), (v) => (JSON.stringify(v) === '{"target":"it"}' ? null : undefined)), map(lit("it"), () => ({ target: "it" }), (v) => (JSON.stringify(v) === '{"target":"it"}' ? null : undefined)));
const REST = " doesn't untap during its controller's next untap step";

export const untapNextClauses: Syntax<Clause[]> = alt<Clause[]>(
  // "~ doesn't untap during your next untap step" (Cloudcrest Lake): a mana ability's rider (406.1).
  map(lit("~ doesn't untap during your next untap step"), () => [{ do: "doesntUntapNext", object: "self" }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "doesntUntapNext" && cs[0]!.object === "self" ? null : undefined)),
  map(syn`${it}${lit(REST)}`, ([object]) => [{ do: "doesntUntapNext", object }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "doesntUntapNext" ? [cs[0]!.object, null] : undefined)),
);
