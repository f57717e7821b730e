// /v1/cards: the cards a decklist may name, and the preset decks.
import { Hono } from "hono";
import { PRESET_DECKS } from "../cards/decks.js";
import { supportedCards } from "../cards/registry.js";
import type { AppEnv } from "./request.js";

export const catalogRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({
    cards: supportedCards().map((card) => ({
      name: card.name,
      manaCost: card.manaCost,
      typeLine: card.typeLine,
      ...(card.power !== undefined ? { power: card.power, toughness: card.toughness } : {}),
      text: card.printedText,
    })),
    presetDecks: PRESET_DECKS,
  }),
);
