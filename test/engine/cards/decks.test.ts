import { describe, expect, it } from "vitest";
import { PRESET_DECKS, resolveDeck } from "../../../src/cards/decks.js";
import { getCard } from "../../../src/cards/registry.js";
import { createGame, RuleError } from "../../../src/engine/index.js";

const counts = (cards: string[]) => cards.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());

describe("decks (100.2a)", () => {
  it.each(Object.keys(PRESET_DECKS))("100.2a: the preset %s resolves to a legal deck of 60 supported cards", (name) => {
    const r = resolveDeck(name);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cards).toHaveLength(60);
    for (const [card, n] of counts(r.cards)) {
      if (!getCard(card).supertypes.includes("basic")) expect([card, n <= 4]).toEqual([card, true]);
    }
  });

  it("100.2a: a deck of fewer than sixty cards is refused", () => {
    const r = resolveDeck("4 Shock\n55 Mountain");
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^100\.2a: .*59/) });
    expect(resolveDeck("4 Shock\n56 Mountain").ok).toBe(true);
  });

  it("100.2a: more than four copies of a card other than a basic land is refused; basic lands are unlimited", () => {
    expect(resolveDeck("5 Shock\n55 Mountain")).toEqual({ ok: false, error: expect.stringMatching(/^100\.2a: .*Shock/) });
    expect(resolveDeck("4 Shock\n30 Mountain\n26 Forest").ok).toBe(true);
  });

  it("100.2a: copies listed on several lines are counted together", () => {
    expect(resolveDeck("3 Shock\n2 Shock\n55 Mountain").ok).toBe(false);
  });

  it("100.2a: an unsupported card is refused, naming it", () => {
    expect(resolveDeck("4 Black Lotus\n56 Mountain")).toEqual({ ok: false, error: expect.stringContaining("Black Lotus") });
    const deck = [...Array<string>(59).fill("Mountain"), "Black Lotus"];
    let error: unknown;
    try {
      createGame({ players: [{ name: "Ann", deck }, { name: "Bob", deck: Array<string>(60).fill("Forest") }], seed: "x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).message).toContain("Black Lotus");
  });
});
