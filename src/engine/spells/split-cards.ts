// Split cards (505). 505.1: two card faces on one card; 505.4: it is only one card. 505.2: "In
// every zone except the stack, split cards have two sets of characteristics and two converted mana
// costs. As long as a split card is a spell on the stack, only the characteristics of the half
// being played exist." A player who plays a split card chooses which half he or she plays as it is
// announced (505.2); the spell on the stack is that half (its card is the half's name), and as
// it leaves the stack it is the whole card again.
import { getCard } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import type { CardObject } from "../game/types.js";

const RULE = "505.7";

/** The card as each of its playable halves (a split card), or as itself: what may be played from it. */
export function playableAs(c: CardObject): CardObject[] {
  const halves = getCard(c.card).halves;
  return halves ? halves.map((h) => ({ ...c, card: h })) : [c];
}

/** The half a play announces, for the action (only for a split card's half). */
export function announcedHalf(c: CardObject): { half?: string } {
  return getCard(c.card).splitOf ? { half: c.card } : {};
}

/** The card as the half the player announced (505.2): a split card needs a half named, any other card none. */
export function asAnnounced(c: CardObject, half: string | undefined): CardObject {
  const halves = getCard(c.card).halves;
  if (!halves) {
    if (half !== undefined) illegal(RULE, `${c.card} is not a split card: it has no half to choose`);
    return c;
  }
  if (half === undefined || !halves.includes(half)) illegal(RULE, `${c.card} is a split card: choose which half to play (${halves.join(" or ")})`);
  return { ...c, card: half };
}

/** 505.2, 505.4: the card a spell or card is once it is not on the stack — a half of a split card becomes the whole card again. */
export function wholeCardName(name: string): string {
  return getCard(name).splitOf ?? name;
}

