// Sealed decks through the API (issue 13): a pool seen by GET /v1/sealed/{set}, then brought to a
// match as { sealed, seed, list }; neither the pool nor its seed reaches another seat.
import { describe, expect, it } from "vitest";
import { call, pendingDecision, strings, type Created } from "./helpers.js";

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

async function openPool(set: string, seed?: string) {
  const r = await call("GET", `/v1/sealed/${set}${seed ? `?seed=${encodeURIComponent(seed)}` : ""}`);
  expect(r.status, r.text).toBe(200);
  return r;
}

describe("GET /v1/sealed/{set}", () => {
  it("opens six boosters of fifteen from a seed it draws and returns, and the same seed opens the same pool again", async () => {
    const first = await openPool("RAV");
    expect(first.json.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.json.boosters).toHaveLength(6);
    for (const booster of first.json.boosters) expect(booster).toHaveLength(15);
    expect(first.json.pool.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(90);
    const again = await openPool("rav", first.json.seed);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await openPool("RAV", "another")).json.boosters).not.toEqual(first.json.boosters);

    const shifted = await openPool("TSP", "x");
    for (const booster of shifted.json.boosters) expect(booster.filter((c: { slot: string }) => c.slot === "timeshifted")).toHaveLength(1);
  });

  it("refuses a set outside the card pool (404) and the timeshifted sheet alone (422)", async () => {
    const later = await call("GET", "/v1/sealed/10E");
    expect([later.status, later.type, later.json.detail]).toEqual([404, "application/problem+json", expect.stringContaining("10E is not a set of the card pool")]);
    const tsb = await call("GET", "/v1/sealed/TSB");
    expect([tsb.status, tsb.json.detail]).toEqual([422, expect.stringContaining('sealed: "TSP"')]);
    expect((await call("GET", "/v1/sealed/RAV?seed=")).status).toBe(422);
  });
});

describe("sealed decks", () => {
  it("POST /v1/decks/validate checks a list against its pool, and without a list answers the deck the server builds", async () => {
    const { json: pool } = await openPool("GPT", "validate");
    const short = await call("POST", "/v1/decks/validate", { body: { deck: { sealed: "GPT", seed: "validate", list: "39 Forest" } } });
    expect(short.json).toEqual({ ok: false, problems: [{ message: "a limited deck has at least 40 cards; this one has 39", rule: "100.2b" }] });
    const built = await call("POST", "/v1/decks/validate", { body: { deck: { sealed: "GPT", seed: "validate" } } });
    expect(built.json).toMatchObject({ ok: true, main: 40, sideboard: 90 - 23 });
    const suggested = await call("POST", "/v1/decks/validate", { body: { deck: { sealed: "GPT", seed: "validate", list: pool.suggestedList } } });
    expect(suggested.json).toEqual(built.json);
    // Deck strings work as before.
    expect((await call("POST", "/v1/decks/validate", { body: { deck: "red-green-beats" } })).json).toMatchObject({ ok: true, main: 60 });
  });

  it("a match of two sealed decks starts and plays; the other seat never sees a card of the pool nor its seed", async () => {
    const annSeed = "ann-secret-seed-4f1c";
    const { json: annPool } = await openPool("RAV", annSeed);
    const bobPool = (await openPool("9ED", "bob")).json;

    const refused = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: { sealed: "RAV", seed: annSeed, list: "1 Lightning Bolt\n40 Mountain" } }, { name: "Bob", deck: { sealed: "9ED", seed: "bob" } }] } });
    expect([refused.status, refused.json.rule, refused.json.detail]).toEqual([422, "100.2b", expect.stringContaining("Ann's deck: 100.2b: line 1: Lightning Bolt is not in this sealed pool")]);
    const constructed = await call("POST", "/v1/matches", { body: { deckFormat: "standard", players: [{ name: "Ann", deck: { sealed: "RAV", seed: annSeed } }, { name: "Bob", deck: "red-green-beats" }] } });
    expect([constructed.status, constructed.json.rule]).toEqual([422, "100.2a"]);

    const created = await call<Created>("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: { sealed: "RAV", seed: annSeed, list: annPool.suggestedList } }, { name: "Bob", deck: { sealed: "9ED", seed: "bob" } }] } });
    expect(created.status, created.text).toBe(201);
    const m = created.json;
    const [ann, bob] = m.seats;

    // The first actions: each player keeps, then the active player plays a land if he or she can, and passes.
    for (let n = 0; n < 12; n++) {
      const p = await pendingDecision(m);
      if (!p) break;
      const options = p.decision.options as { type: string }[];
      const choice = options.find((o) => o.type === "keep") ?? options.find((o) => o.type === "playLand") ?? options.find((o) => o.type === "pass") ?? options[0]!;
      const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: p.seat.token, body: { version: p.decision.version, action: choice } });
      expect(r.status, r.text).toBe(200);
    }
    const annView = await call("GET", `/v1/matches/${m.id}`, { token: ann!.token });
    expect(annView.json.version).toBe(12);
    const annHand: string[] = annView.json.players[0].hand.map((c: { name: string }) => c.name);
    expect(annHand.length).toBeGreaterThan(0);
    expect(annHand.every((name) => BASICS.includes(name) || annPool.pool.some((c: { name: string }) => c.name === name))).toBe(true);

    // What Bob may read: his view, decision and events, the spectators' view, the lobby. Ann's
    // cards that are not basic lands and not also in Bob's own pool must appear nowhere, nor her seed.
    const bobsOwn = new Set<string>([...BASICS, ...bobPool.pool.map((c: { name: string }) => c.name)]);
    const secret = annPool.pool.map((c: { name: string }) => c.name).filter((name: string) => !bobsOwn.has(name));
    expect(secret.length).toBeGreaterThan(40);
    const seen = [
      await call("GET", `/v1/matches/${m.id}`, { token: bob!.token }),
      await call("GET", `/v1/matches/${m.id}/decision`, { token: bob!.token }),
      await call("GET", `/v1/matches/${m.id}/events`, { token: bob!.token }),
      await call("GET", `/v1/matches/${m.id}`),
      await call("GET", `/v1/matches/${m.id}/lobby`),
      created,
    ];
    for (const r of seen) {
      expect(r.status).toBeLessThan(300);
      const said = strings(r.json);
      for (const name of secret) expect(said.has(name), `${name} leaked`).toBe(false);
      expect(r.text, "the seed leaked").not.toContain(annSeed);
      expect(r.text, "the seed leaked").not.toContain("ann-secret");
    }
  });

  it("an open seat is taken with a sealed deck, checked against its pool", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: "red-green-beats" }, { open: true }] } });
    expect(created.status, created.text).toBe(201);
    const invitation = created.json.seats[1].invitation;
    const short = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation, name: "Bob", deck: { sealed: "DIS", seed: "join", list: "39 Island" } } });
    expect([short.status, short.json.rule]).toEqual([422, "100.2b"]);
    const joined = await call("POST", `/v1/matches/${created.json.id}/join`, { body: { invitation, name: "Bob", deck: { sealed: "DIS", seed: "join" } } });
    expect(joined.json).toMatchObject({ started: true, player: expect.any(String) });
  });

  it("between the games of a best-of-three match a sealed player swaps cards with the rest of the pool, and brings no card from outside it", async () => {
    const seed = "best-of-three";
    const { json: pool } = await openPool("SOK", seed);
    const created = await call("POST", "/v1/matches", { body: { bestOf: 3, players: [{ name: "Ann", deck: { sealed: "SOK", seed, list: pool.suggestedList } }, { name: "Bob", deck: "red-green-beats" }] } });
    expect(created.status, created.text).toBe(201);
    const [ann, bob] = created.json.seats;
    const d = await call("GET", `/v1/matches/${created.json.id}/decision`, { token: ann.token });
    expect((await call("POST", `/v1/matches/${created.json.id}/actions`, { token: ann.token, body: { version: d.json.version, action: { type: "concede" } } })).status).toBe(200);

    // One spell of the deck out, one card of the rest of the pool in.
    const lines: [number, string][] = pool.suggestedList.split("\n").map((l: string) => [Number(l.split(" ")[0]), l.slice(l.indexOf(" ") + 1)]);
    const out = lines.find(([, name]) => !BASICS.includes(name))!;
    const listed = new Map(lines.map(([n, name]) => [name, n]));
    const spare = pool.pool.find((c: { name: string; count: number }) => (listed.get(c.name) ?? 0) < c.count && !BASICS.includes(c.name)).name as string;
    const swapped = lines.map(([n, name]) => [name === out[1] ? n - 1 : n, name] as const).filter(([n]) => n > 0).map(([n, name]) => `${n} ${name}`);
    const other = await call("POST", `/v1/matches/${created.json.id}/rematch`, { token: ann.token, body: { deck: { sealed: "SOK", seed: "another pool" } } });
    expect([other.status, other.json.rule]).toEqual([422, "100.4"]);
    // 100.2b: basic lands come and go freely in limited play (one Plains more than before).
    const next = await call("POST", `/v1/matches/${created.json.id}/rematch`, { token: ann.token, body: { deck: { sealed: "SOK", seed, list: [...swapped, `1 ${spare}`, "1 Plains"].join("\n") } } });
    expect(next.status, next.text).toBe(200);
    const joined = await call("POST", `/v1/matches/${created.json.id}/rematch`, { token: bob.token });
    expect(joined.json).toMatchObject({ started: true });
    // Bob, in game 2, sees neither Ann's pool nor her seed in the lobby or his view.
    for (const path of [`/v1/matches/${next.json.id}`, `/v1/matches/${next.json.id}/lobby`]) {
      const r = await call("GET", path, { token: joined.json.token });
      expect(r.text).not.toContain(seed);
      expect(strings(r.json).has(spare), path).toBe(false);
    }
  });
});
