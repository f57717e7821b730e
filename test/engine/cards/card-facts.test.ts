import { describe, expect, it } from "vitest";
import { getCard, offeredCards, offeredNames, supportedCards, writtenDefinitions, type CardFacts } from "../../../src/cards/registry.js";

// Issue 13: a cold Worker's first card list (GET /v1/cards) reads each card's printed facts and
// written definition instead of compiling every offered card, so its cost doesn't grow with the
// number of cards compiled. What it shows must be what the compiled card says.
describe("the card list without compiling (issue 13)", () => {
  // Read first, in a fresh registry (vitest gives each file its own modules).
  const listed = offeredCards();
  const compiledByTheList = writtenDefinitions.size;

  it("the first card list compiles no definition", () => {
    expect(listed.length).toBeGreaterThan(1000);
    expect(compiledByTheList).toBe(0);
  });

  it("its order is the cards' names, whichever cards were used first: the same seed builds the same random deck in any isolate", () => {
    const names = listed.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // A card from the end of the list used first moves into the compiled cards; the order stays.
    getCard(names.at(-1)!);
    getCard(names[Math.floor(names.length / 2)]!);
    expect(offeredNames()).toEqual(names);
    expect(supportedCards().map((c) => c.name)).toEqual(names);
  });

  it("it lists exactly the supported cards", () => {
    expect(listed.map((c) => c.name).sort()).toEqual(supportedCards().map((c) => c.name).sort());
  });

  const facts = (c: CardFacts): CardFacts => ({
    name: c.name, set: c.set, manaCost: c.manaCost, convertedManaCost: c.convertedManaCost, colors: c.colors, typeLine: c.typeLine,
    supertypes: c.supertypes, types: c.types, subtypes: c.subtypes, power: c.power, toughness: c.toughness, printedText: c.printedText,
    keywords: c.keywords, halves: c.halves,
  });

  it("each card's listed facts are its compiled card's: characteristics, text, keywords (502.41 Walls' defender), every creature type, split halves (505)", () => {
    const differing = listed.filter((c) => JSON.stringify(facts(c)) !== JSON.stringify(facts(getCard(c.name)))).map((c) => c.name);
    expect(differing).toEqual([]);
    // The edges the facts read from the definition as written.
    const named = (name: string) => listed.find((c) => c.name === name)!;
    expect(named("Mistform Ultimus").subtypes).toContain("Goblin");
    expect(named("Carrion Wall").keywords).toContain("defender");
    expect(named("Assault // Battery").typeLine).toBe("Sorcery // Sorcery");
  });
});
