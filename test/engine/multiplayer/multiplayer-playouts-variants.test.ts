import { describe, it } from "vitest";
import { playToFinish, variantGame } from "../multiplayer-helpers.js";

// Random legal games of the team variants to a finish (fixed seeds), every invariant checked
// after every action (invariants.ts: a Two-Headed Giant team's one life total, an emperor's
// team out with him or her) and each game replayed from its seed (fuzz.ts).
describe("606 Two-Headed Giant and 607 Emperor: random legal games end; invariants hold; replays are identical", () => {
  const games: [string, ReturnType<typeof variantGame>][] = [
    ["606.1: two teams of two, listed team by team", variantGame("two-headed-giant", ["A", "A", "B", "B"])],
    ["606.1: two teams of two, listed alternately (re-seated together)", variantGame("two-headed-giant", ["A", "B", "A", "B"])],
    ["607.1: two teams of three", variantGame("emperor", ["A", "A", "A", "B", "B", "B"])],
    ["607.1: three teams of three", variantGame("emperor", ["A", "B", "C", "A", "B", "C", "A", "B", "C"])],
  ];
  for (const [title, config] of games) it(title, () => playToFinish(config, `mp-variants, ${title}`), 120_000);
});
