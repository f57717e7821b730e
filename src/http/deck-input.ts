// A deck as the API takes it (match creation, joining, rematch, POST /v1/decks/validate): a
// preset's name or a decklist, as always, or a sealed deck (issue 13): a set and seed whose six
// boosters (cards/sealed.ts) are the player's pool, and a list drawn from it.
import { z } from "zod";
import { resolveDeck, type DeckResult } from "../cards/decks.js";
import type { DeckFormat } from "../cards/formats.js";
import { resolveSealedDeck } from "../cards/sealed.js";
import { newSeed } from "../match/ids.js";

export const MAX_DECK_CHARS = 10_000;

export const SealedSeed = z.string().min(1).max(128).meta({ description: "The pool's seed: the same set and seed give the same six boosters (while the set's offered cards stay the same). Known only to the player who chose it; never shown to another seat." });

export const SealedDeck = z
  .strictObject({
    sealed: z.string().regex(/^[0-9A-Za-z]{3}$/).transform((s) => s.toUpperCase()).meta({ description: "The set whose six boosters are the pool (GET /v1/sealed/{set}): ONS, LGN, SCG, 8ED, MRD, DST, 5DN, CHK, BOK, SOK, 9ED, RAV, GPT, DIS, CSP or TSP (whose boosters hold the timeshifted cards)." }),
    seed: SealedSeed.optional().meta({ description: "The pool's seed, as GET /v1/sealed/{set} returned it. Without one the server draws a seed and tells nobody: a pool no one has seen." }),
    list: z.string().min(1).max(MAX_DECK_CHARS).optional().meta({ description: "The deck: at least 40 cards (100.2b), only cards of the pool, each no more often than the pool has it, and any number of Plains, Islands, Swamps, Mountains and Forests. The rest of the pool is the sideboard (a Sideboard section here is ignored). Without a list, the server builds a 40-card deck from the pool: the two colors whose cards score best, 23 of their cards and 17 basic lands." }),
  })
  .meta({ id: "SealedDeck", description: "A sealed deck: a pool of six boosters of one set, opened from a seed, and a list drawn from it." });

/** A deck field: a preset's name or a decklist, or a sealed deck. */
export const DeckInput = z.union([
  z.string().min(1).max(MAX_DECK_CHARS).meta({ description: "A preset deck's name or a decklist as players write it (constructed: 100.2a)." }),
  SealedDeck,
]);
export type DeckInput = z.infer<typeof DeckInput>;

/**
 * A deck field checked as match creation does. A sealed deck is a limited deck (100.2b): it
 * cannot meet a constructed format's rules (100.2a: sixty cards, four copies), so a match with a
 * `deckFormat` refuses it. The seed is used here and kept nowhere: a match stores only the deck's
 * and sideboard's cards, which no other seat sees.
 */
export function resolveDeckInput(deck: DeckInput, format?: DeckFormat): DeckResult {
  if (typeof deck === "string") return resolveDeck(deck, format);
  if (format) {
    const message = `a sealed deck is a limited deck, and this match's deckFormat ${format} is a constructed format (at least sixty cards, at most four copies of a card)`;
    return { ok: false, error: `100.2a: ${message}`, problems: [{ message, rule: "100.2a" }] };
  }
  return resolveSealedDeck({ sealed: deck.sealed, seed: deck.seed ?? newSeed(), ...(deck.list !== undefined ? { list: deck.list } : {}) });
}
