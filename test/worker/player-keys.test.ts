// Player keys (issue 15): no account, a random secret presented when creating or joining, so
// that one key lists all its matches — whose decision it is, whether it is mine, since when,
// the deadline — in pages.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, GREEN_DECK, RED_DECK } from "./helpers.js";

const deliver = (id: string) => runDurableObjectAlarm(env.MATCH.get(env.MATCH.idFromName(id)));

async function newKey(): Promise<string> {
  const r = await call("POST", "/v1/players/keys");
  expect(r.status).toBe(201);
  return r.json.key;
}

const list = (key: string, query = "") => call("GET", `/v1/players/me/matches${query}`, { headers: { "x-player-key": key } });

describe("player keys", () => {
  it("are random secrets, stored only as their SHA-256", async () => {
    const [a, b] = [await newKey(), await newKey()];
    expect(a).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] }, headers: { "x-player-key": a } });
    await deliver(created.json.id);
    const rows = await env.DB.prepare("SELECT key_hash FROM player_matches WHERE match_id = ?").bind(created.json.id).all<{ key_hash: string }>();
    expect(rows.results).toHaveLength(2);
    for (const r of rows.results) {
      expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.key_hash).not.toContain(a);
    }
  });

  it("list every match of the key with whose decision it is, whether it is mine, since when and the deadline, paged", async () => {
    const ann = await newKey();
    const bob = await newKey();
    // Ann opens a lobby with a clock and takes one seat; Bob joins the other with his key.
    const lobby = await call("POST", "/v1/matches", {
      body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }], clock: { perDecision: 7200 } }, headers: { "x-player-key": ann },
    });
    expect(lobby.status, lobby.text).toBe(201);
    await deliver(lobby.json.id);
    const waiting = await list(ann);
    expect(waiting.json.matches).toEqual([{ id: lobby.json.id, seat: 0, player: null, version: 0, status: "lobby", awaiting: null, mine: false, since: null, deadline: null }]);
    const joined = await call("POST", `/v1/matches/${lobby.json.id}/join`, {
      body: { invitation: lobby.json.seats[1].invitation, name: "Bob", deck: GREEN_DECK }, headers: { "x-player-key": bob },
    });
    expect(joined.json.started).toBe(true);
    // Then, later, Ann creates a match where she holds both seats (a bot playing itself).
    await new Promise((r) => setTimeout(r, 5));
    const solo = await call("POST", "/v1/matches", { body: { players: [{ name: "Cid", deck: RED_DECK }, { name: "Dee", deck: GREEN_DECK }] }, headers: { "x-player-key": ann } });
    await deliver(lobby.json.id);
    await deliver(solo.json.id);

    const all = await list(ann);
    expect(all.status, all.text).toBe(200);
    expect(all.json.next).toBeNull();
    expect(all.json.matches.map((m: { id: string; seat: number }) => [m.id, m.seat])).toEqual([[solo.json.id, 0], [solo.json.id, 1], [lobby.json.id, 0]]);
    const started = all.json.matches[2];
    expect(started).toMatchObject({ player: "p1", status: "mulligan" });
    expect(started.mine).toBe(started.awaiting === "p1");
    expect((Date.parse(started.deadline) - Date.parse(started.since)) / 1000).toBe(7200);
    const soloRows = all.json.matches.slice(0, 2);
    expect(soloRows.filter((m: { mine: boolean }) => m.mine)).toHaveLength(1);
    expect(soloRows[0].deadline).toBeNull();
    expect(typeof soloRows[0].since).toBe("string");

    // Pages of one, following `next`, give the same list.
    const paged = [];
    for (let after = ""; ; ) {
      const page = await list(ann, `?limit=1${after ? `&after=${after}` : ""}`);
      expect(page.status, page.text).toBe(200);
      paged.push(...page.json.matches);
      if (page.json.next === null) break;
      after = page.json.next;
    }
    expect(paged).toEqual(all.json.matches);
    const mine = await list(ann, "?mine=true");
    expect(mine.json.matches.every((m: { mine: boolean }) => m.mine)).toBe(true);
    expect(mine.json.matches.length).toBe(all.json.matches.filter((m: { mine: boolean }) => m.mine).length);

    // Bob's key lists his seat only, with its player id.
    const bobs = await list(bob);
    expect(bobs.json.matches).toHaveLength(1);
    expect(bobs.json.matches[0]).toMatchObject({ id: lobby.json.id, seat: 1, player: "p2" });
  });

  it("a malformed key is refused (400), and without a key or a token the listing is 401", async () => {
    expect((await list("short")).status).toBe(400);
    expect((await call("GET", "/v1/players/me/matches")).status).toBe(401);
    expect((await list(await newKey())).json).toEqual({ matches: [], next: null });
    expect((await list(await newKey(), "?after=nonsense")).status).toBe(400);
  });

  it("a seat's token lists its match while it awaits the seat, with since and the deadline", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], clock: { reserve: 86400, increment: 3600 } } });
    const lists = await Promise.all(created.json.seats.map((s: { token: string }) => call("GET", "/v1/players/me/matches", { token: s.token })));
    const awaited = lists.flatMap((l) => l.json.matches);
    expect(awaited).toHaveLength(1);
    expect(awaited[0]).toMatchObject({ id: created.json.id, mine: true, status: "mulligan" });
    expect((Date.parse(awaited[0].deadline) - Date.parse(awaited[0].since)) / 1000).toBe(86400);
  });
});
