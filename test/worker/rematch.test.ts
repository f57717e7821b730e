// Rematch (issue 15): the same seats, a new match; each player keeps his or her deck unless
// he or she brings another, and only a seat's own token takes its seat in the rematch.
import { describe, expect, it } from "vitest";
import { call, GREEN_CARDS, GREEN_DECK, RED_DECK, strings } from "./helpers.js";

async function finished(clock?: unknown) {
  const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }], ...(clock ? { clock } : {}) } });
  expect(created.status).toBe(201);
  const m = created.json;
  const bob = m.seats.find((s: { name: string }) => s.name === "Bob");
  const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: bob.token });
  expect((await call("POST", `/v1/matches/${m.id}/actions`, { token: bob.token, body: { version: d.json.version, action: { type: "concede" } } })).status).toBe(200);
  return { m, ann: m.seats.find((s: { name: string }) => s.name === "Ann"), bob };
}

describe("rematch", () => {
  it("the same seats in a new match: the first seat to ask creates it, the last to ask starts it; decks kept, or changed by their player", async () => {
    const { m, ann, bob } = await finished({ perDecision: 7200 });
    const first = await call("POST", `/v1/matches/${m.id}/rematch`, { token: ann.token });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ seat: 0, name: "Ann", started: false, player: null });
    const id = first.json.id;
    expect(id).not.toBe(m.id);
    expect(first.json.token.startsWith(`${id}.`)).toBe(true);
    const lobby = await call("GET", `/v1/matches/${id}/lobby`);
    expect(lobby.json).toMatchObject({ status: "lobby", seats: [{ seat: 0, name: "Ann", joined: true }, { seat: 1, name: null, joined: false }] });
    expect(lobby.json.seedCommitment).not.toBe(m.seedCommitment);
    expect((await call("GET", `/v1/matches/${m.id}/lobby`)).json.rematch).toBe(id);
    // Ann's old token takes no other seat, and her seat only once.
    expect((await call("POST", `/v1/matches/${m.id}/rematch`, { token: ann.token })).status).toBe(403);

    // Bob brings another deck: Ann's red one.
    const second = await call("POST", `/v1/matches/${m.id}/rematch`, { token: bob.token, body: { deck: RED_DECK } });
    expect(second.status, second.text).toBe(200);
    expect(second.json).toMatchObject({ id, seat: 1, name: "Bob", started: true });
    const annView = await call("GET", `/v1/matches/${id}`, { token: first.json.token });
    const bobView = await call("GET", `/v1/matches/${id}`, { token: second.json.token });
    expect(bobView.json.you).toBe(second.json.player);
    expect(annView.json.clock).toMatchObject({ perDecision: 7200 });
    // Ann kept the red deck; Bob now plays red too: no green card anywhere.
    const hands = [annView, bobView].flatMap((v) => v.json.players.find((p: { id: string }) => p.id === v.json.you).hand.map((c: { name: string }) => c.name));
    expect(hands.length).toBe(14);
    for (const name of hands) expect(GREEN_CARDS).not.toContain(name);
    // Neither old token is a seat of the new match.
    expect((await call("GET", `/v1/matches/${id}/decision`, { token: ann.token })).status).toBe(401);
  });

  it("keeps each deck when nobody brings another, and refuses a match still being played or a stranger", async () => {
    const { m, ann, bob } = await finished();
    const a = await call("POST", `/v1/matches/${m.id}/rematch`, { token: ann.token, body: {} });
    const b = await call("POST", `/v1/matches/${m.id}/rematch`, { token: bob.token });
    expect(b.json.started).toBe(true);
    const view = await call("GET", `/v1/matches/${a.json.id}`, { token: b.json.token });
    const hand = view.json.players.find((p: { id: string }) => p.id === view.json.you).hand.map((c: { name: string }) => c.name);
    for (const name of hand) expect(GREEN_CARDS).toContain(name);
    expect(strings((await call("GET", `/v1/matches/${a.json.id}`, { token: a.json.token })).json).has("Forest")).toBe(false);

    const playing = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] } });
    expect((await call("POST", `/v1/matches/${playing.json.id}/rematch`, { token: playing.json.seats[0].token })).status).toBe(409);
    expect((await call("POST", `/v1/matches/${m.id}/rematch`, { token: `${m.id}.stranger` })).status).toBe(401);
    expect((await call("POST", `/v1/matches/${m.id}/rematch`)).status).toBe(401);
  });
});
