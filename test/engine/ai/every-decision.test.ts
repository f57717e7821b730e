// Issue 17: a computer seat answers every decision the engine asks of it, with preset decks and
// random decks of the pool, at every level: no refused fallback, no stuck match (a CI-sized slice
// of `npm run ai:arena`, whose games stop at the same guards).
import { describe, expect, it } from "vitest";
import { PRESET_DECKS } from "../../../src/cards/decks.js";
import { presetDeck } from "../helpers.js";
import { playGame, randomPoolDeck, type Contender } from "./arena-games.js";

const presets = Object.keys(PRESET_DECKS);

describe("issue 17: computer seats answer every decision kind", () => {
  it("thousands of decisions over preset and pool decks: every game ends, none is stuck", () => {
    const kinds: Record<string, number> = {};
    let decisions = 0;
    const pairings: [Contender, Contender][] = [["medium", "random"], ["easy", "medium"], ["random", "easy"], ["medium", "medium"]];
    for (let g = 0; g < 16; g++) {
      const pool = g % 2 === 1;
      const decks: [string[], string[]] = pool ? [randomPoolDeck(`every-${g}-a`), randomPoolDeck(`every-${g}-b`)] : [presetDeck(presets[g % presets.length]!), presetDeck(presets[(g + 3) % presets.length]!)];
      const r = playGame(decks, pairings[g % pairings.length]!, `every-${g}`);
      expect(r.finished, `game ${g} ended within the action limit`).toBe(true);
      for (const [k, n] of Object.entries(r.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
      decisions += r.actions;
    }
    expect(decisions).toBeGreaterThan(2000);
    for (const kind of ["mulligan", "priority", "payment", "targets", "attackers", "blockers"]) expect(kinds[kind], kind).toBeGreaterThan(0);
  }, 300_000);

  it("hard answers too, with a small search budget", () => {
    for (let g = 0; g < 2; g++) {
      const r = playGame([presetDeck(presets[g]!), presetDeck(presets[g + 2]!)], g ? ["random", "hard"] : ["hard", "medium"], `hard-${g}`, 60);
      expect(r.finished).toBe(true);
    }
  }, 300_000);
});
