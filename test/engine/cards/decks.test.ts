import { describe, expect, it } from "vitest";
import { PRESET_DECKS, resolveDeck } from "../../../src/cards/decks.js";
import { formatProblems } from "../../../src/cards/formats.js";
import { printingsOf } from "../../../src/cards/printings.js";
import { getCard } from "../../../src/cards/registry.js";
import { createGame, RuleError } from "../../../src/engine/index.js";
import { fuzzConfig } from "../fuzz.js";
import { presetDeck } from "../helpers.js";

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
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^100\.2a: .*59/) });
    expect(resolveDeck("4 Shock\n56 Mountain").ok).toBe(true);
  });

  it("100.2a: more than four copies of a card other than a basic land is refused; basic lands are unlimited", () => {
    expect(resolveDeck("5 Shock\n55 Mountain")).toMatchObject({ ok: false, error: expect.stringMatching(/^100\.2a: .*Shock/) });
    expect(resolveDeck("4 Shock\n30 Mountain\n26 Forest").ok).toBe(true);
  });

  it("100.2a: copies listed on several lines are counted together", () => {
    expect(resolveDeck("3 Shock\n2 Shock\n55 Mountain").ok).toBe(false);
  });

  it("100.2a: an unsupported card is refused, naming it", () => {
    expect(resolveDeck("4 Black Lotus\n56 Mountain")).toMatchObject({ ok: false, error: expect.stringContaining("Black Lotus") });
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

describe("decklists as players write them (100.2a, 100.4)", () => {
  const cards = (text: string) => {
    const r = resolveDeck(text);
    if (!r.ok) throw new Error(r.error);
    return r;
  };

  it("reads 4x lines, any case and accents, and Arena exports with set, number and sections", () => {
    const arena = "Deck\n4 Shock (9ED) 220\n4x volcanic hammer\n52 MOUNTAIN (9ED) 343\n\nSideboard\n3 Lava Axe (9ED) 199";
    const r = cards(arena);
    expect(counts(r.cards)).toEqual(new Map([["Shock", 4], ["Volcanic Hammer", 4], ["Mountain", 52]]));
    expect(r.sideboard).toEqual(["Lava Axe", "Lava Axe", "Lava Axe"]);
  });

  it("reads SB: lines and MTGO .dek XML", () => {
    expect(cards("4 Shock\n56 Mountain\nSB: 2 Lava Axe").sideboard).toEqual(["Lava Axe", "Lava Axe"]);
    const dek = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Shock" />
  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" />
  <Cards CatID="3" Quantity="1" Sideboard="true" Name="Lava Axe" />
</Deck>`;
    const r = cards(dek);
    expect(r.cards).toHaveLength(60);
    expect(r.sideboard).toEqual(["Lava Axe"]);
  });

  it("reports every bad line at once, with line numbers and names close to a misspelt one", () => {
    const r = resolveDeck("4 Shokc\nfour Shock\n4 Volcanic Hammer\n4 Black Lotus\n48 Mountain");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toContainEqual({ line: 1, message: expect.stringMatching(/did you mean .*\bShock\b/), suggestions: expect.arrayContaining(["Shock"]) });
    expect(r.problems).toContainEqual({ line: 2, message: expect.stringContaining('"four Shock" is not a decklist line') });
    expect(r.problems).toContainEqual({ line: 4, message: expect.stringContaining("Black Lotus is not a supported card") });
    // 52 cards read: the count is a problem of the whole deck.
    expect(r.problems).toContainEqual({ message: expect.stringContaining("this one has 52"), rule: "100.2a" });
  });

  it("tells a card of the era that is not supported yet from a name that is no card", () => {
    const r = resolveDeck("4 Sensei's Divining Top\n56 Mountain");
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining("Sensei's Divining Top is a card of the era that is not supported yet") });
  });

  it("100.4: a sideboard of more than fifteen cards is refused; 100.2a: the four-copy limit counts the sideboard too", () => {
    expect(resolveDeck("4 Shock\n56 Mountain\nSideboard\n16 Forest")).toMatchObject({ ok: false, problems: [{ rule: "100.4" }] });
    expect(resolveDeck("4 Shock\n56 Mountain\nSideboard\n15 Forest").ok).toBe(true);
    expect(resolveDeck("4 Shock\n56 Mountain\nSB: 1 Shock")).toMatchObject({ ok: false, problems: [{ rule: "100.2a", message: expect.stringContaining("Shock") }] });
  });
});

describe("the preset decks of each block play out (issue 13)", () => {
  // The presets built for each block of the era, each against the next one: random legal
  // games with every invariant checked after every action (test/engine/fuzz.ts).
  const blocks = Object.keys(PRESET_DECKS).filter((n) => n !== "red-green-beats" && n !== "sky-raiders");

  // Each block's sets (Coldsnap goes with Time Spiral, as the presets' comments say).
  const blockSets: Record<string, string[]> = {
    onslaught: ["ONS", "LGN", "SCG"],
    mirrodin: ["MRD", "DST", "5DN"],
    kamigawa: ["CHK", "BOK", "SOK"],
    ravnica: ["RAV", "GPT", "DIS"],
    "time-spiral": ["CSP", "TSP", "TSB"],
    "ninth-edition": ["9ED"],
  };
  const blockOf = (preset: string) => Object.keys(blockSets).find((b) => preset.startsWith(`${b}-`));

  it("there are at least three presets for each block: Onslaught, Mirrodin, Kamigawa, Ravnica, Time Spiral, Ninth Edition", () => {
    for (const block of Object.keys(blockSets))
      expect([block, blocks.filter((n) => blockOf(n) === block).length >= 3]).toEqual([block, true]);
    expect(blocks.filter((n) => !blockOf(n))).toEqual([]);
  });

  it.each(blocks)("every card of the preset %s was printed in its block's sets, or is a basic land", (name) => {
    const sets = blockSets[blockOf(name)!]!;
    const r = resolveDeck(name);
    if (!r.ok) throw new Error(r.error);
    const outside = [...new Set(r.cards)].filter((card) => !getCard(card).supertypes.includes("basic") && !printingsOf(card).some((p) => sets.includes(p.set)));
    expect(outside).toEqual([]);
  });

  it("the block check refuses a card of another block: Shock is Onslaught's and Ninth Edition's, not Mirrodin's", () => {
    const printedIn = (card: string, block: string) => printingsOf(card).some((p) => blockSets[block]!.includes(p.set));
    expect([printedIn("Shock", "onslaught"), printedIn("Shock", "ninth-edition"), printedIn("Shock", "mirrodin")]).toEqual([true, true, false]);
  });

  it.each(blocks)("the preset %s plays random games to the end with no invariant broken", (name) => {
    const other = blocks[(blocks.indexOf(name) + 1) % blocks.length]!;
    for (const seed of [`${name}-1`]) {
      const r = fuzzConfig({ players: [{ name: "Ann", deck: presetDeck(name) }, { name: "Bob", deck: presetDeck(other) }], seed }, 6000);
      expect(r.finished).toBe(true);
      expect(r.state.status).toBe("finished");
    }
  });
});

describe("constructed formats of October 2006 (cards/formats.ts)", () => {
  it("a format's sets: Standard refuses a card printed only in Mirrodin, and takes Ninth Edition's and Time Spiral's", () => {
    const r = resolveDeck("4 Goblin Striker\n4 Shock\n52 Mountain", "standard");
    expect(r).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/^Goblin Striker is not legal in Standard \(October 20, 2006\)/) }] });
    expect(resolveDeck("4 Goblin Striker\n4 Shock\n52 Mountain").ok).toBe(true); // no format named: only the deck rules
    expect(resolveDeck("4 Shock\n4 Rift Bolt\n52 Mountain", "standard").ok).toBe(true);
  });

  it("the Kamigawa block left Standard as Time Spiral entered it (October 20, 2006)", () => {
    expect(resolveDeck("kamigawa-bushido", "standard").ok).toBe(false);
    expect(resolveDeck("kamigawa-bushido", "standard-2006-10-01").ok).toBe(true);
    expect(resolveDeck("time-spiral-echoes", "standard").ok).toBe(true);
    expect(resolveDeck("time-spiral-echoes", "standard-2006-10-01").ok).toBe(false);
  });

  it("a block format's banned list: Mirrodin Block Constructed refuses the artifact lands, Standard the block's cards", () => {
    const r = resolveDeck("mirrodin-equipment", "mirrodin-block");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.message)).toEqual(["Ancient Den is banned in Mirrodin Block Constructed", "Great Furnace is banned in Mirrodin Block Constructed"]);
    expect(resolveDeck("kamigawa-bushido", "kamigawa-block").ok).toBe(true);
    expect(resolveDeck("kamigawa-bushido", "ravnica-block").ok).toBe(false);
  });

  it("Vintage's restricted list allows one copy, deck and sideboard together; every set of the pool is legal", () => {
    expect(formatProblems("vintage", new Map([["Trinisphere", 1], ["Skullclamp", 4]]))).toEqual([]);
    expect(formatProblems("vintage", new Map([["Trinisphere", 2]]))).toEqual(["Trinisphere is restricted in Vintage: at most one copy, deck and sideboard together; this deck has 2"]);
    expect(formatProblems("mirrodin-block", new Map([["Skullclamp", 1]]))).toEqual(["Skullclamp is banned in Mirrodin Block Constructed"]);
  });

  it("Extended and Legacy ban what their lists name, and nothing else of the pool", () => {
    const deck = new Map([["Aether Vial", 1], ["Mind's Desire", 1], ["Trinisphere", 4], ["Shock", 4]]);
    expect(formatProblems("extended", deck)).toEqual(["Aether Vial is banned in Extended"]);
    expect(formatProblems("legacy", deck)).toEqual(["Mind's Desire is banned in Legacy"]);
  });
});
