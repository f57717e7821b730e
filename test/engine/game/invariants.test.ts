import { describe, expect, it } from "vitest";
import { fuzzGame } from "../fuzz.js";

// Fixed seeds in CI; `npm run fuzz -- --games N` plays more.
describe("invariants over random legal games (217.1, 102, 420)", () => {
  for (let i = 0; i < 12; i++) {
    it(`seed fuzz-${i}: every card in one zone, cards conserved, one decision owner, the game ends, replays identically`, () => {
      const r = fuzzGame(`fuzz-${i}`);
      expect(r.finished).toBe(true);
      expect(r.actions).toBeGreaterThan(10);
    });
  }
});
