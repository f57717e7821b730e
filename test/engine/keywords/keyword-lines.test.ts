import { describe, expect, it } from "vitest";
import { getCard, supportedCards } from "../../../src/cards/registry.js";
import { printedKeywords } from "../../../src/cards/keyword-lines.js";

const lines = (name: string) => {
  const p = printedKeywords(getCard(name).printedText, name);
  return { keywords: [...p.keywords], numbered: Object.fromEntries(p.numbered) };
};

describe("502.1 keyword lines of printed text: what a definition must declare", () => {
  it("502.28: \"Flying, double strike\" (Skyhunter Skirmisher) is one keyword line with two keywords", () => {
    expect(lines("Skyhunter Skirmisher")).toEqual({ keywords: ["flying", "doubleStrike"], numbered: {} });
  });

  it("502.38, 502.12: numbered keywords are read with their number (Kitsune Blademaster: first strike, bushido 1; Craw Giant: trample, rampage 2), reminder text aside", () => {
    expect(lines("Kitsune Blademaster")).toEqual({ keywords: ["firstStrike"], numbered: { bushido: 1 } });
    expect(lines("Craw Giant")).toEqual({ keywords: ["trample"], numbered: { rampage: 2 } });
    expect(lines("Carven Caryatid").keywords).toEqual(["defender"]);
  });

  it("502.? vigilance: Serra Angel's \"Attacking doesn't cause Serra Angel to tap.\" is vigilance in words (Eighth Edition)", () => {
    expect(lines("Serra Angel")).toEqual({ keywords: ["flying", "vigilance"], numbered: {} });
  });

  it("502.28: a sentence that grants a keyword is no keyword line (Fireshrieker: \"Equipped creature has double strike.\")", () => {
    expect(lines("Fireshrieker")).toEqual({ keywords: [], numbered: {} });
  });

  it("502.1: every supported card declares exactly the keywords and numbers of its keyword lines", () => {
    for (const c of supportedCards()) {
      const p = printedKeywords(c.printedText, c.name);
      expect([c.name, c.keywords.filter((k) => !k.startsWith("protectionFrom")).sort()]).toEqual([c.name, [...p.keywords].sort()]);
      // "~ has bushido X, where X is ..." (Fumiko the Lowblood) is a sentence, not a keyword line: the registry checks it apart (502.38).
      const bushidoN = typeof c.bushido === "number" ? c.bushido : 0;
      expect([c.name, bushidoN, c.rampage ?? 0]).toEqual([c.name, p.numbered.get("bushido") ?? 0, p.numbered.get("rampage") ?? 0]);
    }
  });
});
