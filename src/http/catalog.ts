// /v1/cards: the cards a decklist may name (with their characteristics, printed text and
// printings), filtered and paged; one card by name; the preset decks. /v1/sets: each set of
// the data with how many of its cards are offered. The answers change only with a deploy,
// so they carry an ETag of the build's card list and may be cached.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { PRESET_DECKS } from "../cards/decks.js";
import { printingsOf, SETS } from "../cards/printings.js";
import { isSupported, cardFacts, offeredCards, type CardFacts } from "../cards/registry.js";
import { COLOR_NAMES } from "../engine/spells/mana.js";
import { invalidRequest, notFound, problemResponse } from "./problem.js";
import type { AppEnv } from "./request.js";
import { issuesProblem } from "./schemas.js";

function describe(card: CardFacts) {
  return {
    name: card.name,
    set: card.set,
    manaCost: card.manaCost,
    convertedManaCost: card.convertedManaCost,
    colors: card.colors,
    typeLine: card.typeLine,
    supertypes: card.supertypes,
    types: card.types,
    subtypes: card.subtypes,
    ...(card.power !== undefined ? { power: card.power, toughness: card.toughness } : {}),
    keywords: card.keywords,
    text: card.printedText,
    // 505.1: a split card's printings are its halves' (the data list each half).
    printings: printingsOf(card.halves?.[0] ?? card.name),
    // 505.2: a split card shows both halves, each with its own mana cost, color, type and text.
    ...(card.halves ? { halves: card.halves.map((h) => half(cardFacts(h))) } : {}),
  };
}

function half(card: CardFacts) {
  return { name: card.name, manaCost: card.manaCost, convertedManaCost: card.convertedManaCost, colors: card.colors, typeLine: card.typeLine, text: card.printedText };
}

type Described = ReturnType<typeof describe>;

const LETTERS = Object.fromEntries(Object.entries(COLOR_NAMES).map(([name, letter]) => [name.toLowerCase(), letter]));

export const CardQuery = z.strictObject({
  /** A set code: cards with a printing in that set. */
  set: z.string().regex(/^[0-9A-Za-z]{3}$/).transform((s) => s.toUpperCase()).optional(),
  /** Words that must all appear in the name or the text, in any case. */
  q: z.string().min(1).max(100).optional(),
  /** A card type, supertype or subtype ("creature", "legendary", "goblin"). */
  type: z.string().min(1).max(40).optional(),
  /** W, U, B, R, G (or the color's name), or "colorless". */
  color: z.string().transform((s) => s.toLowerCase()).pipe(z.enum(["w", "u", "b", "r", "g", "white", "blue", "black", "red", "green", "colorless"])).optional(),
  cmc: z.coerce.number().int().min(0).max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The `next` of the previous page. */
  after: z.string().min(1).max(200).optional(),
});

function matches(card: Described, q: z.infer<typeof CardQuery>): boolean {
  if (q.set && !card.printings.some((p) => p.set === q.set)) return false;
  if (q.q) {
    const hay = `${card.name}\n${card.text}`.toLowerCase();
    if (!q.q.toLowerCase().split(/\s+/).filter(Boolean).every((w) => hay.includes(w))) return false;
  }
  if (q.type) {
    const t = q.type.toLowerCase();
    if (![...card.types, ...card.supertypes, ...card.subtypes].some((x) => x.toLowerCase() === t)) return false;
  }
  if (q.color) {
    if (q.color === "colorless") {
      if (card.colors.length > 0) return false;
    } else {
      const letter = q.color.length === 1 ? q.color.toUpperCase() : LETTERS[q.color];
      if (!card.colors.includes(letter as never)) return false;
    }
  }
  // 505.6: a split card matches if either half's converted mana cost does.
  if (q.cmc !== undefined && !(card.halves ?? [card]).some((h) => h.convertedManaCost === q.cmc)) return false;
  return true;
}

// Built once per isolate: the card list is fixed for a build. It reads printed facts, not
// compiled definitions, so its first answer costs little however many cards are offered (issue 13).
let described: Described[] | undefined;
let etag: string | undefined;
function catalog(): { cards: Described[]; etag: string } {
  if (!described) {
    described = offeredCards().map(describe).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    etag = `"cards-${fnv1a(described.map((c) => c.name).join("\n"))}"`;
  }
  return { cards: described, etag: etag! };
}

/** A short stable hash for the ETag (no secret in it: the card list is public). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** 304 when the client has this build's list already; else the JSON with cache headers. */
function cached(c: Context<AppEnv>, body: object): Response {
  const { etag } = catalog();
  const headers = { etag, "cache-control": "public, max-age=300" };
  if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return c.json(body, 200, headers);
}

export const catalogRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const parsed = CardQuery.safeParse(c.req.query());
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error, "query"));
    const q = parsed.data;
    const all = catalog().cards.filter((card) => matches(card, q));
    const start = q.after === undefined ? 0 : all.findIndex((card) => card.name > q.after!);
    const page = start < 0 ? [] : all.slice(start, start + q.limit);
    const more = start >= 0 && start + q.limit < all.length;
    return cached(c, { total: all.length, cards: page, next: more ? page[page.length - 1]!.name : null, presetDecks: PRESET_DECKS });
  })
  .get("/:name", (c) => {
    const name = c.req.param("name");
    if (!isSupported(name)) return problemResponse(notFound(`${name.slice(0, 60)} is not a supported card`));
    return cached(c, describe(cardFacts(name)));
  });

export const setRoutes = new Hono<AppEnv>().get("/", (c) => {
  const offered = new Map<string, number>();
  for (const card of catalog().cards) for (const set of new Set(card.printings.map((p) => p.set))) offered.set(set, (offered.get(set) ?? 0) + 1);
  return cached(c, { sets: SETS.map((s) => ({ ...s, offered: offered.get(s.code) ?? 0 })) });
});
