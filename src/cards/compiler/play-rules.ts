// Lines of a permanent that change a rule of the game for everyone while it is in play:
// 'The "legend rule" doesn't apply.' (Mirror Gallery, 420.5e) and "Permanents come into play
// tapped." (Orb of Dreams, 419.1b), "Mana pools don't empty at the end of phases or turns."
// (Upwelling, 300.3), card-level abilities of the card language (noLegendRule,
// permanentsComeIntoPlayTapped, manaPoolsDontEmpty). Engine: effects/play-rules.ts.
import type { Part } from "./abilities.js";
import { alt, word, type Syntax } from "./syntax.js";

/** The card-level fields these lines set (card.ts renders each as a line of its own). */
export const PLAY_RULE_FIELDS = ["noLegendRule", "permanentsComeIntoPlayTapped", "manaPoolsDontEmpty"] as const;

export const playRuleLines: Syntax<Part> = alt<Part>(
  word('The "legend rule" doesn\'t apply.', { noLegendRule: true } as unknown as Part),
  word("Permanents come into play tapped.", { permanentsComeIntoPlayTapped: true } as unknown as Part),
  word("Mana pools don't empty at the end of phases or turns.", { manaPoolsDontEmpty: true } as unknown as Part),
);
