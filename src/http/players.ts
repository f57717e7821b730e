// /v1/players/me: what the holder of a seat's token is awaited for, from the D1 index.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { matches, matchSeats } from "../db/schema.js";
import { problemResponse, unauthorized } from "./problem.js";
import { callerHash, send, type AppEnv } from "./request.js";

export const playerRoutes = new Hono<AppEnv>().get("/me/matches", async (c) => {
  const caller = await callerHash(c);
  if (!caller.ok) return send(c, caller);
  if (caller.body === null) return problemResponse(unauthorized("a seat's bearer token is required"));
  const rows = await drizzle(c.env.DB)
    .select({ id: matches.id, player: matchSeats.player, awaiting: matches.awaiting, version: matches.version, status: matches.status })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(eq(matchSeats.tokenHash, caller.body));
  // A new match's seats reach the index within seconds of its creation.
  if (rows.length === 0) return problemResponse(unauthorized("unknown token"));
  const awaiting = rows.filter((r) => r.awaiting === r.player).map(({ id, player, version, status }) => ({ id, player, version, status }));
  return c.json({ matches: awaiting });
});
