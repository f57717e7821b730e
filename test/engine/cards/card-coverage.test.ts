/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_DEFINITIONS } from "../../../src/cards/generated/index.js";
import { HAND_WRITTEN_DEFINITIONS } from "../../../src/cards/hand-written.js";
import { compile, handWrittenCards, parseDefinition, supportedCards, unsupportedCards } from "../../../src/cards/registry.js";

// Every card the project offers (GET /v1/cards) is played in at least one rules test, or,
// compiled from its printed text, by the per-card harness (harness.test.ts plays every one).
describe("card coverage", () => {
  // The engine tests, in every folder of test/engine.
  const dir = new URL("..", import.meta.url);
  const tests = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".test.ts") && !f.endsWith("card-coverage.test.ts"))
    .map((f) => readFileSync(new URL(f, dir), "utf8"))
    .join("\n");

  it("every definition compiles: no card is half-supported", () => {
    expect(unsupportedCards).toEqual([]);
    const problems: string[] = [];
    for (const [name, raw] of Object.entries(HAND_WRITTEN_DEFINITIONS)) {
      try {
        compile(name, raw);
      } catch (e) {
        problems.push(`${name}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // The Worker builds a compiled definition as written, neither parsing nor checking it again
  // (registry.ts): each must be written parsed, and pass the checks of a hand-written one.
  it("every compiled definition is written as the card language reads it, and passes the registry's checks", () => {
    const problems: string[] = [];
    for (const [name, def] of Object.entries(GENERATED_DEFINITIONS)) {
      if (handWrittenCards.has(name)) continue;
      try {
        compile(name, def);
        if (JSON.stringify(parseDefinition(def)) !== JSON.stringify(def)) problems.push(`${name}: not written as parsed (run npm run cards)`);
      } catch (e) {
        problems.push(`${name}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(supportedCards().map((c) => c.name))("%s appears in a rules test", (name) => {
    const compiled = name in GENERATED_DEFINITIONS && !handWrittenCards.has(name);
    expect(compiled || tests.includes(`"${name}"`) || tests.includes(`'${name}'`)).toBe(true);
  });
});
