// The manastack Worker: the HTTP API in front of one Durable Object per match.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { catalogRoutes, setRoutes } from "./http/catalog.js";
import { deckRoutes } from "./http/decks.js";
import { sealedRoutes } from "./http/sealed.js";
import { matchRoutes } from "./http/matches.js";
import { openApiRoutes } from "./http/openapi.js";
import { playerRoutes } from "./http/players.js";
import { pushRoutes } from "./http/push.js";
import { rematchRoutes } from "./http/rematch.js";
import { forkRoutes } from "./http/fork.js";
import { undoRoutes } from "./http/undo.js";
import { webhookRoutes } from "./http/webhooks.js";
import { internalError, notFound, payloadTooLarge, problemResponse } from "./http/problem.js";
import type { AppEnv } from "./http/request.js";
import { MAX_BODY_BYTES } from "./http/schemas.js";
import type { Api } from "./chat/core.js";
import { discordRoutes } from "./chat/discord.js";
import { slackRoutes } from "./chat/slack.js";
import type { Env } from "./env.js";

const app = new Hono<AppEnv>();

// Browsers may call the API from any origin: it holds no cookies, only bearer tokens.
app.use(
  cors({
    origin: "*",
    allowMethods: ["GET", "POST", "PUT", "OPTIONS"],
    allowHeaders: ["authorization", "content-type", "idempotency-key", "if-none-match", "last-event-id", "x-player-key"],
    exposeHeaders: ["etag", "www-authenticate"],
    maxAge: 86400,
  }),
);
app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => problemResponse(payloadTooLarge(`a request body may not exceed ${MAX_BODY_BYTES} bytes`)) }));
app.get("/v1/health", (c) => c.json({ ok: true }));
app.route("/v1/cards", catalogRoutes);
app.route("/v1/sets", setRoutes);
app.route("/v1/decks", deckRoutes);
app.route("/v1/sealed", sealedRoutes);
// Reads of a match carry an ETag of what the caller sees, so a client polling for its turn
// gets a bodiless 304 until something changes. The answer differs per token: Vary says so, and
// no shared cache may keep it.
app.on("GET", ["/v1/matches/:id", "/v1/matches/:id/decision", "/v1/matches/:id/events"], async (c, next) => {
  await next();
  c.header("vary", "authorization");
  c.header("cache-control", "private, no-cache");
}, etag());
app.route("/v1/matches", matchRoutes);
app.route("/v1/matches", pushRoutes);
app.route("/v1/matches", webhookRoutes);
app.route("/v1/matches", rematchRoutes);
app.route("/v1/matches", forkRoutes);
app.route("/v1/matches", undoRoutes);
app.route("/v1/players", playerRoutes);
app.route("/", openApiRoutes);
// The chat apps play through the public API, in-process: the same routes any client calls.
const inProcess = (env: Env): Api => async (method, path, token, body) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.fetch(new Request(`https://manastack.internal${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), env);
  return { status: res.status, json: await res.json() };
};
app.route("/discord", discordRoutes(inProcess));
app.route("/slack", slackRoutes(inProcess));
app.notFound(() => problemResponse(notFound("no such route")));
app.onError((err) => {
  // The name and message only: a request's body and the game state never reach the log.
  console.error(`unhandled ${err.name}: ${err.message}`);
  return problemResponse(internalError("the server failed to answer this request"));
});

export default app;
export { MatchObject } from "./match/match-object.js";
export { PlayerKeyObject } from "./players/key-object.js";
