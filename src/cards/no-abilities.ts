// The ability lists of a card that has none (no rules text): a face-down permanent (504,
// 502.26a) and a whole split card outside the stack (505.2: its text is its halves'; the whole
// card has no abilities of its own). Both spell out every list of `CardInfo`, so they share them.
import type { CardInfo } from "./registry.js";

type AbilityLists = Pick<CardInfo, "keywords" | "restrictions" | "asThough" | "statics" | "replacements" | "abilities" | "costChanges">;

export const NO_ABILITIES: Readonly<AbilityLists> = Object.freeze({
  keywords: [],
  restrictions: [],
  asThough: [],
  statics: [],
  replacements: [],
  abilities: [],
  costChanges: [],
});
