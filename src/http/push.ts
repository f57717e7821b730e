// GET /v1/matches/{id}/socket: a WebSocket carrying the match's events and the caller's
// decisions as they happen (src/match/push.ts, held by the match's Durable Object with the
// hibernation API); GET /v1/matches/{id}/stream: the same as Server-Sent Events, for clients
// without WebSockets, relayed by the Worker from a socket of its own on the object.
import { Hono } from "hono";
import { CALLER_HEADER, SUBPROTOCOL } from "../match/push.js";
import { hashToken } from "./auth.js";
import { badRequest, problemResponse, upgradeRequired, type Problem } from "./problem.js";
import { callerHash, matchStub, send, type AppContext, type AppEnv } from "./request.js";
import { issuesProblem, PushQuery, StreamQuery } from "./schemas.js";

export const pushRoutes = new Hono<AppEnv>()
  .get("/:id/socket", async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return problemResponse(upgradeRequired("this route is a WebSocket: send Upgrade: websocket (GET /v1/matches/{id}/stream is the same as Server-Sent Events)"));
    const query = PushQuery.safeParse(c.req.query());
    if (!query.success) return problemResponse(issuesProblem(badRequest, query.error, "query"));
    const socket = await openSocket(c, query.data.after);
    return socket.ok ? socket.body : send(c, socket);
  })

  .get("/:id/stream", async (c) => {
    const lastEventId = c.req.header("last-event-id");
    const resumeAt = lastEventId !== undefined && /^-?\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
    const query = StreamQuery.safeParse(c.req.query());
    if (!query.success) return problemResponse(issuesProblem(badRequest, query.error, "query"));
    const socket = await openSocket(c, resumeAt ?? query.data.after);
    if (!socket.ok) return send(c, socket);
    const ws = socket.body.webSocket!;
    ws.accept();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    // A stream may be quiet for days in a correspondence game: a comment line every few seconds
    // keeps proxies and load balancers from closing it as idle (EventSource ignores comments).
    let quietSince = Date.now();
    const heartbeat = setInterval(() => {
      if (Date.now() - quietSince < query.data.heartbeat * 1000 - 50) return;
      quietSince = Date.now();
      void writer.write(encoder.encode(": heartbeat\n\n")).catch(() => ws.close(1001, "the stream's reader has gone"));
    }, query.data.heartbeat * 1000);
    // Each message of the socket is one SSE event of the same type; an events message carries
    // the seq of its last event as its id, so a reconnecting EventSource resumes after it.
    ws.addEventListener("message", (e) => {
      const text = typeof e.data === "string" ? e.data : "";
      const message = JSON.parse(text) as { type: string; events?: { seq: number }[] };
      const last = message.events?.[message.events.length - 1];
      quietSince = Date.now();
      void writer.write(encoder.encode(`${last ? `id: ${last.seq}\n` : ""}event: ${message.type}\ndata: ${text}\n\n`)).catch(() => ws.close(1001, "the stream's reader has gone"));
    });
    ws.addEventListener("close", () => {
      clearInterval(heartbeat);
      void writer.close().catch(() => undefined);
    });
    return new Response(readable, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" } });
  });

/** Opens a socket on the match's object for the caller: a seat's token (Authorization, or for
 * browsers, which cannot set headers on a WebSocket, the subprotocol `bearer.<token>` offered
 * beside `manastack.v1`), or none for a spectator; from event `after` on. */
async function openSocket(c: AppContext, after: number) {
  const match = matchStub(c);
  if (!match.ok) return match;
  const protocols = (c.req.header("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  const offered = protocols.find((p) => p.startsWith("bearer."));
  let caller: string | null;
  if (offered) caller = await hashToken(offered.slice("bearer.".length));
  else {
    const hash = await callerHash(c);
    if (!hash.ok) return hash;
    caller = hash.body;
  }
  const headers: Record<string, string> = { upgrade: "websocket", [CALLER_HEADER]: caller ?? "" };
  if (protocols.length > 0) {
    if (!protocols.includes(SUBPROTOCOL)) return { ok: false as const, problem: badRequest(`a socket's subprotocols must include ${SUBPROTOCOL}`) };
    headers["sec-websocket-protocol"] = SUBPROTOCOL;
  }
  const res = await match.body.fetch(`https://match.internal/socket?after=${after}`, { headers });
  if (res.status !== 101) return { ok: false as const, problem: (await res.json()) as Problem };
  return { ok: true as const, body: res };
}
