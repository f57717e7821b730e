// Mana Clash: "You and target opponent each flip a coin. ~ deals 1 damage to each player whose
// coin comes up tails. Repeat this process until both players' coins come up heads on the same
// flip." — its three sentences are one process (glossary "Flip a Coin"; engine/effects/coin-clash.ts).
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

const OPPONENT = { target: { kind: "player", opponent: true } };

export const coinClashClauses: Syntax<Clause[]> = map(
  syn`you and target opponent each flip a coin. ~ deals ${lazy(() => digits)} damage to each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same flip`,
  ([damage]) => (damage >= 1 ? [{ do: "coinClash", opponent: OPPONENT, damage }] : undefined),
  (cs) => {
    const c = cs.length === 1 && cs[0]!.do === "coinClash" ? cs[0]! : undefined;
    return c && JSON.stringify(c.opponent) === JSON.stringify(OPPONENT) && typeof c.damage === "number" ? [c.damage] : undefined;
  },
);
