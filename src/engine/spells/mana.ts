// Mana symbols, mana costs and mana pools (104, 203, 300.3) and paying a cost from a pool
// (409.1f–h). Colored symbols are paid by their color, hybrid symbols ({R/W}) by either of
// theirs, generic mana by any mana; {X} is a number the player announces (409.1b).
// {S} (Coldsnap, 2006): "{S} can be paid with one mana produced by a snow source": a pool
// keeps, beside its mana of each type, how many of them a snow source produced (key "S" + type).
import type { Color, ManaPool, ManaType } from "../game/types.js";
import { heldKinds, largestPaid, largestPayment, manaKinds, poolKinds, snowOf, spentByType, type SymbolKind } from "./mana-flow.js";

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
  return snowOf(pool, t);
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
  // No snow mana of the types paid (most pools): nothing to keep for {S}, the mana just leaves.
  if (MANA_TYPES.every((t) => paid[t] === 0 || pool[snowKey(t)] === undefined)) {
    for (const t of MANA_TYPES) pool[t] -= paid[t];
    return;
  }
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

/** The cost with X fixed at a value (409.1b): X becomes generic mana, or mana of one color when only that color may be spent on X ("Spend only black mana on X"). */
export function withX(cost: Cost, value: number, color?: Color): Cost {
  if (color) return { ...cost, colored: { ...cost.colored, [color]: cost.colored[color] + cost.x * value }, x: 0 };
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

/** The mana that pays a symbol of one color. */
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

/** One way to pay `cost` exactly from `pool`, found as a largest payment of its symbols with the
 * pool's mana (mana-flow.ts: polynomial, where listing every way is not), or undefined when the pool can't pay it. */
export function onePayment(cost: Cost, pool: ManaPool): string | undefined {
  if (poolTotal(pool) < costTotal(cost)) return undefined;
  const kinds = symbolKinds(cost);
  // The kinds the pool holds none of are left out: they carry no mana, so the search finds the same payment without them.
  const all = poolKinds(pool);
  const held = all.filter((k) => k.n > 0);
  const { paid, spent } = largestPayment(kinds, held);
  if (paid < costTotal(cost)) return undefined;
  let next = 0;
  return formatMana(spentByType(all.map((k) => (k.n > 0 ? spent[next++]! : 0))));
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

/** How many of the cost's mana symbols `pool` can pay (auto-pay.ts: which mana helps). */
export function symbolsPaid(cost: Cost, pool: ManaPool): number {
  return largestPaid(symbolKinds(cost), heldKinds(pool));
}

/** Whether `mana`, taken from `from`, pays `cost` (X already fixed) exactly, with nothing left over; as much of it is snow mana as `from` holds. */
export function paysExactly(cost: Cost, mana: ManaPool, from: ManaPool = mana): boolean {
  const total = costTotal(cost);
  return poolTotal(mana) === total && largestPaid(symbolKinds(cost), heldKinds(withSnowOf(mana, from))) === total;
}

/** Ways to pay listed one by one up to this many; a pool with more is described (`paymentsFromPool`). */
export const LISTED_WAYS = 16;

/**
 * The ways to pay `cost` exactly from `pool` (as mana strings), or none if it can't be paid.
 * Every way when there are at most LISTED_WAYS. A large pool has more ways than are worth
 * listing ({5} from 250 mana of each type has 252): then one way for each type of mana in the
 * pool, spending as much of that type as the cost allows (then the others in W, U, B, R, G, C
 * order), the ways that differ in what they leave in the pool. Any other exact payment the
 * pool holds is accepted when posted (409.1h; `spendFromPool` checks it).
 */
export function paymentsFromPool(cost: Cost, pool: ManaPool): string[] {
  // Each symbol takes a mana at least: a pool with fewer (most often an empty one) has no way, found without a search.
  const total = costTotal(cost);
  const held = poolTotal(pool);
  if (held < total) return [];
  // A pool holding just as much mana as the cost (the mana tapped for it) has one way at most: all of it.
  if (held === total) return symbolsPaid(cost, pool) === total ? [formatMana(pool)] : [];
  const ways = exactPayments(cost, pool, MANA_TYPES, LISTED_WAYS + 1);
  if (ways.length <= LISTED_WAYS) return ways;
  const out = new Set<string>();
  for (const t of MANA_TYPES) if (pool[t] > 0) out.add(exactPayments(cost, pool, [t, ...MANA_TYPES.filter((x) => x !== t)], 1)[0]!);
  return [...out];
}

/**
 * At most `limit` exact payments, choosing how much of each type to spend in `order`, most
 * first. A choice is followed only if some payment completes it (`completable`), so the search
 * never walks a branch that pays nothing: its cost grows with the ways found, not with the pool.
 */
function exactPayments(cost: Cost, pool: ManaPool, order: ManaType[], limit: number): string[] {
  const kinds = symbolKinds(cost);
  const total = costTotal(cost);
  const out: string[] = [];
  const amounts = emptyPool();
  const pick = (i: number, left: number) => {
    if (i === order.length) {
      if (left === 0) out.push(formatMana(amounts));
      return;
    }
    const t = order[i]!;
    for (let k = Math.min(left, pool[t]); k >= 0 && out.length < limit; k--) {
      amounts[t] = k;
      if (completable(kinds, total, pool, order, i, amounts)) pick(i + 1, left - k);
    }
    amounts[t] = 0;
  };
  pick(0, total);
  return out;
}

/**
 * Whether a payment spends exactly `amounts` of the types `order[0..i]` and any of the others
 * (up to what the pool holds). One payment covering every symbol and one spending all that
 * mana together make one that does both (Mendelsohn–Dulmage, for the matching of symbols to mana).
 */
function completable(kinds: SymbolKind[], total: number, pool: ManaPool, order: ManaType[], i: number, amounts: ManaPool): boolean {
  const fixed = withSnowOf(emptyPool(), pool);
  const open = { ...pool };
  let spent = 0;
  for (let j = 0; j <= i; j++) {
    const t = order[j]!;
    fixed[t] = open[t] = amounts[t];
    spent += amounts[t];
  }
  return largestPaid(kinds, heldKinds(open)) === total && largestPaid(kinds, heldKinds(fixed)) === spent;
}

/** The cost's symbols by kind: each color, each hybrid pair, generic. */
function symbolKinds(cost: Cost): SymbolKind[] {
  const out: SymbolKind[] = [];
  for (const c of COLORS) if (cost.colored[c] > 0) out.push({ n: cost.colored[c], types: SINGLE[c] });
  for (const [a, b] of cost.hybrid) {
    const same = out.find((k) => k.types.length === 2 && k.types.includes(a) && k.types.includes(b));
    if (same) same.n++;
    else out.push({ n: 1, types: [a, b] });
  }
  if (cost.snow) out.push({ n: cost.snow, types: ["S"] });
  if (cost.generic > 0) out.push({ n: cost.generic, types: MANA_TYPES });
  return out;
}

/** `mana` with as much snow mana of each type as `from` holds (snowIn caps it at what `mana` holds). */
function withSnowOf(mana: ManaPool, from: ManaPool): ManaPool {
  const out = { ...mana };
  for (const t of MANA_TYPES) if (snowIn(from, t) > 0) out[snowKey(t)] = snowIn(from, t);
  return out;
}

/**
 * Mana still to be made: one entry per mana, listing the types it could be. `withLife` is mana
 * whose ability costs 1 life, of which at most `life` can be made (glossary: Pay).
 */
export interface ManaSupply {
  free: ManaUnit[][];
  withLife: ManaUnit[][];
  life: number;
  /** Mana abilities that turn generic mana into other mana (the Signets' "{1}, {T}: Add {W}{U}"). */
  conversions?: Conversion[];
  /** Permanents whose {T} either makes mana or converts it (Prismatic Lens: {1}, or {1} into any color): one or the other. */
  either?: { free: ManaUnit[][]; convert: Conversion }[];
  /** 406.1: `n` mana of one type chosen among `types` (Gilded Lotus's "three mana of any one color"): one choice for all of them. */
  oneChoice?: OneChoice[];
}

/** Several mana of one chosen type; `snow`: made by a snow source, so each can also pay {S}. */
export interface OneChoice {
  n: number;
  types: ManaType[];
  snow: boolean;
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
    + (supply.either ?? []).reduce((n, e) => n + Math.max(e.free.length, gain(e.convert)), 0)
    + (supply.oneChoice ?? []).reduce((n, o) => n + o.n, 0);
}

/**
 * How many mana of each color the pool and the supply could hold at most, each mana the supply
 * could make counted for every color it could be (conversions' and either's too): a colored
 * symbol is paid only by mana of its color, so a cost needing more of a color can't be paid.
 */
export function mostOfEachColor(pool: ManaPool, supply: ManaSupply): Record<Color, number> {
  const most: Record<Color, number> = { W: pool.W, U: pool.U, B: pool.B, R: pool.R, G: pool.G };
  const count = (units: readonly (readonly ManaUnit[])[]) => {
    for (const u of units) for (const c of COLORS) if (u.includes(c)) most[c]++;
  };
  count(supply.free);
  count(supply.withLife);
  for (const c of supply.conversions ?? []) count(c.made);
  for (const e of supply.either ?? []) {
    count(e.free);
    count(e.convert.made);
  }
  for (const o of supply.oneChoice ?? []) for (const c of COLORS) if (o.types.includes(c)) most[c] += o.n;
  return most;
}

/** Whether `most` (mostOfEachColor) holds as many of each color as `colored` needs. */
export function enoughOfEachColor(colored: Record<Color, number>, most: Record<Color, number>): boolean {
  return colored.W <= most.W && colored.U <= most.U && colored.B <= most.B && colored.R <= most.R && colored.G <= most.G;
}

/** Permanents that may either make or convert mana, tried both ways at most this many; beyond, they make mana. */
const EITHER_TRIED = 6;

/** Choices of one type for several mana tried at most this many ways together; beyond, the others take their first useful type (counted low, never high). */
const ONE_CHOICE_TRIED = 64;

/** Whether the cost could be paid from the pool plus the supply. */
export function canAfford(cost: Cost, pool: ManaPool, supply: ManaSupply): boolean {
  if (supply.oneChoice) return oneChoiceAffordable(cost, pool, supply, supply.oneChoice);
  const either = supply.either ?? [];
  // No permanent that may either make or convert mana: one try, with the supply as it is.
  if (either.length === 0) return affordable(cost, pool, supply, supply.conversions ?? []);
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
 * 406.1: `canAfford` with several mana of one choice (`oneChoice`, Gilded Lotus): each source
 * tried as each type the cost's colored or hybrid symbols name (any type pays generic mana and
 * {S} alike, so another type never pays more), one type per source: a few tries, not every split
 * of the mana among colors.
 */
function oneChoiceAffordable(cost: Cost, pool: ManaPool, supply: ManaSupply, one: OneChoice[]): boolean {
  const named = new Set<ManaType>([...COLORS.filter((c) => cost.colored[c] > 0), ...cost.hybrid.flat()]);
  let tries = 1;
  const ways = one.map((o) => {
    const useful = o.types.filter((t) => named.has(t));
    const w = useful.length === 0 || tries * useful.length > ONE_CHOICE_TRIED ? [useful[0] ?? o.types[0]!] : useful;
    tries *= w.length;
    return w;
  });
  const { oneChoice: _, ...rest } = supply;
  for (let k = 0; k < tries; k++) {
    const free: ManaUnit[][] = [...supply.free];
    let left = k;
    one.forEach((o, i) => {
      const t = ways[i]![left % ways[i]!.length]!;
      left = Math.floor(left / ways[i]!.length);
      const unit: ManaUnit[] = o.snow ? [t, "S"] : [t];
      for (let j = 0; j < o.n; j++) free.push(unit);
    });
    if (canAfford(cost, pool, { ...rest, free })) return true;
  }
  return false;
}

/**
 * With every conversion played: each adds its generic mana to what is paid and its mana to
 * what pays (a conversion never hurts: its own mana could pay its {1}). 406.1, 409.1f: its
 * cost is paid with mana already made, so a chain of them needs some other mana to begin.
 */
function affordable(cost: Cost, pool: ManaPool, supply: ManaSupply, conversions: Conversion[]): boolean {
  if (payable(cost, pool, supply, [])) return true;
  if (conversions.length === 0) return false;
  // The first conversion of a chain is paid with mana made otherwise (its own mana comes after
  // its cost is paid); the next ones may be paid with the mana of those before. So some other
  // mana starts the chain, and that mana no longer pays the cost: try each kind of it.
  const [first, ...rest] = [...conversions].sort((a, b) => a.need - b.need);
  return startedWith(first!.need, pool, supply, (p, s) => payable(cost, p, s, rest, first!));
}

/** Whether `then` holds once `n` mana of the pool or the free supply is spent, for some choice of that mana (each kind tried, not each source). */
function startedWith(n: number, pool: ManaPool, supply: ManaSupply, then: (pool: ManaPool, supply: ManaSupply) => boolean): boolean {
  if (n <= 0) return then(pool, supply);
  const tried = new Set<string>();
  for (const t of MANA_TYPES) {
    if (!(pool[t] > 0)) continue;
    if (startedWith(n - 1, { ...pool, [t]: pool[t] - 1 }, supply, then)) return true;
  }
  for (let i = 0; i < supply.free.length; i++) {
    const key = JSON.stringify(supply.free[i]);
    if (tried.has(key)) continue;
    tried.add(key);
    if (startedWith(n - 1, pool, { ...supply, free: supply.free.filter((_, j) => j !== i) }, then)) return true;
  }
  return false;
}

/** Whether the pool and the supply pay the cost with the given conversions played (and `started`, a conversion already paid for with other mana). */
function payable(cost: Cost, pool: ManaPool, supply: ManaSupply, conversions: Conversion[], started?: Conversion): boolean {
  if (started) return payableWith(cost, pool, { ...supply, free: [...supply.free, ...started.made] }, conversions, true);
  return payableWith(cost, pool, supply, conversions, false);
}

function payableWith(cost: Cost, pool: ManaPool, supply: ManaSupply, conversions: Conversion[], chainStarted: boolean): boolean {
  const other = poolTotal(pool) + supply.free.length + Math.min(supply.withLife.length, supply.life);
  const used = chainStarted || other > 0 ? conversions : [];
  const need = symbolKinds({ ...cost, generic: cost.generic + used.reduce((n, c) => n + c.need, 0) });
  const total = need.reduce((n, k) => n + k.n, 0);
  if (total > other + used.reduce((n, c) => n + c.made.length, 0)) return false;
  // Counted by kinds of mana (mana-flow.ts): hundreds of lands are a few kinds.
  // The pool's empty kinds are left out: only the amount paid is asked here.
  const supplied = used.length === 0 ? kindsOf(supply.free) : manaKinds([...supply.free, ...used.flatMap((c) => c.made)]);
  // Most listings start from an empty pool: its kinds are then left out without being made.
  const free = poolTotal(pool) === 0 ? supplied : [...heldKinds(pool, total), ...supplied];
  if (supply.withLife.length === 0) return largestPaid(need, free) === total;
  // Augmenting a largest payment from free mana keeps its mana in use (Berge), so the fewest
  // life-paid mana any full payment needs is what free mana alone leaves unpaid.
  return largestPaid(need, [...free, ...kindsOf(supply.withLife)]) === total && total - largestPaid(need, free) <= supply.life;
}

/**
 * A supply's mana grouped by kinds, once per list: a priority listing asks for each card in hand.
 * The lists asked about last are held here, not in a WeakMap: they are young (a supply is made
 * for each listing), and a WeakMap entry for a young key costs more to make, and again at each
 * minor collection, than grouping a few lands. A supply's lists are never changed once made.
 */
const recentKinds: { units: readonly (readonly ManaUnit[])[]; kinds: SymbolKind[] }[] = [];
function kindsOf(units: readonly (readonly ManaUnit[])[]): SymbolKind[] {
  for (const r of recentKinds) if (r.units === units) return r.kinds;
  const kinds = manaKinds(units);
  // The supply's mana and its mana paid for with life are asked in turn: two lists kept.
  if (recentKinds.unshift({ units, kinds }) > 2) recentKinds.pop();
  return kinds;
}
