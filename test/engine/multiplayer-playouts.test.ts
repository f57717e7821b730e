import { describe, expect, it } from "vitest";
import type { GameConfig } from "../../src/engine/index.js";
import { decks, fuzzConfig } from "./fuzz.js";
import { NAMES } from "./multiplayer-helpers.js";

const ffa = (n: number, options: GameConfig["options"] = {}): Omit<GameConfig, "seed"> => ({
  format: "free-for-all",
  options,
  players: NAMES.slice(0, n).map((name, i) => ({ name, deck: decks[i % decks.length]! })),
});
const teams = (names: string[], options: GameConfig["options"] = {}): Omit<GameConfig, "seed"> => ({
  format: "teams",
  options,
  players: names.map((team, i) => ({ name: NAMES[i]!, team, deck: decks[i % decks.length]! })),
});

// Random legal games to a finish, every invariant checked after every action and the game
// replayed from its seed and actions (test/engine/fuzz.ts). Fixed seeds; each option is used.
const GAMES: [string, Omit<GameConfig, "seed">][] = [
  ["605, 603: 3-player free-for-all, attack multiple players", ffa(3)],
  ["605, 604.1a: 3-player free-for-all, attack left", ffa(3, { attackLeft: true })],
  ["605, 604.1b: 4-player free-for-all, attack right", ffa(4, { attackRight: true })],
  ["605, 601: 4-player free-for-all, attack multiple players, range of influence 1", ffa(4, { attackMultiplePlayers: true, rangeOfInfluence: 1 })],
  ["605, 603: 6-player free-for-all", ffa(6)],
  ["605, 604.1a, 601: 6-player free-for-all, attack left, range of influence 2", ffa(6, { attackLeft: true, rangeOfInfluence: 2 })],
  ["609: 2 v 2 teams, attack multiple players, range 2", teams(["A", "B", "A", "B"], { attackMultiplePlayers: true })],
  ["609: 2 v 2 teams, attack left", teams(["A", "B", "A", "B"], { attackLeft: true })],
  ["609: 2 v 2 teams, attack right, range 1", teams(["A", "B", "A", "B"], { attackRight: true, rangeOfInfluence: 1 })],
  ["609: 3 v 3 teams", teams(["A", "B", "A", "B", "A", "B"])],
  ["609.3: 3 v 3 teams listed team by team (re-seated), attack right", teams(["A", "A", "A", "B", "B", "B"], { attackRight: true })],
  ["609: three teams of two", teams(["A", "B", "C", "A", "B", "C"])],
];

describe("random legal multiplayer games to a finish (600–605, 609)", () => {
  for (const [title, config] of GAMES) {
    it(`${title}: the game ends with one team winning (or a draw), invariants hold, replays identically`, () => {
      const { state, actions } = fuzzConfig({ ...config, seed: `mp-${title}` }, 40_000);
      expect(state.status).toBe("finished");
      expect(actions).toBeGreaterThan(20);
      const winningTeams = new Set(state.players.filter((p) => state.winners.includes(p.id)).map((p) => p.team));
      expect(winningTeams.size).toBeLessThanOrEqual(1);
      // 102.2c: every player of the winning team wins.
      const team = [...winningTeams][0];
      expect(state.winners).toEqual(state.players.filter((p) => p.team === team).map((p) => p.id));
      const outcomes = state.players.map((p) => p.outcome);
      if (state.winners.length) expect(outcomes).toEqual(state.players.map((p) => (state.winners.includes(p.id) ? "won" : "lost")));
      else expect(outcomes).toContain("drew"); // 102: the players left all lost at once
    }, 120_000);
  }
});
