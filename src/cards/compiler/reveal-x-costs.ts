// The Coldsnap Martyrs: "{1}, Reveal X white cards from your hand, Sacrifice Martyr of Sands: You
// gain three times X life." The cost item (409.1b, 409.1f): X is the number of cards of that
// color revealed from the hand as the ability is played (engine spells/reveal-x-costs.ts); the
// effects use X. "three times X" is the amount `perX` 3.
import type { Cost } from "../language.js";
import type { Clause } from "./effects.js";
import { COLORS } from "./nouns.js";
import { map, syn, words, type Syntax } from "./syntax.js";

export const revealXCost: Syntax<Partial<Cost>> = map(
  syn`Reveal X ${words(COLORS)} cards from your hand`,
  ([revealX]) => ({ revealX }),
  (c: Partial<Cost>) => (c.revealX ? [c.revealX] : undefined),
);

const TIMES: [string, number][] = [["two", 2], ["three", 3], ["four", 4]];

/** "you gain three times X life" (Martyr of Sands). */
export const gainTimesXLife: Syntax<Clause[]> = map(
  syn`you gain ${words(TIMES)} times X life`,
  ([perX]) => [{ do: "gainLife", amount: { perX }, player: "you" }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "gainLife" && cs[0]!.player === "you" ? (cs[0]!.amount as { perX?: number }) : undefined;
    return c && typeof c === "object" && Object.keys(c).length === 1 && TIMES.some(([, n]) => n === c.perX) ? [c.perX!] : undefined;
  },
);
