// Input limits and malformed requests (issue 4, parts 1 and 3): every input is bounded, with
// a clear 413/422 (400 for what is not JSON), and no request, however malformed, gets a 5xx,
// changes a match it did not legally act on, or has its body written to the log.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { stateHash } from "../../src/engine/index.js";
import { call, createMatch, liveState, pendingDecision, RED_DECK } from "./helpers.js";
import { nonConformance } from "./openapi-conformance.js";
import { captureLogs, figures, picker, SCALE, TIMEOUT } from "./probe.js";

const two = [{ name: "A", deck: RED_DECK }, { name: "B", deck: RED_DECK }];
const nest = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("limits on creating a match", () => {
  it.each<[string, unknown, RegExp]>([
    ["players that are not objects", { players: [1, 2] }, /setup\.players\.0/],
    ["no players", { players: [] }, /setup\.players/],
    ["negative life", { players: [{ life: -3 }, {}] }, /life/],
    ["a fractional life", { players: [{ life: 2.5 }, {}] }, /life/],
    ["a life in the billions", { players: [{ life: 5e9 }, {}] }, /life/],
    ["a hand of 251 cards", { players: [{ hand: Array(251).fill("Mountain") }, {}] }, /hand/],
    ["a card name that is not a string", { players: [{ library: [7] }, {}] }, /library/],
    ["a permanent with negative damage", { players: [{ play: [{ card: "Hill Giant", damage: -1 }] }, {}] }, /damage/],
    ["a permanent with an unknown field", { players: [{ play: [{ card: "Hill Giant", flying: true }] }, {}] }, /play/],
    ["a mana pool with an unknown color", { players: [{ manaPool: { X: 1 } }, {}] }, /manaPool/],
    ["an unknown player field", { players: [{ poison: 3 }, {}] }, /poison/],
    ["turn 0", { players: [{}, {}], turn: 0 }, /turn/],
    ["an active seat out of range", { players: [{}, {}], active: 8 }, /active/],
    ["an unknown step", { players: [{}, {}], step: "lunch" }, /step/],
    ["an unknown phase", { players: [{}, {}], phase: "combat" }, /phase/],
    ["an unknown setup field", { players: [{}, {}], seed: "x" }, /seed/],
    ["three players for two seats", { players: [{}, {}, {}] }, /3 players/],
    ["a step a game can't start in", { players: [{}, {}], step: "combatDamage" }, /steps/],
    ["an unsupported card", { players: [{ hand: ["Black Lotus"] }, {}] }, /Black Lotus/],
  ])("refuses a setup with %s: 422", async (_what, setup, detail) => {
    const r = await call("POST", "/v1/matches", { body: { players: two, setup } });
    expect(r.status, r.text).toBe(422);
    expect(r.type).toBe("application/problem+json");
    expect(r.json.detail).toMatch(detail);
  });

  it.each<[string, string, number, RegExp]>([
    ["a deck over 250 cards", JSON.stringify({ players: [{ name: "A", deck: "251 Mountain" }, two[1]] }), 422, /250/],
    ["a body nested deeper than 16 levels", `{"players":${nest(20)}}`, 422, /nested/],
    ["a lone surrogate in a name", `{"players":[{"name":"A\\ud800","deck":"red-green-beats"},{"name":"B","deck":"red-green-beats"}]}`, 400, /Unicode/],
    ["a lone surrogate in a seed", `{"players":[{"name":"A","deck":"red-green-beats"},{"name":"B","deck":"red-green-beats"}],"seed":"\\udc00"}`, 400, /Unicode/],
    ["a body over 64 KiB", JSON.stringify({ players: two, seed: "x".repeat(65_536) }), 413, /64|65536/],
  ])("refuses %s", async (_what, raw, status, detail) => {
    const r = await call("POST", "/v1/matches", { raw });
    expect(r.status, r.text).toBe(status);
    expect(r.json.detail).toMatch(detail);
  });

  it("accepts a setup at its limits", async () => {
    const m = await createMatch({
      setup: {
        players: [
          { life: 1_000_000, hand: ["Shock"], play: [{ card: "Hill Giant", tapped: true, summoningSick: true, damage: 2 }, "Mountain"], manaPool: { R: 1000 }, landsPlayed: 1, autoPass: false },
          { library: Array(250).fill("Forest") },
        ],
        turn: 10_000,
        active: 1,
        step: "main",
        phase: "postcombatMain",
      },
    });
    const v = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[0]!.token });
    expect(v.json.players.map((p: { life: number; libraryCount: number }) => [p.life, p.libraryCount])).toEqual([[1_000_000, 0], [20, 250]]);
  });

  it("refuses an action nested deeper than any action is with 422, not a crash", async () => {
    const m = await createMatch();
    const { seat, decision } = (await pendingDecision(m))!;
    for (const depth of [20, 5_000, 30_000]) {
      const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, raw: `{"version":${decision.version},"action":${nest(depth)}}` });
      expect(r.status, r.text).toBe(422);
      expect(r.json.detail).toMatch(/nested/);
    }
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(decision.version);
  });
});

/** Random JSON: every type, huge and odd numbers, odd keys, unicode (a canary in every string). */
function randomJson(pick: (n: number) => number, depth: number): unknown {
  switch (pick(depth > 0 ? 9 : 6)) {
    case 0: return null;
    case 1: return pick(2) === 0;
    case 2: return [0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, -0, 7][pick(8)];
    case 3: return ["", "CANARY", "CANARY 🂡 ش\u200b\u202e", "CANARY".repeat(pick(200)), "CANARY\u0000\n\t", "o1", "p2", "keep"][pick(8)];
    case 4: return `CANARY-${pick(1e6)}`;
    case 5: return pick(1e9) - 5e8;
    case 6: return Array.from({ length: pick(5) }, () => randomJson(pick, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: pick(5) }, () => [
          ["type", "version", "action", "players", "setup", "seed", "__proto__", "constructor", "name", "deck", "card", "targets", "CANARY-key"][pick(13)]!,
          randomJson(pick, depth - 1),
        ]),
      );
  }
}

/** A valid body with one part replaced, removed or added. */
function mutate(pick: (n: number) => number, valid: Record<string, unknown>): unknown {
  const copy: Record<string, unknown> = structuredClone(valid);
  const keys = Object.keys(copy);
  const key = keys[pick(keys.length)]!;
  switch (pick(4)) {
    case 0: copy[key] = randomJson(pick, 3); break;
    case 1: delete copy[key]; break;
    case 2: copy[`CANARY${pick(9)}`] = randomJson(pick, 2); break;
    default: copy[key] = [copy[key], randomJson(pick, 1)];
  }
  return copy;
}

/** Bytes that are not JSON: truncations, garbage, broken encodings, deep nesting, huge literals. */
function garbage(pick: (n: number) => number, valid: string): string | Uint8Array {
  switch (pick(8)) {
    case 0: return valid.slice(0, pick(valid.length));
    case 1: return Uint8Array.from({ length: pick(300) }, () => pick(256));
    case 2: return `\ufeff${valid}`;
    case 3: return nest(pick(40_000));
    case 4: return `{"version":1e999999,"action":{"type":"keep"}}`;
    case 5: return `{"CANARY":"\\ud83d","version":0}`;
    case 6: return valid.replace(/"/g, "'");
    default: return `${valid}${valid}`;
  }
}

const CONTENT_TYPES = ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", ""];

describe("malformed requests", () => {
  it("never get a 5xx, leave the match alone, and never reach the log", async () => {
    const m = await createMatch();
    const { seat, decision } = (await pendingDecision(m))!;
    const pick = picker(2006);
    const validCreate = { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }] };
    const validAction = { version: decision.version, action: decision.options[0] };
    const hashBefore = stateHash(await liveState(m.id));
    const logs = captureLogs();
    let version = decision.version;
    const n = 2000 * SCALE;
    try {
      for (let i = 0; i < n; i++) {
        const target = pick(5);
        const [method, path, valid] = [
          ["POST", "/v1/matches", validCreate],
          ["POST", `/v1/matches/${m.id}/actions`, validAction],
          ["GET", `/v1/matches/${m.id}/events?${["after=-1", "limit=1e400", "after=CANARY", "after=1&after=2", "limit=", "%ZZ=1"][pick(6)]}`, null],
          [["PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "POST"][pick(6)], `/v1/matches/${[m.id, m.id.toUpperCase(), "CANARY", "%2e%2e", "x".repeat(3000)][pick(5)]}`, null],
          ["GET", `/v1/matches/${m.id}/decision`, null],
        ][target] as [string, string, Record<string, unknown> | null];
        const kind = pick(3);
        const body =
          method === "GET" || method === "HEAD"
            ? undefined
            : kind === 0 ? JSON.stringify(randomJson(pick, 6))
            : kind === 1 && valid ? JSON.stringify(mutate(pick, valid))
            : garbage(pick, JSON.stringify(valid ?? validAction));
        const auth = [`Bearer ${seat.token}`, "Bearer CANARY", `Basic ${seat.token}`, `Bearer ${"x".repeat(600)}`, undefined][pick(5)];
        const headers: Record<string, string> = {};
        const type = CONTENT_TYPES[pick(CONTENT_TYPES.length)]!;
        if (type) headers["content-type"] = type;
        if (auth) headers.authorization = auth;
        const res = await exports.default.fetch(new Request(`http://manastack.test${path}`, { method, headers, body }));
        const text = await res.text();
        expect(res.status, `${method} ${path} -> ${text}`).toBeLessThan(500);
        // Even a malformed request gets an answer /openapi.json describes (HEAD has no body to check).
        if (method !== "HEAD") expect(nonConformance(method, `http://manastack.test${path}`, res.status, res.headers.get("content-type") ?? "", text ? JSON.parse(text) : null), `${method} ${path} -> ${res.status} ${text.slice(0, 200)}`).toBeNull();
        if (res.status >= 400 && method !== "HEAD") {
          expect(res.headers.get("content-type")).toBe("application/problem+json");
          expect(JSON.parse(text).status).toBe(res.status);
        }
        // Only a legal action moves the match on (a mutated body may still be one).
        if (target === 1 && res.status === 200) version = JSON.parse(text).version;
      }
    } finally {
      logs.restore();
    }
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(version);
    if (version === decision.version) expect(stateHash(await liveState(m.id))).toBe(hashBefore);
    for (const line of logs.lines) expect(line).not.toMatch(/CANARY|Bearer/);
    figures({ malformedRequests: n });
  }, TIMEOUT);
});
