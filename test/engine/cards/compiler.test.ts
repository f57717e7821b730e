/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile, normalise, readsAs, comparable, render, type PrintedCard } from "../../../src/cards/compiler/card.js";
import { generate, POOL, type SetCards } from "../../../src/cards/compiler/generate.js";
import { GENERATED_DEFINITIONS } from "../../../src/cards/generated/index.js";
import { handWrittenCards, supportedCards, writtenDefinitions, type CardInfo } from "../../../src/cards/registry.js";
import { NOT_YET_READ } from "./not-yet-read.js";

// These gates read every card of the pool (about 1,900 compiled, each mutated): a minute or more
// on a loaded 2-core machine, so they get more than the engine project's 30 s per test.
const WHOLE_POOL_MS = 600_000;

const printedOf = (c: CardInfo): PrintedCard => ({ name: c.name, type: c.typeLine, types: c.types, subtypes: c.subtypes, supertypes: c.supertypes, printedText: c.printedText, manaCost: c.manaCost });

describe("render gate (issue 13): every offered card's definition is a reading of its printed text", () => {
  const offered = supportedCards();
  // 505: a split card has no definition of its own: each half reads as its own (clauses-split.test.ts).
  it.each(offered.filter((c) => !(c.name in NOT_YET_READ) && !c.halves).map((c) => c.name))("%s reads as its definition", (name) => {
    const c = offered.find((x) => x.name === name)!;
    expect(readsAs(printedOf(c), writtenDefinitions.get(name))).toBe(true);
  });
  it("the allow-list names only hand-written cards that still don't read", () => {
    for (const [name] of Object.entries(NOT_YET_READ)) {
      const c = offered.find((x) => x.name === name);
      expect(c && handWrittenCards.has(name) && !readsAs(printedOf(c), writtenDefinitions.get(name)), name).toBe(true);
    }
  });
});

/** Small changes of a card's rules text: a number, a target word, "creature" to "artifact", "you" to "target opponent", a color. */
function mutations(text: string): string[] {
  const out: string[] = [];
  const each = (re: RegExp, by: (m: string) => string) => {
    for (const m of text.matchAll(re)) out.push(text.slice(0, m.index) + by(m[0]) + text.slice(m.index + m[0].length));
  };
  each(/\d+/g, (n) => String(Number(n) + 1));
  each(/\bcreature\b/g, () => "artifact");
  each(/\byou\b/g, () => "target opponent");
  const nouns = ["creature", "player", "opponent", "land", "artifact", "enchantment", "permanent"];
  each(/(?<=target )(creature|player|opponent|land|artifact|enchantment|permanent)\b/g, (w) => nouns[(nouns.indexOf(w) + 1) % nouns.length]!);
  const colors = ["white", "blue", "black", "red", "green"];
  each(/\b(white|blue|black|red|green)\b/g, (w) => colors[(colors.indexOf(w) + 1) % colors.length]!);
  return out;
}

describe("mutation gate (issue 13): a changed word of a compiled card's text changes its definition", () => {
  const compiled = supportedCards().filter((c) => c.name in GENERATED_DEFINITIONS && !handWrittenCards.has(c.name));
  // In groups of 250 cards, each a test of its own: the whole pool's mutations took 8 to 14
  // minutes on a 2-core machine at a load average of 15.
  const groups = Array.from({ length: Math.ceil(compiled.length / 250) }, (_, i) => compiled.slice(i * 250, i * 250 + 250));
  it.each(groups.map((g, i) => [i + 1, g[0]!.name, g[g.length - 1]!.name, g] as const))("group %i (%s to %s): every mutation of every compiled card compiles to another definition, or not at all", (_, __, ___, group) => {
    const same: string[] = [];
    for (const c of group) {
      const card = printedOf(c);
      const original = comparable(writtenDefinitions.get(c.name));
      for (const text of mutations(normalise(c.printedText, c.name))) {
        const r = compile({ ...card, printedText: text });
        if (r.ok && comparable(r.definition) === original) same.push(`${c.name}: ${JSON.stringify(text)}`);
      }
    }
    expect(same).toEqual([]);
  }, WHOLE_POOL_MS);
});

describe("generated files (issue 13): committed, and what `npm run cards` makes now", () => {
  it("src/cards/generated/ is up to date with the grammar and the printed text", () => {
    const root = new URL("../../../", import.meta.url);
    const sets: SetCards[] = POOL.map((code) => ({ code, cards: JSON.parse(readFileSync(new URL(`../shared/cards/${code}.json`, root), "utf8")).cards }));
    const { files } = generate(sets);
    for (const [path, content] of Object.entries(files)) expect(readFileSync(new URL(path, root), "utf8"), `${path}: run npm run cards`).toBe(content);
  }, WHOLE_POOL_MS);
});

describe("renderer (issue 13): the grammar prints every compiled definition, and reads back what it prints", () => {
  const compiled = supportedCards().filter((c) => c.name in GENERATED_DEFINITIONS && !handWrittenCards.has(c.name) && !c.supertypes.includes("basic"));
  it("render(definition) is a text that reads as the definition again", () => {
    const broken: string[] = [];
    for (const c of compiled) {
      const def = writtenDefinitions.get(c.name) as Parameters<typeof render>[0];
      const text = render(def, printedOf(c));
      if (text === undefined || !readsAs({ ...printedOf(c), printedText: text }, def)) broken.push(`${c.name}: ${JSON.stringify(text)}`);
    }
    expect(broken).toEqual([]);
  }, WHOLE_POOL_MS);
});
