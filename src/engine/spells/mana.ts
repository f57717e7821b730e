// Mana symbols, mana costs and mana pools (104, 203, 300.3) and paying a cost from a pool
// (409.1f–h). Colored symbols are paid by their color, hybrid symbols ({R/W}) by either of
// theirs, generic mana by any mana; {X} is a number the player announces (409.1b).
// {S} (Coldsnap, 2006): "{S} can be paid with one mana produced by a snow source": a pool
// keeps, beside its mana of each type, how many of them a snow source produced (key "S" + type).
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
  /** {S}: mana a snow source produced. */
  snow?: number;
}

/** What one mana can pay: its type, and "S" when a snow source produced it. */
export type ManaUnit = ManaType | "S";

const snowKey = (t: ManaType) => `S${t}` as const;

/** How much of the pool's mana of type `t` a snow source produced (never more than the pool holds). */
export function snowIn(pool: ManaPool, t: ManaType): number {
  return Math.min(pool[snowKey(t)] ?? 0, pool[t]);
}

/** Adds mana to a pool; `snow`: a snow source produced it. */
export function addToPool(pool: ManaPool, mana: readonly ManaType[], snow: boolean): void {
  for (const t of mana) {
    pool[t]++;
    if (snow) pool[snowKey(t)] = snowIn(pool, t) + 1;
  }
}

/** The mana of a pool made by snow sources, as mana symbols ("GG"), for the view. */
export function formatSnow(pool: ManaPool): string {
  return MANA_TYPES.map((t) => t.repeat(snowIn(pool, t))).join("");
}

/** The pool without its snow keys (the view's mana of each type). */
export function plainPool(pool: ManaPool): ManaPool {
  const out = emptyPool();
  for (const t of MANA_TYPES) out[t] = pool[t];
  return out;
}

/**
 * 409.1h: `paid` (which pays `cost` exactly) leaves the pool. Of each type, the mana a snow
 * source produced goes only as far as {S} symbols or the lack of other mana need it, so snow
 * mana, which pays all that other mana pays, stays for later.
 */
export function spendPaid(pool: ManaPool, cost: Cost, paid: ManaPool): void {
  const need = requirements(cost);
  const supply = paidUnits(paid, pool);
  const { owner } = matching(need, supply, false);
  const forSnow: Partial<Record<ManaType, number>> = {};
  owner.forEach((r, j) => {
    if (r !== -1 && need[r]!.length === 1 && need[r]![0] === "S") forSnow[supply[j]![0] as ManaType] = (forSnow[supply[j]![0] as ManaType] ?? 0) + 1;
  });
  for (const t of MANA_TYPES) {
    if (paid[t] === 0) continue;
    const snow = snowIn(pool, t);
    const spent = Math.max(forSnow[t] ?? 0, paid[t] - (pool[t] - snow));
    pool[t] -= paid[t];
    if (snow - spent > 0) pool[snowKey(t)] = snow - spent;
    else delete pool[snowKey(t)];
  }
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
  return { generic: cost.generic, colored: { ...cost.colored }, hybrid: [...cost.hybrid], x: cost.x, ...(cost.snow ? { snow: cost.snow } : {}) };
}

/** Parsed costs by their text: costs are read many times, and come only from card data and the engine's own formatting. */
const parsed = new Map<string, Cost>();

function parseSymbols(text: string): Cost {
  const cost: Cost = { generic: 0, colored: { W: 0, U: 0, B: 0, R: 0, G: 0 }, hybrid: [], x: 0 };
  for (const [, sym] of text.matchAll(/\{([^}]+)\}/g)) {
    const hybrid = /^([WUBRG])\/([WUBRG])$/.exec(sym!);
    if (/^\d+$/.test(sym!)) cost.generic += Number(sym);
    else if (sym === "X") cost.x++;
    else if (sym === "S") cost.snow = (cost.snow ?? 0) + 1;
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
  return cost.generic + cost.hybrid.length + (cost.snow ?? 0) + COLORS.reduce((n, c) => n + cost.colored[c], 0);
}

export function formatCost(cost: Cost): string {
  const parts = [..."X".repeat(cost.x)].map(() => "{X}");
  if (cost.generic > 0) parts.push(`{${cost.generic}}`);
  for (const [a, b] of cost.hybrid) parts.push(`{${a}/${b}}`);
  for (let i = 0; i < (cost.snow ?? 0); i++) parts.push("{S}");
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
const SNOW: Record<ManaType, ManaUnit[]> = { W: ["W", "S"], U: ["U", "S"], B: ["B", "S"], R: ["R", "S"], G: ["G", "S"], C: ["C", "S"] };

function requirements(cost: Cost): ManaUnit[][] {
  const out: ManaUnit[][] = [];
  for (const c of COLORS) for (let i = 0; i < cost.colored[c]; i++) out.push(SINGLE[c]);
  for (const h of cost.hybrid) out.push(h);
  for (let i = 0; i < (cost.snow ?? 0); i++) out.push(["S"]);
  for (let i = 0; i < cost.generic; i++) out.push(MANA_TYPES);
  return out;
}

/**
 * How many requirements can be met by distinct units of supply (a maximum bipartite matching);
 * `stopAtFailure`: stops at the first one left unmet (enough to tell whether all can be).
 */
function matched(need: ManaUnit[][], supply: ManaUnit[][], stopAtFailure: boolean): number {
  return matching(need, supply, stopAtFailure).n;
}

/** A largest matching of the cost's symbols to units of mana (augmenting paths): how many
 * symbols are matched, and for each unit the symbol it pays (-1: none). */
function matching(need: ManaUnit[][], supply: ManaUnit[][], stopAtFailure: boolean): { n: number; owner: number[] } {
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
    if (r !== -1) paid[supply[j]![0] as ManaType]++;
  });
  return formatMana(paid);
}

const matches = (need: ManaUnit[][], supply: ManaUnit[][]) => matched(need, supply, true) === need.length;

function units(pool: ManaPool): ManaUnit[][] {
  return paidUnits(pool, pool);
}

/** The units of `paid`, mana taken from `from`: as many of each type as `from` holds of snow mana can pay {S}. */
function paidUnits(paid: ManaPool, from: ManaPool): ManaUnit[][] {
  const out: ManaUnit[][] = [];
  for (const t of MANA_TYPES) {
    const snow = Math.min(paid[t], snowIn(from, t));
    for (let i = 0; i < paid[t]; i++) out.push(i < snow ? SNOW[t] : SINGLE[t]);
  }
  return out;
}

/** Whether `mana` pays `cost` (X already fixed) exactly, with nothing left over. */
/** How many of the cost's mana symbols `pool` can pay (auto-pay.ts: which mana helps). */
export function symbolsPaid(cost: Cost, pool: ManaPool): number {
  return matched(requirements(cost), units(pool), false);
}

export function paysExactly(cost: Cost, mana: ManaPool, from: ManaPool = mana): boolean {
  const need = requirements(cost);
  return poolTotal(mana) === need.length && matches(need, paidUnits(mana, from));
}

/** Every distinct way to pay `cost` from `pool` (as mana strings), or none if it can't be paid. */
export function paymentsFromPool(cost: Cost, pool: ManaPool): string[] {
  const total = costTotal(cost);
  const out: string[] = [];
  const pick = (i: number, left: number, acc: ManaPool) => {
    if (i === MANA_TYPES.length) {
      if (left === 0 && paysExactly(cost, acc, pool)) out.push(formatMana(acc));
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
  free: ManaUnit[][];
  withLife: ManaUnit[][];
  life: number;
  /** Mana abilities that turn generic mana into other mana (the Signets' "{1}, {T}: Add {W}{U}"). */
  conversions?: Conversion[];
  /** Permanents whose {T} either makes mana or converts it (Prismatic Lens: {1}, or {1} into any color): one or the other. */
  either?: { free: ManaUnit[][]; convert: Conversion }[];
}

/** A mana ability paying `need` generic mana to make `made`. */
export interface Conversion {
  need: number;
  made: ManaUnit[][];
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
    const free: ManaUnit[][] = [...supply.free];
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
