// Issue 17: the computer as a clock's timeout policy. A match whose clock says
// `onTimeout: "computer"` has the computer (at the level `computer` names) answer for a player
// whose time ran out, from that player's own view, where the default answer would only pass;
// the record keeps the answer, so the match replays without a computer.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, waitForIndex } from "./helpers.js";

const stubOf = (id: string) => env.MATCH.get(env.MATCH.idFromName(id));

/** Moves the pending decision's deadline into the past, as if its time had gone by (as clocks.test.ts does). */
async function expire(id: string): Promise<void> {
  await runInDurableObject(stubOf(id), (instance, state) => {
    state.storage.sql.exec("UPDATE clock SET since = since - 86400000, deadline = ?", Date.now() - 1);
    (instance as unknown as { cached: unknown }).cached = null;
  });
}

describe("issue 17: the computer answers when a player's time runs out", () => {
  it("the clock shows the policy and level; at the first main phase the computer plays a land for the player, recorded with its answer", async () => {
    const m = await createMatch({ clock: { perDecision: 3600, onTimeout: "computer", computer: "medium" }, seed: "clock-computer" });
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.clock).toMatchObject({ perDecision: 3600, onTimeout: "computer", computer: "medium" });
    // Both mulligan decisions and then the first main phase run out of time.
    let owner = "";
    for (let n = 0; n < 6; n++) {
      const d = await decide(m.id, m.seats[0]!.token);
      owner = d.player;
      const mine = await decide(m.id, m.seats.find((s) => s.player === owner)!.token);
      if (mine.kind === "priority") break;
      await expire(m.id);
      expect(await runDurableObjectAlarm(stubOf(m.id))).toBe(true);
    }
    const before = await call("GET", `/v1/matches/${m.id}`);
    await expire(m.id);
    await runDurableObjectAlarm(stubOf(m.id));
    const events = (await call("GET", `/v1/matches/${m.id}/events?limit=500`)).json.events as { type: string; data: { player?: string; policy?: string } }[];
    const last = events.filter((e) => e.type === "timeOut").pop()!;
    expect(last.data).toMatchObject({ player: owner, policy: "computer" });
    expect(events.slice(events.indexOf(last)).some((e) => e.type === "playLand" && e.data.player === owner)).toBe(true);
    const after = await call("GET", `/v1/matches/${m.id}`);
    expect(after.json.version).toBe(before.json.version + 1);
    await waitForIndex(m.id, after.json.version);
    const archived = await env.DB.prepare("SELECT action FROM match_actions WHERE match_id = ? AND version = ?").bind(m.id, after.json.version).first<{ action: string }>();
    expect(JSON.parse(archived!.action)).toMatchObject({ type: "timeOut", policy: "computer", answer: { type: "playLand" } });
  });

  it("a computer level goes with the computer policy only; an unknown policy is refused", async () => {
    const level = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }], clock: { perDecision: 3600, computer: "hard" } } });
    expect(level.status).toBe(422);
    expect(level.text).toContain("onTimeout");
    const policy = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { name: "Bob", deck: "sky-raiders" }], clock: { perDecision: 3600, onTimeout: "robot" } } });
    expect(policy.status).toBe(422);
  });
});
