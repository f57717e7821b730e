// 409.1h: how much of a cost some mana can pay. `largestPaid` answers the common case (each kind
// of mana of one type; each kind of symbol of one type or payable by all the mana) without the
// augmenting-path search of `largestPayment`; both must agree on every question.
import { describe, expect, it } from "vitest";
import { largestPaid, largestPayment, type SymbolKind } from "../../../src/engine/spells/mana-flow.js";

const UNITS = ["W", "U", "B", "R", "G", "C", "S"] as const;

function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

function kinds(pick: (n: number) => number, count: number, maxTypes: number): SymbolKind[] {
  return Array.from({ length: count }, () => {
    const types = [...new Set(Array.from({ length: 1 + pick(maxTypes) }, () => UNITS[pick(UNITS.length)]!))];
    return { n: pick(5), types };
  });
}

describe("409.1h: the most of a cost some mana can pay", () => {
  it("agrees with the full search on random costs and mana, the common case and any other", () => {
    const pick = random(12);
    let fast = 0;
    for (let i = 0; i < 20000; i++) {
      const common = i % 2 === 0;
      const symbols = kinds(pick, 1 + pick(4), common ? 1 : 3);
      // The common case's generic symbols: payable by any type of mana (MANA_TYPES).
      if (common && pick(2)) symbols.push({ n: 1 + pick(4), types: ["W", "U", "B", "R", "G", "C"] });
      const mana = kinds(pick, pick(5), common ? 1 : 2);
      if (mana.every((m) => m.n === 0 || m.types.length === 1)) fast++;
      expect(largestPaid(symbols, mana), JSON.stringify({ symbols, mana })).toBe(largestPayment(symbols, mana).paid);
    }
    expect(fast).toBeGreaterThan(9000);
  });

  it("pays colored symbols with their own color first, and generic with the rest", () => {
    // {2}{G}{G} with three Forests and a Mountain: the Mountain pays generic, so all four are paid.
    const cost: SymbolKind[] = [{ n: 2, types: ["G"] }, { n: 2, types: ["W", "U", "B", "R", "G", "C"] }];
    expect(largestPaid(cost, [{ n: 3, types: ["G"] }, { n: 1, types: ["R"] }])).toBe(4);
    // {R}{R}{1} with one Mountain and two Forests: one {R} stays unpaid.
    expect(largestPaid([{ n: 2, types: ["R"] }, { n: 1, types: ["W", "U", "B", "R", "G", "C"] }], [{ n: 1, types: ["R"] }, { n: 2, types: ["G"] }])).toBe(2);
  });
});
