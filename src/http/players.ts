// /v1/players: player keys, and what the holder of a key or of a seat's token is awaited for.
// A key is no account: a random secret the client keeps and presents (X-Player-Key) when it
// creates or joins a match, so that one key lists all its matches; only its SHA-256 is kept.
// A seat's token names its match (auth.ts), whose Durable Object answers at once; only a token
// made before tokens named their match is looked up in the D1 index, and a D1 failure then
// answers 503, never 401.
import { and, desc, eq, gt, lt, or, asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { matches, matchSeats, playerMatches } from "../db/schema.js";
import { iso } from "../match/clock.js";
import { bearerToken, newPlayerKey, tokenMatchId } from "./auth.js";
import { badRequest, invalidRequest, problemResponse, unauthorized, unavailable } from "./problem.js";
import { callerHash, playerKeyHash, readJson, send, type AppContext, type AppEnv } from "./request.js";
import { issuesProblem, MyMatchesQuery, WebhookBody } from "./schemas.js";

export const playerRoutes = new Hono<AppEnv>()
  .post("/keys", (c) => c.json({ key: newPlayerKey() }, 201))

  // The key's webhooks (src/players/key-object.ts): told of every match of the key.
  .post("/me/webhooks", async (c) => {
    const key = await keyObject(c);
    if (!key.ok) return send(c, key);
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    const parsed = WebhookBody.safeParse(json.body);
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
    const r = await key.body.register(parsed.data.url);
    return "webhook" in r ? c.json(r.webhook, 201) : problemResponse(invalidRequest(`a player key may register at most ${r.tooMany} webhooks`));
  })

  .get("/me/webhooks", async (c) => {
    const key = await keyObject(c);
    if (!key.ok) return send(c, key);
    return c.json(await key.body.log(), 200);
  })

  .get("/me/matches", async (c) => {
    const key = await playerKeyHash(c);
    if (!key.ok) return send(c, key);
    if (key.body !== null) return keyMatches(c, key.body);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    if (caller.body === null) return problemResponse(unauthorized("a player key (X-Player-Key) or a seat's bearer token is required"));
    const matchId = tokenMatchId(bearerToken(c.req.header("authorization"))!);
    if (matchId !== null) {
      const seat = await c.env.MATCH.get(c.env.MATCH.idFromName(matchId)).seatStatus(caller.body);
      if (!seat.ok) return problemResponse(unauthorized("unknown token"));
      return c.json({ matches: seat.body.mine ? [seat.body] : [], next: null });
    }
    let rows;
    try {
      rows = await drizzle(c.env.DB)
        .select({ id: matches.id, player: matchSeats.player, awaiting: matches.awaiting, version: matches.version, status: matches.status, since: matches.awaitingSince, deadline: matches.deadline })
        .from(matchSeats)
        .innerJoin(matches, eq(matches.id, matchSeats.matchId))
        .where(eq(matchSeats.tokenHash, caller.body));
    } catch (e) {
      console.warn(`players/me: D1 failed (${(e as Error).name})`);
      return problemResponse(unavailable("the match index cannot be read right now; try again shortly"));
    }
    if (rows.length === 0) return problemResponse(unauthorized("unknown token"));
    return c.json({ matches: rows.filter((r) => r.awaiting === r.player).map(listed), next: null });
  });

/** The object of the request's player key; 401 without one. */
async function keyObject(c: AppContext) {
  const key = await playerKeyHash(c);
  if (!key.ok) return key;
  if (key.body === null) return { ok: false as const, problem: unauthorized("a player key (X-Player-Key) is required") };
  return { ok: true as const, body: c.env.PLAYER_KEY.get(c.env.PLAYER_KEY.idFromName(key.body)) };
}

/** A match as the listing shows it: whose decision it is, whether it is the caller's, since
 * when and until when (ISO 8601; the D1 index may lag the match by a few seconds). */
function listed(r: { id: string; player: string | null; awaiting: string | null; version: number; status: string; since: number | null; deadline: number | null }) {
  return {
    id: r.id, player: r.player, version: r.version, status: r.status, awaiting: r.awaiting, mine: r.awaiting !== null && r.awaiting === r.player,
    since: r.since === null ? null : iso(r.since), deadline: r.deadline === null ? null : iso(r.deadline),
  };
}

/** Every seat taken with the key, newest first, in pages; `mine=true` keeps those awaiting the key. */
async function keyMatches(c: AppContext, keyHash: string): Promise<Response> {
  const query = MyMatchesQuery.safeParse(c.req.query());
  if (!query.success) return problemResponse(issuesProblem(badRequest, query.error, "query"));
  const { limit, after, mine } = query.data;
  const conditions = [eq(playerMatches.keyHash, keyHash)];
  if (after) {
    // The cursor is the last row's place in the order: created_at desc, match id, seat.
    const [at, id, seat] = [Number(after.split(".")[0]), after.split(".")[1]!, Number(after.split(".")[2])];
    conditions.push(
      or(lt(playerMatches.createdAt, at), and(eq(playerMatches.createdAt, at), or(gt(playerMatches.matchId, id), and(eq(playerMatches.matchId, id), gt(playerMatches.seat, seat)))))!,
    );
  }
  if (mine) conditions.push(eq(matches.awaiting, playerMatches.player));
  let rows;
  try {
    rows = await drizzle(c.env.DB)
      .select({
        id: playerMatches.matchId, seat: playerMatches.seat, player: playerMatches.player, createdAt: playerMatches.createdAt,
        awaiting: matches.awaiting, version: matches.version, status: matches.status, since: matches.awaitingSince, deadline: matches.deadline,
      })
      .from(playerMatches)
      .innerJoin(matches, eq(matches.id, playerMatches.matchId))
      .where(and(...conditions))
      .orderBy(desc(playerMatches.createdAt), asc(playerMatches.matchId), asc(playerMatches.seat))
      .limit(limit + 1);
  } catch (e) {
    console.warn(`players/me: D1 failed (${(e as Error).name})`);
    return problemResponse(unavailable("the match index cannot be read right now; try again shortly"));
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? `${last.createdAt}.${last.id}.${last.seat}` : null;
  return c.json({ matches: page.map((r) => ({ ...listed(r), seat: r.seat })), next });
}
