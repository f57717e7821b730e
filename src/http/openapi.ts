// GET /openapi.json: the API described in OpenAPI 3.1, built from the same zod schemas that
// validate every input (schemas.ts) and describe every answer (responses.ts), so the
// description cannot drift from what the code accepts; GET /docs: a page that renders it.
import { Hono } from "hono";
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { CardQuery } from "./catalog.js";
import { ValidateBody } from "./decks.js";
import { SealedPoolSchema, SealedQuery, SealedSetParam } from "./sealed.js";
import type { AppEnv } from "./request.js";
import {
  ActionComponent, ActionReplySchema, ExportSchema, CardPageSchema, CardSchema, CreatedSchema, DeckCheckSchema, DecisionSchema, EventsPageSchema, JoinReplySchema, LobbyCreatedSchema, LobbyViewSchema,
  MatchViewSchema, MyMatchesSchema, UndoReplySchema, PlayerKeySchema, ProblemSchema, SettingsReplySchema, SetsSchema, WebhookCreatedSchema, WebhookLogSchema, SuggestionSchema,
} from "./responses.js";
import { CreateMatchBody, EventsQuery, JoinBody, MAX_CHAINED_ACTIONS, MyMatchesQuery, PushQuery, RematchBody, StreamQuery, ForkBody, SettingsSchema, WebhookBody, SuggestionQuery, UndoAnswerBody, UndoBody } from "./schemas.js";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });

const PROBLEMS: Record<number, string> = {
  400: "The request is malformed (not JSON, a bad header or query).",
  401: "The bearer token is missing, malformed or unknown.",
  403: "The caller's seat does not owe this decision (or the invitation is not one of the match's open seats).",
  404: "No such match, card or route.",
  409: "The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`).",
  413: "The body is larger than 64 KiB.",
  422: "The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`).",
  426: "A WebSocket route asked for without `Upgrade: websocket`.",
  429: "Too many settings changes between two moves of the game.",
  503: "A store behind the API is unavailable; try again shortly.",
};

function responses(ok: Record<string, { description: string; schema?: z.ZodType; headers?: Record<string, unknown> }>, problems: number[]): ZodOpenApiResponsesObject {
  const out: ZodOpenApiResponsesObject = {};
  for (const [status, r] of Object.entries(ok)) out[status as "200"] = { description: r.description, ...(r.schema ? { content: json(r.schema) } : {}) };
  for (const status of [...problems, 500]) {
    out[String(status) as "400"] = { description: PROBLEMS[status] ?? "The server failed to answer.", content: { "application/problem+json": { schema: ProblemSchema } } };
  }
  return out;
}

const matchId = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/).meta({ description: "The match's id." }) });
const bearer: Record<string, string[]>[] = [{ bearer: [] }];
const optionalBearer: Record<string, string[]>[] = [{ bearer: [] }, {}];

const op = (o: ZodOpenApiOperationObject) => o;

/** A player key, presented when creating or joining so that the key lists the match. */
const playerKeyHeader = z.object({
  "x-player-key": z.string().regex(/^[A-Za-z0-9_-]{32,128}$/).optional().meta({ description: "A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches." }),
});

const paths = {
  "/v1/health": { get: op({ summary: "Is the API up", operationId: "health", responses: responses({ 200: { description: "Up.", schema: z.object({ ok: z.literal(true) }) } }, []) }) },
  "/v1/cards": {
    get: op({
      summary: "The cards a decklist may name", operationId: "listCards",
      description: "Filtered and paged by name. The answer changes only with a deploy: it carries an ETag and answers 304 to If-None-Match.",
      requestParams: { query: CardQuery },
      responses: responses({ 200: { description: "A page of cards.", schema: CardPageSchema }, 304: { description: "Not modified." } }, [422]),
    }),
  },
  "/v1/cards/{name}": {
    get: op({
      summary: "One card by its name", operationId: "getCard",
      requestParams: { path: z.object({ name: z.string().meta({ description: "The card's English name." }) }) },
      responses: responses({ 200: { description: "The card.", schema: CardSchema }, 304: { description: "Not modified." } }, [404]),
    }),
  },
  "/v1/sets": { get: op({ summary: "The sets of the data and how many of their cards are offered", operationId: "listSets", responses: responses({ 200: { description: "The sets.", schema: SetsSchema }, 304: { description: "Not modified." } }, []) }) },
  "/v1/decks/validate": {
    post: op({
      summary: "Check a decklist", operationId: "validateDeck",
      description: "A decklist as players write it (\"4 Shock\", Arena exports, MTGO .dek, SB: lines) or a preset deck's name; every problem is reported with suggestions.",
      requestBody: { content: json(ValidateBody) },
      responses: responses({ 200: { description: "The deck's cards, or its problems.", schema: DeckCheckSchema } }, [400, 413, 422]),
    }),
  },
  "/v1/sealed/{set}": {
    get: op({
      summary: "Open a sealed pool", operationId: "getSealedPool",
      description: "Six boosters of the set, opened from the seed by the set's 2006 distribution (1 rare, 3 uncommons, 11 commons; core sets 10 commons, their basic land left out since basic lands are free; Time Spiral 10 commons and 1 timeshifted card), from the set's offered cards only. Without a seed the server draws one and returns it. Bring `{ \"sealed\": set, \"seed\": seed, \"list\": decklist }` as a deck to a match, a join, a rematch or POST /v1/decks/validate.",
      requestParams: { path: SealedSetParam, query: SealedQuery },
      responses: responses({ 200: { description: "The pool.", schema: SealedPoolSchema } }, [404, 422]),
    }),
  },
  "/v1/matches": {
    post: op({
      summary: "Create a match", operationId: "createMatch",
      description: "Each seat's bearer token is in the answer, once: hand each player their own. A chosen `seed` or `setup` makes the match a puzzle, marked so in every view. A seat given as `{\"open\": true}` (team and emperor allowed) is left for a player who joins with its invitation and their own name and deck: the answer is then the lobby, with a token for each filled seat and an invitation for each open one, and the game starts when the last seat is filled. A seat with `ai` (and a name and deck) is played by the computer and has no token (issue 17).",
      requestParams: { header: playerKeyHeader },
      requestBody: { content: json(CreateMatchBody) },
      responses: responses({ 201: { description: "Created: the match, or its lobby when some seats are open.", schema: z.union([CreatedSchema, LobbyCreatedSchema]) } }, [400, 413, 422]),
    }),
  },
  "/v1/matches/{id}/join": {
    post: op({
      summary: "Take an open seat with its invitation", operationId: "joinMatch",
      description: "With the seat's invitation and one's own name and deck (a preset name or a decklist): the answer carries the seat's bearer token, to the joiner only. An invitation is used once. The last seat filled starts the game. Nobody else ever sees the deck. With `ai` (easy, medium or hard) the seat is given to the computer instead, which plays it with that name and deck from the match's Durable Object: the answer then carries no token (issue 17).",
      requestParams: { path: matchId, header: playerKeyHeader },
      requestBody: { content: json(JoinBody) },
      responses: responses({ 200: { description: "Joined.", schema: JoinReplySchema } }, [400, 403, 404, 409, 413, 422]),
    }),
  },
  "/v1/matches/{id}/export": {
    get: op({
      summary: "A finished match's whole record", operationId: "exportMatch",
      description: "Once the match is over: its config (decks and the seed, whose SHA-256 is the `seedCommitment` published at creation), every action and settings change, every event with hidden information revealed, the result and the final state's hash. Replaying the actions through the engine on the config gives that hash (src/match/replay.ts).",
      requestParams: { path: matchId },
      responses: responses({ 200: { description: "The record.", schema: ExportSchema } }, [404, 409]),
    }),
  },
  "/v1/matches/{id}/lobby": {
    get: op({
      summary: "Who sits where", operationId: "getLobby",
      description: "The seats, filled or still open, and each seat's player once the game has started; never a deck. A match created with every seat filled shows them all joined.",
      requestParams: { path: matchId },
      responses: responses({ 200: { description: "The lobby.", schema: LobbyViewSchema } }, [404]),
    }),
  },
  "/v1/matches/{id}": {
    get: op({
      summary: "The match as the caller may see it", operationId: "getMatch", security: optionalBearer,
      description: "With a seat's token, that seat's view (its own hand); without one, a spectator's. It carries an ETag: a poller sending If-None-Match gets 304 while nothing it may see has changed.",
      requestParams: { path: matchId },
      responses: responses({ 200: { description: "The view.", schema: MatchViewSchema }, 304: { description: "Not modified." } }, [401, 404, 409]),
    }),
  },
  "/v1/matches/{id}/decision": {
    get: op({
      summary: "The caller's pending decision and every answer to it", operationId: "getDecision", security: bearer,
      description: "It carries an ETag: a poller sending If-None-Match gets 304 while the decision is unchanged.",
      requestParams: { path: matchId },
      responses: responses({ 200: { description: "The decision (kind null when the caller owes nothing).", schema: DecisionSchema }, 304: { description: "Not modified." } }, [401, 404, 409]),
    }),
  },
  "/v1/matches/{id}/suggestion": {
    get: op({
      summary: "What the computer would answer for the caller's seat", operationId: "getSuggestion", security: bearer,
      description: "Issue 17: the computer's answer to the caller's pending decision, computed from the caller's view only (never a hidden card). `level` says how hard it thinks (by default hard: a search over the hidden cards, some 50 ms).",
      requestParams: { path: matchId, query: SuggestionQuery },
      responses: responses({ 200: { description: "The suggestion (action null when the caller owes nothing).", schema: SuggestionSchema } }, [400, 401, 404, 409]),
    }),
  },
  "/v1/matches/{id}/actions": {
    post: op({
      summary: "Answer the pending decision", operationId: "postAction", security: bearer,
      description: "Post one of the decision's options (or an answer built from its `details`) with the version it was read at. Illegal actions change nothing and name the rule broken.",
      requestParams: { path: matchId, header: z.object({ "idempotency-key": z.string().min(1).max(255).optional().meta({ description: "A repeat of an accepted post with the same key answers what it answered." }) }) },
      requestBody: {
        content: json(
          z
            .union([
              z.object({ version: z.int(), action: ActionComponent }),
              z.object({ version: z.int(), actions: z.array(ActionComponent).min(1).max(MAX_CHAINED_ACTIONS).meta({ description: "Several answers of the caller's in one post (a whole play: the spell, its targets, autoPay), applied in order, all or none; the version moves by one per action." }) }),
            ])
            .meta({ id: "ActionPost" }),
        ),
      },
      responses: responses({ 200: { description: "Accepted: the new version, the events the caller may see, and the caller's view.", schema: ActionReplySchema } }, [400, 401, 403, 404, 409, 413, 422, 429]),
    }),
  },
  "/v1/matches/{id}/settings": {
    put: op({
      summary: "Change the caller's priority settings", operationId: "putSettings", security: bearer,
      description: "Where the game stops for the caller and whether it passes when passing is all the caller can do. Not a game action: the version doesn't move.",
      requestParams: { path: matchId },
      requestBody: { content: json(SettingsSchema) },
      responses: responses({ 200: { description: "The settings now.", schema: SettingsReplySchema } }, [400, 401, 403, 404, 409, 413, 422, 429]),
    }),
  },
  "/v1/matches/{id}/events": {
    get: op({
      summary: "The game log as the caller may see it", operationId: "listEvents", security: optionalBearer,
      description: "It carries an ETag: a poller sending If-None-Match gets 304 while the page is unchanged.",
      requestParams: { path: matchId, query: EventsQuery },
      responses: responses({ 200: { description: "A page of events.", schema: EventsPageSchema }, 304: { description: "Not modified." } }, [400, 401, 404, 409]),
    }),
  },
  "/v1/matches/{id}/rematch": {
    post: op({
      summary: "Play again: the same seats, a new match", operationId: "rematch", security: bearer,
      description:
        "A seat of a finished match takes its seat in the rematch; the first to ask creates it (a lobby with every seat kept for a seat of this match: only that seat's token takes it). Each player keeps his or her name and deck unless `deck` brings another; the format, options, teams and clock are the same, the seed (and its commitment) new. The answer is the seat's new token, to the caller only; the last seat taken starts the game. The old match's lobby (GET /lobby) names the rematch. In a two-player game the loser of the finished game chooses who plays the rematch first (`play`, 101.2; by default the loser plays first). In a best-of-three match (`bestOf: 3` at creation) the rematch is the next game: the score goes on (the view's `series`), and a `deck` must be the same cards as before, deck and sideboard together (sideboarding); once the match is decided, the rematch starts a new one.",
      requestParams: { path: matchId, header: playerKeyHeader },
      requestBody: { content: json(RematchBody), required: false },
      responses: responses({ 200: { description: "The caller's seat in the rematch.", schema: JoinReplySchema } }, [400, 401, 403, 404, 409, 413, 422]),
    }),
  },
  "/v1/matches/{id}/fork": {
    post: op({
      summary: "A new match from a position of a finished match or a puzzle", operationId: "forkMatch",
      description:
        "The match's record up to `version` (its config, moves, settings changes and events) under new seats, one token per player: a new match that goes on from there, marked as a puzzle (its seed and every card are known to whoever read the record). Only a finished match (once its whole best-of-three match is over: 409 before, as for its export) or a puzzle may be forked, never a match being played: its hidden cards would show. The fork's export replays from the same config to the same hashes.",
      requestParams: { path: matchId },
      requestBody: { content: json(ForkBody), required: false },
      responses: responses({ 201: { description: "The fork: its seats' tokens, shown only here.", schema: CreatedSchema } }, [400, 404, 409, 413, 422]),
    }),
  },
  "/v1/matches/{id}/undo": {
    post: op({
      summary: "Ask to take back one's last post (undo by consent)", operationId: "askUndo", security: bearer,
      description:
        "In a match created with `undo: true`, a seat asks to take back its last post (all its actions, if it posted several at once) and every move made since. Refused (422, `undo-refused`, the reason in `detail`) in a match without undo, when `version` is not a version of the caller's last post (another seat's action, an earlier one), when the caller has nothing to take back (no post yet, the last move the clock's, or already taken back), and when hidden information has come to light since: a card drawn, a library searched or changed, a card revealed or looked at, a face-down card turned up, a shuffle or anything random, any event with a secret for someone; 409 (`undo-conflict`) once the game is over or while another request is pending. Every other player still in the game answers (POST /undo/answer), the computer's seats agreeing at once; the request shows in every view (`undo`) and on the sockets (`{type: \"undo\", status: \"pending\"}`), and any new move withdraws it. When everyone has accepted, the match returns to the position before the post as a NEW version (`status: \"accepted\"`): the record keeps the moves taken back and gains the move `{type: \"undo\", version}`, an `undo` event tells every seat, and the sockets get the event, the decision and a `{type: \"view\"}` message with each viewer's fresh view.",
      requestParams: { path: matchId },
      requestBody: { content: json(UndoBody), required: false },
      responses: responses({ 200: { description: "The request, pending or (when nobody else has to consent) already accepted.", schema: UndoReplySchema } }, [400, 401, 403, 404, 409, 413, 422]),
    }),
  },
  "/v1/matches/{id}/undo/answer": {
    post: op({
      summary: "Accept or refuse another player's undo request", operationId: "answerUndo", security: bearer,
      description:
        "`accept` records the caller's consent; the last consent returns the match to the position before the asker's post, as a new version (`status: \"accepted\"`). `refuse` ends the request (`status: \"refused\"`). 403 for the asker or a player whose consent is not asked; 409 (`undo-conflict`) when no request is pending or the caller has already accepted.",
      requestParams: { path: matchId },
      requestBody: { content: json(UndoAnswerBody) },
      responses: responses({ 200: { description: "The request after the answer.", schema: UndoReplySchema } }, [400, 401, 403, 404, 409, 413, 422]),
    }),
  },
  "/v1/matches/{id}/socket": {
    get: op({
      summary: "Push over a WebSocket: the events and the caller's decisions as they happen", operationId: "matchSocket", security: optionalBearer,
      description:
        "Upgrade to a WebSocket (held by the match's Durable Object, which may hibernate while it is quiet). With a seat's token (`Authorization`, or for browsers the subprotocol `bearer.<token>` offered beside `manastack.v1`), the seat's view; without one, a spectator's. Each message is one JSON object: `{type: \"events\", version, events}` (every event after `after` at once, then each as it happens, exactly as GET /events shows them to the caller), `{type: \"decision\", decision}` (a seat's decision as GET /decision gives it, at every new version), `{type: \"deadlineNear\", version, player, deadline}`, `{type: \"undo\", version, status, undo}` (an undo request asked, answered, refused, withdrawn by a move, or accepted: see POST /undo), `{type: \"view\", version, view}` (the viewer's view afresh, after an accepted undo), and `{type: \"over\", version, winners}` before the server closes the socket at the end of the game. A client may send `\"ping\"` (answered `\"pong\"`) or `{\"type\":\"resume\",\"after\":N}` to have everything after event N again.",
      requestParams: { path: matchId, query: PushQuery },
      responses: responses({ 101: { description: "Switching to the WebSocket protocol." } }, [400, 401, 404, 409, 426]),
    }),
  },
  "/v1/matches/{id}/stream": {
    get: op({
      summary: "Push as Server-Sent Events, for clients without WebSockets", operationId: "matchStream", security: optionalBearer,
      description: "The socket's messages as SSE events of the same `event` names (`events`, `decision`, `deadlineNear`, `undo`, `view`, `over`), each `data` the message's JSON; an `events` event's `id` is the seq of its last event, so an EventSource that reconnects (sending Last-Event-ID) resumes after it. While nothing else is sent, a comment line `: heartbeat` comes every `heartbeat` seconds (15 by default), so that proxies keep a quiet stream open. The stream ends with the game.",
      requestParams: { path: matchId, query: StreamQuery, header: z.object({ "last-event-id": z.string().optional().meta({ description: "Resume after this event's seq (sent by a reconnecting EventSource); it takes precedence over `after`." }) }) },
      responses: {
        ...responses({}, [400, 401, 404, 409]),
        200: { description: "The event stream.", content: { "text/event-stream": { schema: z.string().meta({ description: "`id: <seq>` (events only), `event: <type>`, `data: <the socket message's JSON>`, a blank line; or a heartbeat, `: heartbeat` and a blank line." }) } } },
      },
    }),
  },
  "/v1/matches/{id}/webhooks": {
    post: op({
      summary: "Register a webhook for the caller's seat", operationId: "registerWebhook", security: bearer,
      description:
        "Deliveries are POSTs of `{type, timestamp, data}` signed the Standard Webhooks way: headers `webhook-id` (the same on every attempt), `webhook-timestamp` (Unix seconds) and `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret's bytes (the base64 after `whsec_`). Sent from the match's alarm, never holding up play; an answer other than 2xx (or none within 10 s) is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h. At most 5 per seat.",
      requestParams: { path: matchId },
      requestBody: { content: json(WebhookBody) },
      responses: responses({ 201: { description: "Registered: the secret is shown only here.", schema: WebhookCreatedSchema } }, [400, 401, 404, 409, 413, 422]),
    }),
    get: op({
      summary: "The caller's seat's webhooks and deliveries", operationId: "listWebhooks", security: bearer,
      requestParams: { path: matchId },
      responses: responses({ 200: { description: "The webhooks and the delivery log.", schema: WebhookLogSchema } }, [401, 404, 409]),
    }),
  },
  "/v1/players/keys": {
    post: op({
      summary: "A new player key", operationId: "newPlayerKey",
      description: "No account and no password: a random secret that the client keeps and presents as X-Player-Key when creating or joining matches, so that one key lists all of them. Nothing is stored until it is used, and then only its SHA-256.",
      responses: responses({ 201: { description: "The key, shown only here.", schema: PlayerKeySchema } }, []),
    }),
  },
  "/v1/players/me/matches": {
    get: op({
      summary: "The caller's matches: whose decision, whether it is the caller's, since when, the deadline", operationId: "myMatches", security: [{ bearer: [] }, { playerKey: [] }],
      description: "With X-Player-Key: every seat taken with the key, newest first, in pages (`limit`, `after`; `mine=true` keeps those awaiting the key). With a seat's bearer token: that seat's match when it awaits the seat. Read from the D1 index, which may lag the matches by a few seconds.",
      requestParams: { header: playerKeyHeader, query: MyMatchesQuery },
      responses: responses({ 200: { description: "The matches.", schema: MyMatchesSchema } }, [400, 401, 503]),
    }),
  },
  "/v1/players/me/webhooks": {
    post: op({
      summary: "Register a webhook for a player key: told of every match of the key", operationId: "registerKeyWebhook", security: [{ playerKey: [] }],
      description:
        "The same deliveries as a seat's webhooks, signed the same way (Standard Webhooks), for every seat taken with the key, in every match, present and future: `match.started` (a match of the key has started: created with every seat filled, or its last open seat taken), `decision.pending`, `deadline.near` and `match.finished`, each with `data.match` and `data.player` (the key's seat). Sent and retried from the key's own Durable Object. At most 5 per key.",
      requestParams: { header: playerKeyHeader },
      requestBody: { content: json(WebhookBody) },
      responses: responses({ 201: { description: "Registered: the secret is shown only here.", schema: WebhookCreatedSchema } }, [400, 401, 413, 422]),
    }),
    get: op({
      summary: "The player key's webhooks and deliveries", operationId: "listKeyWebhooks", security: [{ playerKey: [] }],
      requestParams: { header: playerKeyHeader },
      responses: responses({ 200: { description: "The webhooks and the delivery log, across every match of the key.", schema: WebhookLogSchema } }, [400, 401]),
    }),
  },
  "/openapi.json": { get: op({ summary: "This description", operationId: "openapi", responses: responses({ 200: { description: "OpenAPI 3.1." } }, []) }) },
  "/docs": { get: op({ summary: "This description, rendered for people", operationId: "docs", responses: responses({ 200: { description: "An HTML page." } }, []) }) },
};

let built: object | undefined;
/** The document, built once per isolate (it depends on the build only). */
export function openApiDocument(): object {
  built ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "manastack",
      version: "1",
      description: "The rules of Magic: The Gathering as the Comprehensive Rules of October 2006 state them, as a turn-based API: read your decision, post one of its options.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A seat's token, from the answer that created the match or joined its seat." },
        playerKey: { type: "apiKey", in: "header", name: "X-Player-Key", description: "A player key (POST /v1/players/keys)." },
      },
    },
    paths,
  });
  return built;
}

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>manastack API</title></head>
<body><noscript>The description is at <a href="/openapi.json">/openapi.json</a>.</noscript>
<script id="api-reference" data-url="/openapi.json"></script>
<script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference"></script>
</body></html>`;

export const openApiRoutes = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument(), 200, { "cache-control": "public, max-age=300" }))
  .get("/docs", (c) => c.html(DOCS_PAGE));
