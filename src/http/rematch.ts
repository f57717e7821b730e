// POST /v1/matches/{id}/rematch: a seat of a finished match takes its seat in the rematch,
// the same seats in a new match (src/match/rematch.ts), keeping its deck unless it brings another.
import { Hono } from "hono";
import { resolveDeckInput } from "./deck-input.js";
import { invalidRequest, problemResponse } from "./problem.js";
import { callerHash, matchStub, playerKeyHash, readJson, send, type AppEnv } from "./request.js";
import { issuesProblem, RematchBody } from "./schemas.js";

export const rematchRoutes = new Hono<AppEnv>().post("/:id/rematch", async (c) => {
  const match = matchStub(c);
  if (!match.ok) return send(c, match);
  const caller = await callerHash(c);
  if (!caller.ok) return send(c, caller);
  // No body at all keeps the deck.
  const json = (await c.req.text()).trim() === "" ? { ok: true as const, body: {} } : await readJson(c);
  if (!json.ok) return send(c, json);
  const parsed = RematchBody.safeParse(json.body);
  if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
  let deck: string[] | null = null;
  let sideboard: string[] | null = null;
  if (parsed.data.deck !== undefined) {
    // A new deck must be legal in the match's format, as at joining.
    const lobby = await match.body.lobby();
    const resolved = resolveDeckInput(parsed.data.deck, lobby.ok ? lobby.body.deckFormat : undefined);
    if (!resolved.ok) return problemResponse(invalidRequest(`the deck: ${resolved.error}`));
    deck = resolved.cards;
    sideboard = resolved.sideboard;
  }
  const key = await playerKeyHash(c);
  if (!key.ok) return send(c, key);
  return send(c, await match.body.rematch(caller.body, { deck, sideboard, limited: typeof parsed.data.deck === "object", keyHash: key.body, ...(parsed.data.play ? { play: parsed.data.play } : {}) }));
});
