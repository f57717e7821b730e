// 502.18d Typecycling is a variant of the cycling ability. "[Subtype]cycling [cost]" means
// "[Cost], Discard this card: Search your library for a [subtype] card, reveal it, and put it
// into your hand. Then shuffle your library."
// 502.18e Any cards that trigger when a player cycles a card will trigger when a card is
// discarded to pay a typecycling cost. Any effect that stops players from cycling cards will
// stop players from playing cards' typecycling abilities.
//
// Like Channel (spells/hand-abilities.ts), the ability is an ordinary activated ability of the
// card in its owner's hand (403.1: its text says where it is played from); it is marked
// `cycling` so that paying its cost is cycling the card (the "cycle" event, 502.18c/e).
import type { Ability } from "../../cards/language.js";

/** 502.18d: the ability "[Subtype]cycling [cost]" stands for. */
export function typecyclingAbility(type: string, cost: string): Ability {
  return {
    kind: "activated",
    cost: { mana: cost, discardSelf: true },
    timing: "instant",
    from: "hand",
    cycling: true,
    targets: [],
    effects: [{ do: "search", filter: { subtypes: [type] }, amount: 1, reveal: true, to: "hand" }],
    text: `${type}cycling ${cost} (${cost}, Discard this card: Search your library for a ${type} card, reveal it, and put it into your hand. Then shuffle your library.)`,
  };
}
