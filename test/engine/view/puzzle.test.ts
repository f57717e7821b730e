import { describe, expect, it } from "vitest";
import { createGame, view } from "../../../src/engine/index.js";
import { presetDeck } from "../helpers.js";

const players = [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }];

describe("a game whose hidden cards its creator may know (217.2, 101.2)", () => {
  it("217.2, 101.2: a game from a chosen seed or a set-up position is marked as a puzzle in every player's and the spectators' view; a shuffled game is not", () => {
    const shuffled = createGame({ players, seed: "drawn by the server" }).state;
    const chosen = createGame({ players, seed: "chosen", chosenSeed: true }).state;
    const setup = createGame({ players, seed: "x", setup: { players: [{}, {}] } }).state;
    for (const viewer of ["p1", "p2", null]) {
      expect(view(shuffled, viewer).puzzle).toBe(false);
      expect(view(chosen, viewer).puzzle).toBe(true);
      expect(view(setup, viewer).puzzle).toBe(true);
    }
  });

  it("217.2: no view carries the seed", () => {
    const s = createGame({ players, seed: "a-secret-seed-0123", chosenSeed: true }).state;
    for (const viewer of ["p1", "p2", null]) expect(JSON.stringify(view(s, viewer))).not.toContain("a-secret-seed");
  });
});
