// "Add {1} to your mana pool. If you control an Urza's Power-Plant and an Urza's Tower, add {2}
// to your mana pool instead." (the Urza's lands): one clause over both sentences, as a coin
// flip's outcomes are (coin-flip.ts). The condition names permanents by their subtypes, each
// "Urza's Power-Plant" one with all of them (the era's land types "Urza's" and "Power-Plant",
// 212.6?); engine: spells/mana-instead.ts (406.1: read as the mana ability is played).
import type { Clause } from "./effects.js";
import { manaSymbols } from "./effects.js";
import type { Syntax } from "./syntax.js";

type Kind = { subtypes: string[] };
const ADD = "add ";
const POOL = " to your mana pool";
const IF = ". If you control ";
const INSTEAD = " to your mana pool instead";

/** "an Urza's Power-Plant": capitalised words, each a subtype (the data spell "Urza's" with a typographic apostrophe). */
function* kind(text: string, at: number): Generator<[Kind, number]> {
  const m = /^an? ((?:[A-Z][A-Za-z'-]*)(?: [A-Z][A-Za-z'-]*)*)/.exec(text.slice(at));
  if (!m) return;
  const words = m[1]!.split(" ");
  if (m[0].startsWith("an ") !== /^[AEIOU]/.test(words[0]!)) return;
  yield [{ subtypes: words.map((w) => w.replace(/'/g, "’")) }, at + m[0].length];
}
const printKind = (k: Kind) => {
  const w = k.subtypes.join(" ").replace(/’/g, "'");
  return `${/^[AEIOU]/.test(w) ? "an" : "a"} ${w}`;
};

function* kinds(text: string, at: number): Generator<[Kind[], number]> {
  for (const [k, end] of kind(text, at)) {
    yield [[k], end];
    if (text.startsWith(" and ", end)) for (const [rest, e2] of kinds(text, end + 5)) yield [[k, ...rest], e2];
  }
}

export const manaInsteadClause: Syntax<Clause[]> = {
  *parse(text, at) {
    if (!text.startsWith(ADD, at)) return;
    for (const [mana, m] of manaSymbols.parse(text, at + ADD.length)) {
      if (!text.startsWith(POOL + IF, m)) continue;
      for (const [each, k] of kinds(text, m + POOL.length + IF.length)) {
        if (each.length < 2 || !text.startsWith(", " + ADD, k)) continue;
        for (const [other, o] of manaSymbols.parse(text, k + 2 + ADD.length))
          if (text.startsWith(INSTEAD, o)) yield [[{ do: "addMana", mana, instead: { if: { youControlEach: each }, mana: other } }], o + INSTEAD.length];
      }
    }
  },
  print(cs) {
    const c = cs.length === 1 && cs[0]!.do === "addMana" ? cs[0]! : undefined;
    const instead = c?.instead as { if: { youControlEach?: Kind[] }; mana: string } | undefined;
    const each = instead?.if.youControlEach;
    if (!instead || !each || Object.keys(instead.if).length !== 1) return undefined;
    const mana = manaSymbols.print(c!.mana as string);
    const other = manaSymbols.print(instead.mana);
    if (mana === undefined || other === undefined) return undefined;
    return `${ADD}${mana}${POOL}${IF}${each.map(printKind).join(" and ")}, ${ADD}${other}${INSTEAD}`;
  },
};
