// /v1/players/me: what the holder of a seat's token is awaited for. A token names its match
// (auth.ts), whose Durable Object answers at once; only a token made before tokens named
// their match is looked up in the D1 index, and a D1 failure then answers 503, never 401.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { matches, matchSeats } from "../db/schema.js";
import { bearerToken, tokenMatchId } from "./auth.js";
import { problemResponse, unauthorized, unavailable } from "./problem.js";
import { callerHash, send, type AppEnv } from "./request.js";

export const playerRoutes = new Hono<AppEnv>().get("/me/matches", async (c) => {
  const caller = await callerHash(c);
  if (!caller.ok) return send(c, caller);
  if (caller.body === null) return problemResponse(unauthorized("a seat's bearer token is required"));
  const matchId = tokenMatchId(bearerToken(c.req.header("authorization"))!);
  if (matchId !== null) {
    const seat = await c.env.MATCH.get(c.env.MATCH.idFromName(matchId)).seatStatus(caller.body);
    if (!seat.ok) return problemResponse(unauthorized("unknown token"));
    const { id, player, version, status } = seat.body;
    return c.json({ matches: seat.body.awaiting ? [{ id, player, version, status }] : [] });
  }
  let rows;
  try {
    rows = await drizzle(c.env.DB)
      .select({ id: matches.id, player: matchSeats.player, awaiting: matches.awaiting, version: matches.version, status: matches.status })
      .from(matchSeats)
      .innerJoin(matches, eq(matches.id, matchSeats.matchId))
      .where(eq(matchSeats.tokenHash, caller.body));
  } catch (e) {
    console.warn(`players/me: D1 failed (${(e as Error).name})`);
    return problemResponse(unavailable("the match index cannot be read right now; try again shortly"));
  }
  if (rows.length === 0) return problemResponse(unauthorized("unknown token"));
  const awaiting = rows.filter((r) => r.awaiting === r.player).map(({ id, player, version, status }) => ({ id, player, version, status }));
  return c.json({ matches: awaiting });
});
