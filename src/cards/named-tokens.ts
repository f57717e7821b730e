// The tokens that cards create, by the name their text gives them (216): read by the rules
// (effects/text-changing.ts) and the card compiler, without the hand-written definitions.

/** A token as the text that makes it describes it (216): "a 1/1 green Saproling creature token". */
export interface TokenDefinition {
  types: string[];
  subtypes: string[];
  colors: ("W" | "U" | "B" | "R" | "G")[];
  power: number;
  toughness: number;
  /** Keyword abilities as `Keyword` names them ("flying", "firstStrike", "protectionFromBlack"). */
  keywords?: string[];
}

/** Tokens that supported cards create, by name (216). */
export const TOKENS: Record<string, TokenDefinition> = {
  Saproling: { types: ["creature"], subtypes: ["Saproling"], colors: ["G"], power: 1, toughness: 1 },
  Bird: { types: ["creature"], subtypes: ["Bird"], colors: ["R"], power: 4, toughness: 4, keywords: ["flying"] },
  Goblin: { types: ["creature"], subtypes: ["Goblin"], colors: ["R"], power: 1, toughness: 1 },
  Elephant: { types: ["creature"], subtypes: ["Elephant"], colors: ["G"], power: 3, toughness: 3 },
};
