// "Target creature with a +1/+1 counter on it can block as though it had flying this turn"
// (Aquastrand Spider): a spell or ability gives a permanent the rule-changing ability that lets
// it block creatures with flying (502.4: a creature with flying can be blocked only by creatures
// with flying or that can block as though they had it) until end of turn; the same ability the
// Spiders print (abilities.ts `asThough`), as a layer-5 effect (engine/effects/characteristics.ts).
import type { Clause } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";

const ADD = { kind: "addAsThough", asThough: "blockAsThoughFlying" } as const;

/** `object` is the effects grammar's permanent reference (effects.ts). */
export function asThoughThisTurnClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  return map(
    syn`${object} can block as though it had flying this turn`,
    ([o]): Clause[] => [{ do: "becomes", object: o, modifications: [ADD], duration: "endOfTurn" }],
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      if (!c || c.do !== "becomes" || c.duration !== "endOfTurn" || JSON.stringify(c.modifications) !== JSON.stringify([ADD])) return undefined;
      return [c.object];
    },
  );
}
