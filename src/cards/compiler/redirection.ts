// 419.6c redirection effects: "All damage that would be dealt to target creature this turn by a
// source of your choice is dealt to ~ instead." (Oracle's Attendants), "The next 1 damage that
// would be dealt to ~ this turn is dealt to target creature instead." (Zealous Inquisitor), "The
// next 1 damage that would be dealt to target creature this turn is dealt to another target
// creature instead." (Carom), "The next time a source of your choice would deal damage this turn,
// that damage is dealt to ~ instead." (Opal-Eye, Konda's Yojimbo). The effect is `redirectDamage` (engine effects/redirection.ts).
import type { TargetSpec } from "../language.js";
import { digits, one, type Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

const number = lazy(() => digits); // effects.ts imports this module

/** "~" or a target creature: what the damage would be dealt to. */
const creature: Syntax<unknown> = alt<unknown>(
  word("~", "self"),
  map(target, (t) => (t.kind === "creature" ? { target: t } : undefined), (r) => (r && typeof r === "object" && typeof (r as { target?: TargetSpec }).target === "object" && (r as { target: TargetSpec }).target.kind === "creature" ? (r as { target: TargetSpec }).target : undefined)),
);

export const redirectionClauses: Syntax<Clause[]> = alt<Clause[]>(
  one(
    syn`all damage that would be dealt to ${creature} this turn by a source of your choice is dealt to ${creature} instead`,
    ([from, to]) => ({ do: "redirectDamage", from, to, chosenSource: true }),
    (c) => (c.do === "redirectDamage" && c.chosenSource && !c.nextTime && c.from !== undefined && c.amount === undefined ? [c.from, c.to] : undefined),
  ),
  // Opal-Eye, Konda's Yojimbo: the chosen source's next damage, to anyone, once.
  one(
    syn`the next time a source of your choice would deal damage this turn, that damage is dealt to ${creature} instead`,
    ([to]) => ({ do: "redirectDamage", to, chosenSource: true, nextTime: true }),
    (c) => (c.do === "redirectDamage" && c.chosenSource && c.nextTime && c.from === undefined && c.amount === undefined ? [c.to] : undefined),
  ),
  one(
    syn`the next ${number} damage that would be dealt to ${creature} this turn is dealt to ${creature} instead`,
    ([amount, from, to]) => (amount > 0 ? { do: "redirectDamage", from, to, amount } : undefined),
    (c) => (c.do === "redirectDamage" && !c.chosenSource && !c.nextTime && c.from !== undefined && typeof c.amount === "number" ? [c.amount, c.from, c.to] : undefined),
  ),
);
