// Sealed pools (issue 13): six boosters of a set by its 2006 distribution, opened from a seed,
// and limited decks drawn from them (100.2b (?): at least forty cards, no more copies of a card
// than the pool has, basic lands free; the rest of the pool is the sideboard).
import { describe, expect, it } from "vitest";
import { printingsOf } from "../../../src/cards/printings.js";
import { cardFacts, isSupported } from "../../../src/cards/registry.js";
import { autoBuild, boosterSlots, openBoosters, openPool, poolCounts, resolveSealedDeck, SEALED_SETS, type PoolCard, type SealedPool, type Sheet } from "../../../src/cards/sealed.js";
import { fuzzConfig } from "../fuzz.js";

const pool = (set: string, seed: string): SealedPool => {
  const r = openPool(set, seed);
  if (!r.ok) throw new Error(r.error);
  return r.pool;
};
const bySlot = (booster: PoolCard[]) => booster.reduce((m, c) => ({ ...m, [c.slot]: (m[c.slot] ?? 0) + 1 }), {} as Partial<Record<Sheet, number>>);
const list = (cards: Map<string, number>) => [...cards].map(([name, n]) => `${n} ${name}`).join("\n");
const counts = (cards: string[]) => cards.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());

describe("sealed pools: boosters by the set's distribution", () => {
  it.each(SEALED_SETS)("%s: six boosters, each with its rarities, no card twice, no basic land, every card offered and printed in the set at that rarity", (set) => {
    const { boosters } = pool(set, "distribution");
    expect(boosters).toHaveLength(6);
    const slots = boosterSlots(set);
    for (const booster of boosters) {
      expect(bySlot(booster)).toEqual(Object.fromEntries(Object.entries(slots).filter(([, n]) => n > 0)));
      expect(new Set(booster.map((c) => c.name)).size).toBe(booster.length);
      for (const card of booster) {
        expect([card.name, isSupported(card.name)]).toEqual([card.name, true]);
        // Every sheet of every set offers enough cards today: no slot borrows from another.
        expect(card.sheet).toBe(card.slot);
        const facts = cardFacts(card.name);
        const printing = printingsOf(facts.halves?.[0] ?? card.name).find((p) => p.set === (card.sheet === "timeshifted" ? "TSB" : set));
        expect([card.name, printing?.rarity]).toEqual([card.name, card.sheet === "timeshifted" ? "special" : set === "CSP" && facts.supertypes.includes("basic") ? "basic land" : card.sheet]);
        if (set !== "CSP") expect([card.name, facts.supertypes.includes("basic")]).toEqual([card.name, false]);
      }
    }
  });

  it("the usual booster is 1 rare, 3 uncommons and 11 commons; a core set's 10 commons (its basic land left out); Time Spiral's 10 commons and 1 timeshifted card", () => {
    expect(boosterSlots("RAV")).toEqual({ rare: 1, uncommon: 3, common: 11, timeshifted: 0 });
    expect(boosterSlots("CSP")).toEqual({ rare: 1, uncommon: 3, common: 11, timeshifted: 0 });
    expect(boosterSlots("9ED")).toEqual({ rare: 1, uncommon: 3, common: 10, timeshifted: 0 });
    expect(boosterSlots("8ED")).toEqual({ rare: 1, uncommon: 3, common: 10, timeshifted: 0 });
    expect(boosterSlots("TSP")).toEqual({ rare: 1, uncommon: 3, common: 10, timeshifted: 1 });
    for (const booster of pool("TSP", "shifted").boosters) {
      const shifted = booster.filter((c) => c.slot === "timeshifted");
      expect(shifted).toHaveLength(1);
      // 505.1: a split card's printings are its halves' (Assault // Battery).
      expect([shifted[0]!.name, printingsOf(cardFacts(shifted[0]!.name).halves?.[0] ?? shifted[0]!.name).some((p) => p.set === "TSB")]).toEqual([shifted[0]!.name, true]);
      // The other fourteen are Time Spiral's own cards.
      for (const c of booster.filter((c) => c.slot !== "timeshifted")) expect([c.name, printingsOf(cardFacts(c.name).halves?.[0] ?? c.name).some((p) => p.set === "TSP")]).toEqual([c.name, true]);
    }
  });

  it("the same set and seed open the same pool; another seed or another set opens another", () => {
    expect(pool("RAV", "seed-1")).toEqual(pool("RAV", "seed-1"));
    expect(pool("RAV", "seed-1").boosters).not.toEqual(pool("RAV", "seed-2").boosters);
    expect(pool("GPT", "seed-1").boosters).not.toEqual(pool("RAV", "seed-1").boosters);
  });

  it("a sheet with too few cards lends its slots to the next sheet, and a booster still holds no card twice", () => {
    const sheets = { rare: ["R1"], uncommon: ["U1", "U2"], common: ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12"], timeshifted: [] };
    const boosters = openBoosters(sheets, { rare: 1, uncommon: 3, common: 11, timeshifted: 0 }, "few");
    for (const booster of boosters) {
      expect(booster).toHaveLength(15);
      expect(new Set(booster.map((c) => c.name)).size).toBe(15);
      expect(booster.filter((c) => c.slot === "rare")).toEqual([{ name: "R1", sheet: "rare", slot: "rare" }]);
      // Two uncommons, then the third uncommon slot from the commons; the eleven commons took eleven of twelve.
      expect(booster.filter((c) => c.slot === "uncommon").map((c) => c.sheet).sort()).toEqual(["common", "uncommon", "uncommon"]);
    }
    // With no rare offered, the rare slot takes an uncommon.
    const noRare = openBoosters({ ...sheets, rare: [], uncommon: ["U1", "U2", "U3", "U4"] }, { rare: 1, uncommon: 3, common: 11, timeshifted: 0 }, "none");
    for (const booster of noRare) expect(booster.find((c) => c.slot === "rare")!.sheet).toBe("uncommon");
    // A Time Spiral booster with neither rares nor uncommons: the commons fill those slots, and one timeshifted card its own.
    const commons = Array.from({ length: 14 }, (_, i) => `C${i}`);
    for (const booster of openBoosters({ rare: [], uncommon: [], common: commons, timeshifted: ["T1"] }, { rare: 1, uncommon: 3, common: 10, timeshifted: 1 }, "bare")) {
      expect(booster.map((c) => c.name).sort()).toEqual([...commons, "T1"].sort());
      expect(booster.find((c) => c.slot === "timeshifted")).toEqual({ name: "T1", sheet: "timeshifted", slot: "timeshifted" });
    }
  });

  it("a set outside the pool, or the timeshifted sheet alone, has no sealed pool", () => {
    expect(openPool("10E", "x")).toEqual({ ok: false, error: expect.stringContaining("10E is not a set of the card pool") });
    expect(openPool("TSB", "x")).toEqual({ ok: false, error: expect.stringContaining('sealed: "TSP"') });
    expect(openPool("rav", "x").ok).toBe(true);
  });
});

describe("sealed decks (100.2b)", () => {
  const ravnica = pool("RAV", "deck");
  const have = poolCounts(ravnica);
  const single = [...have].find(([, n]) => n === 1)![0];
  const spells = [...have].filter(([name]) => !cardFacts(name).types.includes("land"));
  // Twenty cards of the pool, each as often as the pool has it.
  const twenty = new Map<string, number>();
  for (const [name, n] of spells) if ([...twenty.values()].reduce((a, b) => a + b, 0) + n <= 20) twenty.set(name, n);
  const taken = [...twenty.values()].reduce((a, b) => a + b, 0);

  it("100.2b: a deck of pool cards and any number of basic lands, at least 40, is legal; the rest of the pool is its sideboard", () => {
    const r = resolveSealedDeck({ sealed: "RAV", seed: "deck", list: `${list(twenty)}\n${40 - taken - 12} Forest\n12 Plains` });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cards).toHaveLength(40);
    expect(counts(r.cards).get("Plains")).toBe(12);
    const together = counts([...r.cards.filter((c) => c !== "Forest" && c !== "Plains"), ...r.sideboard]);
    expect(together).toEqual(have);
  });

  it("100.2b: 39 cards are refused", () => {
    const r = resolveSealedDeck({ sealed: "RAV", seed: "deck", list: `${list(twenty)}\n${39 - taken} Forest` });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^100\.2b: a limited deck has at least 40 cards; this one has 39/) });
  });

  it("100.2b: a card the pool does not hold is refused, even a supported one", () => {
    const absent = ["Shock", "Char", "Watchwolf", "Lightning Helix"].find((n) => !have.has(n))!;
    const r = resolveSealedDeck({ sealed: "RAV", seed: "deck", list: `1 ${absent}\n${list(twenty)}\n${40 - taken} Forest` });
    expect(r).toMatchObject({ ok: false, problems: [{ line: 1, rule: "100.2b", message: expect.stringContaining(`${absent} is not in this sealed pool`) }] });
  });

  it("100.2b: one copy more than the pool holds is refused", () => {
    const r = resolveSealedDeck({ sealed: "RAV", seed: "deck", list: `2 ${single}\n38 Island` });
    expect(r).toMatchObject({ ok: false, problems: [{ rule: "100.2b", message: `this sealed pool has 1 ${single}; the deck lists 2 (a limited deck may hold only the copies its pool has)` }] });
    expect(resolveSealedDeck({ sealed: "RAV", seed: "deck", list: `1 ${single}\n39 Island` }).ok).toBe(true);
  });

  it("basic lands are free in any number (not Coldsnap's snow-covered ones, which are cards of its pool), and the whole pool may be the deck", () => {
    expect(resolveSealedDeck({ sealed: "RAV", seed: "deck", list: "60 Swamp" }).ok).toBe(true);
    const whole = resolveSealedDeck({ sealed: "RAV", seed: "many", list: `${list(poolCounts(pool("RAV", "many")))}\n1 Forest` });
    expect(whole).toMatchObject({ ok: true, sideboard: [] });
    // A pool that lacks one of the snow-covered lands (which pool does depends on the cards offered, so the first of a few seeds that has one).
    const snowLands = ["Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp", "Snow-Covered Mountain", "Snow-Covered Forest"];
    const seed = ["snow", "ice", "frost", "rime", "hail", "sleet"].find((x) => snowLands.some((n) => !poolCounts(pool("CSP", x)).has(n)))!;
    const snowy = snowLands.find((n) => !poolCounts(pool("CSP", seed)).has(n));
    expect(snowy).toBeDefined();
    expect(resolveSealedDeck({ sealed: "CSP", seed, list: `1 ${snowy}\n40 Forest` })).toMatchObject({ ok: false, problems: [{ line: 1, rule: "100.2b", message: expect.stringContaining(`${snowy} is not in this sealed pool`) }] });
  });

  it("without a list the server builds 40 cards of at most two colors from the pool: 23 spells and 17 basic lands", () => {
    for (const set of ["RAV", "9ED", "TSP", "CSP", "CHK"]) {
      const p = pool(set, "auto");
      const built = autoBuild(p);
      const cards = [...built].flatMap(([name, n]) => Array<string>(n).fill(name));
      expect(cards).toHaveLength(40);
      const lands = cards.filter((c) => ["Plains", "Island", "Swamp", "Mountain", "Forest"].includes(c));
      expect(lands).toHaveLength(17);
      expect(new Set(cards.flatMap((c) => cardFacts(c).colors)).size).toBeLessThanOrEqual(2);
      // It is a legal list of that pool.
      const r = resolveSealedDeck({ sealed: set, seed: "auto", list: list(built) });
      expect([set, r.ok]).toEqual([set, true]);
      expect(resolveSealedDeck({ sealed: set, seed: "auto" })).toEqual(r);
    }
  });

  it("two decks the server built from sealed pools play a game with every invariant holding", () => {
    const deck = (set: string) => {
      const r = resolveSealedDeck({ sealed: set, seed: "play" });
      if (!r.ok) throw new Error(r.error);
      return r.cards;
    };
    const result = fuzzConfig({ players: [{ name: "Ann", deck: deck("RAV") }, { name: "Bob", deck: deck("TSP") }], seed: "sealed-play" }, 6000); // random play: as many actions as the block presets are given (decks.test.ts)
    expect(result.actions).toBeGreaterThan(50);
  });
});
