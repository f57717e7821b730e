// Clocks (issue 15): a time per decision or a reserve with an increment, enforced by the
// match's Durable Object alarm with the timeout policy of the match's settings; decisions
// carry when they started and their deadline, events when they happened.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, GREEN_DECK, RED_DECK, waitForIndex } from "./helpers.js";

const stubOf = (id: string) => env.MATCH.get(env.MATCH.idFromName(id));

/** Moves the pending decision's deadline into the past, as if its time had gone by. */
async function expire(id: string): Promise<void> {
  await runInDurableObject(stubOf(id), (instance, state) => {
    state.storage.sql.exec("UPDATE clock SET since = since - 86400000, deadline = ?", Date.now() - 1);
    (instance as unknown as { cached: unknown }).cached = null; // read the moved clock, as an object waking would
  });
}

const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

describe("a match's clock", () => {
  it("a time per decision: the decision says since when and until when, and the alarm is set for the deadline", async () => {
    const m = await createMatch({ clock: { perDecision: 3600 } });
    const owner = (await decide(m.id, m.seats[0]!.token)).player;
    const seat = m.seats.find((s) => s.player === owner)!;
    const d = await decide(m.id, seat.token);
    expect(d.kind).toBe("mulligan");
    expect(seconds(d.since, d.deadline)).toBe(3600);
    const other = await decide(m.id, m.seats.find((s) => s !== seat)!.token);
    expect(other.deadline).toBe(d.deadline);
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.clock).toMatchObject({ perDecision: 3600, onTimeout: "defaultAnswer", deadline: d.deadline });
    // Delivers the outbox, then waits for the deadline: first for its warning, a quarter of the
    // hour before it (notify.ts: "deadline near"), which sets the alarm for the deadline itself.
    await runDurableObjectAlarm(stubOf(m.id));
    expect(await runInDurableObject(stubOf(m.id), (_i, state) => state.storage.getAlarm())).toBe(Date.parse(d.deadline) - 900_000);
  });

  it("runs out through the alarm: the default answer (keep) is given for the player, and recorded as a timeout", async () => {
    const m = await createMatch({ clock: { perDecision: 3600 } });
    const d = await decide(m.id, m.seats[0]!.token);
    const owner = d.player;
    await expire(m.id);
    expect(await runDurableObjectAlarm(stubOf(m.id))).toBe(true);
    const events = await call("GET", `/v1/matches/${m.id}/events`);
    const timeOut = events.json.events.find((e: { type: string }) => e.type === "timeOut");
    expect(timeOut).toMatchObject({ data: { player: owner, policy: "defaultAnswer" } });
    expect(timeOut.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(events.json.events.map((e: { type: string }) => e.type)).toContain("keep");
    const after = await call("GET", `/v1/matches/${m.id}`);
    expect(after.json.version).toBe(1);
    expect(after.json.players.find((p: { id: string }) => p.id === owner).mulligans).toBe(0);
    expect(after.json.decision.player).not.toBe(owner);
    // The next decision has a fresh hour.
    const next = await decide(m.id, m.seats.find((s) => s.player === after.json.decision.player)!.token);
    expect(seconds(next.since, next.deadline)).toBe(3600);
    await waitForIndex(m.id, 1);
    const archived = await env.DB.prepare("SELECT player, action FROM match_actions WHERE match_id = ?").bind(m.id).first<{ player: string; action: string }>();
    expect(archived).toEqual({ player: owner, action: JSON.stringify({ type: "timeOut", policy: "defaultAnswer" }) });
  });

  it("runs out through the alarm with the loss as the policy: the player loses the game", async () => {
    const m = await createMatch({ clock: { perDecision: 86400, onTimeout: "loss" } });
    const owner = (await decide(m.id, m.seats[0]!.token)).player;
    await expire(m.id);
    await runDurableObjectAlarm(stubOf(m.id));
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.status).toBe("finished");
    expect(view.json.winner).toBe(m.seats.find((s) => s.player !== owner)!.player);
    expect(view.json.clock.deadline).toBeNull();
    const d = await decide(m.id, m.seats[0]!.token);
    expect(d).toMatchObject({ kind: null, prompt: "The game is over", deadline: null });
  });

  it("a reserve with an increment: the mover is charged the time taken and given the increment", async () => {
    const m = await createMatch({ clock: { reserve: 600, increment: 30 } });
    const d = await decide(m.id, m.seats[0]!.token);
    const seat = m.seats.find((s) => s.player === d.player)!;
    expect(seconds(d.since, d.deadline)).toBe(600);
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { version: d.version, action: { type: "keep" } } });
    expect(r.status, r.text).toBe(200);
    const remaining = r.json.view.clock.remaining;
    expect(remaining[seat.player]).toBeGreaterThan(620);
    expect(remaining[seat.player]).toBeLessThanOrEqual(630);
    // Every event of the answer carries when it happened.
    expect(r.json.events.every((e: { at?: string }) => typeof e.at === "string")).toBe(true);
  });

  it("refuses a clock with both kinds of time, an increment without a reserve, or under a minute", async () => {
    for (const clock of [{ perDecision: 600, reserve: 600 }, { perDecision: 600, increment: 5 }, { perDecision: 10 }, { reserve: 15 * 86400 }]) {
      const r = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], clock } });
      expect(r.status, JSON.stringify(clock)).toBe(422);
    }
  });

  it("a lobby's clock starts with its game; without a clock a decision still says since when, with no deadline", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }], clock: { perDecision: 120 } } });
    const bob = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation: created.json.seats[1].invitation, name: "Bob", deck: GREEN_DECK } });
    const d = await decide(created.json.id, bob.json.token);
    expect(seconds(d.since, d.deadline)).toBe(120);
    const plain = await createMatch();
    const p = await decide(plain.id, plain.seats[0]!.token);
    expect(typeof p.since).toBe("string");
    expect(p.deadline).toBeNull();
  });
});
