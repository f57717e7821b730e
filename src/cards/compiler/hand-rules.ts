// Lines of a permanent that change the rules of hands (217.3b–c): "You have no maximum hand
// size." (Spellbook) and "Your opponents play with their hands revealed." (Telepathy), "Players
// play with their hands revealed." (Zur's Weirding),
// card-level abilities of the card language (noMaximumHandSize, handsRevealed).
import type { Part } from "./abilities.js";
import { alt, lazy, word, type Syntax } from "./syntax.js";
import { maximumHandSizeLines } from "./max-hand-size.js";

/** The card-level fields these lines set (card.ts renders each as a line of its own). */
export const HAND_RULE_FIELDS = ["noMaximumHandSize", "handsRevealed", "maximumHandSize"] as const;

export const handRuleLines: Syntax<Part> = alt<Part>(
  word("You have no maximum hand size.", { noMaximumHandSize: true } as unknown as Part),
  word("Your opponents play with their hands revealed.", { handsRevealed: "opponents" } as unknown as Part),
  word("Players play with their hands revealed.", { handsRevealed: "all" } as unknown as Part),
  lazy(() => maximumHandSizeLines),
);
