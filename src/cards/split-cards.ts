// Split cards (505) in the registry: the whole card made from its two halves. Each half is
// compiled as a card of its own name (its facts carry `splitOf`) but is no card: it exists only
// as a spell on the stack (505.2). The whole card is what is in a library, hand, graveyard or
// deck: both names, both colors (505.3), both types, and no abilities of its own.
import type { CardFacts, CardInfo, PrintedCard } from "./registry.js";
import { parseCost } from "../engine/spells/mana.js";
import { NO_ABILITIES } from "./no-abilities.js";

export function wholeSplitCard(printed: PrintedCard, half: (name: string) => CardFacts): CardInfo {
  const [a, b] = printed.halves!.map(half) as [CardFacts, CardFacts];
  const union = <T>(x: T[], y: T[]) => [...new Set([...x, ...y])];
  return {
    name: printed.name,
    set: printed.set,
    // 505.2: two mana costs, printed side by side; the rules ask each half for its own (`halfCosts`).
    manaCost: `${a.manaCost} // ${b.manaCost}`,
    cost: parseCost(""),
    colors: union(a.colors, b.colors),
    typeLine: `${a.typeLine} // ${b.typeLine}`,
    supertypes: union(a.supertypes, b.supertypes),
    types: union(a.types, b.types),
    subtypes: union(a.subtypes, b.subtypes),
    // 505.5: two converted mana costs; the card list shows the smaller, the rules read `convertedManaCosts`.
    convertedManaCost: Math.min(a.convertedManaCost, b.convertedManaCost),
    printedText: `${a.name}\n${a.printedText}\n//\n${b.name}\n${b.printedText}`,
    ...NO_ABILITIES,
    halves: [a.name, b.name],
  };
}

/** 505.5: a question about a card's converted mana cost gets one answer per half of a split card (not on the stack: there only the half played exists, 505.2). */
export function convertedManaCosts(info: CardInfo, half: (name: string) => CardInfo): number[] {
  return info.halves ? info.halves.map((h) => half(h).convertedManaCost) : [info.convertedManaCost];
}
