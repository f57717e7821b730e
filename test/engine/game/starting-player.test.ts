import { describe, expect, it } from "vitest";
import { createGame, RuleError } from "../../../src/engine/index.js";
import { presetDeck } from "../helpers.js";

const config = (seed: string, startingPlayer?: number) => ({
  players: [{ name: "Ann", deck: presetDeck("red-green-beats") }, { name: "Bob", deck: presetDeck("sky-raiders") }],
  seed,
  ...(startingPlayer === undefined ? {} : { startingPlayer }),
});

describe("101.2 the starting player of a later game of a match", () => {
  it("101.2: the player chosen (by the loser of the previous game) plays first, whatever the seed", () => {
    for (let i = 0; i < 10; i++) {
      for (const chosen of [0, 1]) {
        const { state, events } = createGame(config(`game-${i}`, chosen));
        const first = state.players.find((p) => p.configIndex === chosen)!;
        expect(state.startingPlayer).toBe(first.id);
        expect(state.turn.active).toBe(first.id);
        expect(state.pending).toEqual({ kind: "mulligan", player: first.id });
        expect(events.find((e) => e.type === "gameStart")!.text).toContain(`${first.name} plays first`);
      }
    }
  });

  it("101.2: a player who is not in the game cannot be chosen", () => {
    expect(() => createGame(config("x", 2))).toThrow(RuleError);
  });
});
