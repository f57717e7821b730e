// Conditions on the number of cards in its controller's hand (the Saviors of Kamigawa cycle):
// "you have more cards in hand than each opponent" (strictly more than every opponent) and
// "you have seven or more cards in hand". Read as "As long as ...," statics (418.5: the effect
// exists while the condition holds), "Play this ability only if ..." (403.1) and intervening
// "if" clauses of triggers (404.3: checked as it triggers and again as it resolves).
// Engine: effects/conditions.ts.
import type { Condition } from "../language.js";
import { count } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";
import { modeClauses, type Clause } from "./effects.js";

/** "you have more cards in hand than each opponent", "you have seven or more cards in hand". */
export const handSizeConditions: Syntax<Condition> = alt<Condition>(
  word("you have more cards in hand than each opponent", { youHaveMoreCardsInHandThanEachOpponent: true }),
  map(syn`you have ${count} or more cards in hand`, ([n]) => (n > 1 ? { youHaveCardsInHandAtLeast: n } : undefined), (c) => (c.youHaveCardsInHandAtLeast !== undefined ? [c.youHaveCardsInHandAtLeast] : undefined)),
);

/** The same conditions as a trigger's intervening "if" clause (", if you have seven or more cards in hand"). */
export const handSizeIntervening: Syntax<Condition> = map(syn`, if ${handSizeConditions}`, ([c]) => c, (c) => [c]);

/**
 * "If you have nine or more cards in hand, flip ~." (Jushi Apprentice), "Draw a card if you have
 * seven or more cards in hand." (Scroll of Origins): the condition is checked as the effect
 * resolves (the language's `conditional`).
 */
export const handSizeConditionalClauses: Syntax<Clause[]> = alt<Clause[]>(
  afterNoComma(map(
    syn`if ${handSizeConditions}, ${lazy(() => modeClauses)}`,
    ([c, effects]) => [{ do: "conditional", if: c, effects, otherwise: [] }],
    (cs) => (cs.length === 1 && cs[0]!.do === "conditional" && isHandSize(cs[0]!.if) && (cs[0]!.otherwise as unknown[]).length === 0 ? [cs[0]!.if, cs[0]!.effects] : undefined),
  )),
  {
    // The effect before " if " is read on its own words (reading it from the same position would recurse without end).
    *parse(text, at) {
      for (let i = text.indexOf(" if ", at); i >= 0; i = text.indexOf(" if ", i + 1)) {
        const said = text.slice(at, i);
        for (const [c, end] of handSizeConditions.parse(text, i + 4))
          for (const [effects, stop] of modeClauses.parse(said, 0)) if (stop === said.length) yield [[{ do: "conditional", if: c, effects, otherwise: [] }], end];
      }
    },
    print: () => undefined,
  },
);
const isHandSize = (c: unknown): c is Condition => typeof c === "object" && c !== null && ("youHaveMoreCardsInHandThanEachOpponent" in c || "youHaveCardsInHandAtLeast" in c);

/** 404.3: right after a trigger's comma, "if ..." is the trigger's intervening "if" clause, not a condition of its effect. */
export function afterNoComma<T>(inner: Syntax<T>): Syntax<T> {
  return {
    *parse(text, at) {
      if (text.slice(Math.max(0, at - 2), at) !== ", ") yield* inner.parse(text, at);
    },
    print: (v) => inner.print(v),
  };
}
