// Nothing is lost (issue 4, part 2): a match whose Durable Object is restarted after actions
// and killed between the commit and the response plays exactly the game a fault-free match
// plays. Every action is applied once, a client's retry gets the fault-free answer, and D1
// ends with the whole archive.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apply, createGame, stateHash, type Action, type GameConfig } from "../../src/engine/index.js";
import { call, createMatch, liveState, pendingDecision, waitForIndex, type Created } from "./helpers.js";
import { failD1Writes, figures, picker, postAndCrash, SCALE, stubOf, TIMEOUT } from "./probe.js";

interface Step {
  seat: number;
  body: { version: number; action: unknown };
  /** The answer, with the match id and the events' times masked so that two matches' answers compare. */
  reply: string;
}

const masked = (text: string, id: string) => text.replaceAll(id, "<match>").replace(/"at":"[^"]+"/g, '"at":"<time>"');

/** Plays a match to its end by random listed options, recording every step and its answer. */
async function playReference(m: Created, seed: number): Promise<Step[]> {
  const pick = picker(seed);
  const steps: Step[] = [];
  for (let p = await pendingDecision(m); p; p = await pendingDecision(m)) {
    const body = { version: p.decision.version, action: p.decision.options[pick(p.decision.options.length)] };
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: p.seat.token, body });
    expect(r.status, r.text).toBe(200);
    steps.push({ seat: m.seats.indexOf(p.seat), body, reply: masked(r.text, m.id) });
    if (steps.length > 6000) throw new Error("the reference game did not end");
  }
  return steps;
}

/** What the object's own storage holds of a match's history. */
const history = (id: string) =>
  runInDurableObject(stubOf(id), (_i, state) => ({
    actions: state.storage.sql.exec("SELECT version, player, action FROM actions ORDER BY version").toArray(),
    events: state.storage.sql.exec("SELECT seq, version, event FROM events ORDER BY seq").toArray(),
  }));

const archive = async (id: string) =>
  (await env.DB.prepare("SELECT version, player, action FROM match_actions WHERE match_id = ? ORDER BY version").bind(id).all<{
    version: number;
    player: string;
    action: string;
  }>()).results;

describe("restarts and crashes of a match's Durable Object", () => {
  it("lose no action and apply none twice: the game equals a fault-free one, answers included", async () => {
    const counts = { crashGames: 0, crashGameActions: 0, evictions: 0, crashesActionDropped: 0, crashesActionSurvived: 0, retries: 0 };
    for (let g = 0; g < SCALE; g++) {
      const seed = `nothing-lost-${g}`;
      const reference = await createMatch({ seed });
      const faulty = await createMatch({ seed });
      const steps = await playReference(reference, 100 + g);
      const pick = picker(200 + g);
      for (const step of steps) {
        const token = faulty.seats[step.seat]!.token;
        const post = () => call("POST", `/v1/matches/${faulty.id}/actions`, { token, body: step.body });
        const fault = pick(10);
        if (fault === 0 || fault === 1) {
          // The object dies with the answer still inside it; the client saw a failed request.
          const kept = await postAndCrash(faulty.id, token, step.body, fault === 1);
          // Once its write is durable the action survives the crash.
          if (fault === 1) expect(kept).toBe(true);
          counts[kept ? "crashesActionSurvived" : "crashesActionDropped"]++;
        }
        // The first post, or the client's retry after the crash: the fault-free answer either way.
        const r = await post();
        expect(r.status, r.text).toBe(200);
        expect(masked(r.text, faulty.id)).toBe(step.reply);
        if (fault === 0 || fault === 1) counts.retries++;
        if (fault === 2) {
          await evictDurableObject(stubOf(faulty.id));
          counts.evictions++;
          // A retry after the restart, before reading the match again, is the same answer.
          const again = await post();
          expect(masked(again.text, faulty.id)).toBe(step.reply);
          counts.retries++;
        }
      }
      // The same state, the same actions and the same events, each exactly once.
      expect(stateHash(await liveState(faulty.id))).toBe(stateHash(await liveState(reference.id)));
      const [faultyHistory, referenceHistory] = [await history(faulty.id), await history(reference.id)];
      expect(faultyHistory.actions.map((a) => a.version)).toEqual(steps.map((_s, i) => i + 1));
      expect(faultyHistory).toEqual(referenceHistory);
      // D1 catches up with the whole archive, and the archive alone rebuilds the game.
      await waitForIndex(faulty.id, steps.length);
      await waitForIndex(reference.id, steps.length);
      const archived = await archive(faulty.id);
      expect(archived).toEqual(await archive(reference.id));
      const row = await env.DB.prepare("SELECT config FROM matches WHERE id = ?").bind(faulty.id).first<{ config: string }>();
      let state = createGame(JSON.parse(row!.config) as GameConfig).state;
      for (const a of archived) state = apply(state, a.player, JSON.parse(a.action) as Action).state;
      expect(stateHash(state)).toBe(stateHash(await liveState(faulty.id)));
      counts.crashGames++;
      counts.crashGameActions += steps.length;
    }
    expect(counts.crashesActionSurvived).toBeGreaterThan(0);
    expect(counts.evictions).toBeGreaterThan(0);
    figures(counts);
  }, TIMEOUT);

  it("re-arms D1 delivery when an object starts again with an undelivered outbox and no alarm", async () => {
    const m = await createMatch();
    await waitForIndex(m.id, 0);
    const heal = await failD1Writes(m.id);
    try {
      const { seat, decision } = (await pendingDecision(m))!;
      const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { version: 0, action: decision.options[0] } });
      expect(r.status).toBe(200);
      // The crash this stands for: the commit made durable, the alarm that was to deliver it not.
      const crash = runInDurableObject(stubOf(m.id), async (_i, state) => {
        expect(state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n).toBeGreaterThan(0);
        await state.storage.deleteAlarm();
        await state.storage.sync();
        state.abort("injected fault: the alarm is lost");
      });
      await expect(crash).rejects.toThrow("injected fault");
    } finally {
      await heal();
    }
    // Any request starts the object again; nothing else happens in this match.
    expect((await call("GET", `/v1/matches/${m.id}`)).json.version).toBe(1);
    await waitForIndex(m.id, 1);
    expect(await archive(m.id)).toHaveLength(1);
  });
});
