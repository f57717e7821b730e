// "Each opponent loses 1 life. You gain life equal to the life lost this way." (Agent of Masks,
// Kokusho, Urborg Syphon-Mage): two sentences read together, since "this way" refers to the
// first; the gain is the `lifeLostThisWay` amount (engine: effects/life-lost.ts). "You gain life
// equal to the damage dealt this way." (Brightflame) is its own sentence after any that deal damage
// (the language checks the order): the `damageDealtThisWay` amount (engine: effects/damage-dealt.ts).
// And "the life you've lost this turn", kept by the turn (effects/life.ts).
import type { Clause } from "./effects.js";
import { eachLosesLife } from "./damage.js";
import { lit, map, syn, word, type Syntax } from "./syntax.js";

export const lifeLostClauses: Syntax<Clause[]> = map(
  syn`${eachLosesLife}. You gain life equal to the life lost this way`,
  ([lose]) => [...lose, { do: "gainLife", amount: "lifeLostThisWay", player: "you" }],
  (cs: Clause[]) => {
    const g = cs[cs.length - 1];
    return cs.length === 2 && g!.do === "gainLife" && g!.amount === "lifeLostThisWay" && g!.player === "you" ? [cs.slice(0, 1)] : undefined;
  },
);

/** "You gain life equal to the life you've lost this turn." (Children of Korlis): all its controller's losses of life this turn (engine effects/life.ts). */
export const lifeLostThisTurnClauses: Syntax<Clause[]> = map(
  lit("you gain life equal to the life you've lost this turn"),
  () => [{ do: "gainLife", amount: { lifeLostThisTurn: "you" }, player: "you" }],
  (cs: Clause[]) => {
    const g = cs.length === 1 ? cs[0]! : undefined;
    return g?.do === "gainLife" && g.player === "you" && JSON.stringify(g.amount) === JSON.stringify({ lifeLostThisTurn: "you" }) ? null : undefined;
  },
);

export const damageDealtGain: Syntax<Clause[]> = word("you gain life equal to the damage dealt this way", [{ do: "gainLife", amount: "damageDealtThisWay", player: "you" }]);
