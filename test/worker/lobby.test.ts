// The lobby (issue 15): a match created with open seats, each taken with its single-use
// invitation by a player who brings his or her own name and deck; the game starts when the
// last seat is filled, and nobody but the joiner ever sees the joiner's token or deck.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, GREEN_CARDS, GREEN_DECK, RED_DECK, strings } from "./helpers.js";

const RED_CARDS = ["Mountain", "Raging Goblin", "Goblin Piker", "Balduvian Barbarians", "Hill Giant", "Shock", "Volcanic Hammer", "Lava Axe"];

async function lobby(players: unknown[], extra: Record<string, unknown> = {}) {
  const r = await call("POST", "/v1/matches", { body: { players, ...extra } });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; status: string; seedCommitment: string; seats: { seat: number; name: string | null; token?: string; invitation?: string }[] };
}

describe("a match with open seats", () => {
  it("two players join from invitations with decks the other never sees; the last join starts the game", async () => {
    const created = await lobby([{ open: true }, { open: true }]);
    expect(created.status).toBe("lobby");
    expect(created.seats.map((s) => [s.name, s.token, typeof s.invitation])).toEqual([[null, undefined, "string"], [null, undefined, "string"]]);
    const [annInvite, bobInvite] = created.seats.map((s) => s.invitation!);

    const ann = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation: annInvite, name: "Ann", deck: RED_DECK } });
    expect(ann.status, ann.text).toBe(200);
    expect(ann.json).toMatchObject({ id: created.id, seat: 0, name: "Ann", started: false, player: null });
    // Not started: nothing to read or play yet, and the lobby says who is still awaited.
    const early = await call("GET", `/v1/matches/${created.id}/decision`, { token: ann.json.token });
    expect(early.status).toBe(409);
    expect(early.json.detail).toMatch(/1 of its 2 seats/);
    const waiting = await call("GET", `/v1/matches/${created.id}/lobby`);
    expect(waiting.json).toEqual({ id: created.id, status: "lobby", seedCommitment: created.seedCommitment, seats: [{ seat: 0, name: "Ann", joined: true, player: null }, { seat: 1, name: null, joined: false, player: null }] });

    const bob = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation: bobInvite, name: "Bob", deck: GREEN_DECK } });
    expect(bob.status, bob.text).toBe(200);
    expect(bob.json).toMatchObject({ seat: 1, name: "Bob", started: true, player: "p2" });
    expect(bob.json.token).toMatch(new RegExp(`^${created.id}\\.`));

    // Each sees his or her own hand and none of the other's deck; the lobby shows no deck.
    const annView = await call("GET", `/v1/matches/${created.id}`, { token: ann.json.token });
    const bobView = await call("GET", `/v1/matches/${created.id}`, { token: bob.json.token });
    expect(annView.json.you).toBe("p1");
    expect(bobView.json.you).toBe("p2");
    expect(annView.json.players[0].hand).toHaveLength(7);
    for (const name of GREEN_CARDS) expect(strings(annView.json).has(name)).toBe(false);
    for (const name of RED_CARDS) expect(strings(bobView.json).has(name)).toBe(false);
    const started = await call("GET", `/v1/matches/${created.id}/lobby`);
    expect(started.json.status).toBe("started");
    for (const name of [...GREEN_CARDS, ...RED_CARDS]) expect(started.text).not.toContain(name);

    // The game is played with the joiners' tokens.
    const tokens: Record<string, string> = { p1: ann.json.token, p2: bob.json.token };
    const first = (await call("GET", `/v1/matches/${created.id}/decision`, { token: ann.json.token })).json.player;
    const d = await call("GET", `/v1/matches/${created.id}/decision`, { token: tokens[first]! });
    expect(d.json.kind).toBe("mulligan");
    const keep = await call("POST", `/v1/matches/${created.id}/actions`, { token: tokens[first]!, body: { version: d.json.version, action: { type: "keep" } } });
    expect(keep.status, keep.text).toBe(200);

    // D1 learns the start: status, the full config (decks, server side only) and both seats.
    const stub = env.MATCH.get(env.MATCH.idFromName(created.id));
    await runDurableObjectAlarm(stub);
    const row = await env.DB.prepare("SELECT status, config FROM matches WHERE id = ?").bind(created.id).first<{ status: string; config: string }>();
    expect(row?.status).not.toBe("lobby");
    expect(JSON.parse(row!.config).players.map((p: { name: string }) => p.name)).toEqual(["Ann", "Bob"]);
    const seats = await env.DB.prepare("SELECT player FROM match_seats WHERE match_id = ? ORDER BY player").bind(created.id).all<{ player: string }>();
    expect(seats.results.map((s) => s.player)).toEqual(["p1", "p2"]);
  });

  it("the creator may take a seat; the creator's token never shows the joiner's deck, and an invitation is used once", async () => {
    const created = await lobby([{ name: "Ann", deck: RED_DECK }, { open: true }]);
    const annToken = created.seats[0]!.token!;
    const invitation = created.seats[1]!.invitation!;
    expect(created.seats[0]!.invitation).toBeUndefined();

    const wrong = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation: `${created.id}.not-the-invitation`, name: "Bob", deck: GREEN_DECK } });
    expect(wrong.status).toBe(403);
    const clash = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation, name: "ANN", deck: GREEN_DECK } });
    expect(clash.status).toBe(422);
    expect(clash.json.detail).toMatch(/already called/);
    const badDeck = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation, name: "Bob", deck: "20 Forest" } });
    expect(badDeck.status).toBe(422);
    expect(badDeck.json.rule).toBeDefined();

    const bob = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation, name: "Bob", deck: GREEN_DECK } });
    expect(bob.json).toMatchObject({ started: true, seat: 1 });
    const again = await call("POST", `/v1/matches/${created.id}/join`, { body: { invitation, name: "Cid", deck: GREEN_DECK } });
    expect(again.status).toBe(409);

    for (const path of ["", "/events", "/decision", "/lobby"]) {
      const r = await call("GET", `/v1/matches/${created.id}${path}`, { token: annToken });
      expect(r.status, path).toBe(200);
      for (const name of GREEN_CARDS) expect(strings(r.json).has(name), `${path} ${name}`).toBe(false);
    }
    // The joiner's token is the joiner's alone: it answers as Bob's seat.
    expect((await call("GET", `/v1/matches/${created.id}`, { token: bob.json.token })).json.you).toBe(bob.json.player);
  });

  it("refuses at creation a lobby that could never start, and an open seat with a name or deck", async () => {
    const three = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true }, { open: true }] } });
    expect(three.status).toBe(422);
    expect(three.json.detail).toMatch(/exactly 2/);
    const named = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { open: true, name: "Bob" }] } });
    expect(named.status).toBe(422);
    expect(named.json.errors.map((e: { path: string }) => e.path)).toContain("players.1.name");
    const nameless = await call("POST", "/v1/matches", { body: { players: [{ deck: RED_DECK }, { open: true }] } });
    expect(nameless.status).toBe(422);
    expect(nameless.json.errors.map((e: { path: string }) => e.path)).toContain("players.0.name");
  });

  it("a match created with every seat filled keeps its one-shot answer, and its lobby shows every seat joined", async () => {
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] } });
    expect(r.json.seats.map((s: { player: string }) => s.player)).toEqual(["p1", "p2"]);
    const l = await call("GET", `/v1/matches/${r.json.id}/lobby`);
    expect(l.json.seats.map((s: { joined: boolean; player: string }) => [s.joined, s.player])).toEqual([[true, "p1"], [true, "p2"]]);
    const join = await call("POST", `/v1/matches/${r.json.id}/join`, { body: { invitation: "x", name: "Cid", deck: GREEN_DECK } });
    expect(join.status).toBe(409);
  });
});
