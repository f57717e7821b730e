// "Put a 2/1 red Goblin creature token with haste into play. Remove it from the game at end of
// turn." (Rakdos Guildmage), "... tokens ... Remove them from the game at end of turn.": the
// tokens made and the delayed ability that removes each of them (engine/effects/token-removal.ts).
import type { Clause } from "./effects.js";
import { describedTokens } from "./tokens.js";
import { map, syn, word, alt, type Syntax } from "./syntax.js";

const pronoun = alt<number>(word("it", 1), word("them", 2));

export const tokenRemovalClauses: Syntax<Clause[]> = map(
  syn`put ${describedTokens} into play. Remove ${pronoun} from the game at end of turn`,
  ([[token, amount], many]) => ((amount > 1) === (many > 1) ? [{ do: "createTokens", token, amount, removeAtEndOfTurn: true } as Clause] : undefined),
  (cs) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "createTokens" || !c.removeAtEndOfTurn || c.controller || typeof c.amount !== "number") return undefined;
    return [[c.token as string, c.amount], c.amount > 1 ? 2 : 1];
  },
);
