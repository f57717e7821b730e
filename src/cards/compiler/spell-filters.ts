// Counterspells whose target is a kind of spell named by a quality (415.5: a spell target is a
// card or copy on the stack): "Counter target multicolored spell" (Error: two or more colors,
// 203.2; a split card on the stack has only the colors of the half played, 505.3), "Counter
// target nonblue spell" (Frazzle: without that color) and "Counter
// target spell with converted mana cost 2" (Spell Snare: exactly that converted mana cost,
// 203.3, counting X as the value announced for it while the spell is on the stack; "with converted mana
// cost X", Spell Burst: the countering spell's X), and "Counter
// target red or green spell" (Flashfreeze: either color, 105.2), "Counter target spell with converted
// mana cost 4 or less" (Thoughtbind).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { COLORS } from "./nouns.js";
import { alt, list, map, syn, word, words, type Syntax } from "./syntax.js";

const digits: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n >= 0 ? String(n) : undefined),
};

type Color = (typeof COLORS)[number][1];
type Quality = { multicolored: true } | { cost: number } | { atMost: number } | { costX: true } | { colors: Color[] } | { not: Color };
const color = words<Color>(COLORS);
const quality: Syntax<Quality> = alt<Quality>(
  word("target multicolored spell", { multicolored: true }),
  // "Counter target nonblue spell" (Frazzle): a spell without that color (203.2).
  words<Quality>(([["white", "W"], ["blue", "U"], ["black", "B"], ["red", "R"], ["green", "G"]] as const).map(([w, c]): [string, Quality] => [`target non${w} spell`, { not: c }])),
  map(syn`target spell with converted mana cost ${digits}`, ([cost]) => ({ cost }), (q) => ("cost" in q ? [q.cost] : undefined)),
  // "Counter target spell with converted mana cost 4 or less" (Thoughtbind: 203.3, X counted as announced on the stack).
  map(syn`target spell with converted mana cost ${digits} or less`, ([atMost]) => ({ atMost }), (q) => ("atMost" in q ? [q.atMost] : undefined)),
  // "Counter target spell with converted mana cost X" (Spell Burst): X is the countering spell's own, announced before its targets (409.1b).
  word("target spell with converted mana cost X", { costX: true }),
  map(syn`target ${list(color, "or")} spell`, ([colors]) => (new Set(colors).size === colors.length ? { colors } : undefined), (q) => ("colors" in q ? [q.colors] : undefined)),
);

function specOf(q: Quality): TargetSpec {
  return { kind: "spell", filter: "multicolored" in q ? { multicolored: true } : "colors" in q ? { colors: q.colors } : "not" in q ? { notColors: [q.not] } : "costX" in q ? { convertedManaCostX: true } : "atMost" in q ? { convertedManaCostAtMost: q.atMost } : { convertedManaCostAtMost: q.cost, convertedManaCostAtLeast: q.cost } };
}

function qualityOf(t: unknown): Quality | undefined {
  const spec = t as TargetSpec | undefined;
  if (!spec || typeof spec !== "object" || spec.kind !== "spell" || Object.keys(spec).length !== 2 || !spec.filter) return undefined;
  const f = spec.filter;
  const keys = Object.keys(f).sort().join();
  if (keys === "multicolored" && f.multicolored) return { multicolored: true };
  if (keys === "colors" && f.colors) return { colors: f.colors };
  if (keys === "notColors" && f.notColors!.length === 1) return { not: f.notColors![0]! };
  if (keys === "convertedManaCostX") return { costX: true };
  if (keys === "convertedManaCostAtMost") return { atMost: f.convertedManaCostAtMost! };
  if (keys === "convertedManaCostAtLeast,convertedManaCostAtMost" && f.convertedManaCostAtMost === f.convertedManaCostAtLeast) return { cost: f.convertedManaCostAtMost! };
  return undefined;
}

export const spellFilterClauses: Syntax<Clause[]> = map(
  syn`counter ${quality}`,
  ([q]): Clause[] => [{ do: "counter", object: { target: specOf(q) } }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (!c || c.do !== "counter" || c.unlessPays !== undefined || Object.keys(c).length !== 2) return undefined;
    const q = qualityOf((c.object as { target?: unknown }).target);
    return q ? [q] : undefined;
  },
);
