// How the table learns that the match changed: polling with ETags (a poll answers a bodiless
// 304 until something the caller may see changes). This is the only module that knows the
// transport: a WebSocket can replace the loop in `watchMatch` without touching the table.
import { request } from "./api.js";

/**
 * Watches a match: calls `onUpdate({ view, decision, events })` whenever the view changes
 * (events are the new ones since the last call), `onError(error)` when a poll fails, and
 * `onWaiting(lobby)` while the match still waits for players (409 not-started).
 * Returns `{ refresh, stop }`: `refresh()` polls now (after one's own action).
 */
export function watchMatch({ id, token, intervalMs = 1000, onUpdate, onError, onWaiting }) {
  let viewTag = null;
  let after = 0;
  let stopped = false;
  let timer = null;
  let running = null;

  async function poll() {
    try {
      const view = await request("GET", `/v1/matches/${id}`, { token, etag: viewTag });
      if (view.status === 304) return;
      viewTag = view.etag;
      const decision = token ? (await request("GET", `/v1/matches/${id}/decision`, { token })).json : null;
      const events = [];
      for (;;) {
        const page = (await request("GET", `/v1/matches/${id}/events?after=${after}&limit=500`, { token })).json;
        events.push(...page.events);
        if (page.events.length) after = page.events[page.events.length - 1].seq;
        if (page.next === null || page.events.length === 0) break;
      }
      if (!stopped) onUpdate({ view: view.json, decision, events });
    } catch (error) {
      if (error.status === 409 && error.problem?.type?.endsWith("not-started") && onWaiting) {
        onWaiting(await request("GET", `/v1/matches/${id}/lobby`).then((r) => r.json).catch(() => null));
      } else if (!stopped) onError?.(error);
    }
  }

  // One poll at a time; a refresh asked for during a poll runs right after it.
  let again = false;
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
    if (!stopped) timer = setTimeout(tick, document.hidden ? intervalMs * 5 : intervalMs);
  }

  tick();
  return {
    refresh: () => tick(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
