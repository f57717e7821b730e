// A fork (issue 15): a new match from a position of a finished match or a puzzle — the record up
// to a version under new seats, marked as a puzzle — never from a match being played (its hidden
// cards would show). The fork's own export replays from the same config to the same hashes.
import { describe, expect, it } from "vitest";
import { stateHash } from "../../src/engine/index.js";
import { replay, verifyExport } from "../../src/match/replay.js";
import { call, createMatch, GREEN_DECK, RED_DECK } from "./helpers.js";

async function keepBoth(id: string, seats: { token: string; player: string }[]) {
  for (let version = 0; version < 2; version++) {
    const owner = (await call("GET", `/v1/matches/${id}`)).json.decision.player;
    const seat = seats.find((s) => s.player === owner)!;
    const r = await call("POST", `/v1/matches/${id}/actions`, { token: seat.token, body: { version, action: { type: "keep" } } });
    expect(r.status, r.text).toBe(200);
  }
}

describe("a fork", () => {
  it("starts a puzzle from a version of a finished match, with new seats, and its export replays to the same hashes", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] });
    await keepBoth(m.id, m.seats);
    // Being played: no fork (the hands would show).
    const live = await call("POST", `/v1/matches/${m.id}/fork`, { body: { version: 2 } });
    expect(live.status).toBe(409);
    expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: m.seats[1]!.token, body: { version: 2, action: { type: "concede" } } })).status).toBe(200);
    const exported = (await call("GET", `/v1/matches/${m.id}/export`)).json;

    const fork = await call("POST", `/v1/matches/${m.id}/fork`, { body: { version: 2 } });
    expect(fork.status, fork.text).toBe(201);
    expect(fork.json).toMatchObject({ version: 2, puzzle: true, seedCommitment: exported.seedCommitment });
    expect(fork.json.id).not.toBe(m.id);
    const seats = fork.json.seats as { player: string; name: string; token: string }[];
    expect(seats.map((s) => s.name).sort()).toEqual(["Ann", "Bob"]);
    // The position after version 2: the state the source's record gives there.
    const atTwo = replay({ config: exported.config, actions: exported.actions.filter((a: { version: number }) => a.version <= 2), settings: [] });
    const view = await call("GET", `/v1/matches/${fork.json.id}`, { token: seats[0]!.token });
    expect(view.json).toMatchObject({ version: 2, puzzle: true, status: "playing" });
    const mine = view.json.players.find((p: { id: string }) => p.id === view.json.you);
    expect(mine.hand.map((c: { name: string }) => c.name)).toEqual(atTwo.players.find((p) => p.id === view.json.you)!.hand.map((id) => (atTwo.objects[id] as { card: string }).card));
    expect(exported.hashes.find((h: { version: number }) => h.version === 2).stateHash).toBe(stateHash({ ...atTwo }));
    // The old tokens are no seats of the fork; its log holds the source's events up to there.
    expect((await call("GET", `/v1/matches/${fork.json.id}/decision`, { token: m.seats[0]!.token })).status).toBe(401);
    const events = (await call("GET", `/v1/matches/${fork.json.id}/events`, { token: seats[0]!.token })).json.events;
    expect(events.map((e: { type: string }) => e.type)).toContain("keep");

    // Played on (another ending than the source's), then exported: it replays from the source's config.
    const d = await call("GET", `/v1/matches/${fork.json.id}/decision`, { token: seats[0]!.token });
    expect((await call("POST", `/v1/matches/${fork.json.id}/actions`, { token: seats[0]!.token, body: { version: d.json.version, action: { type: "concede" } } })).status).toBe(200);
    const forkExport = await call("GET", `/v1/matches/${fork.json.id}/export`);
    expect(forkExport.status, forkExport.text).toBe(200);
    expect(forkExport.json.actions.slice(0, 2)).toEqual(exported.actions.slice(0, 2).map((a: object) => expect.objectContaining(a)));
    expect(forkExport.json.result.winners).toEqual([seats[1]!.player]);
    expect(await verifyExport(forkExport.json)).toEqual([]);
  });

  it("may fork a puzzle being played, by default at its last version, and refuses a version it has not reached", async () => {
    const m = await createMatch({ players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], seed: "known" });
    await keepBoth(m.id, m.seats);
    const fork = await call("POST", `/v1/matches/${m.id}/fork`);
    expect(fork.status, fork.text).toBe(201);
    expect(fork.json.version).toBe(2);
    expect((await call("POST", `/v1/matches/${m.id}/fork`, { body: { version: 3 } })).status).toBe(422);
    expect((await call("POST", `/v1/matches/${m.id}/fork`, { body: { version: -1 } })).status).toBe(422);
  });
});
