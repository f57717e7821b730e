// Glossary "Flip a Coin": "Flip a coin. If you win the flip, [effects]. If you lose the flip,
// [effects]" (Stitch in Time, Goblin Archaeologist), or "If it comes up heads, [effects]. If it
// comes up tails, [effects]" (Odds: no player calls it): one clause over its sentences, as
// "If you do" is (pay-or-not.ts); either outcome's sentence may be left out, not both.
// engine/effects/coin-flip.ts.
import type { Clause } from "./effects.js";
import { modeClauses } from "./effects.js";
import type { Syntax } from "./syntax.js";

const FLIP = "flip a coin";
/** The two wordings of the outcomes: the flip a player wins or loses, and the side the coin comes up (`headsOrTails`). */
const LEADS = [
  { won: ". If you win the flip, ", lost: ". If you lose the flip, ", headsOrTails: false },
  { won: ". If it comes up heads, ", lost: ". If it comes up tails, ", headsOrTails: true },
];

/** ". If you win the flip, [effects]" (or lose): the effects of one outcome, or none without the sentence. */
function* outcome(text: string, at: number, lead: string): Generator<[Clause[], number]> {
  yield [[], at];
  if (!text.startsWith(lead, at)) return;
  yield* modeClauses.parse(text, at + lead.length);
}

export const coinFlipClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(FLIP, at)) return;
    for (const lead of LEADS)
      for (const [won, w] of outcome(text, at + FLIP.length, lead.won))
        for (const [lost, l] of outcome(text, w, lead.lost)) if (won.length || lost.length) yield [[{ do: "flipCoin", won, lost, ...(lead.headsOrTails ? { headsOrTails: true } : {}) }], l];
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
    const lead = LEADS[c.headsOrTails ? 1 : 0]!;
    return `${FLIP}${w ? lead.won + w : ""}${l ? lead.lost + l : ""}`;
  },
};
