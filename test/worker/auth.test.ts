// Authentication (issue 4, part 3): tokens are 256 random bits, kept only as SHA-256 hashes
// (in the match's object and in D1), compared in constant time against every seat; a token
// opens its own seat of its own match and nothing else, and a spectator can't act.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashToken } from "../../src/http/auth.js";
import { call, createMatch, pendingDecision, waitForIndex, type Created } from "./helpers.js";
import { figures, SCALE, stubOf, TIMEOUT } from "./probe.js";

/** The random part of a token (after its match id and a dot). */
const bytesOf = (token: string) => Uint8Array.from(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

/** Every row of every table of a match's own storage, as text. */
const objectDump = (id: string) =>
  runInDurableObject(stubOf(id), (_i, state) => {
    const tables = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").toArray();
    // The runtime's own tables (_cf_*) are off limits, and hold nothing of ours.
    const ours = tables.filter(({ name }) => !name.startsWith("_cf_") && !name.startsWith("sqlite_"));
    return JSON.stringify(ours.map(({ name }) => state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray()));
  });

/** Every request a token could be used for on a match, as its holder would send it. */
async function everyUse(m: Created, token: string | undefined): Promise<number[]> {
  const d = (await pendingDecision(m))!.decision;
  return Promise.all(
    [
      call("GET", `/v1/matches/${m.id}`, { token }),
      call("GET", `/v1/matches/${m.id}/decision`, { token }),
      call("GET", `/v1/matches/${m.id}/events`, { token }),
      ...d.options.map((action: unknown) => call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, action } })),
    ].map(async (r) => (await r).status),
  );
}

describe("tokens", () => {
  it("are 256 random bits each, and only their SHA-256 is stored, in the object and in D1", async () => {
    const matches = await Promise.all(Array.from({ length: 10 * SCALE }, () => createMatch()));
    const tokens = matches.flatMap((m) => m.seats.map((s) => s.token));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const [i, t] of tokens.entries()) {
      expect(t).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
      expect(t.startsWith(`${matches[Math.floor(i / 2)]!.id}.`)).toBe(true);
      expect(bytesOf(t)).toHaveLength(32);
    }
    // Half the bits set, give or take: no constant or counter-like bytes (6 sigma from 0.5).
    const bits = tokens.flatMap((t) => [...bytesOf(t)].map((b) => b.toString(2).replaceAll("0", "").length)).reduce((a, b) => a + b, 0);
    const share = bits / (tokens.length * 256);
    expect(Math.abs(share - 0.5)).toBeLessThan(3 / Math.sqrt(tokens.length * 256));

    for (const m of matches) {
      await waitForIndex(m.id, 0);
      const seats = await env.DB.prepare("SELECT * FROM match_seats WHERE match_id = ? ORDER BY player").bind(m.id).all();
      expect(seats.results.map((s) => s.token_hash)).toEqual(await Promise.all(m.seats.map((s) => hashToken(s.token))));
      const d1 = JSON.stringify([seats.results, await env.DB.prepare("SELECT * FROM matches WHERE id = ?").bind(m.id).all()]);
      const stored = await objectDump(m.id);
      for (const s of m.seats) {
        expect(d1).not.toContain(s.token);
        expect(stored).not.toContain(s.token);
        expect(stored).toContain(await hashToken(s.token));
      }
    }
    figures({ tokensChecked: tokens.length });
  }, TIMEOUT);

  it("are compared in constant time, against every seat", async () => {
    const m = await createMatch();
    const compare = vi.spyOn(crypto.subtle, "timingSafeEqual");
    try {
      for (const token of [m.seats[0]!.token, m.seats[1]!.token, "not-a-seat"]) {
        compare.mockClear();
        await call("GET", `/v1/matches/${m.id}/decision`, { token });
        // One comparison per seat, each of two SHA-256 hex digests: no early exit on a match.
        expect(compare).toHaveBeenCalledTimes(m.seats.length);
        for (const [x, y] of compare.mock.calls) expect([(x as Uint8Array).byteLength, (y as Uint8Array).byteLength]).toEqual([64, 64]);
      }
    } finally {
      compare.mockRestore();
    }
  });
});

describe("a token", () => {
  it("of one match opens nothing in another, and a seat's hash is not a token", async () => {
    const counts = { crossMatchAttempts: 0 };
    const [m, other] = [await createMatch(), await createMatch()];
    const before = (await call("GET", `/v1/matches/${m.id}`)).text;
    const wrong = [
      ...other.seats.map((s) => s.token),
      ...(await Promise.all(m.seats.map((s) => hashToken(s.token)))),
      // One character off, and a seat's token twice over.
      m.seats[0]!.token.slice(0, -1) + (m.seats[0]!.token.endsWith("A") ? "B" : "A"),
      m.seats[1]!.token.repeat(2),
    ];
    for (const token of wrong) {
      const statuses = await everyUse(m, token);
      expect(statuses.every((s) => s === 401), `${token}: ${statuses}`).toBe(true);
      counts.crossMatchAttempts += statuses.length;
    }
    expect((await call("GET", `/v1/matches/${m.id}`)).text).toBe(before);
    // The awaiting list knows a token only for its own matches.
    await waitForIndex(other.id, 0);
    const listed = await call("GET", "/v1/players/me/matches", { token: other.seats[0]!.token });
    expect(listed.text).not.toContain(m.id);
    figures(counts);
  });

  it("is needed to act or to see a decision: a spectator can't", async () => {
    const m = await createMatch();
    const before = (await call("GET", `/v1/matches/${m.id}`)).text;
    const statuses = await everyUse(m, undefined);
    // A spectator reads the match and its log; every action is refused.
    expect(statuses.slice(0, 3)).toEqual([200, 401, 200]);
    expect(statuses.slice(3).every((s) => s === 401)).toBe(true);
    expect((await call("GET", `/v1/matches/${m.id}`)).text).toBe(before);
    expect((await call("GET", "/v1/players/me/matches")).status).toBe(401);
  });
});
