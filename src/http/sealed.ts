// GET /v1/sealed/{set}?seed=: a sealed pool (issue 13), six boosters of the set opened from
// the seed (cards/sealed.ts). Without a seed the server draws one and returns it, so that the
// player can come back to the same pool and bring it to a match as { sealed, seed, list }.
import { Hono } from "hono";
import { z } from "zod";
import { autoBuild, openPool, poolCounts, SEALED_SETS } from "../cards/sealed.js";
import { newSeed } from "../match/ids.js";
import { SealedSeed } from "./deck-input.js";
import { invalidRequest, notFound, problemResponse } from "./problem.js";
import type { AppEnv } from "./request.js";
import { issuesProblem } from "./schemas.js";

export const SealedQuery = z.strictObject({ seed: SealedSeed.optional() });
export const SealedSetParam = z.object({ set: z.string().meta({ description: "A set code of the card pool (TSP's boosters carry its timeshifted cards)." }) });

const sheet = z.enum(["rare", "uncommon", "common", "timeshifted"]);
export const SealedPoolSchema = z
  .object({
    set: z.string(),
    seed: z.string().meta({ description: "The pool's seed: bring it back (with the set) to see the same pool or to play it. Keep it to yourself: it tells the pool." }),
    boosters: z.array(z.array(z.object({ name: z.string(), sheet: sheet.meta({ description: "The card's rarity in the set (timeshifted: Time Spiral's TSB slot)." }), slot: sheet.meta({ description: "The slot it fills: its sheet's, or another's when that sheet offered too few cards." }) }))),
    pool: z.array(z.object({ name: z.string(), count: z.int() })).meta({ description: "The pool's cards and how many of each, by name." }),
    sheets: z.object({ rare: z.int(), uncommon: z.int(), common: z.int(), timeshifted: z.int() }).meta({ description: "How many offered cards of the set each sheet holds: boosters are opened from the offered cards only, so every card of a pool can be played; when more are offered the same seed opens another pool." }),
    suggestedList: z.string().meta({ description: "The 40-card deck the server builds from this pool when a sealed deck comes without a list, as a decklist to edit." }),
  })
  .meta({ id: "SealedPool" });

export const sealedRoutes = new Hono<AppEnv>().get("/:set", (c) => {
  const set = c.req.param("set").toUpperCase();
  const query = SealedQuery.safeParse(c.req.query());
  if (!query.success) return problemResponse(issuesProblem(invalidRequest, query.error, "query"));
  if (set !== "TSB" && !SEALED_SETS.includes(set)) return problemResponse(notFound(`${set.slice(0, 10)} is not a set of the card pool; a sealed pool is opened from one of ${SEALED_SETS.join(", ")}`));
  const seed = query.data.seed ?? newSeed();
  const opened = openPool(set, seed);
  if (!opened.ok) return problemResponse(invalidRequest(opened.error));
  const pool = [...poolCounts(opened.pool)].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const suggestedList = [...autoBuild(opened.pool)].map(([name, n]) => `${n} ${name}`).join("\n");
  // A pool is the same for a seed until a deploy offers other cards; a drawn seed is the caller's alone.
  c.header("cache-control", query.data.seed === undefined ? "no-store" : "private, max-age=300");
  return c.json({ ...opened.pool, pool, suggestedList });
});
