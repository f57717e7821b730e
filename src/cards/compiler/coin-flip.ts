// Glossary "Flip a Coin": "Flip a coin. If you win the flip, [effects]. If you lose the flip,
// [effects]" (Stitch in Time, Goblin Archaeologist): one clause over its sentences, as
// "If you do" is (pay-or-not.ts); either outcome's sentence may be left out, not both.
// engine/effects/coin-flip.ts.
import type { Clause } from "./effects.js";
import { modeClauses } from "./effects.js";
import type { Syntax } from "./syntax.js";

const FLIP = "flip a coin";
const WON = ". If you win the flip, ";
const LOST = ". If you lose the flip, ";

/** ". If you win the flip, [effects]" (or lose): the effects of one outcome, or none without the sentence. */
function* outcome(text: string, at: number, lead: string): Generator<[Clause[], number]> {
  yield [[], at];
  if (!text.startsWith(lead, at)) return;
  yield* modeClauses.parse(text, at + lead.length);
}

export const coinFlipClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(FLIP, at)) return;
    for (const [won, w] of outcome(text, at + FLIP.length, WON))
      for (const [lost, l] of outcome(text, w, LOST)) if (won.length || lost.length) yield [[{ do: "flipCoin", won, lost }], l];
  },
  print(cs) {
    const c = cs.length === 1 && cs[0]!.do === "flipCoin" ? cs[0]! : undefined;
    if (!c) return undefined;
    const won = c.won as Clause[];
    const lost = c.lost as Clause[];
    if (!won.length && !lost.length) return undefined;
    const w = won.length ? modeClauses.print(won) : "";
    const l = lost.length ? modeClauses.print(lost) : "";
    if (w === undefined || l === undefined) return undefined;
    return `${FLIP}${w ? WON + w : ""}${l ? LOST + l : ""}`;
  },
};
