// What `npm run cards` writes: per set, the definitions compiled from printed text
// (src/cards/generated/<SET>.ts), their printed facts (generated/cards.json), and the table of
// offered cards and blocking clauses (docs/CARDS.md). Pure: the script does the reading and
// writing, and a test checks that the committed files are what this makes.
import { compile as check, parseDefinition, type PrintedCard as RegistryCard } from "../registry.js";
import { HAND_WRITTEN_DEFINITIONS } from "../hand-written.js";
import type { CardDefinition } from "../language.js";
import { compile, type PrintedCard } from "./card.js";
import { flipHalves } from "./flip.js";
import { splitHalves } from "./split.js";

/** The card pool in the order of the work (issue 13): Ninth Edition, Ravnica block and Coldsnap, Time Spiral, Kamigawa, then the older sets. */
export const POOL = ["9ED", "RAV", "GPT", "DIS", "CSP", "TSP", "TSB", "CHK", "BOK", "SOK", "8ED", "MRD", "DST", "5DN", "ONS", "LGN", "SCG"] as const;
export const STANDARD_2006 = ["9ED", "CHK", "BOK", "SOK", "RAV", "GPT", "DIS", "CSP", "TSP", "TSB"];

export type SetCards = { code: string; cards: (PrintedCard & Record<string, unknown>)[] };

export interface CardStatus {
  name: string;
  set: string;
  offered: boolean;
  /** "hand-written", "compiled", or what blocks it. */
  how: string;
}

export interface Generated {
  files: Record<string, string>;
  status: CardStatus[];
  table: string;
}

const KEEP = ["name", "manaCost", "cmc", "type", "supertypes", "types", "subtypes", "power", "toughness", "printedText", "colors", "flipsInto", "flipOf", "splitOf"];

export function generate(sets: SetCards[]): Generated {
  const handWritten = handWrittenThatCompile();
  const bySet = new Map<string, Record<string, CardDefinition>>();
  const facts: Record<string, unknown> = {};
  const status: CardStatus[] = [];
  const decided = new Map<string, { offered: boolean; how: string }>();
  for (const { code, cards } of sets) {
    const seen = new Set<string>();
    for (const card of cards) {
      if (seen.has(card.name)) continue;
      seen.add(card.name);
      let d = decided.get(card.name);
      if (!d) {
        d = decideFlip(code, card, cards, handWritten, bySet, facts, decided) ?? decideSplit(code, card, cards, handWritten, bySet, facts, decided) ?? decide(code, card, handWritten, bySet, facts);
        decided.set(card.name, d);
      }
      status.push({ name: card.name, set: code, ...d });
    }
  }
  const files: Record<string, string> = {};
  for (const { code } of sets) files[`src/cards/generated/${code}.ts`] = setFile(code, bySet.get(code) ?? {});
  files["src/cards/generated/index.ts"] = indexFile(sets.map((s) => s.code));
  files["src/cards/generated/hand-written.ts"] = handWrittenFile(handWritten);
  const sorted = Object.fromEntries(Object.entries(facts).sort(([a], [b]) => a.localeCompare(b)));
  files["src/cards/generated/cards.json"] = JSON.stringify(sorted, null, 1) + "\n";
  const table = report(sets.map((s) => s.code), status);
  return { files, status, table };
}

/**
 * 508: a flip card is offered when both its halves compile (the top half is the card; the
 * bottom half, its characteristics once flipped, is no card of its own: it counts as offered
 * with its card). Undefined for any other card.
 */
function decideFlip(code: string, card: PrintedCard & Record<string, unknown>, set: (PrintedCard & Record<string, unknown>)[], handWritten: ReadonlyMap<string, CardDefinition>, bySet: Map<string, Record<string, CardDefinition>>, facts: Record<string, unknown>, decided: Map<string, { offered: boolean; how: string }>): { offered: boolean; how: string } | undefined {
  const halves = flipHalves(card, set);
  if (!halves) return undefined;
  if ("blocked" in halves) return { offered: false, how: halves.blocked };
  const { top, bottom } = halves;
  if (card.name === bottom.name) {
    const topDecision = decided.get(top.name) ?? decideFlip(code, top, set, handWritten, bySet, facts, decided)!;
    decided.set(top.name, topDecision);
    return { offered: topDecision.offered, how: `the flipped half of ${top.name} (508.1b): ${topDecision.how}` };
  }
  const bottomDecision = decide(code, bottom, handWritten, bySet, facts);
  if (!bottomDecision.offered) return { offered: false, how: `flipped half: ${bottomDecision.how}` };
  const topDecision = decide(code, top, handWritten, bySet, facts);
  if (!topDecision.offered) {
    // The bottom half alone is nothing: withdraw it.
    delete bySet.get(code)![bottom.name];
    delete facts[bottom.name];
  }
  return topDecision;
}

/**
 * 505: a split card is offered when both its halves compile; each half counts as offered with it
 * (each is an entry of the set's total) but is no card of its own (`splitOf`). The whole card's
 * facts (`halves`) go beside them. Undefined for any other card.
 */
function decideSplit(code: string, card: PrintedCard & Record<string, unknown>, set: (PrintedCard & Record<string, unknown>)[], handWritten: ReadonlyMap<string, CardDefinition>, bySet: Map<string, Record<string, CardDefinition>>, facts: Record<string, unknown>, decided: Map<string, { offered: boolean; how: string }>): { offered: boolean; how: string } | undefined {
  const split = splitHalves(card, set);
  if (!split) return undefined;
  if ("blocked" in split) return { offered: false, how: split.blocked };
  const { whole, halves } = split;
  const decisions = halves.map((h) => decide(code, h, handWritten, bySet, facts));
  const i = decisions.findIndex((d) => !d.offered);
  const result = i >= 0 ? { offered: false, how: `505: ${halves[i]!.name}, half of ${whole.name}: ${decisions[i]!.how}` } : { offered: true, how: "compiled (a split card)" };
  if (i >= 0) {
    // A half alone is nothing: withdraw the other.
    for (const h of halves) {
      delete bySet.get(code)?.[h.name];
      delete facts[h.name];
    }
  } else {
    facts[whole.name] = { set: code, ...Object.fromEntries([...KEEP, "halves"].filter((k) => whole[k] !== undefined).map((k) => [k, whole[k]])) };
  }
  for (const h of halves) decided.set(h.name, result);
  return result;
}

function decide(code: string, card: PrintedCard & Record<string, unknown>, handWritten: ReadonlyMap<string, CardDefinition>, bySet: Map<string, Record<string, CardDefinition>>, facts: Record<string, unknown>): { offered: boolean; how: string } {
  // 508.1b, 505.2: a flip card's other half or a split card's half is no card of its own.
  if (HAND_WRITTEN_DEFINITIONS[card.name] !== undefined) return { offered: handWritten.has(card.name) && !card.flipOf && !card.splitOf, how: "hand-written" };
  const r = compile(card);
  if (!r.ok) return { offered: false, how: r.blocked };
  const printed = { set: code, ...Object.fromEntries(KEEP.filter((k) => card[k] !== undefined).map((k) => [k, card[k]])) };
  try {
    check(card.name, r.definition, printed as unknown as RegistryCard);
  } catch (e) {
    return { offered: false, how: `registry: ${(e as Error).message}` };
  }
  const blocked = ENGINE_BLOCKED[card.name];
  if (blocked) return { offered: false, how: blocked };
  const defs = bySet.get(code) ?? {};
  // Written as the card language reads it (defaults filled in): the Worker builds it without parsing it again (registry.ts).
  defs[card.name] = parseDefinition(r.definition);
  bySet.set(code, defs);
  facts[card.name] = printed;
  return { offered: true, how: "compiled" };
}

/**
 * Cards whose text compiles but that the engine does not yet play as printed (found by the
 * per-card harness, test/cards/harness.test.ts), with the reason.
 */
export const ENGINE_BLOCKED: Record<string, string> = {
  "Pillory of the Sleepless": "renderer: its two lines about the enchanted creature (a restriction and a quoted triggered ability) don't print back yet",
  "Fire Whip": "harness: an Aura's own activated ability (Sacrifice ~) is used from the copy in play, which the position puts in play unattached (420.5d)",
  "Hypervolt Grasp": "harness: an Aura's own activated ability ({1}{U}: Return ~) is used from the copy in play, which the position puts in play unattached (420.5d)",
};

const ident = (code: string) => `CARDS_${code.replace(/[^A-Z0-9]/g, "")}`;

function setFile(code: string, defs: Record<string, CardDefinition>): string {
  const entries = Object.entries(defs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, d]) => `  ${JSON.stringify(name)}: ${JSON.stringify(d)},`);
  return [
    `// Generated by \`npm run cards\` from the printed text of ${code} (src/cards/compiler/). Do not edit:`,
    "// change the grammar and run it again, so a change shows as a diff of cards.",
    'import type { CardDefinition } from "../language.js";',
    "",
    `export const ${ident(code)}: Record<string, CardDefinition> = {`,
    ...entries,
    "};",
    "",
  ].join("\n");
}

/** The hand-written definitions that compile (parsed, and through the registry's checks), by name. */
function handWrittenThatCompile(): Map<string, CardDefinition> {
  const out = new Map<string, CardDefinition>();
  for (const [name, raw] of Object.entries(HAND_WRITTEN_DEFINITIONS)) {
    try {
      check(name, raw);
      out.set(name, parseDefinition(raw));
    } catch {
      // Not offered: card-coverage.test.ts names it with the reason.
    }
  }
  return out;
}

function handWrittenFile(defs: ReadonlyMap<string, CardDefinition>): string {
  const entries = [...defs].sort(([a], [b]) => a.localeCompare(b)).map(([name, d]) => `  ${JSON.stringify(name)}: ${JSON.stringify(d)},`);
  return [
    "// Generated by `npm run cards` from the hand-written definitions (src/cards/definitions*.ts), parsed",
    "// and checked, so that the Worker builds them without parsing them again. Do not edit.",
    'import type { CardDefinition } from "../language.js";',
    "",
    "export const HAND_WRITTEN: Record<string, CardDefinition> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

function indexFile(codes: string[]): string {
  return [
    "// Generated by `npm run cards`: every set's compiled definitions, in the order of the work.",
    ...codes.map((c) => `import { ${ident(c)} } from "./${c}.js";`),
    "",
    `export const GENERATED_DEFINITIONS = { ${codes.map((c) => `...${ident(c)}`).join(", ")} };`,
    "",
  ].join("\n");
}

/** Per set, offered / total and the clauses that block the most cards; then the same over the whole pool. */
function report(codes: string[], status: CardStatus[]): string {
  const lines = ["| set | offered | total | % | clauses that block the most cards (cards) |", "| --- | ---: | ---: | ---: | --- |"];
  const row = (label: string, st: CardStatus[]) => {
    const offered = st.filter((s) => s.offered).length;
    const top = topBlocking(st, 3).map(([c, n]) => `${c.replace(/\|/g, "\\|")} (${n})`).join("; ");
    lines.push(`| ${label} | ${offered} | ${st.length} | ${st.length ? Math.round((100 * offered) / st.length) : 0} | ${top} |`);
  };
  for (const c of codes) row(c, status.filter((s) => s.set === c));
  row("Standard Oct 2006", status.filter((s) => STANDARD_2006.includes(s.set)));
  row("pool", status);
  lines.push("", "Clauses that block the most cards of the pool (a card counts once per set it is in):", "", "| clause | cards |", "| --- | ---: |");
  for (const [c, n] of topBlocking(status, 40)) lines.push(`| ${c.replace(/\|/g, "\\|")} | ${n} |`);
  return lines.join("\n");
}

function topBlocking(st: CardStatus[], n: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of st) if (!s.offered) counts.set(s.how, (counts.get(s.how) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);
}
