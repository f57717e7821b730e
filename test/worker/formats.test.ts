// A match that names a constructed format of October 2006 (cards/formats.ts) refuses decks that
// break it, the creator's and the joiners'; POST /v1/decks/validate checks a deck against one.
import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";

const MIRRODIN = "4 Goblin Striker\n4 Shock\n52 Mountain"; // Goblin Striker: Mirrodin only
const NINTH = "4 Shock\n4 Lava Axe\n52 Mountain";

describe("constructed formats", () => {
  it("validates a deck against a format, naming each card that breaks it", async () => {
    const bad = await call("POST", "/v1/decks/validate", { body: { deck: MIRRODIN, format: "standard" } });
    expect(bad.json).toEqual({ ok: false, problems: [{ message: "Goblin Striker is not legal in Standard (October 20, 2006): it was not printed in 9ED, RAV, GPT, DIS, CSP, TSP, TSB" }] });
    expect((await call("POST", "/v1/decks/validate", { body: { deck: "4 Goblin Striker\n56 Mountain", format: "mirrodin-block" } })).json.ok).toBe(true);
    expect((await call("POST", "/v1/decks/validate", { body: { deck: MIRRODIN, format: "mirrodin-block" } })).json.problems).toEqual([{ message: expect.stringMatching(/^Shock is not legal in Mirrodin Block Constructed/) }]);
    const unknown = await call("POST", "/v1/decks/validate", { body: { deck: NINTH, format: "modern" } });
    expect([unknown.status, unknown.json.detail]).toEqual([422, expect.stringContaining('"standard"')]);
  });

  it("a match in a format refuses an illegal deck at creation and at joining, and its lobby names the format", async () => {
    const refused = await call("POST", "/v1/matches", { body: { deckFormat: "standard", players: [{ name: "Ann", deck: MIRRODIN }, { name: "Bob", deck: NINTH }] } });
    expect([refused.status, refused.json.detail]).toEqual([422, expect.stringContaining("Ann's deck: Goblin Striker is not legal in Standard (October 20, 2006)")]);

    const created = await call("POST", "/v1/matches", { body: { deckFormat: "standard", players: [{ name: "Ann", deck: NINTH }, { open: true }] } });
    expect(created.status, created.text).toBe(201);
    const lobby = await call("GET", `/v1/matches/${created.json.id}/lobby`);
    expect(lobby.json).toMatchObject({ status: "lobby", deckFormat: "standard" });
    const invitation = created.json.seats[1].invitation;
    const illegal = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation, name: "Bob", deck: MIRRODIN } });
    expect([illegal.status, illegal.json.detail]).toEqual([422, expect.stringContaining("Bob's deck: Goblin Striker is not legal")]);
    const joined = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation, name: "Bob", deck: NINTH } });
    expect(joined.json).toMatchObject({ started: true, player: expect.any(String) });
    expect((await call("GET", `/v1/matches/${created.json.id}/lobby`)).json).toMatchObject({ status: "started", deckFormat: "standard" });
  });
});
