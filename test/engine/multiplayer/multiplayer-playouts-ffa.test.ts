import { describe, it } from "vitest";
import { freeForAll, playToFinish } from "../multiplayer-helpers.js";

// Random legal games to a finish (fixed seeds), each option used at least once.
describe("605 Free-for-All: random legal games of 3, 4 and 6 players end; invariants hold; replays are identical", () => {
  const games: [string, ReturnType<typeof freeForAll>][] = [
    ["603: 3 players, attack multiple players", freeForAll(3)],
    ["604.1a: 3 players, attack left", freeForAll(3, { attackLeft: true })],
    ["604.1b: 4 players, attack right", freeForAll(4, { attackRight: true })],
    ["601, 603: 4 players, attack multiple players, range of influence 1", freeForAll(4, { attackMultiplePlayers: true, rangeOfInfluence: 1 })],
    ["603: 6 players", freeForAll(6)],
    ["601, 604.1a: 6 players, attack left, range of influence 2", freeForAll(6, { attackLeft: true, rangeOfInfluence: 2 })],
  ];
  for (const [title, config] of games) it(title, () => playToFinish(config, `mp-605, ${title}`), 120_000);
});
