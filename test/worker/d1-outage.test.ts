// D1 failing writes for a while (issue 4, part 2): play goes on, the outbox keeps every row,
// delivery backs off (1 s, 2 s, 4 s … up to a minute) across a restart, and once D1 takes
// writes again it catches up completely: the archive alone rebuilds the live game.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apply, createGame, stateHash, type Action, type GameConfig } from "../../src/engine/index.js";
import { call, createMatch, liveState, pendingDecision, waitForIndex, type Created } from "./helpers.js";
import { captureLogs, failD1Writes, figures, picker, SCALE, stubOf, TIMEOUT } from "./probe.js";

/** Plays up to `n` random listed options; every one must be accepted. Returns how many were played. */
async function play(m: Created, pick: (n: number) => number, n: number): Promise<number> {
  for (let i = 0; i < n; i++) {
    const p = await pendingDecision(m);
    if (!p) return i;
    const r = await call("POST", `/v1/matches/${m.id}/actions`, {
      token: p.seat.token,
      body: { version: p.decision.version, action: p.decision.options[pick(p.decision.options.length)] },
    });
    expect(r.status, r.text).toBe(200);
  }
  return n;
}

const outboxSize = (id: string) =>
  runInDurableObject(stubOf(id), (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n);

const archived = async (id: string) =>
  (await env.DB.prepare("SELECT version, player, action FROM match_actions WHERE match_id = ? ORDER BY version").bind(id).all<{
    version: number;
    player: string;
    action: string;
  }>()).results;

/** One outage of D1 for one match, from its creation to D1's complete catch-up; returns the
 * failed deliveries and the actions played meanwhile. */
async function outage(seed: number): Promise<{ faults: number; actions: number }> {
  const m = await createMatch({ seed: `d1-outage-${seed}` });
  await waitForIndex(m.id, 0);
  const pick = picker(seed);
  const logs = captureLogs();
  const heal = await failD1Writes(m.id);
  let version = 0;
  try {
    version += await play(m, pick, 20);
    // A restart in the middle of the outage: the outbox and its alarm are in durable storage.
    await evictDurableObject(stubOf(m.id));
    version += await play(m, pick, 10);
    // Each delivery attempt fails and puts the next one twice as far off, up to a minute; a
    // restart starts the count again. (The alarm may also fire by itself: it then takes its
    // place in the sequence.)
    await evictDurableObject(stubOf(m.id));
    const restartedAt = logs.lines.length;
    let next = 0;
    for (let i = 0; i < 8; i++) {
      expect(await runDurableObjectAlarm(stubOf(m.id))).toBe(true);
      next = (await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.getAlarm()))! - Date.now();
    }
    const backoff = logs.lines.slice(restartedAt).map((l) => Number(/retrying in (\d+) ms/.exec(l)?.[1]));
    expect(backoff.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * 1000));
    expect(backoff.slice(8).every((d) => d === 60_000)).toBe(true);
    expect(next).toBeGreaterThan(59_000);
    expect(next).toBeLessThanOrEqual(60_000);
    // Nothing of the outage reached D1; all of it waits in the outbox (an action and a progress row each).
    expect(await archived(m.id)).toEqual([]);
    expect(await outboxSize(m.id)).toBe(2 * version);
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(version);
  } finally {
    await heal();
    logs.restore();
  }
  // Each failure is logged, and only with the error's name: nothing of the rows or the match.
  for (const line of logs.lines) expect(line).toMatch(/^match outbox: D1 delivery failed \(\w+\), retrying in \d+ ms$/);
  const faults = logs.lines.length;
  expect(faults).toBeGreaterThanOrEqual(8);

  expect(await runDurableObjectAlarm(stubOf(m.id))).toBe(true);
  await waitForIndex(m.id, version);
  expect(await outboxSize(m.id)).toBe(0);
  const archive = await archived(m.id);
  expect(archive.map((a) => a.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
  const row = await env.DB.prepare("SELECT config, version, awaiting FROM matches WHERE id = ?").bind(m.id).first<{ config: string; version: number; awaiting: string }>();
  const live = await liveState(m.id);
  expect(row).toMatchObject({ version, awaiting: live.pending?.player ?? null });
  let state = createGame(JSON.parse(row!.config) as GameConfig).state;
  for (const a of archive) state = apply(state, a.player, JSON.parse(a.action) as Action).state;
  expect(stateHash(state)).toBe(stateHash(live));
  return { faults, actions: version };
}

describe("a D1 outage", () => {
  it("neither blocks nor loses play: the outbox backs off, then D1 catches up completely", async () => {
    const counts = { d1Outages: 0, d1Faults: 0, actionsDuringD1Outages: 0 };
    for (let i = 0; i < SCALE; i++) {
      const { faults, actions } = await outage(i);
      counts.d1Outages++;
      counts.d1Faults += faults;
      counts.actionsDuringD1Outages += actions;
    }
    figures(counts);
  }, TIMEOUT);
});
