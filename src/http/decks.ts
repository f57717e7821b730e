// POST /v1/decks/validate: checks a decklist (or a preset's name) the way match creation
// does, without creating a match, and reports every problem at once.
import { Hono } from "hono";
import { z } from "zod";
import { resolveDeck } from "../cards/decks.js";
import { DECK_FORMATS } from "../cards/formats.js";
import { invalidRequest, problemResponse } from "./problem.js";
import { readJson, type AppEnv } from "./request.js";

export const ValidateBody = z.strictObject({
  deck: z.string().min(1).max(60_000),
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
  if (!parsed.success) return problemResponse(invalidRequest(`the body must be { "deck": "<decklist or preset name>", "format"?: ${DECK_FORMATS.map((f) => `"${f}"`).join(" | ")} }`));
  const deck = resolveDeck(parsed.data.deck, parsed.data.format);
  if (!deck.ok) return c.json({ ok: false, problems: deck.problems });
  return c.json({ ok: true, main: deck.cards.length, sideboard: deck.sideboard.length, cards: tally(deck.cards), sideboardCards: tally(deck.sideboard) });
});
