// Issue 17: what "hard" scores a position by (src/ai/sense.ts evaluate). Life is worth more near
// 0, and a player's own permanents that take life from him or her each turn (Dross Harvester:
// "At the end of your turn, you lose 4 life") count against it, so that the search no longer
// plays the creature that will kill its controller at the next end of turn.
import { describe, expect, it } from "vitest";
import { view } from "../../../src/engine/index.js";
import { evaluate, recurringLifeLoss } from "../../../src/ai/sense.js";
import { setupGame } from "../helpers.js";

const library = Array.from({ length: 20 }, () => "Swamp");

function position(life: number, harvesters: number) {
  const s = setupGame({
    players: [
      { life, library, play: ["Swamp", ...Array.from({ length: harvesters }, () => "Dross Harvester")] },
      { library, play: ["Swamp"] },
    ],
  });
  return view(s, s.players[0]!.id);
}

describe("issue 17: the hard level's evaluation", () => {
  it("counts the life a player's own permanents take each turn (Dross Harvester, 4 each)", () => {
    const v = position(8, 2);
    expect(recurringLifeLoss(v, v.you!)).toBe(8);
    expect(recurringLifeLoss(v, v.players[1]!.id)).toBe(0);
  });

  it("two Dross Harvesters at 8 life (dead at the next end of turn, 420.5a) score below an empty board at 8 life", () => {
    expect(evaluate(position(8, 2))).toBeLessThan(evaluate(position(8, 0)));
  });

  it("one Dross Harvester at 20 life is still worth having", () => {
    expect(evaluate(position(20, 1))).toBeGreaterThan(evaluate(position(20, 0)));
  });
});
