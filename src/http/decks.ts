// POST /v1/decks/validate: checks a decklist (or a preset's name) the way match creation
// does, without creating a match, and reports every problem at once.
import { Hono } from "hono";
import { z } from "zod";
import { DECK_FORMATS } from "../cards/formats.js";
import { resolveDeckInput, SealedDeck } from "./deck-input.js";
import { invalidRequest, problemResponse } from "./problem.js";
import { readJson, type AppEnv } from "./request.js";

export const ValidateBody = z.strictObject({
  deck: z.union([z.string().min(1).max(60_000), SealedDeck]).meta({ description: "A preset's name or a decklist, or a sealed deck ({ sealed, seed, list? }): its list is checked against its pool (100.2b), and without a list the answer is the deck the server builds from the pool." }),
  format: z.enum(DECK_FORMATS).optional().meta({ description: "Also check the deck against a constructed format of October 2006: its sets and its banned and restricted lists." }),
});

function tally(cards: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

export const deckRoutes = new Hono<AppEnv>().post("/validate", async (c) => {
  const body = await readJson(c);
  if (!body.ok) return problemResponse(body.problem);
  const parsed = ValidateBody.safeParse(body.body);
  if (!parsed.success) return problemResponse(invalidRequest(`the body must be { "deck": "<decklist or preset name>" | { "sealed": "<set>", "seed": "<seed>", "list"?: "<decklist>" }, "format"?: ${DECK_FORMATS.map((f) => `"${f}"`).join(" | ")} }`));
  const deck = resolveDeckInput(parsed.data.deck, parsed.data.format);
  if (!deck.ok) return c.json({ ok: false, problems: deck.problems });
  return c.json({ ok: true, main: deck.cards.length, sideboard: deck.sideboard.length, cards: tally(deck.cards), sideboardCards: tally(deck.sideboard) });
});
