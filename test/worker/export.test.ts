// Export and verifiable shuffles (issue 15): the SHA-256 of a match's seed is published when
// it is created; once the match is over its whole record reveals the seed and every hidden
// card, and replaying the record through the engine gives the same final state, while a
// tampered seed fails verification.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { stateHash } from "../../src/engine/index.js";
import { replay, verifyExport } from "../../src/match/replay.js";
import { call, GREEN_DECK, liveState, playOut, RED_DECK } from "./helpers.js";

describe("a finished match's export", () => {
  it("reveals the committed seed and every hidden event; its replay, timeout and settings change included, ends in the same state", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], clock: { perDecision: 86400 } } });
    expect(created.json.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const m = created.json;
    expect((await call("GET", `/v1/matches/${m.id}/export`)).status).toBe(409);
    // A settings change, then the first decision's time runs out (the default answer).
    expect((await call("PUT", `/v1/matches/${m.id}/settings`, { token: m.seats[1].token, body: { stops: ["endOfTurn"] } })).status).toBe(200);
    const stub = env.MATCH.get(env.MATCH.idFromName(m.id));
    await runInDurableObject(stub, (instance, state) => {
      state.storage.sql.exec("UPDATE clock SET deadline = ?", Date.now() - 1);
      (instance as unknown as { cached: unknown }).cached = null;
    });
    await runDurableObjectAlarm(stub);
    await playOut(m, 7);

    const r = await call("GET", `/v1/matches/${m.id}/export`);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const record = r.json;
    expect(record.seedCommitment).toBe(m.seedCommitment);
    expect(record.config.players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Bob"]);
    expect(record.actions[0].action).toEqual({ type: "timeOut", policy: "defaultAnswer" });
    expect(record.settings).toEqual([{ version: 0, player: "p2", settings: { stops: ["endOfTurn"] } }]);
    expect(record.events.some((e: { secret?: unknown; visibleTo?: unknown }) => e.secret !== undefined || e.visibleTo !== undefined)).toBe(true);
    expect(record.stateHash).toBe(stateHash(await liveState(m.id)));
    expect(stateHash(replay(record))).toBe(record.stateHash);
    expect(await verifyExport(record)).toEqual([]);

    const tampered = { ...record, config: { ...record.config, seed: `${record.config.seed}0` } };
    const problems = await verifyExport(tampered);
    expect(problems[0]).toMatch(/does not hash to the commitment/);
    expect(problems[1]).toMatch(/replaying the record (ends in state|fails)/);
  });

  it("a lobby publishes its commitment to everyone who joins", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }] } });
    const lobby = await call("GET", `/v1/matches/${created.json.id}/lobby`);
    expect(lobby.json.seedCommitment).toBe(created.json.seedCommitment);
  });
});
