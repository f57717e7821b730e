// D1 is fed through each match's outbox: a D1 failure never blocks play, and delivery resumes.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createMatch, pendingDecision, waitForIndex } from "./helpers.js";

describe("the outbox", () => {
  it("keeps play going while D1 fails, then delivers everything", async () => {
    const m = await createMatch();
    await waitForIndex(m.id, 0);
    const stub = env.MATCH.get(env.MATCH.idFromName(m.id));
    await env.DB.exec("ALTER TABLE match_actions RENAME TO match_actions_away");
    try {
      for (let i = 0; i < 3; i++) {
        const { seat, decision } = (await pendingDecision(m))!;
        const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: seat.token, body: { version: decision.version, action: decision.options[0] } });
        expect(r.status).toBe(200);
      }
      await runDurableObjectAlarm(stub);
      const pending = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n);
      expect(pending).toBeGreaterThan(0);
      // A failed delivery is retried later, not dropped.
      expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now());
    } finally {
      await env.DB.exec("ALTER TABLE match_actions_away RENAME TO match_actions");
    }
    await runDurableObjectAlarm(stub);
    await waitForIndex(m.id, 3);
    const archived = await env.DB.prepare("SELECT count(*) AS n FROM match_actions WHERE match_id = ?").bind(m.id).first<{ n: number }>();
    expect(archived?.n).toBe(3);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n)).toBe(0);
  });
});
