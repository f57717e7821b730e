// "Destroy target artifact with converted mana cost X. It can't be regenerated. ~ deals X damage
// to that artifact's controller." (Detonate): the player is the artifact's controller as the
// effect resolves, or as it last existed once destroyed (413.2; effects/controller-of-target.ts).
// Only the noun of the card's own target is read ("that artifact's"): a text saying another
// noun would refer to nothing, and reading it the same would hide a changed word.
import type { Clause } from "./effects.js";
import { amount, one } from "./effects.js";
import { lazy, syn, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ controllerOf: { target: "it" } });

export const controllerDamageClauses: Syntax<Clause[]> = one(
  syn`~ deals ${lazy(() => amount)} damage to that artifact's controller`,
  ([n]) => ({ do: "damage", amount: n, to: { controllerOf: { target: "it" } } }),
  (c) => (c.do === "damage" && !c.divided && JSON.stringify(c.to) === IT ? [c.amount] : undefined),
);
