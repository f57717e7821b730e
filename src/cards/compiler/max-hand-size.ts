// 217.3b: lines that change a player's maximum hand size (the Saviors of Kamigawa Wizards and
// Misers): "Your maximum hand size is increased by one.", "Each opponent's maximum hand size is
// reduced by two." The card-level `maximumHandSize`; engine: effects/hand-rules.ts.
import type { Part } from "./abilities.js";
import { map, syn, words, type Syntax } from "./syntax.js";

/** 217.3b: "Your maximum hand size is increased by one.", "Each opponent's maximum hand size is reduced by two." (card-level `maximumHandSize`). */
type MaxHand = { maximumHandSize: { player: "you" | "eachOpponent"; change: number } };
const by = words<number>([["one", 1], ["two", 2], ["three", 3], ["four", 4]]);
export const maximumHandSizeLines: Syntax<Part> = map(
  syn`${words<"you" | "eachOpponent">([["Your", "you"], ["Each opponent's", "eachOpponent"]])} maximum hand size is ${words<1 | -1>([["increased", 1], ["reduced", -1]])} by ${by}.`,
  ([player, sign, n]) => ({ maximumHandSize: { player, change: sign * n } }) as unknown as Part,
  (p) => {
    const m = (p as unknown as Partial<MaxHand>).maximumHandSize;
    return m ? [m.player, m.change > 0 ? 1 : -1, Math.abs(m.change)] : undefined;
  },
);
