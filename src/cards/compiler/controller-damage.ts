// "Destroy target artifact with converted mana cost X. It can't be regenerated. ~ deals X damage
// to that artifact's controller." (Detonate): the player is the artifact's controller as the
// effect resolves, or as it last existed once destroyed (413.2; effects/controller-of-target.ts).
// Only the noun of the card's own target is read ("that artifact's"): a text saying another
// noun would refer to nothing, and reading it the same would hide a changed word.
// "~ deals 1 damage to target creature and 1 damage to that creature's controller." (First
// Volley) is read as one sentence, so the noun "creature" is checked against the target's kind.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { amount, one } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ controllerOf: { target: "it" } });
const toIt = (c: Clause) => c.do === "damage" && !c.divided && JSON.stringify(c.to) === IT;

const creatureTarget: Syntax<TargetSpec> = map(lazy(() => target), (t) => (t.kind === "creature" ? t : undefined), (t) => (t.kind === "creature" ? t : undefined));

const toArtifactController = one(
  syn`~ deals ${lazy(() => amount)} damage to that artifact's controller`,
  ([n]) => ({ do: "damage", amount: n, to: { controllerOf: { target: "it" } } }),
  (c) => (toIt(c) ? [c.amount] : undefined),
);

const creatureAndController: Syntax<Clause[]> = map(
  syn`~ deals ${lazy(() => amount)} damage to ${creatureTarget} and ${lazy(() => amount)} damage to that creature's controller`,
  ([a1, t, a2]) => [{ do: "damage", amount: a1, to: { target: t } }, { do: "damage", amount: a2, to: { controllerOf: { target: "it" } } }],
  (cs: Clause[]) => {
    const [d, c] = cs;
    if (cs.length !== 2 || d!.do !== "damage" || d!.divided || !toIt(c!)) return undefined;
    const to = d!.to as { target?: TargetSpec };
    if (typeof to !== "object" || typeof to.target !== "object" || Object.keys(to).length !== 1 || typeof d!.amount !== "number" && d!.amount !== "X") return undefined;
    return [d!.amount, to.target, c!.amount];
  },
);

export const controllerDamageClauses: Syntax<Clause[]> = alt(toArtifactController, creatureAndController);
