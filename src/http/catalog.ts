// /v1/cards: the cards a decklist may name (with their characteristics and printed text),
// one card by name, and the preset decks.
import { Hono } from "hono";
import { PRESET_DECKS } from "../cards/decks.js";
import { isSupported, getCard, supportedCards, type CardInfo } from "../cards/registry.js";
import { notFound, problemResponse } from "./problem.js";
import type { AppEnv } from "./request.js";

function describe(card: CardInfo) {
  return {
    name: card.name,
    set: card.set,
    manaCost: card.manaCost,
    colors: card.colors,
    typeLine: card.typeLine,
    supertypes: card.supertypes,
    types: card.types,
    subtypes: card.subtypes,
    ...(card.power !== undefined ? { power: card.power, toughness: card.toughness } : {}),
    keywords: card.keywords,
    text: card.printedText,
  };
}

export const catalogRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ cards: supportedCards().map(describe), presetDecks: PRESET_DECKS }))
  .get("/:name", (c) => {
    const name = c.req.param("name");
    if (!isSupported(name)) return problemResponse(notFound(`${name.slice(0, 60)} is not a supported card`));
    return c.json(describe(getCard(name)));
  });
