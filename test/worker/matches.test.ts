// Creating matches and reading them: seats and tokens, views, spectators, hidden information.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createMatch, GREEN_CARDS, GREEN_DECK, liveState, RED_DECK, type Created } from "./helpers.js";

describe("POST /v1/matches", () => {
  it("creates a match with one secret token per seat", async () => {
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: "sky-raiders" }] } });
    expect(r.status).toBe(201);
    expect(r.json.id).toMatch(/^[0-9a-f]{32}$/);
    expect(r.json.version).toBe(0);
    expect(r.json.seats.map((s: Created["seats"][number]) => [s.player, s.name])).toEqual([["p1", "Ann"], ["p2", "Bob"]]);
    const [a, b] = r.json.seats.map((s: Created["seats"][number]) => s.token);
    expect(a).toMatch(new RegExp(`^${r.json.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(a).not.toBe(b);
    // Only the hashes are stored.
    const stored = await runInDurableObject(env.MATCH.get(env.MATCH.idFromName(r.json.id)), (_i, state) =>
      state.storage.sql.exec<{ token_hash: string }>("SELECT token_hash FROM seats").toArray().map((s) => s.token_hash),
    );
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(a);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("never answers the seed", async () => {
    const m = await createMatch({ seed: "a-very-secret-seed" });
    for (const token of [undefined, m.seats[0]!.token]) {
      const texts = [
        (await call("GET", `/v1/matches/${m.id}`, { token })).text,
        (await call("GET", `/v1/matches/${m.id}/events`, { token })).text,
      ];
      for (const t of texts) expect(t).not.toContain("a-very-secret-seed");
    }
  });

  it.each([
    ["an unsupported card", { players: [{ name: "A", deck: "56 Mountain\n4 Black Lotus" }, { name: "B", deck: RED_DECK }] }, /Black Lotus/],
    ["a deck under 60 cards", { players: [{ name: "A", deck: "20 Mountain" }, { name: "B", deck: RED_DECK }] }, /60/],
    ["three players", { players: [1, 2, 3].map((i) => ({ name: `P${i}`, deck: RED_DECK })) }, /exactly 2/],
    ["nine players", { players: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({ name: `P${i}`, deck: RED_DECK })) }, /players/],
    ["a name over 40 characters", { players: [{ name: "x".repeat(41), deck: RED_DECK }, { name: "B", deck: RED_DECK }] }, /name/],
    ["an empty name", { players: [{ name: " ", deck: RED_DECK }, { name: "B", deck: RED_DECK }] }, /name/],
    ["a deck text over 10 KB", { players: [{ name: "A", deck: `60 Mountain\n${"#".repeat(10_000)}` }, { name: "B", deck: RED_DECK }] }, /deck/],
    ["an unknown field", { players: [{ name: "A", deck: RED_DECK }, { name: "B", deck: RED_DECK }], colour: "red" }, /colour/],
    ["an unknown format", { format: "archenemy", players: [{ name: "A", deck: RED_DECK }, { name: "B", deck: RED_DECK }] }, /format/],
    ["a setup that is not an object", { players: [{ name: "A", deck: RED_DECK }, { name: "B", deck: RED_DECK }], setup: [1] }, /setup/],
  ])("refuses %s with 422", async (_what, body, detail) => {
    const r = await call("POST", "/v1/matches", { body });
    expect(r.status).toBe(422);
    expect(r.type).toBe("application/problem+json");
    expect(r.json.detail).toMatch(detail);
  });

  it("names the broken deck rule", async () => {
    const r = await call("POST", "/v1/matches", { body: { players: [{ name: "A", deck: "52 Mountain\n8 Shock" }, { name: "B", deck: RED_DECK }] } });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ rule: "100.2a", status: 422 });
  });

  it("starts from a given setup", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Shock"], play: ["Mountain"] }, {}], active: 0, step: "main", turn: 3 } });
    const v = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[0]!.token });
    expect(v.json.players[0].hand.map((c: { name: string }) => c.name)).toEqual(["Shock"]);
    expect(v.json.play.map((c: { name: string }) => c.name)).toEqual(["Mountain"]);
  });
});

describe("GET /v1/matches/{id}", () => {
  it("shows each player their own hand and nobody else's", async () => {
    const m = await createMatch();
    const [ann, bob] = m.seats;
    const annView = await call("GET", `/v1/matches/${m.id}`, { token: ann!.token });
    const bobView = await call("GET", `/v1/matches/${m.id}`, { token: bob!.token });
    const spectator = await call("GET", `/v1/matches/${m.id}`);
    expect(annView.status).toBe(200);
    expect(annView.json).toMatchObject({ id: m.id, version: 0, you: "p1" });
    expect(annView.json.players[0].hand).toHaveLength(7);
    expect(annView.json.players[1].hand).toBeUndefined();
    expect(bobView.json.players[1].hand).toHaveLength(7);
    expect(bobView.json.players[0].hand).toBeUndefined();
    expect(spectator.json).toMatchObject({ version: 0, you: null });
    expect(spectator.json.players.every((p: { hand?: unknown }) => p.hand === undefined)).toBe(true);
  });

  it("answers 401 for a token that is not a seat of the match, and 404 for an unknown match", async () => {
    const m = await createMatch();
    const other = await createMatch();
    expect((await call("GET", `/v1/matches/${m.id}`, { token: other.seats[0]!.token })).status).toBe(401);
    expect((await call("GET", `/v1/matches/${m.id}`, { token: "made-up" })).status).toBe(401);
    expect((await call("GET", `/v1/matches/${m.id}`, { headers: { authorization: "Basic abc" } })).status).toBe(401);
    const unknown = await call("GET", `/v1/matches/${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe("application/problem+json");
    expect((await call("GET", "/v1/matches/not-an-id")).status).toBe(404);
  });
});

describe("hidden information", () => {
  it("never shows a player the opponent's hand or any library, in views, decisions, events or errors", async () => {
    const m = await createMatch({ players: [{ name: "Red", deck: RED_DECK }, { name: "Green", deck: GREEN_DECK }] });
    const [red, green] = m.seats;
    const state = await liveState(m.id);
    // A card in a library is no object and has no id (PlayerState.library): only a list of them could leak.
    const libraries = state.players.flatMap((p) => p.library);
    const greenHand = state.players[1]!.hand;
    expect(libraries.length).toBeGreaterThan(100);

    const seen = [
      await call("GET", `/v1/matches/${m.id}`, { token: red!.token }),
      await call("GET", `/v1/matches/${m.id}/decision`, { token: red!.token }),
      await call("GET", `/v1/matches/${m.id}/events`, { token: red!.token }),
      await call("GET", `/v1/matches/${m.id}`),
      await call("GET", `/v1/matches/${m.id}/events`),
    ];
    // Red tries to use Green's cards: the refusals must not name them either.
    for (const card of greenHand) {
      for (const action of [{ type: "playLand", card }, { type: "playSpell", card }, { type: "discard", cards: [card] }, { type: "chooseTargets", targets: [{ object: card }] }])
        seen.push(await call("POST", `/v1/matches/${m.id}/actions`, { token: red!.token, body: { version: 0, action } }));
    }
    for (const r of seen) {
      for (const name of GREEN_CARDS) expect(r.text, `${name} leaked`).not.toContain(name);
      expect(r.text, "a library's contents leaked").not.toMatch(/"library"\s*:\s*\[/);
    }
    // Green does see its own hand.
    const greenView = await call("GET", `/v1/matches/${m.id}`, { token: green!.token });
    expect(greenView.json.players[1].hand.map((c: { id: string }) => c.id)).toEqual(greenHand);
  });

  it("keeps the opponent's hand out of error details during play", async () => {
    const m = await createMatch({
      players: [{ name: "Red", deck: RED_DECK }, { name: "Green", deck: GREEN_DECK }],
      setup: { players: [{ hand: ["Shock"], play: ["Mountain"] }, { hand: ["Llanowar Elves", "Giant Growth"] }], active: 0, step: "main", turn: 3 },
    });
    const [red] = m.seats;
    const state = await liveState(m.id);
    expect(state.pending?.player).toBe("p1");
    for (const card of state.players[1]!.hand) {
      for (const action of [
        { type: "playLand", card },
        { type: "playSpell", card },
        { type: "playAbility", source: card, ability: 0 },
        { type: "discard", cards: [card] },
      ]) {
        const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: red!.token, body: { version: 0, action } });
        expect(r.status).toBe(422);
        for (const name of GREEN_CARDS) expect(r.text).not.toContain(name);
      }
    }
  });
});
