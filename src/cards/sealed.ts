// Sealed deck (issue 13): six boosters of one set opened from a seed, and a deck of at least
// forty cards built from them. Pure and deterministic: the engine's seeded generator
// (engine/game/rng.ts), never Math.random.
//
// Booster distribution of the era (MTG Wiki, "Booster pack" / "Draft Booster": "From Mirage
// until Coldsnap, booster packs contain fifteen cards: eleven commons, three uncommons, and one
// rare"; "In core set booster packs from Seventh Edition to Ninth Edition one common was
// replaced with a basic land card: one basic land, ten commons, three uncommons, and one rare";
// "Time Spiral booster packs contain 10 commons, 3 uncommons, 1 rare, and 1 purple-rarity
// timeshifted card"; the Time Spiral FAQ of August 30, 2006: "There's one timeshifted card in
// each Time Spiral booster pack"). Coldsnap: "60 commons (including snow basics) ... 11 Commons |
// 3 Uncommons | 1 Rare" (a Collation Project-style page, vm1.substation33.com/tiera/t/lethe/csp.html),
// so Coldsnap's five snow-covered basic lands are on its common sheet. The basic land of a core
// set's booster is left out: basic lands are free when a sealed deck is built, so that slot adds
// nothing to a pool. Foils (which replace a common) are not simulated.
//
// Only the set's OFFERED cards are opened (the cards the engine plays), so every card of a pool
// can be played. A slot whose sheet has no offered card left takes one of another sheet, in this
// order (rare → uncommon → common; uncommon → common → rare; common → uncommon →
// rare; timeshifted → rare → uncommon → common), and a booster never holds two copies of one
// card; a set offering fewer than fifteen different cards has no sealed pool.
import { randomInt, seedRng, type RngState } from "../engine/game/rng.js";
import { nameKey, parseDecklist, suggestions } from "./decklist.js";
import { printingsOf, SETS } from "./printings.js";
import { offeredCards, type CardFacts } from "./registry.js";
import type { DeckProblem, DeckResult } from "./decks.js";

export type Sheet = "rare" | "uncommon" | "common" | "timeshifted";

export const BOOSTERS_PER_POOL = 6;
/** 100.2b (?): in limited play (sealed deck and booster draft) a deck has at least forty cards. */
export const LIMITED_MIN_DECK = 40;
/** The basic lands a player adds to a limited deck at will; Coldsnap's snow-covered ones are cards of its pool. */
export const FREE_BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"] as const;
const AUTO_LANDS = 17;
const AUTO_SPELLS = 23;
const MAX_DECK = 250;
const MAX_PROBLEMS = 50;

/** The slots of a booster of a set, by sheet. */
export function boosterSlots(set: string): Record<Sheet, number> {
  if (set === "TSP") return { rare: 1, uncommon: 3, common: 10, timeshifted: 1 };
  if (set === "8ED" || set === "9ED") return { rare: 1, uncommon: 3, common: 10, timeshifted: 0 };
  return { rare: 1, uncommon: 3, common: 11, timeshifted: 0 };
}

// The timeshifted sheet comes last for the others: it is Time Spiral's alone, and with it every
// card of the set can fill any slot, so one booster's worth of different cards always fills one.
const FALLBACK: Record<Sheet, Sheet[]> = {
  rare: ["rare", "uncommon", "common", "timeshifted"],
  uncommon: ["uncommon", "common", "rare", "timeshifted"],
  common: ["common", "uncommon", "rare", "timeshifted"],
  timeshifted: ["timeshifted", "rare", "uncommon", "common"],
};

/** The sets whose boosters can be opened: the card pool's, but for the timeshifted sheet (TSB), which comes in Time Spiral's boosters. */
export const SEALED_SETS: readonly string[] = SETS.filter((s) => s.pool && s.code !== "TSB").map((s) => s.code);

export interface PoolCard {
  name: string;
  /** The sheet the card came from (its rarity in the set; "timeshifted" for Time Spiral's TSB slot). */
  sheet: Sheet;
  /** The slot it filled: its sheet's, or another's when its own had too few offered cards. */
  slot: Sheet;
}

export interface SealedPool {
  set: string;
  seed: string;
  boosters: PoolCard[][];
  /** How many offered cards each sheet holds (a pool is the same for a seed while these cards are). */
  sheets: Record<Sheet, number>;
}

export type PoolResult = { ok: true; pool: SealedPool } | { ok: false; error: string };

/** Each sheet's offered cards, sorted by name so that a seed gives the same pool on every machine. */
function sheetsOf(set: string): Record<Sheet, string[]> {
  const sheets: Record<Sheet, string[]> = { rare: [], uncommon: [], common: [], timeshifted: [] };
  const sets = set === "TSP" ? ["TSP", "TSB"] : [set];
  for (const card of facts().values()) {
    // 505.1: a split card's printings are its halves'.
    const printing = printingsOf(card.halves?.[0] ?? card.name).find((p) => sets.includes(p.set));
    if (!printing) continue;
    const sheet = sheetOf(set, printing.set, printing.rarity);
    if (sheet) sheets[sheet].push(card.name);
  }
  for (const names of Object.values(sheets)) names.sort();
  return sheets;
}

function sheetOf(set: string, printedIn: string, rarity: string): Sheet | null {
  if (printedIn === "TSB") return "timeshifted";
  if (rarity === "basic land") return set === "CSP" ? "common" : null;
  return rarity === "rare" || rarity === "uncommon" || rarity === "common" ? rarity : null;
}

const sheetCache = new Map<string, Record<Sheet, string[]>>();
let factsByName: Map<string, CardFacts> | undefined;
/** The offered cards' printed facts by name, read once. */
function facts(): Map<string, CardFacts> {
  factsByName ??= new Map(offeredCards().map((c) => [c.name, c]));
  return factsByName;
}

/** Six boosters of a set, opened from a seed. */
export function openPool(setCode: string, seed: string): PoolResult {
  const set = setCode.toUpperCase();
  if (set === "TSB") return { ok: false, error: "the timeshifted cards (TSB) have no boosters of their own: one comes in each Time Spiral booster (sealed: \"TSP\")" };
  if (!SEALED_SETS.includes(set)) return { ok: false, error: `${setCode.slice(0, 10)} is not a set of the card pool; a sealed pool is opened from one of ${SEALED_SETS.join(", ")}` };
  let sheets = sheetCache.get(set);
  if (!sheets) sheetCache.set(set, (sheets = sheetsOf(set)));
  const slots = boosterSlots(set);
  const size = Object.values(slots).reduce((a, b) => a + b, 0);
  const distinct = Object.values(sheets).reduce((a, b) => a + b.length, 0);
  if (distinct < size) return { ok: false, error: `${set} offers ${distinct} different cards so far, fewer than the ${size} of one booster: it has no sealed pool yet (GET /v1/sets counts the offered cards)` };
  const boosters = openBoosters(sheets, slots, `sealed:${set}:${seed}`);
  return { ok: true, pool: { set, seed, boosters, sheets: { rare: sheets.rare.length, uncommon: sheets.uncommon.length, common: sheets.common.length, timeshifted: sheets.timeshifted.length } } };
}

/** Six boosters from sheets of cards (which must hold at least one booster's worth of different cards), the same for the same key. */
export function openBoosters(sheets: Record<Sheet, readonly string[]>, slots: Record<Sheet, number>, key: string): PoolCard[][] {
  const rng = seedRng(key);
  return Array.from({ length: BOOSTERS_PER_POOL }, () => openBooster(rng, sheets, slots));
}

/** One booster: each slot drawn without replacement from its sheet (or a fallback sheet). */
function openBooster(rng: RngState, sheets: Record<Sheet, readonly string[]>, slots: Record<Sheet, number>): PoolCard[] {
  const left: Record<Sheet, string[]> = { rare: [...sheets.rare], uncommon: [...sheets.uncommon], common: [...sheets.common], timeshifted: [...sheets.timeshifted] };
  const booster: PoolCard[] = [];
  for (const slot of ["common", "uncommon", "rare", "timeshifted"] as const) {
    for (let i = 0; i < slots[slot]; i++) {
      const sheet = FALLBACK[slot].find((s) => left[s].length > 0)!;
      const [name] = left[sheet].splice(randomInt(rng, left[sheet].length), 1);
      booster.push({ name: name!, sheet, slot });
    }
  }
  return booster;
}

/** The pool's cards with their counts, by name. */
export function poolCounts(pool: SealedPool): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of pool.boosters.flat()) counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
  return counts;
}

/** What a player brings: a pool's set and seed, and a decklist drawn from it (or none: the server builds one). */
export interface SealedDeckInput {
  sealed: string;
  seed: string;
  list?: string;
}

/**
 * A sealed deck checked against its pool: 100.2b (?) (a limited deck has at least forty cards
 * and may hold as many copies of a card as the pool has; any number of the five basic lands
 * may be added), and the rest of the pool is the sideboard (DCI Floor Rules: "In sealed deck
 * formats, all your remaining cards are considered your sideboard"). A Sideboard section of the
 * list is ignored for that reason. Without a list, the deck of autoBuild.
 */
export function resolveSealedDeck(input: SealedDeckInput): DeckResult {
  const opened = openPool(input.sealed, input.seed);
  if (!opened.ok) return { ok: false, error: opened.error, problems: [{ message: opened.error }] };
  const pool = poolCounts(opened.pool);
  const main = input.list === undefined ? autoBuild(opened.pool) : null;
  const chosen = main ? { ok: true as const, main } : checkList(input.list!, pool);
  if (!chosen.ok) {
    const shown = chosen.problems.slice(0, MAX_PROBLEMS);
    const sentence = (p: DeckProblem) => `${p.rule ? `${p.rule}: ` : ""}${p.line ? `line ${p.line}: ` : ""}${p.message}`;
    return { ok: false, error: shown.map(sentence).join("; "), problems: shown };
  }
  const rest = new Map(pool);
  for (const [name, n] of chosen.main) if (rest.has(name)) rest.set(name, rest.get(name)! - n);
  const expand = (m: Map<string, number>) => [...m].flatMap(([name, n]) => Array<string>(Math.max(0, n)).fill(name));
  return { ok: true, cards: expand(chosen.main), sideboard: expand(rest) };
}

function checkList(list: string, pool: Map<string, number>): { ok: true; main: Map<string, number> } | { ok: false; problems: DeckProblem[] } {
  const parsed = parseDecklist(list);
  const problems: DeckProblem[] = parsed.unreadable.map(({ line, text }) => ({ line, message: `"${text}" is not a decklist line ("4 Shock", "4x Shock", "4 Shock (9ED) 203")` }));
  const known = new Map([...pool.keys(), ...FREE_BASICS].map((name) => [nameKey(name), name]));
  const main = new Map<string, number>();
  for (const entry of parsed.lines) {
    if (entry.sideboard) continue;
    const name = known.get(nameKey(entry.name));
    if (!name) {
      const near = suggestions(entry.name, [...known.values()]);
      problems.push({
        ...(entry.line ? { line: entry.line } : {}),
        message: `${entry.name.slice(0, 60)} is not in this sealed pool (a limited deck holds cards of its pool and basic lands)${near.length ? `; did you mean ${near.join(", ")}?` : ""}`,
        rule: "100.2b",
        ...(near.length ? { suggestions: near } : {}),
      });
      continue;
    }
    main.set(name, (main.get(name) ?? 0) + entry.count);
  }
  for (const [name, n] of main) {
    const has = pool.get(name);
    if (has !== undefined && n > has && !(FREE_BASICS as readonly string[]).includes(name))
      problems.push({ message: `this sealed pool has ${has} ${name}; the deck lists ${n} (a limited deck may hold only the copies its pool has)`, rule: "100.2b" });
  }
  const total = [...main.values()].reduce((a, b) => a + b, 0);
  if (total < LIMITED_MIN_DECK) problems.push({ message: `a limited deck has at least ${LIMITED_MIN_DECK} cards; this one has ${total}`, rule: "100.2b" });
  if (total > MAX_DECK) problems.push({ message: `a deck may list at most ${MAX_DECK} cards; this one has ${total}` });
  return problems.length ? { ok: false, problems } : { ok: true, main };
}

/**
 * A playable forty-card deck from a pool, for quick play and computer seats: the two colors
 * whose cards score best (each nonland card of the pool whose colors are within the pair, or
 * colorless, scores 1, +1 if a creature, +1 if rare or timeshifted, +0.5 if uncommon), the 23
 * best-scoring of those cards (ties: the cheaper, then by name), and 17 basic lands split by the
 * colored mana symbols of their costs. The pool's nonbasic lands stay in the sideboard.
 */
export function autoBuild(pool: SealedPool): Map<string, number> {
  const info = (c: PoolCard) => facts().get(c.name)!;
  const cards = pool.boosters.flat().filter((c) => !info(c).types.includes("land"));
  const score = (c: PoolCard) => {
    const f = info(c);
    return 1 + (f.types.includes("creature") ? 1 : 0) + (c.sheet === "rare" || c.sheet === "timeshifted" ? 1 : c.sheet === "uncommon" ? 0.5 : 0);
  };
  const COLORS = ["W", "U", "B", "R", "G"] as const;
  const within = (f: CardFacts, pair: readonly string[]) => f.colors.every((c) => pair.includes(c));
  let best: { pair: string[]; total: number } | null = null;
  for (let i = 0; i < COLORS.length; i++)
    for (let j = i + 1; j < COLORS.length; j++) {
      const pair = [COLORS[i]!, COLORS[j]!];
      const total = cards.filter((c) => within(info(c), pair)).reduce((sum, c) => sum + score(c), 0);
      if (!best || total > best.total) best = { pair, total };
    }
  const playable = cards
    .filter((c) => within(info(c), best!.pair))
    .sort((a, b) => score(b) - score(a) || info(a).convertedManaCost - info(b).convertedManaCost || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const spells = playable.slice(0, AUTO_SPELLS);
  const deck = new Map<string, number>();
  for (const c of spells) deck.set(c.name, (deck.get(c.name) ?? 0) + 1);
  // Lands: 17, and more if the pool has fewer than 23 playable spells, so the deck has forty.
  const lands = AUTO_LANDS + (AUTO_SPELLS - spells.length);
  const symbols = best!.pair.map((color) => spells.reduce((n, c) => n + (info(c).manaCost.match(new RegExp(`[{/]${color}[}/]`, "g"))?.length ?? 0), 0));
  const weights = symbols.every((n) => n === 0) ? [1, 1] : symbols;
  const sum = weights[0]! + weights[1]!;
  const first = Math.round((lands * weights[0]!) / sum);
  const basic = (color: string) => FREE_BASICS["WUBRG".indexOf(color)]!;
  if (first > 0) deck.set(basic(best!.pair[0]!), first);
  if (lands - first > 0) deck.set(basic(best!.pair[1]!), lands - first);
  return deck;
}
