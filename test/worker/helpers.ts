// Calls the Worker the way a client does (through its fetch handler, with real Durable
// Objects and D1 behind it), and the small game-playing helpers the tests share.
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { GameState } from "../../src/engine/index.js";
import { nonConformance } from "./openapi-conformance.js";

export interface Reply<T = any> {
  status: number;
  type: string;
  json: T;
  text: string;
  headers: Headers;
  /** The client end of a WebSocket the answer upgraded to (status 101). */
  socket: WebSocket | null;
}

export async function call<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const res = await exports.default.fetch(new Request(`http://manastack.test${path}`, { method, headers, body }));
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  // Every answer the tests see must be one /openapi.json describes.
  // A JSON answer is checked as JSON, any other (an event stream) as its text.
  const contentType = res.headers.get("content-type") ?? "";
  const wrong = nonConformance(method, `http://manastack.test${path}`, res.status, contentType, /json/.test(contentType) || !text ? json : text);
  if (wrong) throw new Error(`a response /openapi.json does not describe: ${wrong}`);
  return { status: res.status, type: contentType, json, text, headers: res.headers, socket: res.webSocket ?? null };
}

/** A decision's options without their labels (what the engine lists). */
export const unlabelled = (options: { label?: string }[]) => options.map(({ label: _label, ...o }) => o);

// Two decks with no card in common, so that seeing a name tells whose card it is.
export const RED_DECK = "32 Mountain\n4 Raging Goblin\n4 Goblin Piker\n4 Balduvian Barbarians\n4 Hill Giant\n4 Shock\n4 Volcanic Hammer\n4 Lava Axe";
export const GREEN_DECK = "44 Forest\n4 Llanowar Elves\n4 Grizzly Bears\n4 Giant Growth\n4 Craw Wurm";
export const GREEN_CARDS = ["Forest", "Llanowar Elves", "Grizzly Bears", "Giant Growth", "Craw Wurm"];

/** Every string (values and keys) anywhere in a JSON value. */
export function strings(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      strings(x, out);
    }
  return out;
}

export interface Created {
  id: string;
  version: number;
  seats: { player: string; name: string; team: string; token: string }[];
}

export async function createMatch(body: Record<string, unknown> = {}): Promise<Created> {
  const r = await call<Created>("POST", "/v1/matches", {
    body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }], ...body },
  });
  expect(r.status, r.text).toBe(201);
  return r.json;
}

/** The seat's decision (or what it waits for), as GET /decision answers it. */
export async function decide(id: string, token: string) {
  const d = await call("GET", `/v1/matches/${id}/decision`, { token });
  expect(d.status).toBe(200);
  return d.json;
}

/** Posts an action that must be accepted. */
export async function post(id: string, token: string, version: number, action: unknown) {
  const r = await call("POST", `/v1/matches/${id}/actions`, { token, body: { version, action } });
  expect(r.status, r.text).toBe(200);
}

/** The seat that owes the pending decision, with the decision; null when the game is over. */
export async function pendingDecision(m: Created): Promise<{ seat: Created["seats"][number]; decision: any } | null> {
  for (const seat of m.seats) {
    const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: seat.token });
    expect(d.status).toBe(200);
    if (d.json.options.length > 0) return { seat, decision: d.json };
  }
  return null;
}

/** A small deterministic generator, so a failing random game can be replayed. */
export function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Plays listed options picked at random until the game ends; returns the number of actions. */
export async function playOut(m: Created, seed: number, max = 6000): Promise<number> {
  const pick = lcg(seed);
  for (let n = 0; n < max; n++) {
    const p = await pendingDecision(m);
    if (!p) return n;
    const option = p.decision.options[pick(p.decision.options.length)];
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: p.seat.token, body: { version: p.decision.version, action: option } });
    expect(r.status, r.text).toBe(200);
  }
  throw new Error(`the game did not end within ${max} actions`);
}

/** Waits until the match's outbox has reached D1 (the Durable Object delivers it from an alarm). */
export async function waitForIndex(id: string, version: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await env.DB.prepare("SELECT version FROM matches WHERE id = ?").bind(id).first<{ version: number }>();
    if (row && row.version >= version) return;
    if (Date.now() > deadline) throw new Error(`D1 has version ${row?.version ?? "none"} of ${id}, not ${version}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The state a match's Durable Object holds, read from its storage. */
export async function liveState(id: string): Promise<GameState> {
  return runInDurableObject(env.MATCH.get(env.MATCH.idFromName(id)), (_instance, state) =>
    JSON.parse(state.storage.sql.exec<{ state: string }>("SELECT state FROM match").one().state),
  );
}

/** A seat's decision once the computer seats have answered what they owe (they play from an alarm): polled until the seat has options or the game is over. */
export async function ownTurn(id: string, token: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const d = await call("GET", `/v1/matches/${id}/decision`, { token });
    if (d.status !== 200) throw new Error(`GET /decision answered ${d.status}: ${d.text}`);
    if (d.json.options.length > 0 || d.json.prompt === "The game is over") return d.json;
    if (Date.now() > deadline) throw new Error(`still ${d.json.prompt} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
