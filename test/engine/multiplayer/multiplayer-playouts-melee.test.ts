import { describe, it } from "vitest";
import { freeForAll, playToFinish } from "../multiplayer-helpers.js";

// Random legal games to a finish (fixed seeds) with every invariant checked and the game replayed.
describe("608 Grand Melee and 217.9 ante: random legal games end; invariants hold; replays are identical", () => {
  it("608: 10 players, turn markers", () => playToFinish({ ...freeForAll(10), format: "grand-melee" }, "mp-608, 10 players"), 300_000);
  it("217.9: 4 players playing for ante", () => playToFinish(freeForAll(4, { ante: true }), "mp-217.9, ante"), 120_000);
});
