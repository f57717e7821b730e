// One decision, many posts: exactly one is accepted; a retry of the accepted one gets the same answer.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createMatch, pendingDecision } from "./helpers.js";

describe("versions", () => {
  it("accepts exactly one of several different posts at the same version", async () => {
    const m = await createMatch();
    const { seat, decision } = (await pendingDecision(m))!;
    expect(decision.options.length).toBeGreaterThanOrEqual(2);
    const replies = await Promise.all(
      decision.options.map((action: unknown) => call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { version: decision.version, action } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(decision.options.length - 1).fill(409)]);
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.version).toBe(decision.version + 1);
  });

  it("answers a retry of the last accepted action with the same outcome", async () => {
    const m = await createMatch();
    const { seat, decision } = (await pendingDecision(m))!;
    const body = { version: decision.version, action: decision.options[0] };
    const first = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body });
    expect(first.status).toBe(200);
    expect(first.json.version).toBe(decision.version + 1);
    const retry = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body });
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    // The same retry from another seat, or a different action at that version, is stale.
    const other = m.seats.find((s) => s !== seat)!;
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: other.token, body })).status).toBe(409);
    const different = decision.options.find((o: unknown) => JSON.stringify(o) !== JSON.stringify(decision.options[0]));
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { ...body, action: different } })).status).toBe(409);
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(decision.version + 1);
  });

  it("takes a repeat for stale once its seat has read the match again, across restarts", async () => {
    const m = await createMatch();
    const stub = env.MATCH.get(env.MATCH.idFromName(m.id));
    const { seat, decision } = (await pendingDecision(m))!;
    const body = { version: decision.version, action: decision.options[0] };
    const first = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body });
    expect(first.status).toBe(200);
    await evictDurableObject(stub);
    const retry = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body });
    expect(retry.text).toBe(first.text);
    await call("GET", `/v1/matches/${m.id}/decision`, { token: seat.token });
    await evictDurableObject(stub);
    const repeat = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body });
    expect(repeat.status).toBe(409);
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(decision.version + 1);
  });

  it("answers concurrent retries of one action with one outcome, applied once", async () => {
    const m = await createMatch();
    const { seat, decision } = (await pendingDecision(m))!;
    const body = { version: decision.version, action: decision.options[0] };
    const replies = await Promise.all([1, 2, 3, 4].map(() => call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(decision.version + 1);
  });
});
