import { describe, expect, it } from "vitest";
import { poolCards, poolRun } from "../pool-fuzz.js";

// Issue 13, verification 4: random games with decks drawn from the whole offered pool, every
// invariant checked after every action (fixed seeds in CI; `npm run fuzz -- --pool` plays until
// every offered card has been played).
describe("pool fuzz", () => {
  it("two games of decks from the pool: cards are played and no invariant breaks", () => {
    const cards = poolCards();
    const r = poolRun("pool-ci", 2, cards, 1500);
    expect(r.violations).toEqual([]);
    expect(r.unplayed.length).toBeLessThan(cards.length);
  });
});
