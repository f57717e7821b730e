// How the table learns that the match changed. Live by the match's WebSocket
// (GET /v1/matches/{id}/socket: its events as they happen and, for a seat, each new decision),
// by polling otherwise: a poll reads the view with If-None-Match (a bodiless 304 until something
// the caller may see changes), then the decision and the new events. Polling runs until the
// match has started (the socket refuses a match still in its lobby) and whenever the socket is
// down; a socket that fails is opened again with a growing delay, resuming after the last event
// the table has. This is the only module that knows the transport.
import { request } from "./api.js";

/** The server's subprotocol; a browser cannot set headers on a WebSocket, so a seat's token
 * travels as a second subprotocol `bearer.<token>` (README, "Push, webhooks and rematch"). */
const SUBPROTOCOL = "manastack.v1";
/** Reconnection delays grow from a second to half a minute. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** A quiet socket is pinged this often; no answer within PONG_MS and it is taken as dead. */
const PING_MS = 25_000;
const PONG_MS = 10_000;
/** Messages of one change (events, then the decision) arrive together: redraw once for them. */
const SETTLE_MS = 20;

/**
 * Watches a match: calls `onUpdate({ view, decision, events })` whenever something changes
 * (events are the new ones since the last call), `onError(error)` when a read fails,
 * `onWaiting(lobby)` while the match still waits for players (409 not-started), and
 * `onTransport("socket" | "polling")` when the way it hears of changes changes.
 * Returns `{ refresh, stop }`: `refresh()` reads now (after one's own action or settings).
 */
export function watchMatch({ id, token, intervalMs = 1000, onUpdate, onError, onWaiting, onTransport }) {
  let viewTag = null;
  let view = null;
  let decision = null;
  let after = 0;
  let stopped = false;
  let timer = null;
  let running = null;
  let again = false;
  let finished = false;
  let catchUp = false;

  /** New events, each once: the socket and a poll may both bring the same ones. */
  function take(events, into) {
    for (const e of events) {
      if (e.seq <= after) continue;
      into.push(e);
      after = e.seq;
    }
  }

  /** A decision read by a poll may be older than one the socket has brought meanwhile. */
  function newer(d) {
    if (!decision || d.version >= decision.version) decision = d;
  }

  /** Reads the view; for a poll, the decision too when it may have changed, and the new events
   * while no socket brings them (asked as each read goes: the socket may open meanwhile). For
   * the socket's messages, only the view, which the socket does not carry. */
  async function read({ poll }) {
    const v = await request("GET", `/v1/matches/${id}`, { token, etag: viewTag });
    if (v.status !== 304) {
      viewTag = v.etag;
      view = v.json;
    }
    const fresh = [];
    // A 304 means nothing this caller may see has changed, unless the socket has just gone
    // down (its last messages may not have come): then read everything once.
    const full = poll && (v.status !== 304 || catchUp);
    if (poll) catchUp = false;
    if (token && full) newer((await request("GET", `/v1/matches/${id}/decision`, { token })).json);
    while (full && !socket.live) {
      const page = (await request("GET", `/v1/matches/${id}/events?after=${after}&limit=500`, { token })).json;
      take(page.events, fresh);
      if (page.next === null || page.events.length === 0) break;
    }
    return { changed: v.status !== 304 || fresh.length > 0, events: fresh };
  }

  async function poll() {
    try {
      const { changed, events } = await read({ poll: true });
      if (!stopped && changed) onUpdate({ view, decision, events });
      if (view.status === "finished") finished = true;
      else socket.open();
    } catch (error) {
      if (error.status === 409 && error.problem?.type?.endsWith("not-started") && onWaiting) {
        onWaiting(await request("GET", `/v1/matches/${id}/lobby`).then((r) => r.json).catch(() => null));
      } else if (!stopped) onError?.(error);
    }
  }

  // One read at a time; a refresh asked for during a read runs right after it. The timer runs
  // only while no socket is live.
  async function tick() {
    clearTimeout(timer);
    if (running) {
      again = true;
      return;
    }
    do {
      again = false;
      running = poll();
      await running;
    } while (again && !stopped);
    running = null;
    // A match that is over changes no more.
    if (!stopped && !socket.live && !finished) timer = setTimeout(tick, document.hidden ? intervalMs * 5 : intervalMs);
  }

  const socket = liveSocket({
    id, token,
    canOpen: () => !stopped && !finished && typeof WebSocket === "function",
    after: () => after,
    onLive(live) {
      onTransport?.(live ? "socket" : "polling");
      // Down: polling takes over at once, and reads what the socket may have missed.
      if (live) return clearTimeout(timer);
      // (After "over" the socket closes with nothing left to read.)
      if (stopped || finished) return;
      catchUp = true;
      tick();
    },
    onMessage(message) {
      if (message.type === "events") take(message.events, pending);
      else if (message.type === "decision") newer(message.decision);
      else if (message.type === "over") finished = true;
      else if (message.type !== "deadlineNear") return;
      settle();
    },
  });

  // Socket messages collect here until the view has been read again for them.
  const pending = [];
  let settling = null;
  let dirty = false;
  function settle() {
    dirty = true;
    if (settling) return;
    settling = (async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      try {
        // The view is not on the socket: read it until it is at least as new as the messages.
        while (dirty && !stopped) {
          dirty = false;
          await read({ poll: false });
        }
        if (!stopped) onUpdate({ view, decision, events: pending.splice(0) });
      } catch (error) {
        if (!stopped) onError?.(error);
      } finally {
        settling = null;
        if (dirty) settle();
      }
    })();
  }

  onTransport?.("polling");
  tick();
  return {
    refresh: () => tick(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      socket.close();
    },
  };
}

/** The match's socket: opened when asked (once at a time), pinged while quiet, opened again
 * with a growing delay after it closes, unless the match is over. */
function liveSocket({ id, token, canOpen, after, onLive, onMessage }) {
  let ws = null;
  let failures = 0;
  let retry = null;
  let ping = null;
  let pong = null;
  const state = { live: false, open, close };

  function open() {
    if (ws || retry || !canOpen()) return;
    const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/v1/matches/${id}/socket?after=${after()}`;
    const socket = new WebSocket(url, token ? [SUBPROTOCOL, `bearer.${token}`] : [SUBPROTOCOL]);
    ws = socket;
    socket.addEventListener("open", () => {
      failures = 0;
      state.live = true;
      onLive(true);
      keepAlive();
    });
    socket.addEventListener("message", (e) => {
      keepAlive();
      if (e.data === "pong") return;
      let message = null;
      try {
        message = JSON.parse(e.data);
      } catch {
        return;
      }
      onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (ws !== socket) return;
      ws = null;
      clearTimeout(ping);
      clearTimeout(pong);
      const wasLive = state.live;
      state.live = false;
      if (wasLive) onLive(false);
      if (!canOpen()) return;
      // A socket that never opened counts as a failure; one that did is tried again soon.
      failures = wasLive ? 0 : failures + 1;
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + Math.random() / 2);
      retry = setTimeout(() => {
        retry = null;
        open();
      }, delay);
    });
  }

  /** After each message, the next ping is due in PING_MS; a ping unanswered closes the socket. */
  function keepAlive() {
    clearTimeout(ping);
    clearTimeout(pong);
    ping = setTimeout(() => {
      ws?.send("ping");
      pong = setTimeout(() => ws?.close(), PONG_MS);
    }, PING_MS);
  }

  function close() {
    clearTimeout(retry);
    clearTimeout(ping);
    clearTimeout(pong);
    const socket = ws;
    ws = null;
    state.live = false;
    socket?.close();
  }

  return state;
}
