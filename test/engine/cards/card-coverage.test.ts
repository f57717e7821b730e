/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_DEFINITIONS } from "../../../src/cards/generated/index.js";
import { handWrittenCards, supportedCards, unsupportedCards } from "../../../src/cards/registry.js";

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
  });

  it.each(supportedCards().map((c) => c.name))("%s appears in a rules test", (name) => {
    const compiled = name in GENERATED_DEFINITIONS && !handWrittenCards.has(name);
    expect(compiled || tests.includes(`"${name}"`) || tests.includes(`'${name}'`)).toBe(true);
  });
});
