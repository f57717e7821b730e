// A whole game over the API, then the D1 read side: index, archive, rebuild, awaiting list.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apply, createGame, stateHash, type Action, type GameConfig } from "../../src/engine/index.js";
import { call, createMatch, liveState, pendingDecision, playOut, waitForIndex } from "./helpers.js";

describe("a whole game", () => {
  it("is played to the end by random listed options, and D1 alone rebuilds it", async () => {
    const m = await createMatch({ seed: "whole-game" });
    const actions = await playOut(m, 2006);
    expect(actions).toBeGreaterThan(20);
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.status).toBe("finished");
    expect(view.json.version).toBe(actions);
    for (const seat of m.seats) {
      const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: seat.token });
      expect(d.json).toMatchObject({ version: actions, player: null, kind: null, options: [] });
    }
    const late = await call("POST", `/v1/matches/${m.id}/actions`, { token: m.seats[0]!.token, body: { version: actions, action: { type: "pass" } } });
    expect(late.status).toBe(422);

    await waitForIndex(m.id, actions);
    const row = await env.DB.prepare("SELECT * FROM matches WHERE id = ?").bind(m.id).first<Record<string, any>>();
    expect(row).toMatchObject({ format: "two-player", status: "finished", awaiting: null, version: actions });
    expect(JSON.parse(row!.winners)).toEqual(view.json.result.winners);
    const seats = await env.DB.prepare("SELECT player, name FROM match_seats WHERE match_id = ? ORDER BY player").bind(m.id).all();
    expect(seats.results).toEqual([{ player: "p1", name: "Ann" }, { player: "p2", name: "Bob" }]);
    const archive = await env.DB.prepare("SELECT version, player, action FROM match_actions WHERE match_id = ? ORDER BY version")
      .bind(m.id)
      .all<{ version: number; player: string; action: string }>();
    expect(archive.results.map((a) => a.version)).toEqual(Array.from({ length: actions }, (_, i) => i + 1));

    // Rebuild from D1 alone: the stored config (seed included) and the archived actions.
    let state = createGame(JSON.parse(row!.config) as GameConfig).state;
    for (const a of archive.results) state = apply(state, a.player, JSON.parse(a.action) as Action).state;
    expect(stateHash(state)).toBe(stateHash(await liveState(m.id)));
  });
});

describe("GET /v1/players/me/matches", () => {
  it("lists the match for the seat that owes the decision, and not for the other", async () => {
    const m = await createMatch();
    await waitForIndex(m.id, 0);
    const { seat } = (await pendingDecision(m))!;
    const other = m.seats.find((s) => s !== seat)!;
    const mine = await call("GET", "/v1/players/me/matches", { token: seat.token });
    expect(mine.status).toBe(200);
    expect(mine.json.matches).toMatchObject([{ id: m.id, player: seat.player, version: 0, status: "mulligan", awaiting: seat.player, mine: true }]);
    const theirs = await call("GET", "/v1/players/me/matches", { token: other.token });
    expect(theirs.json.matches).toEqual([]);
  });

  it("asks for a known token", async () => {
    expect((await call("GET", "/v1/players/me/matches")).status).toBe(401);
    const r = await call("GET", "/v1/players/me/matches", { token: "unknown" });
    expect(r.status).toBe(401);
    expect(r.type).toBe("application/problem+json");
  });
});

describe("GET /v1/matches/{id}/events", () => {
  it("pages the log as each viewer may see it", async () => {
    const m = await createMatch();
    const all = await call("GET", `/v1/matches/${m.id}/events?limit=500`, { token: m.seats[0]!.token });
    expect(all.status).toBe(200);
    expect(all.json.version).toBe(0);
    const seqs: number[] = all.json.events.map((e: { seq: number }) => e.seq);
    expect(seqs.length).toBeGreaterThan(2);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const first = await call("GET", `/v1/matches/${m.id}/events?limit=2`);
    expect(first.json.next).toBeTypeOf("number");
    const rest = await call("GET", `/v1/matches/${m.id}/events?after=${first.json.next}&limit=500`);
    expect(rest.json.next).toBeNull();
    const spectator = await call("GET", `/v1/matches/${m.id}/events?limit=500`);
    expect([...first.json.events, ...rest.json.events]).toEqual(spectator.json.events);
    // The spectator sees no secret: its log is never longer or richer than a player's.
    expect(spectator.json.events.length).toBeLessThanOrEqual(all.json.events.length);
  });
});
