import { describe, expect, it } from "vitest";
import { createGame, RuleError, type GameConfig, type GameState } from "../../../src/engine/index.js";
import { NAMES } from "../multiplayer-helpers.js";

const deck = Array<string>(20).fill("Forest");
const players = (n: number, teams?: string[]) => NAMES.slice(0, n).map((name, i) => ({ name, deck, ...(teams ? { team: teams[i]! } : {}) }));
const start = (config: Omit<GameConfig, "seed">): GameState => createGame({ ...config, seed: "format" }).state;

/** The RuleError createGame throws for this configuration: [status, rule]. */
function refusal(config: Omit<GameConfig, "seed">): [number, string] {
  try {
    start(config);
  } catch (e) {
    if (e instanceof RuleError) return [e.status, e.rule];
    throw e;
  }
  throw new Error("the configuration was accepted");
}

describe("600.1–600.2: format and players", () => {
  it("600.1: without a format the game is a two-player game, which has exactly two players", () => {
    expect(start({ players: players(2) })).toMatchObject({ format: "two-player", options: { attack: "multiple", rangeOfInfluence: null } });
    expect(refusal({ players: players(3) })).toEqual([422, "600.1"]);
    expect(refusal({ format: "two-player", players: players(1) })).toEqual([422, "600.1"]);
  });

  it("600.1: the multiplayer options are refused in a two-player game, and so are two players on one team", () => {
    expect(refusal({ players: players(2), options: { attackLeft: true } })).toEqual([422, "600.1"]);
    expect(refusal({ players: players(2), options: { rangeOfInfluence: 1 } })).toEqual([422, "600.1"]);
    expect(refusal({ players: players(2, ["x", "x"]) })).toEqual([422, "600.1"]);
    expect(refusal({ players: [{ name: "Ann", deck, team: "p2" }, { name: "Bob", deck }] })).toEqual([422, "600.1"]);
  });

  it("600.1: a multiplayer game has more than two players (here 3 to 16)", () => {
    expect(refusal({ format: "free-for-all", players: players(2) })).toEqual([422, "600.1"]);
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, deck }));
    expect(refusal({ format: "free-for-all", players: many(17) })).toEqual([422, "600.1"]);
    expect(start({ format: "free-for-all", players: many(16) }).players).toHaveLength(16);
  });

  it("600.2: an unknown format is refused", () => {
    expect(refusal({ format: "archenemy" as never, players: players(6) })).toEqual([422, "600.2"]);
  });
});

describe("605 Free-for-All", () => {
  it("605.1: players compete as individuals: each is on his or her own team, and a shared team is refused", () => {
    const s = start({ format: "free-for-all", players: players(4) });
    expect(new Set(s.players.map((p) => p.team)).size).toBe(4);
    expect(refusal({ format: "free-for-all", players: players(3, ["a", "b", "a"]) })).toEqual([422, "605.1"]);
  });

  it("605.2a, 605.2b: by default no range of influence, and attack multiple players (603)", () => {
    expect(start({ format: "free-for-all", players: players(3) }).options).toEqual({ attack: "multiple", rangeOfInfluence: null });
  });

  it("605.2b, 603, 604, 601: each option is accepted, one attack option at a time", () => {
    const options = (o: GameConfig["options"]) => start({ format: "free-for-all", players: players(4), options: o }).options;
    expect(options({ attackMultiplePlayers: true })).toEqual({ attack: "multiple", rangeOfInfluence: null });
    expect(options({ attackLeft: true })).toEqual({ attack: "left", rangeOfInfluence: null });
    expect(options({ attackRight: true, rangeOfInfluence: 1 })).toEqual({ attack: "right", rangeOfInfluence: 1 });
    expect(options({ rangeOfInfluence: 2 })).toEqual({ attack: "multiple", rangeOfInfluence: 2 });
  });

  it("605.2b: exactly one of attack left, attack right and attack multiple players", () => {
    expect(refusal({ format: "free-for-all", players: players(3), options: { attackLeft: true, attackRight: true } })).toEqual([422, "605.2b"]);
    expect(refusal({ format: "free-for-all", players: players(3), options: { attackLeft: true, attackMultiplePlayers: true } })).toEqual([422, "605.2b"]);
  });

  it("601.2: a range of influence is a whole number of seats, at least 1", () => {
    for (const r of [0, -1, 1.5]) expect(refusal({ format: "free-for-all", players: players(4), options: { rangeOfInfluence: r } })).toEqual([422, "601.2"]);
  });

  it("605.3: the players are randomly seated (by the game's seed), which is turn order; ids follow the seats", () => {
    const seating = (seed: string) => createGame({ format: "free-for-all", players: players(6), seed }).state.players;
    const s = seating("format");
    expect(s.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6"]);
    expect(s.map((p) => p.name)).toEqual(s.map((p) => NAMES[p.configIndex]));
    expect([...s.map((p) => p.configIndex)].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // The same seed seats them the same way; some seed seats them otherwise than listed.
    expect(seating("format").map((p) => p.name)).toEqual(s.map((p) => p.name));
    const seeds = ["a", "b", "c", "d", "e"].map((x) => seating(x).map((p) => p.configIndex).join());
    expect(seeds.some((order) => order !== "0,1,2,3,4,5")).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it("605.3: a set-up position keeps the seating it lists", () => {
    const s = createGame({ format: "free-for-all", players: players(4), seed: "x", setup: { players: [{}, {}, {}, {}] } }).state;
    expect(s.players.map((p) => p.name)).toEqual(NAMES.slice(0, 4));
  });
});

describe("609 Teams", () => {
  const teams = (names: string[], options?: GameConfig["options"]) => start({ format: "teams", players: players(names.length, names), options });

  it("609.2a: the range of influence is 2 unless another is chosen", () => {
    expect(teams(["A", "B", "A", "B"]).options).toEqual({ attack: "multiple", rangeOfInfluence: 2 });
    expect(teams(["A", "B", "A", "B"], { rangeOfInfluence: 1 }).options.rangeOfInfluence).toBe(1);
  });

  it("609.2b: exactly one attack option; each one is accepted", () => {
    expect(teams(["A", "B", "A", "B"], { attackLeft: true }).options.attack).toBe("left");
    expect(teams(["A", "B", "A", "B"], { attackRight: true }).options.attack).toBe("right");
    expect(teams(["A", "B", "A", "B"], { attackMultiplePlayers: true }).options.attack).toBe("multiple");
    expect(refusal({ format: "teams", players: players(4, ["A", "B", "A", "B"]), options: { attackLeft: true, attackRight: true } })).toEqual([422, "609.2b"]);
  });

  it("609.1: two or more teams of equal size, every player on one", () => {
    expect(refusal({ format: "teams", players: players(4, ["A", "A", "A", "A"]) })).toEqual([422, "609.1"]);
    expect(refusal({ format: "teams", players: players(5, ["A", "B", "A", "B", "A"]) })).toEqual([422, "609.1"]);
    expect(refusal({ format: "teams", players: players(3, ["A", "B", "C"]) })).toEqual([422, "609.1"]);
    expect(refusal({ format: "teams", players: players(4) })).toEqual([422, "609.1"]);
  });

  it("609.3: players are re-seated so no one is next to a teammate and each team is equally spaced (A1, B1, C1, A2, B2, C2)", () => {
    const s = teams(["A", "A", "B", "B", "C", "C"]);
    expect(s.players.map((p) => `${p.team}:${p.name}`)).toEqual(["A:Ann", "B:Cat", "C:Eve", "A:Bob", "B:Dan", "C:Fay"]);
    expect(s.players.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4", "p5", "p6"]);
    // Each player remembers his or her place in the list the game was created with.
    expect(s.players.map((p) => p.configIndex)).toEqual([0, 2, 4, 1, 3, 5]);
    for (let i = 0; i < 6; i++) {
      expect(s.players[i]!.team).not.toBe(s.players[(i + 1) % 6]!.team);
      expect(s.players[i]!.team).toBe(s.players[(i + 3) % 6]!.team);
    }
  });

  it("609.3: a seating that already satisfies the rule is kept; re-seating is deterministic", () => {
    const given = ["B", "A", "B", "A"];
    expect(teams(given).players.map((p) => p.configIndex)).toEqual([0, 1, 2, 3]);
    const again = ["A", "B", "B", "A", "C", "C"];
    expect(teams(again).players.map((p) => p.configIndex)).toEqual(teams(again).players.map((p) => p.configIndex));
    expect(teams(again).players.map((p) => p.team)).toEqual(["A", "B", "C", "A", "B", "C"]);
  });

  it("609.3: the game starts with the seating announced", () => {
    const { events } = createGame({ format: "teams", players: players(4, ["A", "A", "B", "B"]), seed: "seat" });
    const startEvent = events.find((e) => e.type === "gameStart")!;
    expect(startEvent.data).toMatchObject({ format: "teams", seating: ["p1", "p2", "p3", "p4"] });
    expect(startEvent.text).toContain("Seating (turn order): Ann, Cat, Bob, Dan.");
  });
});
