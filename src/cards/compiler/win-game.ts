// "you win the game" (Battle of Wits): the effect's controller wins (102.2; engine
// effects/win-game.ts), read after its trigger's intervening "if" (trigger-events.ts).
import type { Condition } from "../language.js";
import type { Clause } from "./effects.js";
import { map, syn, word, type Syntax } from "./syntax.js";

export const winGameClauses: Syntax<Clause[]> = word("you win the game", [{ do: "winGame" }] as Clause[]);

/** A number printed in digits ("200"); no import of effects.ts, which imports the trigger words (a cycle at load). */
export const number: Syntax<number> = {
  *parse(text, at) {
    const m = /^[1-9]\d*/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};

/** ", if you have 200 or more cards in your library" (Battle of Wits; 404.3: checked as it triggers and as it resolves). */
export const libraryCountIntervening: Syntax<Condition> = map(
  syn`, if you have ${number} or more cards in your library`,
  ([n]) => ({ cardsInYourLibraryAtLeast: n }),
  (c) => (c.cardsInYourLibraryAtLeast !== undefined ? [c.cardsInYourLibraryAtLeast] : undefined),
);
