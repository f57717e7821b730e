// Push: the match's events and each seat's decision as they happen, over WebSockets held by
// the match's Durable Object with the hibernation API (the object may sleep while sockets stay
// open, and a socket costs nothing while nobody speaks). Each socket is tagged with its viewer
// (a seat's player id, or "spectator") and remembers, in its attachment, the last event it was
// sent: after every stored change `flush` sends each socket what it has not had, as that
// viewer may see it (viewer.ts, the same filter as GET /events), so no socket ever learns
// more than a read by its viewer would show, and a socket reconnecting with `after` resumes
// exactly where it left off.
import type { PlayerId } from "../engine/index.js";
import { iso } from "./clock.js";
import type { MatchStore, StoredMatch } from "./store.js";
import { decisionBody, timedFor } from "./viewer.js";
import type { UndoRequest } from "./undo.js";
import type { MatchView } from "./match-object.js";

/** The header in which the Worker passes the caller's token hash to the object ("" for none). */
export const CALLER_HEADER = "x-manastack-caller";
/** The tag of a socket opened without a seat's token. */
export const SPECTATOR = "spectator";
/** The subprotocol the server agrees to when a browser passes its token as `bearer.<token>`. */
export const SUBPROTOCOL = "manastack.v1";
const PAGE = 500;
/** What a client may send: a small JSON message. */
const MAX_MESSAGE_CHARS = 1024;

interface Attachment {
  viewer: PlayerId | null;
  /** The seq of the last event this socket has been sent (-1: none). */
  cursor: number;
  /** The version whose decision this socket was last sent (-1: none). */
  version: number;
}

/** What the server sends, one JSON object per message. */
export type PushMessage =
  | { type: "events"; version: number; events: ReturnType<typeof timedFor> }
  | { type: "decision"; decision: ReturnType<typeof decisionBody> }
  | { type: "deadlineNear"; version: number; player: PlayerId; deadline: string }
  | { type: "over"; version: number; winners: PlayerId[] }
  /** Undo by consent (undo.ts): a request asked, answered, refused, withdrawn by a move, or accepted. */
  | { type: "undo"; version: number; status: "pending" | "accepted" | "refused" | "withdrawn"; undo: UndoRequest }
  /** The viewer's view afresh, after an undo returned the match to an earlier position. */
  | { type: "view"; version: number; view: MatchView }
  | { type: "error"; detail: string };

/** Accepts a socket for the viewer and sends it at once every event after `after`, then its
 * decision (for a seat). */
export function openSocket(ctx: DurableObjectState, store: MatchStore, m: StoredMatch, viewer: PlayerId | null, after: number, protocol: string | null): Response {
  const pair = new WebSocketPair();
  const client = pair[0];
  const server = pair[1];
  ctx.acceptWebSocket(server, [viewer ?? SPECTATOR]);
  // A client's "ping" is answered without waking the object.
  ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  server.serializeAttachment({ viewer, cursor: after, version: -1 } satisfies Attachment);
  flushSocket(server, store, m);
  return new Response(null, { status: 101, webSocket: client, headers: protocol ? { "sec-websocket-protocol": protocol } : {} });
}

/** Sends every open socket what happened since it was last sent anything. */
export function flush(ctx: DurableObjectState, store: MatchStore, m: StoredMatch): void {
  for (const ws of ctx.getWebSockets()) flushSocket(ws, store, m);
}

/** Tells every socket that the pending decision's time is running out (clocks are public). */
export function announceDeadline(ctx: DurableObjectState, m: StoredMatch, player: PlayerId, deadline: number): void {
  for (const ws of ctx.getWebSockets()) send(ws, { type: "deadlineNear", version: m.version, player, deadline: iso(deadline) });
}

/** Sends every open socket the same public message. */
export function broadcast(ctx: DurableObjectState, message: PushMessage): void {
  for (const ws of ctx.getWebSockets()) send(ws, message);
}

/** Sends every open socket its viewer's view (a seat's own, or a spectator's). */
export function sendViews(ctx: DurableObjectState, version: number, viewOf: (viewer: PlayerId | null) => MatchView): void {
  for (const ws of ctx.getWebSockets()) send(ws, { type: "view", version, view: viewOf((ws.deserializeAttachment() as Attachment).viewer) });
}

/** A message from a client: `{"type":"resume","after":N}` sends again every event after N. */
export function receive(ws: WebSocket, message: string | ArrayBuffer, store: MatchStore, m: StoredMatch | null): void {
  let parsed: unknown = null;
  if (typeof message === "string" && message.length <= MAX_MESSAGE_CHARS) {
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = null;
    }
  }
  const resume = parsed as { type?: unknown; after?: unknown } | null;
  if (m && resume?.type === "resume" && Number.isSafeInteger(resume.after) && (resume.after as number) >= -1) {
    const a = ws.deserializeAttachment() as Attachment;
    ws.serializeAttachment({ ...a, cursor: resume.after as number, version: -1 } satisfies Attachment);
    flushSocket(ws, store, m);
    return;
  }
  send(ws, { type: "error", detail: 'the only message a client may send is {"type":"resume","after":N}, N the seq of the last event it has (or -1), or "ping"' });
}

function flushSocket(ws: WebSocket, store: MatchStore, m: StoredMatch): void {
  const a = ws.deserializeAttachment() as Attachment;
  let cursor = a.cursor;
  for (let page = store.eventsAfter(cursor, PAGE); page.length > 0; page = store.eventsAfter(cursor, PAGE)) {
    cursor = page[page.length - 1]!.seq;
    const events = timedFor(page, a.viewer);
    if (events.length > 0) send(ws, { type: "events", version: m.version, events });
  }
  if (a.viewer !== null && a.version !== m.version) send(ws, { type: "decision", decision: decisionBody(m, a.viewer) });
  ws.serializeAttachment({ ...a, cursor, version: m.version } satisfies Attachment);
  if (m.state.status === "finished") {
    // Nothing more will happen: say so, and close (an SSE stream relayed from this socket ends too).
    send(ws, { type: "over", version: m.version, winners: m.state.winners });
    try {
      ws.close(1000, "the match is over");
    } catch {
      // already closing
    }
  }
}

function send(ws: WebSocket, message: PushMessage): void {
  try {
    ws.send(JSON.stringify(message));
  } catch {
    // A socket closing as we send: its client resumes with `after` when it reconnects.
  }
}
