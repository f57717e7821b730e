// Every refusal is problem+json with the right status, and leaves the match as it was.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createMatch, pendingDecision, type Created } from "./helpers.js";

let m: Created;
let owner: Created["seats"][number];
let other: Created["seats"][number];
let decision: { version: number; options: unknown[] };
let before: string;

const post = (token: string | undefined, body: unknown, raw?: string) =>
  call("POST", `/v1/matches/${m.id}/actions`, raw === undefined ? { token, body } : { token, raw });

beforeAll(async () => {
  m = await createMatch();
  const p = (await pendingDecision(m))!;
  owner = p.seat;
  other = m.seats.find((s) => s !== owner)!;
  decision = p.decision;
  before = (await call("GET", `/v1/matches/${m.id}`, { token: owner.token })).text;
});

describe("refused actions", () => {
  it.each<[string, () => Promise<{ status: number; type: string; json: any }>, number, string]>([
    ["no token", () => post(undefined, { version: 0, action: { type: "keep" } }), 401, "unauthorized"],
    ["a made-up token", () => post("x".repeat(43), { version: 0, action: { type: "keep" } }), 401, "unauthorized"],
    ["a malformed Authorization header", () => call("POST", `/v1/matches/${m.id}/actions`, { headers: { authorization: "Token abc" }, body: { version: 0, action: { type: "keep" } } }), 401, "unauthorized"],
    ["another seat's decision", () => post(other.token, { version: 0, action: decision.options[0] }), 403, "not-your-decision"],
    ["a stale version", () => post(owner.token, { version: -1, action: decision.options[0] }), 409, "version-conflict"],
    ["a future version", () => post(owner.token, { version: 7, action: decision.options[0] }), 409, "version-conflict"],
    ["an unknown action type", () => post(owner.token, { version: 0, action: { type: "no-such-action", card: "x" } }), 422, "invalid-request"],
    ["an action with an unknown field", () => post(owner.token, { version: 0, action: { type: "keep", extra: 1 } }), 422, "invalid-request"],
    ["a missing version", () => post(owner.token, { action: { type: "keep" } }), 422, "invalid-request"],
    ["an unknown envelope field", () => post(owner.token, { version: 0, action: { type: "keep" }, hurry: true }), 422, "invalid-request"],
    ["an action the rules do not allow now", () => post(owner.token, { version: 0, action: { type: "pass" } }), 422, "illegal-action"],
    ["malformed JSON", () => post(owner.token, undefined, '{"version": 0, "action": '), 400, "bad-request"],
    ["a body over 64 KiB", () => post(owner.token, undefined, JSON.stringify({ version: 0, action: { type: "keep" }, pad: "x".repeat(70_000) })), 413, "payload-too-large"],
    ["an unknown match", () => call("POST", `/v1/matches/${"f".repeat(32)}/actions`, { token: owner.token, body: { version: 0, action: { type: "keep" } } }), 404, "not-found"],
  ])("refuses %s", async (_what, send, status, slug) => {
    const r = await send();
    expect(r.status).toBe(status);
    expect(r.type).toBe("application/problem+json");
    expect(r.json).toMatchObject({ type: `urn:manastack:problem:${slug}`, status });
    expect(typeof r.json.title).toBe("string");
    expect(typeof r.json.detail).toBe("string");
    const after = await call("GET", `/v1/matches/${m.id}`, { token: owner.token });
    expect(after.json.version).toBe(0);
    expect(after.text).toBe(before);
  });

  it("names the broken rule when the engine gives one", async () => {
    const r = await post(owner.token, { version: 0, action: { type: "pass" } });
    expect(r.json.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?/);
    const foreign = await post(other.token, { version: 0, action: decision.options[0] });
    expect(foreign.json.rule).toBeTypeOf("string");
  });

  it("asks for a token on decisions", async () => {
    const r = await call("GET", `/v1/matches/${m.id}/decision`);
    expect(r.status).toBe(401);
    expect(r.type).toBe("application/problem+json");
  });

  it("answers 400 for a bad events query", async () => {
    for (const q of ["after=-1", "after=abc", "limit=0", "limit=100000", "page=2"]) {
      const r = await call("GET", `/v1/matches/${m.id}/events?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.type).toBe("application/problem+json");
    }
  });

  it("answers 413 for a large match creation and 400 for a malformed one", async () => {
    const big = await call("POST", "/v1/matches", { raw: JSON.stringify({ players: [], pad: "x".repeat(70_000) }) });
    expect(big.status).toBe(413);
    const malformed = await call("POST", "/v1/matches", { raw: "{players" });
    expect(malformed.status).toBe(400);
    expect(malformed.type).toBe("application/problem+json");
  });
});
