// /v1/matches: create a match, and read or play it through its Durable Object.
import { Hono } from "hono";
import { resolveDeck } from "../cards/decks.js";
import type { GameConfig } from "../engine/index.js";
import { newMatchId, newSeed } from "../match/ids.js";
import { hashToken, newToken } from "./auth.js";
import { badRequest, invalidRequest, problemResponse } from "./problem.js";
import { callerHash, idempotencyKey, matchStub, readJson, send, type AppEnv } from "./request.js";
import { CreateMatchBody, EventsQuery, issuesProblem } from "./schemas.js";

export const matchRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    const parsed = CreateMatchBody.safeParse(json.body);
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
    const { players, seed, setup, format, options } = parsed.data;

    // A seed from the request lets its sender replay the shuffles: the match is a puzzle then
    // (as with a setup), and every view says so. Otherwise only the server knows the seed.
    const config: GameConfig = {
      players: [], seed: seed ?? newSeed(), ...(seed !== undefined ? { chosenSeed: true } : {}),
      ...(format ? { format } : {}), ...(options ? { options } : {}), ...(setup ? { setup } : {}),
    };
    for (const p of players) {
      const deck = resolveDeck(p.deck);
      if (!deck.ok) return problemResponse(invalidRequest(`${p.name}'s deck: ${deck.error}`, /^(\d{3}\.\d+[a-z]?):/.exec(deck.error)?.[1]));
      config.players.push({ name: p.name, deck: deck.cards, ...(p.team ? { team: p.team } : {}), ...(p.emperor ? { emperor: true } : {}) });
    }
    const id = newMatchId();
    const tokens = players.map(() => newToken(id));
    const tokenHashes = await Promise.all(tokens.map(hashToken));
    const created = await c.env.MATCH.get(c.env.MATCH.idFromName(id)).create({ id, config, tokenHashes });
    if (!created.ok) return problemResponse(created.problem);
    // Seats come back in turn order (teams may be re-seated, 609.3); each token goes to its player.
    const seats = created.body.seats.map(({ configIndex, ...s }) => ({ ...s, token: tokens[configIndex]! }));
    c.header("location", `/v1/matches/${id}`);
    return c.json({ id, version: created.body.version, puzzle: created.body.puzzle, seats }, 201);
  })

  .get("/:id", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    return send(c, await match.body.show(caller.body));
  })

  .get("/:id/decision", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    return send(c, await match.body.decision(caller.body));
  })

  .post("/:id/actions", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const key = idempotencyKey(c);
    if (!key.ok) return send(c, key);
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    return send(c, await match.body.act(caller.body, json.body, key.body));
  })

  .put("/:id/settings", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    return send(c, await match.body.settings(caller.body, json.body));
  })

  .get("/:id/events", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const query = EventsQuery.safeParse(c.req.query());
    if (!query.success) return problemResponse(issuesProblem(badRequest, query.error, "query"));
    return send(c, await match.body.events(caller.body, query.data.after, query.data.limit));
  });
