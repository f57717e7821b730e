// Mana symbols, mana costs and mana pools (104, 203, 300.3) and paying a cost from a pool
// (409.1f–h). Colored symbols are paid by their color, hybrid symbols ({R/W}) by either of
// theirs, generic mana by any mana; {X} is a number the player announces (409.1b).
import type { Color, ManaPool, ManaType } from "../game/types.js";

export const COLORS: Color[] = ["W", "U", "B", "R", "G"];
export const MANA_TYPES: ManaType[] = ["W", "U", "B", "R", "G", "C"];

export const COLOR_NAMES: Record<string, Color> = { White: "W", Blue: "U", Black: "B", Red: "R", Green: "G" };

/** A mana cost: generic mana, colored symbols, hybrid symbols and the number of {X}. */
export interface Cost {
  generic: number;
  colored: Record<Color, number>;
  hybrid: [Color, Color][];
  x: number;
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(pool: ManaPool): number {
  return MANA_TYPES.reduce((n, t) => n + pool[t], 0);
}

/** Parses "{X}{2}{R}{W/U}" (or "" for no cost). Throws on symbols the engine doesn't know. */
export function parseCost(text: string | undefined): Cost {
  const key = text ?? "";
  let cost = parsed.get(key);
  if (!cost) {
    cost = parseSymbols(key);
    parsed.set(key, cost);
  }
  // A copy: callers add to what they are given.
  return { generic: cost.generic, colored: { ...cost.colored }, hybrid: [...cost.hybrid], x: cost.x };
}

/** Parsed costs by their text: costs are read many times, and come only from card data and the engine's own formatting. */
const parsed = new Map<string, Cost>();

function parseSymbols(text: string): Cost {
  const cost: Cost = { generic: 0, colored: { W: 0, U: 0, B: 0, R: 0, G: 0 }, hybrid: [], x: 0 };
  for (const [, sym] of text.matchAll(/\{([^}]+)\}/g)) {
    const hybrid = /^([WUBRG])\/([WUBRG])$/.exec(sym!);
    if (/^\d+$/.test(sym!)) cost.generic += Number(sym);
    else if (sym === "X") cost.x++;
    else if ((COLORS as string[]).includes(sym!)) cost.colored[sym as Color]++;
    else if (hybrid) cost.hybrid.push([hybrid[1] as Color, hybrid[2] as Color]);
    else throw new Error(`unsupported mana symbol {${sym}}`);
  }
  return cost;
}

/** The cost with X fixed at a value (409.1b): X becomes generic mana. */
export function withX(cost: Cost, value: number): Cost {
  return { ...cost, generic: cost.generic + cost.x * value, x: 0 };
}

export function costTotal(cost: Cost): number {
  return cost.generic + cost.hybrid.length + COLORS.reduce((n, c) => n + cost.colored[c], 0);
}

export function formatCost(cost: Cost): string {
  const parts = [..."X".repeat(cost.x)].map(() => "{X}");
  if (cost.generic > 0) parts.push(`{${cost.generic}}`);
  for (const [a, b] of cost.hybrid) parts.push(`{${a}/${b}}`);
  for (const c of COLORS) for (let i = 0; i < cost.colored[c]; i++) parts.push(`{${c}}`);
  return parts.join("") || "{0}";
}

/** "RRG" -> a pool holding that mana. */
export function parseMana(text: string): ManaPool | null {
  const pool = emptyPool();
  for (const ch of text) {
    if (!(MANA_TYPES as string[]).includes(ch)) return null;
    pool[ch as ManaType]++;
  }
  return pool;
}

export function formatMana(pool: ManaPool): string {
  return MANA_TYPES.map((t) => t.repeat(pool[t])).join("");
}

/** One entry per mana symbol of the cost: the types of mana that can pay it. */
const SINGLE: Record<ManaType, ManaType[]> = { W: ["W"], U: ["U"], B: ["B"], R: ["R"], G: ["G"], C: ["C"] };

function requirements(cost: Cost): ManaType[][] {
  const out: ManaType[][] = [];
  for (const c of COLORS) for (let i = 0; i < cost.colored[c]; i++) out.push(SINGLE[c]);
  for (const h of cost.hybrid) out.push(h);
  for (let i = 0; i < cost.generic; i++) out.push(MANA_TYPES);
  return out;
}

/**
 * How many requirements can be met by distinct units of supply (a maximum bipartite matching);
 * `stopAtFailure`: stops at the first one left unmet (enough to tell whether all can be).
 */
function matched(need: ManaType[][], supply: ManaType[][], stopAtFailure: boolean): number {
  return matching(need, supply, stopAtFailure).n;
}

/** A largest matching of the cost's symbols to units of mana (augmenting paths): how many
 * symbols are matched, and for each unit the symbol it pays (-1: none). */
function matching(need: ManaType[][], supply: ManaType[][], stopAtFailure: boolean): { n: number; owner: number[] } {
  const owner: number[] = Array(supply.length).fill(-1);
  if (stopAtFailure && need.length > supply.length) return { n: 0, owner };
  const assign = (r: number, seen: boolean[]): boolean => {
    for (let j = 0; j < supply.length; j++) {
      if (seen[j] || !supply[j]!.some((t) => need[r]!.includes(t))) continue;
      seen[j] = true;
      if (owner[j] === -1 || assign(owner[j]!, seen)) {
        owner[j] = r;
        return true;
      }
    }
    return false;
  };
  let n = 0;
  for (let r = 0; r < need.length; r++) {
    if (assign(r, Array(supply.length).fill(false))) n++;
    else if (stopAtFailure) return { n, owner };
  }
  return { n, owner };
}

/** One way to pay `cost` exactly from `pool`, found by matching its symbols to the pool's mana
 * (polynomial, where listing every way is not), or undefined when the pool can't pay it. */
export function onePayment(cost: Cost, pool: ManaPool): string | undefined {
  const need = requirements(cost);
  const supply = units(pool);
  const { n, owner } = matching(need, supply, true);
  if (n < need.length) return undefined;
  const paid = emptyPool();
  owner.forEach((r, j) => {
    if (r !== -1) paid[supply[j]![0]!]++;
  });
  return formatMana(paid);
}

const matches = (need: ManaType[][], supply: ManaType[][]) => matched(need, supply, true) === need.length;

function units(pool: ManaPool): ManaType[][] {
  const out: ManaType[][] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < pool[t]; i++) out.push(SINGLE[t]);
  return out;
}

/** Whether `mana` pays `cost` (X already fixed) exactly, with nothing left over. */
/** How many of the cost's mana symbols `pool` can pay (auto-pay.ts: which mana helps). */
export function symbolsPaid(cost: Cost, pool: ManaPool): number {
  return matched(requirements(cost), units(pool), false);
}

export function paysExactly(cost: Cost, mana: ManaPool): boolean {
  const need = requirements(cost);
  return poolTotal(mana) === need.length && matches(need, units(mana));
}

/** Every distinct way to pay `cost` from `pool` (as mana strings), or none if it can't be paid. */
export function paymentsFromPool(cost: Cost, pool: ManaPool): string[] {
  const total = costTotal(cost);
  const out: string[] = [];
  const pick = (i: number, left: number, acc: ManaPool) => {
    if (i === MANA_TYPES.length) {
      if (left === 0 && paysExactly(cost, acc)) out.push(formatMana(acc));
      return;
    }
    const t = MANA_TYPES[i]!;
    for (let k = Math.min(left, pool[t]); k >= 0; k--) pick(i + 1, left - k, { ...acc, [t]: k });
  };
  pick(0, total, emptyPool());
  return out;
}

/**
 * Mana still to be made: one entry per mana, listing the types it could be. `withLife` is mana
 * whose ability costs 1 life, of which at most `life` can be made (215.4 (?)).
 */
export interface ManaSupply {
  free: ManaType[][];
  withLife: ManaType[][];
  life: number;
  /** Mana abilities that turn generic mana into other mana (the Signets' "{1}, {T}: Add {W}{U}"). */
  conversions?: Conversion[];
  /** Permanents whose {T} either makes mana or converts it (Prismatic Lens: {1}, or {1} into any color): one or the other. */
  either?: { free: ManaType[][]; convert: Conversion }[];
}

/** A mana ability paying `need` generic mana to make `made`. */
export interface Conversion {
  need: number;
  made: ManaType[][];
}

/** How many mana the supply could make at most (conversions counted by what they add). */
export function supplySize(supply: ManaSupply): number {
  const gain = (c: Conversion) => Math.max(0, c.made.length - c.need);
  return supply.free.length + Math.max(0, Math.min(supply.withLife.length, supply.life))
    + (supply.conversions ?? []).reduce((n, c) => n + gain(c), 0)
    + (supply.either ?? []).reduce((n, e) => n + Math.max(e.free.length, gain(e.convert)), 0);
}

/** Permanents that may either make or convert mana, tried both ways at most this many; beyond, they make mana. */
const EITHER_TRIED = 6;

/** Whether the cost could be paid from the pool plus the supply. */
export function canAfford(cost: Cost, pool: ManaPool, supply: ManaSupply): boolean {
  const either = supply.either ?? [];
  const tried = Math.min(either.length, EITHER_TRIED);
  for (let mask = 0; mask < 1 << tried; mask++) {
    const free = [...supply.free];
    const conversions = [...(supply.conversions ?? [])];
    either.forEach((e, i) => (i < tried && mask & (1 << i) ? conversions.push(e.convert) : free.push(...e.free)));
    if (affordable(cost, pool, { ...supply, free }, conversions)) return true;
  }
  return false;
}

/**
 * With every conversion played: each adds its generic mana to what is paid and its mana to
 * what pays (a conversion never hurts: its own mana could pay its {1}). 406.1, 409.1f: its
 * cost is paid with mana already made, so a chain of them needs some other mana to begin.
 */
function affordable(cost: Cost, pool: ManaPool, supply: ManaSupply, conversions: Conversion[]): boolean {
  const other = poolTotal(pool) + supply.free.length + Math.min(supply.withLife.length, supply.life);
  const used = other > 0 ? conversions : [];
  const need = requirements(cost);
  for (const c of used) for (let i = 0; i < c.need; i++) need.push(MANA_TYPES);
  const free = [...units(pool), ...supply.free, ...used.flatMap((c) => c.made)];
  if (supply.withLife.length === 0) return matches(need, free);
  // Augmenting a largest payment from free mana keeps its mana in use (Berge), so the fewest
  // life-paid mana any full payment needs is what free mana alone leaves unpaid.
  return matches(need, [...free, ...supply.withLife]) && need.length - matched(need, free, false) <= supply.life;
}
