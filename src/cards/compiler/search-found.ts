// "Search target opponent's library for a card and remove that card from the game. You gain life
// equal to its converted mana cost. Then that player shuffles his or her library." (Seek): the
// effect's controller searches another player's library (glossary "Search"; its owner shuffles it,
// engine/effects/search.ts) and gains life equal to the converted mana cost of the card found
// (203.3; the language's `foundCard` amount).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const FOUND = { foundCard: "convertedManaCost" };
const player = map(target, (t) => (t.kind === "player" ? t : undefined), (t: TargetSpec) => (t.kind === "player" ? t : undefined));

export const searchFoundClauses: Syntax<Clause[]> = map(
  syn`search ${player}'s library for a card and remove that card from the game. You gain life equal to its converted mana cost. Then that player shuffles his or her library`,
  ([t]) => [{ do: "search", amount: 1, to: "removed", library: { target: t } }, { do: "gainLife", amount: FOUND, player: "you" }] as Clause[],
  (cs) => {
    const [search, gain] = cs;
    if (cs.length !== 2 || search!.do !== "search" || gain!.do !== "gainLife" || gain!.player !== "you" || JSON.stringify(gain!.amount) !== JSON.stringify(FOUND)) return undefined;
    const library = search!.library as { target?: unknown } | undefined;
    if (search!.amount !== 1 || search!.to !== "removed" || search!.filter || search!.upTo || search!.reveal || search!.may || search!.players || typeof library?.target !== "object") return undefined;
    return [library.target as TargetSpec];
  },
);
