// The trust issue's adversaries over HTTP: a griefing seat, a player who has left the game,
// a creator choosing seeds, a client retrying after the others moved, a token D1 does not
// know yet, and names made to mislead whoever prints them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apply, changeSettings, createGame, stateHash, type Action, type GameConfig, type PrioritySettings } from "../../src/engine/index.js";
import { call, createMatch, decide, lcg, liveState, pendingDecision, RED_DECK, waitForIndex, type Created } from "./helpers.js";

const actions = (id: string) => `/v1/matches/${id}/actions`;
const settings = (id: string) => `/v1/matches/${id}/settings`;
const versionOf = async (id: string): Promise<number> => (await call("GET", `/v1/matches/${id}`)).json.version;

describe("a griefing seat (settings are not game actions)", () => {
  it("408.1: a seat that owes nothing changes its settings without moving the version, so the owner's post at the version it read is accepted", async () => {
    const m = await createMatch();
    const { seat: owner, decision } = (await pendingDecision(m))!;
    const griefer = m.seats.find((s) => s !== owner)!;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The old form on POST /actions and the settings route, alternating values.
      const r =
        i % 2 === 0
          ? await call("POST", actions(m.id), { token: griefer.token, body: { version: decision.version, action: { type: "setAutoPass", value: i % 4 === 0 } } })
          : await call("PUT", settings(m.id), { token: griefer.token, body: { stops: i % 4 === 1 ? ["upkeep"] : [] } });
      statuses.push(r.status);
      if (r.status === 200) expect(r.json.version).toBe(decision.version);
      else expect(r.type).toContain("application/problem+json");
    }
    // Each change is kept for replays, so only ten are taken between two moves of the game.
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(await versionOf(m.id)).toBe(decision.version);
    const played = await call("POST", actions(m.id), { token: owner.token, body: { version: decision.version, action: decision.options[0] } });
    expect(played.status, played.text).toBe(200);
    expect(played.json.version).toBe(decision.version + 1);
  });

  it("408.1: the settings are the player's own: stops and auto-pass are shown, off by default, and checked", async () => {
    const m = await createMatch();
    const view = await call("GET", `/v1/matches/${m.id}`);
    expect(view.json.players.map((p: PrioritySettings) => [p.stops, p.autoPass])).toEqual([[[], false], [[], false]]);
    const put = await call("PUT", settings(m.id), { token: m.seats[1]!.token, body: { stops: ["endOfTurn", "declareBlockers"], autoPass: true } });
    expect(put.json).toEqual({ version: 0, settings: { stops: ["endOfTurn", "declareBlockers"], autoPass: true, passUntil: null } });
    expect((await call("GET", `/v1/matches/${m.id}`)).json.players[1]).toMatchObject({ stops: ["endOfTurn", "declareBlockers"], autoPass: true });
    // "Pass until my next turn" is shown to everyone (what it passes is public) and cancelled by null.
    const until = await call("PUT", settings(m.id), { token: m.seats[1]!.token, body: { passUntil: "myNextTurn" } });
    expect(until.json).toEqual({ version: 0, settings: { stops: ["endOfTurn", "declareBlockers"], autoPass: true, passUntil: "myNextTurn" } });
    expect((await call("GET", `/v1/matches/${m.id}`)).json.players[1].passUntil).toBe("myNextTurn");
    expect((await call("PUT", settings(m.id), { token: m.seats[1]!.token, body: { passUntil: null } })).json.settings.passUntil).toBeNull();
    expect((await call("GET", `/v1/matches/${m.id}`)).json.players[1].passUntil).toBeUndefined();
    for (const body of [{}, { stops: ["lunch"] }, { autoPass: "yes" }, { stops: "everywhere", extra: 1 }, { passUntil: "forever" }]) {
      const r = await call("PUT", settings(m.id), { token: m.seats[1]!.token, body });
      expect([r.status, r.type]).toEqual([422, "application/problem+json"]);
    }
    expect((await call("PUT", settings(m.id), { body: { autoPass: true } })).status).toBe(401);
  });
});

describe("a player who has left the game", () => {
  it("600.4: a player who conceded a free-for-all can change no setting, in either form, and the version does not move", async () => {
    const m = await createMatch({ format: "free-for-all", players: ["Ann", "Bob", "Cat"].map((name) => ({ name, deck: RED_DECK })) });
    const gone = m.seats[2]!;
    const conceded = await call("POST", actions(m.id), { token: gone.token, body: { version: 0, action: { type: "concede" } } });
    expect(conceded.status, conceded.text).toBe(200);
    const version = await versionOf(m.id);
    const put = await call("PUT", settings(m.id), { token: gone.token, body: { autoPass: true } });
    expect([put.status, put.type, put.json.rule]).toEqual([403, "application/problem+json", "600.4"]);
    expect(put.json.detail).toMatch(/out of the game/);
    const legacy = await call("POST", actions(m.id), { token: gone.token, body: { version, action: { type: "setAutoPass", value: true } } });
    expect([legacy.status, legacy.json.rule]).toEqual([403, "600.4"]);
    expect(await versionOf(m.id)).toBe(version);
    expect((await call("GET", `/v1/matches/${m.id}`)).json.players[2]).toMatchObject({ outcome: "lost", autoPass: false });
  });
});

describe("a creator choosing seeds", () => {
  it("217.2: a match with a chosen seed or a set-up position is marked as a puzzle for every seat and spectator; a normal match's seed is the server's", async () => {
    const chosen = await createMatch({ seed: "i-know-every-card" });
    const setup = await createMatch({ setup: { players: [{ hand: ["Shock"] }, {}] } });
    const normal = await createMatch();
    for (const [m, puzzle] of [[chosen, true], [setup, true], [normal, false]] as [Created & { puzzle?: boolean }, boolean][]) {
      expect(m.puzzle).toBe(puzzle);
      for (const token of [undefined, ...m.seats.map((s) => s.token)]) expect((await call("GET", `/v1/matches/${m.id}`, { token })).json.puzzle).toBe(puzzle);
    }
    await waitForIndex(normal.id, 0);
    const config = JSON.parse((await env.DB.prepare("SELECT config FROM matches WHERE id = ?").bind(normal.id).first<{ config: string }>())!.config);
    expect(config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(config.chosenSeed).toBeUndefined();
  });
});

describe("a client retrying after the others moved", () => {
  it("the same post by the same seat at the same version answers its original 200 even after another seat has acted", async () => {
    const m = await createMatch();
    const x = (await pendingDecision(m))!;
    const body = { version: x.decision.version, action: x.decision.options[0] };
    const first = await call("POST", actions(m.id), { token: x.seat.token, body });
    expect(first.status).toBe(200);
    // Y reads and plays; X reads nothing.
    const y = m.seats.find((s) => s !== x.seat)!;
    const yd = await decide(m.id, y.token);
    expect(yd.options.length).toBeGreaterThan(0);
    expect((await call("POST", actions(m.id), { token: y.token, body: { version: yd.version, action: yd.options[0] } })).status).toBe(200);
    const retry = await call("POST", actions(m.id), { token: x.seat.token, body });
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(await versionOf(m.id)).toBe(x.decision.version + 2);
  });

  it("a post with an Idempotency-Key answers its original 200 whenever it is repeated, even after reading; the key with another body is refused", async () => {
    const m = await createMatch();
    const x = (await pendingDecision(m))!;
    const body = { version: x.decision.version, action: x.decision.options[0] };
    const headers = { "idempotency-key": "move-0001" };
    const first = await call("POST", actions(m.id), { token: x.seat.token, body, headers });
    expect(first.status).toBe(200);
    await call("GET", `/v1/matches/${m.id}/decision`, { token: x.seat.token }); // read: no longer a plain retry
    const y = (await pendingDecision(m))!;
    expect((await call("POST", actions(m.id), { token: y.seat.token, body: { version: y.decision.version, action: y.decision.options[0] } })).status).toBe(200);
    const retry = await call("POST", actions(m.id), { token: x.seat.token, body, headers });
    expect([retry.status, retry.text]).toEqual([200, first.text]);
    expect((await call("POST", actions(m.id), { token: x.seat.token, body })).status).toBe(409);
    const reused = await call("POST", actions(m.id), { token: x.seat.token, body: { ...body, version: body.version + 2 }, headers });
    expect([reused.status, reused.type]).toEqual([422, "application/problem+json"]);
    // Another seat's key is its own.
    const other = await call("POST", actions(m.id), { token: y.seat.token, body, headers });
    expect(other.status).toBe(409);
    expect((await call("POST", actions(m.id), { token: x.seat.token, body, headers: { "idempotency-key": "" } })).status).toBe(400);
    expect(await versionOf(m.id)).toBe(x.decision.version + 2);
  });
});

describe("a token D1 does not know yet", () => {
  it("GET /v1/players/me/matches answers a valid seat from its match while D1 has not received it, and refuses an unknown token", async () => {
    const name = `Lag ${Math.floor(Math.random() * 1e9)}`;
    const trigger = `lag_${name.slice(4)}`;
    await env.DB.prepare(`CREATE TRIGGER ${trigger} BEFORE INSERT ON match_seats WHEN NEW.name = '${name}' BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END`).run();
    try {
      const m = await createMatch({ players: [{ name, deck: RED_DECK }, { name: "Bob", deck: RED_DECK }] });
      const { seat } = (await pendingDecision(m))!;
      await new Promise((r) => setTimeout(r, 300)); // delivery has been tried, and failed
      expect(await env.DB.prepare("SELECT count(*) AS n FROM matches WHERE id = ?").bind(m.id).first<{ n: number }>()).toEqual({ n: 0 });
      const mine = await call("GET", "/v1/players/me/matches", { token: seat.token });
      expect(mine.status, mine.text).toBe(200);
      expect(mine.json.matches).toMatchObject([{ id: m.id, player: seat.player, version: 0, status: "mulligan", mine: true }]);
      const other = m.seats.find((s) => s !== seat)!;
      expect((await call("GET", "/v1/players/me/matches", { token: other.token })).json.matches).toEqual([]);
      const forged = await call("GET", "/v1/players/me/matches", { token: `${m.id}.not-a-seat-of-this-match` });
      expect([forged.status, forged.type]).toEqual([401, "application/problem+json"]);
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
  });
});

describe("names a bot prints", () => {
  const create = (names: string[]) => call("POST", "/v1/matches", { body: { players: names.map((name) => ({ name, deck: RED_DECK })) } });

  it.each([
    ["a right-to-left override", ["Ann\u202Egnp.exe", "Bob"], /reordering/],
    ["a zero-width space", ["A\u200Bnn", "Bob"], /invisible/],
    ["a zero-width joiner", ["Bob\u200D", "Ann"], /invisible/],
    ["@everyone", ["@everyone", "Bob"], /mention/],
    ["@here inside a name", ["Ann @here", "Bob"], /mention/],
    ["a user mention", ["<@123456789>", "Bob"], /mention/],
    ["markdown", ["**Ann**", "Bob"], /letter/],
    ["a name over 32 characters", ["A".repeat(33), "Bob"], /32/],
    ["a tab", ["Ann\tLee", "Bob"], /invisible/],
    ["two players of one name", ["Ann", "Ann"], /already called/],
    ["two names differing only in case", ["Ann", "aNN"], /already called/],
    ["a full-width twin", ["Ann", "\uFF21nn"], /already called/],
  ])("refuses %s (422 problem+json)", async (_what, names, detail) => {
    const r = await create(names);
    expect([r.status, r.type]).toEqual([422, "application/problem+json"]);
    expect(r.json.detail).toMatch(detail);
  });

  it("normalises a name: one Unicode form (NFC), single spaces, no space around", async () => {
    const r = await create(["  Ann \u00A0  Lee ", "Ame\u0301lie"]);
    expect(r.status, r.text).toBe(201);
    expect(r.json.seats.map((s: { name: string }) => s.name)).toEqual(["Ann Lee", "Am\u00E9lie"]);
  });
});

describe("settings and replays", () => {
  it("408.1: a settings change is archived at the version it was made, and D1 alone rebuilds the match with it", async () => {
    const m = await createMatch();
    const pick = lcg(7);
    let changedAt = -1;
    for (let n = 0; n < 40; n++) {
      if (n === 3) {
        changedAt = await versionOf(m.id);
        const r = await call("PUT", settings(m.id), { token: m.seats[1]!.token, body: { stops: "everywhere" } });
        expect(r.json.version).toBe(changedAt);
      }
      const p = await pendingDecision(m);
      if (!p) break;
      const r = await call("POST", actions(m.id), { token: p.seat.token, body: { version: p.decision.version, action: p.decision.options[pick(p.decision.options.length)] } });
      expect(r.status, r.text).toBe(200);
    }
    const version = await versionOf(m.id);
    await waitForIndex(m.id, version);
    // The settings row travels in the same outbox as the actions after it.
    const row = await env.DB.prepare("SELECT config FROM matches WHERE id = ?").bind(m.id).first<{ config: string }>();
    const archive = (await env.DB.prepare("SELECT version, player, action FROM match_actions WHERE match_id = ? ORDER BY version").bind(m.id).all<{ version: number; player: string; action: string }>()).results;
    const changes = (await env.DB.prepare("SELECT version, player, settings FROM match_settings WHERE match_id = ? ORDER BY seq").bind(m.id).all<{ version: number; player: string; settings: string }>()).results;
    expect(changes).toEqual([{ version: changedAt, player: m.seats[1]!.player, settings: JSON.stringify({ stops: "everywhere" }) }]);
    const rebuild = (withSettings: boolean) => {
      let state = createGame(JSON.parse(row!.config) as GameConfig).state;
      const settle = (v: number) => {
        if (withSettings) for (const c of changes.filter((c) => c.version === v)) state = changeSettings(state, c.player, JSON.parse(c.settings));
      };
      for (const a of archive) {
        settle(a.version - 1);
        state = apply(state, a.player, JSON.parse(a.action) as Action).state;
      }
      settle(version);
      return stateHash(state);
    };
    const live = stateHash(await liveState(m.id));
    expect(rebuild(true)).toBe(live);
    // Without the change, the archived actions do not even fit the game (RuleError) or make another one.
    let without: string;
    try {
      without = rebuild(false);
    } catch {
      without = "refused";
    }
    expect(without).not.toBe(live);
  });
});
