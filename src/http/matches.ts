// /v1/matches: create a match, and read or play it through its Durable Object.
import { Hono } from "hono";
import type { GameConfig } from "../engine/index.js";
import { newMatchId, newSeed } from "../match/ids.js";
import type { ClockSettings } from "../match/clock.js";
import type { LobbySeat } from "../match/store.js";
import type { CreateLobbyInput } from "../match/match-object.js";
import { hashToken, newToken } from "./auth.js";
import { resolveDeckInput } from "./deck-input.js";
import { badRequest, invalidRequest, problemResponse } from "./problem.js";
import { callerHash, idempotencyKey, matchStub, playerKeyHash, readJson, send, type AppContext, type AppEnv } from "./request.js";
import { CreateMatchBody, EventsQuery, issuesProblem, JoinBody, SuggestionQuery } from "./schemas.js";

export const matchRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    const parsed = CreateMatchBody.safeParse(json.body);
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
    const { players, seed, setup, format, deckFormat, options, clock, bestOf, undo } = parsed.data;
    if (bestOf === 3 && ((format ?? "two-player") !== "two-player" || players.length !== 2 || setup))
      return problemResponse(invalidRequest("a best-of-three match is a two-player match (format two-player, two players) that starts from the beginning (no setup)"));
    const key = await playerKeyHash(c);
    if (!key.ok) return send(c, key);

    // A seed from the request lets its sender replay the shuffles: the match is a puzzle then
    // (as with a setup), and every view says so. Otherwise only the server knows the seed.
    const config: GameConfig = {
      players: [], seed: seed ?? newSeed(), ...(seed !== undefined ? { chosenSeed: true } : {}),
      ...(format ? { format } : {}), ...(options ? { options } : {}), ...(setup ? { setup } : {}), ...(deckFormat ? { deckFormat } : {}),
    };
    const decks: (string[] | null)[] = [];
    // Issue 14: each seat's sideboard, kept hidden for the games to come (match/series.ts).
    const sideboards: Record<number, string[]> = {};
    for (const [i, p] of players.entries()) {
      if (p.open) {
        decks.push(null);
        continue;
      }
      const deck = resolveDeckInput(p.deck!, deckFormat);
      if (!deck.ok) return problemResponse(invalidRequest(`${p.name}'s deck: ${deck.error}`, deckRule(deck.error)));
      decks.push(deck.cards);
      if (deck.sideboard.length > 0) sideboards[i] = deck.sideboard;
    }
    const series = bestOf === 3 ? { bestOf, game: 1, wins: players.map(() => 0), chooser: null, starting: null } : null;
    if (players.some((p) => p.open)) {
      return createLobby(c, config, players, decks, clock ?? null, key.body, { series, sideboards, undo: undo === true });
    }
    players.forEach((p, i) => config.players.push({ name: p.name!, deck: decks[i]!, ...(p.team ? { team: p.team } : {}), ...(p.emperor ? { emperor: true } : {}) }));
    const id = newMatchId();
    const tokens = players.map(() => newToken(id));
    const tokenHashes = await Promise.all(tokens.map(hashToken));
    // Issue 17: the computer's seats, by their place in the request; their tokens are never shown.
    const computers = Object.fromEntries(players.flatMap((p, i) => (p.ai ? [[i, p.ai] as const] : [])));
    const created = await c.env.MATCH.get(c.env.MATCH.idFromName(id)).create({ id, config, tokenHashes, clock: clock ?? null, keyHash: key.body, seedHash: await hashToken(config.seed), computers, series, sideboards, undo: undo === true });
    if (!created.ok) return problemResponse(created.problem);
    // Seats come back in turn order (teams may be re-seated, 609.3); each token goes to its player.
    const seats = created.body.seats.map(({ configIndex, ...s }) => (computers[configIndex] ? { ...s, ai: computers[configIndex] } : { ...s, token: tokens[configIndex]! }));
    c.header("location", `/v1/matches/${id}`);
    return c.json({ id, version: created.body.version, puzzle: created.body.puzzle, seats, seedCommitment: await hashToken(config.seed) }, 201);
  })

  .post("/:id/join", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    const parsed = JoinBody.safeParse(json.body);
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
    const { invitation, name, ai } = parsed.data;
    // The lobby's format (public: GET /lobby shows it) decides which decks may join.
    const lobby = await match.body.lobby();
    const deckFormat = lobby.ok ? lobby.body.deckFormat : undefined;
    const deck = resolveDeckInput(parsed.data.deck, deckFormat);
    if (!deck.ok) return problemResponse(invalidRequest(`${name}'s deck: ${deck.error}`, deckRule(deck.error)));
    const key = await playerKeyHash(c);
    if (!key.ok) return send(c, key);
    const id = c.req.param("id");
    const token = newToken(id);
    // Issue 17: an open seat given to the computer gets a token nobody is ever shown, and no player key.
    const joined = await match.body.join({ invitationHash: await hashToken(invitation), name, deck: deck.cards, sideboard: deck.sideboard, tokenHash: await hashToken(token), keyHash: ai ? null : key.body, ...(ai ? { ai } : {}) });
    if (!joined.ok) return problemResponse(joined.problem);
    // The seat's token goes to the joiner only: the creator never learns it, nor the deck.
    return c.json(ai ? { ...joined.body, ai } : { ...joined.body, token }, 200);
  })

  .get("/:id/lobby", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    return send(c, await match.body.lobby());
  })

  .get("/:id/export", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    return send(c, await match.body.export());
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

  .get("/:id/suggestion", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    const query = SuggestionQuery.safeParse(c.req.query());
    if (!query.success) return problemResponse(issuesProblem(badRequest, query.error, "query"));
    return send(c, await match.body.suggestion(caller.body, query.data.level));
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

/** The deck rule a deck problem names ("100.2a: ..."), if any. */
const deckRule = (error: string) => /^(\d{3}\.\d+[a-z]?):/.exec(error)?.[1];

/** A match with open seats: each filled seat gets its token, each open seat an invitation, all
 * shown only here, to the creator, who hands each invitation to its player. */
async function createLobby(
  c: AppContext, config: GameConfig, players: CreateMatchBody["players"], decks: (string[] | null)[], clock: ClockSettings | null, keyHash: string | null,
  games: Pick<CreateLobbyInput, "series" | "sideboards" | "undo">,
): Promise<Response> {
  const id = newMatchId();
  const secrets = players.map((p) => ({ open: p.open === true, secret: newToken(id) }));
  const seats: LobbySeat[] = await Promise.all(
    players.map(async (p, i) => ({
      seat: i, name: p.name ?? null, team: p.team ?? null, emperor: p.emperor === true, deck: decks[i] ?? null,
      tokenHash: p.open ? null : await hashToken(secrets[i]!.secret),
      invitationHash: p.open ? await hashToken(secrets[i]!.secret) : null,
      // The creator's key lists the seats the creator filled (not the computer's).
      keyHash: p.open || p.ai ? null : keyHash,
    })),
  );
  // Issue 17: the computer's seats, by their place in the request; their tokens are never shown.
  const computers = Object.fromEntries(players.flatMap((p, i) => (p.ai ? [[i, p.ai] as const] : [])));
  const created = await c.env.MATCH.get(c.env.MATCH.idFromName(id)).createLobby({ id, config, seats, clock, seedHash: await hashToken(config.seed), ...games, computers });
  if (!created.ok) return problemResponse(created.problem);
  c.header("location", `/v1/matches/${id}/lobby`);
  return c.json(
    {
      id, status: "lobby" as const, puzzle: created.body.puzzle, seedCommitment: await hashToken(config.seed),
      seats: players.map((p, i) => ({
        seat: i, name: p.name ?? null, ...(p.team ? { team: p.team } : {}),
        ...(secrets[i]!.open ? { invitation: secrets[i]!.secret } : p.ai ? { ai: p.ai } : { token: secrets[i]!.secret }),
      })),
    },
    201,
  );
}
