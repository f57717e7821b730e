import { describe, expect, it } from "vitest";
import { apply, createGame, RuleError, view, type GameConfig } from "../../../src/engine/index.js";
import { eventsFor } from "../../../src/engine/view/view.js";
import { NAMES } from "../multiplayer-helpers.js";

const deck = [...Array<string>(10).fill("Forest"), ...Array<string>(10).fill("Grizzly Bears")];
const config = (n: number, format: GameConfig["format"], ante = true): GameConfig => ({
  format,
  players: NAMES.slice(0, n).map((name, i) => ({ name, deck, ...(format === "teams" ? { team: i % 2 ? "B" : "A" } : {}) })),
  options: ante ? { ante: true } : {},
  seed: "ante",
});

describe("217.9 ante (an optional variation)", () => {
  it("217.9: off by default: no ante zone", () => {
    const s = createGame({ players: config(2, "two-player").players, seed: "ante" }).state;
    expect(s.options.ante).toBeUndefined();
    expect(s.players.every((p) => p.ante === undefined)).toBe(true);
    expect(view(s, "p1").players[0]).not.toHaveProperty("ante");
  });

  it("217.9: with the option each player puts one random card from his or her deck into his or her ante zone before drawing; the zone is public", () => {
    const { state: s, events } = createGame(config(3, "free-for-all"));
    for (const p of s.players) {
      expect(p.ante).toHaveLength(1);
      expect(p.library.length + p.hand.length).toBe(19);
      expect(s.objects[p.ante![0]!]).toMatchObject({ zone: "ante", owner: p.id });
    }
    const first = events.findIndex((e) => e.type === "ante");
    expect(first).toBeLessThan(events.findIndex((e) => e.type === "draw"));
    // Everyone sees every ante zone and the ante events.
    const seen = view(s, "p2").players.map((p) => p.ante);
    expect(seen.map((a) => a!.length)).toEqual([1, 1, 1]);
    expect(eventsFor(events, "p3").filter((e) => e.type === "ante")).toHaveLength(3);
  });

  it("217.9: the ante is random, drawn from the game's seed", () => {
    const picks = ["a", "b", "c", "d", "e", "f"].map((seed) => {
      const s = createGame({ ...config(2, "two-player"), seed }).state;
      return s.players.map((p) => s.objects[p.ante![0]!]!.kind === "card" && (s.objects[p.ante![0]!] as { card: string }).card).join();
    });
    expect(new Set(picks).size).toBeGreaterThan(1);
  });

  it("217.9: at the end of the game the winner becomes the owner of the cards in each player's ante zone (an event says so)", () => {
    let { state: s } = createGame(config(3, "free-for-all"));
    const antes = s.players.map((p) => p.ante![0]!);
    s = apply(s, "p2", { type: "concede" }).state;
    // A player who leaves early leaves his or her ante behind.
    expect(s.objects[antes[1]!]).toMatchObject({ zone: "ante", owner: "p2" });
    const done = apply(s, "p3", { type: "concede" });
    s = done.state;
    expect(s.winners).toEqual(["p1"]);
    for (const id of antes) expect(s.objects[id]).toMatchObject({ zone: "ante", owner: "p1" });
    expect(new Set(s.players[0]!.ante)).toEqual(new Set(antes));
    const won = done.events.find((e) => e.type === "anteWon")!;
    expect(won.data).toMatchObject({ player: "p1" });
    expect((won.data.cards as unknown[]).length).toBe(2);
    expect(view(s, null).players.map((p) => p.ante!.length)).toEqual([3, 0, 0]);
  });

  it("217.9: allowed in Grand Melee and two-player games; refused in Teams, which has no single winner", () => {
    expect(createGame(config(10, "grand-melee")).state.players.every((p) => p.ante?.length === 1)).toBe(true);
    expect(createGame(config(2, "two-player")).state.options.ante).toBe(true);
    expect(() => createGame(config(4, "teams"))).toThrow(RuleError);
    try {
      createGame(config(4, "teams"));
    } catch (e) {
      expect((e as RuleError).rule).toBe("217.9");
    }
  });
});
