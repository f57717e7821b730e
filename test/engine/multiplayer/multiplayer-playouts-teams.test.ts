import { describe, it } from "vitest";
import { playToFinish, teamsGame } from "../multiplayer-helpers.js";

// Random legal games to a finish (fixed seeds), each attack option used at least once.
describe("609 Teams: random legal 2 v 2, 3 v 3 and three-team games end; invariants hold; replays are identical", () => {
  const games: [string, ReturnType<typeof teamsGame>][] = [
    ["609.2a, 603: 2 v 2, attack multiple players, range 2", teamsGame(["A", "B", "A", "B"], { attackMultiplePlayers: true })],
    ["609.2b, 604.1a: 2 v 2, attack left", teamsGame(["A", "B", "A", "B"], { attackLeft: true })],
    ["609.2b, 604.1b, 601: 2 v 2, attack right, range 1", teamsGame(["A", "B", "A", "B"], { attackRight: true, rangeOfInfluence: 1 })],
    ["609.4: 3 v 3", teamsGame(["A", "B", "A", "B", "A", "B"])],
    ["609.3: 3 v 3 listed team by team (re-seated), attack right", teamsGame(["A", "A", "A", "B", "B", "B"], { attackRight: true })],
    ["609.1: three teams of two", teamsGame(["A", "B", "C", "A", "B", "C"])],
  ];
  for (const [title, config] of games) it(title, () => playToFinish(config, `mp-609, ${title}`), 120_000);
});
