// Matches that outlive a deploy: a match stored by the previous release (4876b05), schema and
// rows as that release wrote them (fixtures/match-4876b05.json, made by running that release's
// engine with fixtures/make-match-4876b05.ts.txt), is loaded into a fresh object's storage;
// the object wakes, migrates it (src/match/migrations.ts), upgrades its state
// (src/match/state-format.ts) and plays on through the HTTP API to the end of the game.
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyMigrations, LATEST_SCHEMA } from "../../src/match/migrations.js";
import { STATE_FORMAT } from "../../src/match/state-format.js";
import fixture from "./fixtures/match-4876b05.json";
import { call, lcg } from "./helpers.js";
import { stubOf } from "./probe.js";

type Row = Record<string, string | number>;

/** Writes the previous release's tables and rows into the storage of the match object `id`
 * (a fresh one for each test), then lets the object go. */
async function storePreviousRelease(id: string): Promise<void> {
  await runInDurableObject(stubOf(id), (_i, state) => {
    for (const statement of fixture.schema) state.storage.sql.exec(statement);
    for (const [table, rows] of Object.entries(fixture.rows as Record<string, Row[]>))
      for (let row of rows) {
        const columns = Object.keys(row);
        if (table === "match") row = { ...row, match_id: id };
        state.storage.sql.exec(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`, ...Object.values(row));
      }
  });
  await evictDurableObject(stubOf(id));
}

const tables = (id: string) =>
  runInDurableObject(stubOf(id), (_i, state) =>
    state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name != 'sqlite_sequence' ORDER BY name").toArray().map((r) => r.name),
  );

const tokenOf = (player: string) => fixture.tokens.find((t) => t.player === player)!.token;
const stored = JSON.parse(fixture.rows.match[0]!.state) as { players: { id: string; autoPass: boolean; stops?: unknown }[] };

describe("a match stored by the previous release plays on after a deploy", () => {
  it("is recognised as schema version 1 and migrated as the object wakes, once, keeping its rows", async () => {
    const id = "00000000000000000000000000000001";
    await storePreviousRelease(id);
    expect(await tables(id)).toEqual(["actions", "events", "last_reply", "match", "outbox", "seats"]);
    const ann = await call("GET", `/v1/matches/${id}`, { token: tokenOf("p1") });
    expect(ann.status, ann.text).toBe(200);
    expect(ann.json.version).toBe(fixture.rows.match[0]!.version);
    expect(await tables(id)).toEqual(["actions", "clock", "events", "idempotency", "lobby", "lobby_seats", "match", "match_config", "notices", "outbox", "rematch", "schema_versions", "seat_replies", "seats", "settings", "state_hashes", "webhook_deliveries", "webhooks"]);
    const after = await runInDurableObject(stubOf(id), (_i, state) => ({
      versions: state.storage.sql.exec<{ version: number }>("SELECT version FROM schema_versions ORDER BY version").toArray().map((r) => r.version),
      format: state.storage.sql.exec<{ f: number }>("SELECT state_format AS f FROM match").one().f,
      events: state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM events").one().n,
      // Run again, the migrations find nothing to do.
      again: state.storage.transactionSync(() => applyMigrations(state.storage.sql, Date.now())),
    }));
    expect(after).toEqual({ versions: [1, 2, 3, 4, 5, 6, 7, 8, 9], format: 1, events: fixture.rows.events.length, again: [] });
    expect(LATEST_SCHEMA).toBe(9);
  });

  it("answers a retry of the last action the previous release accepted with its stored answer (the last reply becomes its seat's)", async () => {
    const id = "00000000000000000000000000000002";
    await storePreviousRelease(id);
    const last = fixture.rows.last_reply[0]!;
    const r = await call("POST", `/v1/matches/${id}/actions`, { token: tokenOf(last.player), body: { version: last.version, action: JSON.parse(last.action) } });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toBe(last.reply);
  });

  it("loads the stored state with the fields added since (stops), and plays on to the end of the game", async () => {
    const id = "00000000000000000000000000000003";
    await storePreviousRelease(id);
    // The previous release had no stops: it asked each player wherever it could, unless auto-pass was on.
    expect(stored.players.map((p) => [p.autoPass, p.stops])).toEqual([[true, undefined], [false, undefined]]);
    const settings = await call("GET", `/v1/matches/${id}`, { token: tokenOf("p2") });
    expect(settings.status).toBe(200);
    const pick = lcg(7);
    let actions = 0;
    for (;;) {
      let owed: { token: string; decision: any } | null = null;
      for (const t of fixture.tokens) {
        const d = await call("GET", `/v1/matches/${id}/decision`, { token: t.token });
        expect(d.status, d.text).toBe(200);
        if (d.json.options.length > 0) owed = { token: t.token, decision: d.json };
      }
      if (!owed) break;
      // Plays on without conceding, so the game ends by the rules (life, library).
      const options = owed.decision.options.filter((o: { type: string }) => o.type !== "concede");
      const action = options[pick(options.length)];
      const r = await call("POST", `/v1/matches/${id}/actions`, { token: owed.token, body: { version: owed.decision.version, action } });
      expect(r.status, r.text).toBe(200);
      expect(++actions).toBeLessThan(5000);
    }
    const end = await call("GET", `/v1/matches/${id}`, { token: tokenOf("p1") });
    expect(end.json.status).toBe("finished");
    expect(end.json.result.winners).toEqual(expect.any(Array));
    const state = await runInDurableObject(stubOf(id), (_i, s) => {
      const row = s.storage.sql.exec<{ state: string; f: number }>("SELECT state, state_format AS f FROM match").one();
      return { format: row.f, stops: (JSON.parse(row.state) as typeof stored).players.map((p) => p.stops) };
    });
    expect(state).toEqual({ format: STATE_FORMAT, stops: ["everywhere", "everywhere"] });
  });
});
