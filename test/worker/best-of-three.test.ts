// Best of three with sideboarding (issue 14): each game is a match of its own and the next game
// is its rematch; the score is in every seat's view and in the export; between games a player
// swaps cards between deck and sideboard (the same cards, the deck rules still holding), never
// seen by the other; 101.2: the loser of a game chooses who plays the next one first.
import { describe, expect, it } from "vitest";
import { verifyExport } from "../../src/match/replay.js";
import { call, GREEN_DECK, liveState, RED_DECK, strings } from "./helpers.js";

const BOB_DECK = `${GREEN_DECK}\nSideboard\n4 Naturalize`;
/** Bob's deck after sideboarding: four Forests out, four Naturalize in. */
const BOB_SIDEBOARDED = "40 Forest\n4 Llanowar Elves\n4 Grizzly Bears\n4 Giant Growth\n4 Craw Wurm\n4 Naturalize\nSideboard\n4 Forest";

type Seat = { token: string; player: string };

async function concede(id: string, seat: Seat) {
  const d = await call("GET", `/v1/matches/${id}/decision`, { token: seat.token });
  const r = await call("POST", `/v1/matches/${id}/actions`, { token: seat.token, body: { version: d.json.version, action: { type: "concede" } } });
  expect(r.status, r.text).toBe(200);
}

const view = async (id: string, seat: Seat) => (await call("GET", `/v1/matches/${id}`, { token: seat.token })).json;

/** Both seats take their place in the finished game's rematch, in this order, with these bodies. */
async function nextGame(id: string, first: [Seat, object | undefined], second: [Seat, object | undefined]): Promise<{ id: string; seats: [Seat, Seat] }> {
  const a = await call("POST", `/v1/matches/${id}/rematch`, { token: first[0].token, ...(first[1] ? { body: first[1] } : {}) });
  expect(a.status, a.text).toBe(200);
  const b = await call("POST", `/v1/matches/${id}/rematch`, { token: second[0].token, ...(second[1] ? { body: second[1] } : {}) });
  expect(b.status, b.text).toBe(200);
  expect(b.json.started).toBe(true);
  const v = await call("GET", `/v1/matches/${a.json.id}`, { token: a.json.token });
  const seatA = { token: a.json.token, player: v.json.you };
  const seatB = { token: b.json.token, player: (await call("GET", `/v1/matches/${a.json.id}`, { token: b.json.token })).json.you };
  return { id: a.json.id, seats: [seatA, seatB] };
}

describe("a best-of-three match", () => {
  it("keeps the score in every view and the export, lets the loser choose who plays first (101.2) and each player sideboard unseen", async () => {
    const created = await call("POST", "/v1/matches", { body: { bestOf: 3, players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: BOB_DECK }] } });
    expect(created.status, created.text).toBe(201);
    const g1 = created.json.id as string;
    let [ann, bob] = created.json.seats as Seat[];
    const annView = await view(g1, ann!);
    expect(annView.series).toEqual({ bestOf: 3, game: 1, wins: { [ann!.player]: 0, [bob!.player]: 0 }, over: false, winner: null, chooser: null });
    // Bob's sideboard is his own: nothing Ann may read names it.
    for (const path of [`/v1/matches/${g1}`, `/v1/matches/${g1}/decision`, `/v1/matches/${g1}/events`, `/v1/matches/${g1}/lobby`])
      expect(strings((await call("GET", path, { token: ann!.token })).json).has("Naturalize"), path).toBe(false);

    // Game 1: Bob concedes. The score says so; the export waits for the end of the match.
    await concede(g1, bob!);
    expect((await view(g1, bob!)).series).toMatchObject({ game: 1, wins: { [ann!.player]: 1, [bob!.player]: 0 }, over: false, winner: null });
    expect((await call("GET", `/v1/matches/${g1}/export`)).status).toBe(409);
    // Only the loser chooses who plays first.
    const refused = await call("POST", `/v1/matches/${g1}/rematch`, { token: ann!.token, body: { play: "first" } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ rule: "101.2", detail: expect.stringContaining("Bob lost the previous game") });
    // Sideboarding swaps cards; it brings no new ones.
    const cheat = await call("POST", `/v1/matches/${g1}/rematch`, { token: bob!.token, body: { deck: `${GREEN_DECK}\nSideboard\n4 Shock` } });
    expect(cheat.status).toBe(422);
    expect(cheat.json.rule).toBe("100.4");

    // Game 2: Ann takes her seat, Bob swaps four Forests for four Naturalize and chooses to play second.
    const game2 = await nextGame(g1, [ann!, undefined], [bob!, { deck: BOB_SIDEBOARDED, play: "second" }]);
    [ann, bob] = game2.seats;
    const v2 = await view(game2.id, ann!);
    expect(v2.startingPlayer).toBe(ann!.player);
    expect(v2.series).toEqual({ bestOf: 3, game: 2, wins: { [ann!.player]: 1, [bob!.player]: 0 }, over: false, winner: null, chooser: bob!.player });
    const state = await liveState(game2.id);
    const bobCards = (() => {
      const p = state.players.find((q) => q.id === bob!.player)!;
      return [...p.library, ...p.hand.map((id) => (state.objects[id] as { card: string }).card)];
    })();
    expect(bobCards.filter((n) => n === "Naturalize")).toHaveLength(4);
    expect(bobCards.filter((n) => n === "Forest")).toHaveLength(40);
    for (const path of [`/v1/matches/${game2.id}`, `/v1/matches/${game2.id}/decision`, `/v1/matches/${game2.id}/events`])
      expect(strings((await call("GET", path, { token: ann!.token })).json).has("Naturalize"), path).toBe(false);

    // Game 2: Ann concedes; 1–1. Game 3: Ann lost, Ann chooses (by default she plays first).
    await concede(game2.id, ann!);
    expect((await view(game2.id, ann!)).series).toMatchObject({ wins: { [ann!.player]: 1, [bob!.player]: 1 }, over: false });
    const game3 = await nextGame(game2.id, [bob!, undefined], [ann!, undefined]);
    [bob, ann] = game3.seats;
    const v3 = await view(game3.id, bob!);
    expect(v3.startingPlayer).toBe(ann!.player);
    expect(v3.series).toMatchObject({ game: 3, chooser: ann!.player });
    // Bob kept his sideboarded deck.
    expect((await liveState(game3.id)).players.find((p) => p.id === bob!.player)!.library.filter((n) => n === "Naturalize").length).toBeGreaterThan(0);

    // Game 3: Bob concedes: Ann wins the match 2–1.
    await concede(game3.id, bob!);
    const over = { bestOf: 3, game: 3, wins: { [ann!.player]: 2, [bob!.player]: 1 }, over: true, winner: ann!.player, chooser: ann!.player };
    expect((await view(game3.id, bob!)).series).toEqual(over);
    const exported = await call("GET", `/v1/matches/${game3.id}/export`);
    expect(exported.status, exported.text).toBe(200);
    expect(exported.json.series).toEqual(over);
    expect(exported.json.sideboards).toEqual({ 1: ["Forest", "Forest", "Forest", "Forest"] });
    // The match over, every game's record may be read.
    const first = await call("GET", `/v1/matches/${g1}/export`);
    expect(first.status, first.text).toBe(200);
    expect(first.json.series).toMatchObject({ game: 1, over: false });
    expect(first.json.sideboards).toEqual({ 1: ["Naturalize", "Naturalize", "Naturalize", "Naturalize"] });
    // Game 2's record, its chosen starting player in its config, replays to the same hashes.
    const second = (await call("GET", `/v1/matches/${game2.id}/export`)).json;
    expect(second.config.startingPlayer).toBe(0);
    expect(await verifyExport(second)).toEqual([]);

    // A rematch after the match is a new best-of-three, its first game chosen by the loser, Bob.
    const again = await nextGame(game3.id, [ann!, undefined], [bob!, { play: "first" }]);
    const v4 = await view(again.id, again.seats[0]);
    expect(v4.series).toMatchObject({ game: 1, wins: { [again.seats[0].player]: 0, [again.seats[1].player]: 0 }, over: false, chooser: again.seats[1].player });
    expect(v4.startingPlayer).toBe(again.seats[1].player);
  });

  it("in a single game's rematch too, the loser chooses who plays first; best of three is for two players", async () => {
    const created = await call("POST", "/v1/matches", { body: { players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }] } });
    const [ann, bob] = created.json.seats as Seat[];
    await concede(created.json.id, ann!);
    const next = await nextGame(created.json.id, [bob!, undefined], [ann!, { play: "second" }]);
    const v = await view(next.id, next.seats[0]);
    expect(v.series).toBeUndefined();
    expect(v.startingPlayer).toBe(next.seats[0].player); // Bob, as Ann chose to play second

    const three = await call("POST", "/v1/matches", {
      body: { bestOf: 3, format: "free-for-all", players: [{ name: "Ann", deck: RED_DECK }, { name: "Bob", deck: GREEN_DECK }, { name: "Cat", deck: RED_DECK }] },
    });
    expect(three.status).toBe(422);
  });
});
