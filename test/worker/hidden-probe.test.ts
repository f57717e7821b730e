// Hidden information over HTTP (issue 4, part 3), probed in every state of random games:
// nothing a player or a spectator is sent (views, decisions, event pages, action answers,
// refusals, stale-version errors, the awaiting list) and nothing the Worker logs names a card
// in another player's hand or in any library (by its id, or by a name that has never been
// public), the seed, the generator's state, or another seat's token.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../../src/engine/index.js";
import { call, createMatch, strings, waitForIndex, type Created } from "./helpers.js";
import { captureLogs, figures, picker, SCALE, stubOf, TIMEOUT } from "./probe.js";

// Decks with no card in common, rich in what moves cards in and out of hiding: draws
// (Counsel of the Soratami, Archivist, Phyrexian Arena, Kavu Climber), discards (Mind Rot,
// Ravenous Rats, Mindslicer), a card returned to hand (Imaginary Pet) and Amplify's reveal.
const SECRETS = "9 Swamp\n8 Island\n7 Plains\n4 Mind Rot\n4 Ravenous Rats\n4 Counsel of the Soratami\n4 Consult the Necrosages\n2 Archivist\n2 Phyrexian Arena\n2 Mindslicer\n4 Bog Imp\n4 Suntail Hawk\n4 Aven Warhawk\n2 Imaginary Pet";
const BEASTS = "12 Forest\n12 Mountain\n4 Glowering Rogon\n4 Kavu Climber\n4 Llanowar Elves\n4 Grizzly Bears\n4 Shock\n4 Giant Growth\n4 Craw Wurm\n4 Rukh Egg\n4 Raging Goblin";

type Viewer = string | null;

/** The server's side of the match: its state, and the events since `after` as stored. */
const serverSide = (id: string, after: number) =>
  runInDurableObject(stubOf(id), (_i, state) => ({
    state: JSON.parse(state.storage.sql.exec<{ state: string }>("SELECT state FROM match").one().state) as GameState,
    events: state.storage.sql
      .exec<{ event: string }>("SELECT event FROM events WHERE seq > ? ORDER BY seq", after)
      .toArray()
      .map((r) => JSON.parse(r.event) as GameEvent),
  }));

const PUBLIC_ZONES = new Set(["play", "graveyard", "stack", "removed"]);

/** Plays one random game to its end and probes every state of it. */
async function probeGame(m: Created, seed: string, pick: (n: number) => number, maxSteps: number): Promise<{ states: number; probes: number }> {
  const [a, b] = m.seats;
  const viewers: Viewer[] = [a!.player, b!.player, null];
  const tokenOf = (v: Viewer) => m.seats.find((s) => s.player === v)?.token;
  const cursor = new Map<Viewer, number>(viewers.map((v) => [v, 0]));
  /** Card names that have been public (or revealed) at some point, and object ids revealed by the rules. */
  const everPublic = new Set<string>();
  const revealed = new Set<string>();
  let lastSeq = 0;
  let probes = 0;

  /** Notes what became public, or known by the rules, by this state and these events: cards
   * revealed (Amplify, 502.27), and the name of a permanent returned to its owner's hand in
   * everyone's sight (its new id in the hand stays its owner's). */
  const observe = (state: GameState, events: GameEvent[]) => {
    lastSeq = events.at(-1)?.seq ?? lastSeq;
    for (const e of events) {
      if (e.type === "returnToHand") everPublic.add(e.data.name as string);
      if (e.type !== "reveal") continue;
      for (const c of e.data.cards as { id: string; name: string }[]) {
        revealed.add(c.id);
        everPublic.add(c.name);
      }
    }
    for (const o of Object.values(state.objects)) if (o.kind === "card" && PUBLIC_ZONES.has(o.zone)) everPublic.add(o.card);
  };

  /** What `viewer` may not learn in this state. */
  const secretsFor = (state: GameState, viewer: Viewer) => {
    const nameOf = (id: string) => (state.objects[id] as { card: string }).card;
    const hidden = state.players.flatMap((p) => (p.id === viewer ? [] : p.hand)).filter((id) => !revealed.has(id));
    // A card in a library is no object (it has no id): only its name could betray it.
    const inLibraries = state.players.flatMap((p) => p.library);
    // A player knows the names in his or her own deck; only other names can betray a card.
    const known = new Set([...everPublic, ...Object.values(state.objects).flatMap((o) => (o.kind === "card" && o.owner === viewer ? [o.card] : [])), ...(state.players.find((p) => p.id === viewer)?.library ?? [])]);
    const numbers = state.rng.filter((n) => n >= 1_000_000).map(String);
    const tokens = m.seats.filter((s) => s.player !== viewer).map((s) => s.token);
    return { ids: hidden, names: new Set([...hidden.map(nameOf), ...inLibraries].filter((n) => !known.has(n))), words: [seed, ...numbers, ...tokens] };
  };

  const check = (state: GameState, viewer: Viewer, what: string, r: { status: number; text: string; json: unknown }) => {
    expect(r.status, `${what}: ${r.text}`).toBeLessThan(500);
    const who = viewer ?? "a spectator";
    const { ids, names, words } = secretsFor(state, viewer);
    const seen = strings(r.json);
    for (const id of ids) expect(seen.has(id), `${what} shows ${who} the hidden object ${id}`).toBe(false);
    for (const name of names) expect(r.text, `${what} names ${name} to ${who}`).not.toContain(name);
    for (const word of words) expect(r.text, `${what} leaks a secret to ${who}`).not.toContain(word);
    probes++;
  };

  let states = 0;
  let finished = false;
  for (let step = 0; step < maxSteps; step++) {
    const { state, events } = await serverSide(m.id, lastSeq);
    states++;
    observe(state, events);
    const version = (await call("GET", `/v1/matches/${m.id}`)).json.version as number;
    // One seat per state also tries refusals: actions that name a card hidden from it (half
    // the time one in an opponent's hand), and a stale version.
    const refuser = viewers[pick(2)]!;
    for (const viewer of viewers) {
      const token = tokenOf(viewer);
      check(state, viewer, "the view", await call("GET", `/v1/matches/${m.id}`, { token }));
      const page = await call("GET", `/v1/matches/${m.id}/events?after=${cursor.get(viewer)}&limit=500`, { token });
      check(state, viewer, "the event log", page);
      cursor.set(viewer, page.json.events.at(-1)?.seq ?? cursor.get(viewer));
      if (!token) continue;
      check(state, viewer, "the decision", await call("GET", `/v1/matches/${m.id}/decision`, { token }));
      if (viewer !== refuser) continue;
      const hidden = secretsFor(state, viewer).ids;
      const theirHands = state.players.filter((p) => p.id !== viewer).flatMap((p) => p.hand);
      const target = theirHands.length > 0 && pick(2) === 0 ? theirHands[pick(theirHands.length)] : hidden[pick(hidden.length)];
      if (target) {
        for (const action of [{ type: "playSpell", card: target }, { type: "chooseTargets", targets: [{ object: target }] }]) {
          const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version, action } });
          expect([403, 422], r.text).toContain(r.status);
          check(state, viewer, "a refusal", r);
        }
      }
      check(state, viewer, "a stale version", await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: version + 1, action: { type: "pass" } } }));
    }
    if (state.status === "finished") {
      finished = true;
      break;
    }

    // The owner of the decision plays a random listed option; its answer is probed in the state after it.
    const token = tokenOf(state.pending!.player);
    const d = await call("GET", `/v1/matches/${m.id}/decision`, { token });
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.json.version, action: d.json.options[pick(d.json.options.length)] } });
    expect(r.status, r.text).toBe(200);
    const after = await serverSide(m.id, lastSeq);
    observe(after.state, after.events);
    check(after.state, state.pending!.player, "an action's answer", r);
  }

  // The awaiting list is read from D1.
  await waitForIndex(m.id, (await call("GET", `/v1/matches/${m.id}`)).json.version);
  const { state } = await serverSide(m.id, lastSeq);
  for (const seat of m.seats) {
    const r = await call("GET", "/v1/players/me/matches", { token: seat.token });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(seed);
    expect(state.rng.some((n) => n >= 1_000_000 && r.text.includes(String(n)))).toBe(false);
    probes++;
  }
  expect(finished, "the game ended").toBe(true);
  return { states, probes };
}

describe("hidden information over HTTP", () => {
  it("never reaches a player, a spectator or the log, in any state of random games", async () => {
    const logs = captureLogs();
    const counts = { hiddenInfoGames: 0, hiddenInfoStates: 0, hiddenInfoProbes: 0 };
    const allNames = new Set([...SECRETS.matchAll(/^\d+ (.+)$/gm), ...BEASTS.matchAll(/^\d+ (.+)$/gm)].map((x) => x[1]!));
    const seeds: string[] = [];
    try {
      for (let g = 0; g < 2 * SCALE; g++) {
        const seed = `hidden-probe-${g}-secret-seed`;
        seeds.push(seed);
        const decks = g % 2 === 0 ? [SECRETS, BEASTS] : [BEASTS, SECRETS];
        const m = await createMatch({ seed, players: [{ name: "Ann", deck: decks[0] }, { name: "Bob", deck: decks[1] }] });
        const { states, probes } = await probeGame(m, seed, picker(300 + g), 1000);
        counts.hiddenInfoGames++;
        counts.hiddenInfoStates += states;
        counts.hiddenInfoProbes += probes;
      }
    } finally {
      logs.restore();
    }
    // Whatever the Worker logged (D1 retries, if any) names no card, object, seed or body.
    for (const line of logs.lines) {
      expect(line).not.toMatch(/\bo\d+\b|"(version|action)"/);
      for (const name of allNames) expect(line).not.toContain(name);
      for (const seed of seeds) expect(line).not.toContain(seed);
    }
    figures({ ...counts, workerLogLines: logs.lines.length });
  }, TIMEOUT);
});
