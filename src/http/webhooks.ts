// /v1/matches/{id}/webhooks: a seat registers a URL to be told, signed the Standard Webhooks
// way, when it owes a decision, when its time runs out soon and when the match is over; and
// reads its deliveries (src/match/webhooks.ts).
import { Hono } from "hono";
import { invalidRequest, problemResponse, unauthorized } from "./problem.js";
import { callerHash, matchStub, readJson, send, type AppEnv } from "./request.js";
import { issuesProblem, WebhookBody } from "./schemas.js";

export const webhookRoutes = new Hono<AppEnv>()
  .post("/:id/webhooks", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    if (caller.body === null) return problemResponse(unauthorized("a seat's bearer token is required"));
    const json = await readJson(c);
    if (!json.ok) return send(c, json);
    const parsed = WebhookBody.safeParse(json.body);
    if (!parsed.success) return problemResponse(issuesProblem(invalidRequest, parsed.error));
    return send(c, await match.body.registerWebhook(caller.body, parsed.data.url), 201);
  })

  .get("/:id/webhooks", async (c) => {
    const match = matchStub(c);
    if (!match.ok) return send(c, match);
    const caller = await callerHash(c);
    if (!caller.ok) return send(c, caller);
    return send(c, await match.body.webhooks(caller.body));
  });
