// Alternative costs that remove cards in the hand (seed glossary "Alternative Cost"; 409.1b):
// "You may remove a blue card in your hand from the game rather than pay ~'s mana cost."
// (Snapback), "You may remove two black cards ..." (Soul Spike, Sunscour), and the Shoals'
// "You may remove a white card with converted mana cost X in your hand from the game rather
// than pay ~'s mana cost.": X is then the converted mana cost of the card removed (spells/costs.ts).
import type { AlternativeCost } from "../language.js";
import type { Part } from "./abilities.js";
import { COLORS } from "./nouns.js";
import { alt, map, opt, syn, word, words, type Syntax } from "./syntax.js";

const color = words(COLORS);
/** "a blue card" or "two blue cards": how many cards of the color. */
const cards: Syntax<[number, string]> = alt<[number, string]>(
  map(syn`a ${color} card`, ([c]) => [1, c] as [number, string], ([n, c]) => (n === 1 ? [c] : undefined)),
  map(syn`two ${color} cards`, ([c]) => [2, c] as [number, string], ([n, c]) => (n === 2 ? [c] : undefined)),
);

/** The line, printed before the spell's effect. */
const removeLine: Syntax<Part> = map(
  syn`You may remove ${cards}${opt(word(" with converted mana cost X", true as const))} in your hand from the game rather than pay ~'s mana cost.`,
  ([[count, c], cmcX]): Part => ({ alternativeCost: { removeFromHand: { count, color: c as never, ...(cmcX ? { cmcX } : {}) } } }),
  (p) => {
    if (!("alternativeCost" in p) || !("removeFromHand" in p.alternativeCost)) return undefined;
    const { count, color: c, cmcX } = p.alternativeCost.removeFromHand;
    // The card removed says what X is only when it is the one card removed.
    if (cmcX && count !== 1) return undefined;
    return [[count, c], cmcX];
  },
);

/** Mana symbols as printed: generic numbers and colored mana. */
const manaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG])\})+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{(\d+|[WUBRG])\})+$/.test(m) ? m : undefined),
};

/**
 * "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost." (Fifth Dawn's Bringers): mana paid
 * instead of the card's mana cost (409.1b); the card is still played from the hand, as a spell of
 * its type, at its usual time.
 */
const manaLine: Syntax<Part> = map(
  syn`You may pay ${manaCost} rather than pay ~'s mana cost.`,
  ([mana]): Part => ({ alternativeCost: { mana } }),
  (p) => ("alternativeCost" in p && "mana" in p.alternativeCost ? [p.alternativeCost.mana] : undefined),
);

export const alternativeCostLine: Syntax<Part> = alt(removeLine, manaLine);

export type AlternativeCostPart = { alternativeCost: AlternativeCost };
