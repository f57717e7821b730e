// 502.48a Transmute is an activated ability that functions only while the card with transmute
// is in a player's hand. "Transmute [cost]" means "[Cost], Discard this card: Search your
// library for a card with the same converted mana cost as the discarded card, reveal that
// card, and put it into your hand. Then shuffle your library. Play this ability only any time
// you could play a sorcery."
//
// The discarded card is the card with transmute itself, so the converted mana cost searched
// for is its own (an {X} in it counts 0 outside the stack, 203.3), known when the card is
// defined. Played from the hand like Channel (spells/hand-abilities.ts, 403.1).
import type { Ability } from "../../cards/language.js";

/** 502.48a: the ability "Transmute [cost]" of a card whose converted mana cost is `cmc`. */
export function transmuteAbility(cost: string, cmc: number): Ability {
  return {
    kind: "activated",
    cost: { mana: cost, discardSelf: true },
    timing: "sorcery",
    from: "hand",
    targets: [],
    effects: [{ do: "search", filter: { convertedManaCost: cmc }, amount: 1, reveal: true, to: "hand" }],
    text: `Transmute ${cost} (${cost}, Discard this card: Search your library for a card with converted mana cost ${cmc}, reveal it, and put it into your hand. Then shuffle your library. Play only as a sorcery.)`,
  };
}
