// How much of a cost some mana can pay (409.1h), counted by kinds of symbol and kinds of mana
// rather than one mana at a time: a cost's symbols fall into a few kinds (each color, each
// hybrid pair, generic), and mana into a few kinds too (a pool's six types, however large its
// amounts; mana sources by what they can make: "G", "W or U", any color). The most that can be
// paid is a maximum flow from the kinds of symbol to the kinds of mana, so its cost grows with
// the number of kinds, not with the amount of mana (250 Forests cost what one does).
// Snow mana ({S}, Coldsnap) is one more kind: mana of a type that a snow source produced pays
// what that type pays and {S} too.
import type { ManaPool, ManaType } from "../game/types.js";

/** What a symbol may be paid with or a mana may pay: a type of mana, or "S" for snow mana. */
type Unit = ManaType | "S";

/** `n` symbols of a cost, each payable by any of `types`; or `n` mana, each of any one of `types`. */
export interface SymbolKind {
  n: number;
  types: readonly Unit[];
}

const TYPES: ManaType[] = ["W", "U", "B", "R", "G", "C"];
const PLAIN = TYPES.map((t) => [t]);
const SNOW = TYPES.map((t) => [t, "S"] as Unit[]);

const SNOW_KEY = { W: "SW", U: "SU", B: "SB", R: "SR", G: "SG", C: "SC" } as const;

/** How much of the pool's mana of type `t` a snow source produced (key "S" + type; never more than the pool holds). */
export function snowOf(pool: ManaPool, t: ManaType): number {
  return Math.min(pool[SNOW_KEY[t]] ?? 0, pool[t]);
}

/**
 * A pool's mana by type, `most` of each at most (no payment of `most` symbols spends more): for
 * each type its plain mana, then its snow mana (two kinds a type; spentByType adds them up).
 */
export function poolKinds(pool: ManaPool, most = Infinity): SymbolKind[] {
  const out: SymbolKind[] = [];
  for (let i = 0; i < TYPES.length; i++) {
    const t = TYPES[i]!;
    const snow = snowOf(pool, t);
    out.push({ n: Math.min(pool[t] - snow, most), types: PLAIN[i]! }, { n: Math.min(snow, most), types: SNOW[i]! });
  }
  return out;
}

/**
 * `poolKinds` without the kinds the pool holds none of, for `largestPaid` (which skips them):
 * most pools hold one or two types, and a listing asks this for each answer it checks.
 */
export function heldKinds(pool: ManaPool, most = Infinity): SymbolKind[] {
  const out: SymbolKind[] = [];
  for (let i = 0; i < TYPES.length; i++) {
    const t = TYPES[i]!;
    if (!(pool[t] > 0)) continue;
    const snow = snowOf(pool, t);
    const plain = Math.min(pool[t] - snow, most);
    const snowy = Math.min(snow, most);
    if (plain > 0) out.push({ n: plain, types: PLAIN[i]! });
    if (snowy > 0) out.push({ n: snowy, types: SNOW[i]! });
  }
  return out;
}

/** What a payment from `poolKinds` spends of each type. */
export function spentByType(spent: number[]): ManaPool {
  const out: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  TYPES.forEach((t, i) => (out[t] = spent[2 * i]! + spent[2 * i + 1]!));
  return out;
}

/** Mana units grouped by what each can be (the same list of types, in the same order, is one kind). */
export function manaKinds(units: readonly (readonly Unit[])[]): SymbolKind[] {
  const byTypes = new Map<string, SymbolKind>();
  for (const u of units) {
    const key = u.join("");
    const k = byTypes.get(key);
    if (k) k.n++;
    else byTypes.set(key, { n: 1, types: u });
  }
  return [...byTypes.values()];
}

/**
 * How many symbols of `kinds` the mana `mana` can pay at most (largestPayment's `paid`). When
 * each kind of mana is of one type and each kind of symbol is either of one type or payable by
 * every kind of mana (colored and generic symbols from lands that make one color each, the
 * most common question of a listing), no search is needed: each type pays its own symbols
 * first, and what is left pays the rest; mana of one type can pay nothing else, so no other
 * use of it pays more.
 */
export function largestPaid(kinds: SymbolKind[], mana: SymbolKind[]): number {
  for (const m of mana) if (m.n > 0 && m.types.length !== 1) return largestPayment(kinds, mana).paid;
  let paid = 0;
  let left = 0; // mana not spent on symbols of its own type
  let others = 0; // symbols any of the mana can pay
  for (const m of mana) if (m.n > 0) left += m.n;
  for (const k of kinds) {
    if (k.types.length !== 1) {
      for (const m of mana) if (m.n > 0 && !k.types.includes(m.types[0]!)) return largestPayment(kinds, mana).paid;
      others += k.n;
      continue;
    }
    const u = k.types[0]!;
    // Symbols of one type listed in several kinds are paid together, at the first of them.
    if (kinds.find((k2) => k2.types.length === 1 && k2.types[0] === u) !== k) continue;
    let needed = 0;
    for (const k2 of kinds) if (k2.types.length === 1 && k2.types[0] === u) needed += k2.n;
    let have = 0;
    for (const m of mana) if (m.n > 0 && m.types[0] === u) have += m.n;
    const p = Math.min(have, needed);
    paid += p;
    left -= p;
  }
  return paid + Math.min(others, left);
}

/**
 * A largest payment of the symbols `kinds` with the mana `mana`: how many symbols it pays, and
 * how much of each kind of mana it spends.
 */
export function largestPayment(kinds: SymbolKind[], mana: SymbolKind[]): { paid: number; spent: number[] } {
  const M = mana.length;
  // flow[k][t]: symbols of kind k paid with mana of kind t.
  const flow = kinds.map(() => mana.map(() => 0));
  const fromKind = kinds.map(() => 0);
  const toType = mana.map(() => 0);
  const payable = kinds.map((k) => mana.map((m) => m.n > 0 && k.types.some((t) => m.types.includes(t))));
  let paid = 0;
  for (;;) {
    // Breadth-first search for an augmenting path: a kind with symbols left, then alternately a
    // type it may use and, if that type has no mana left, a kind already paid with that type.
    const kindFrom: number[] = kinds.map(() => -2); // -1: reached from the source; else the type it came back from
    const typeFrom: number[] = mana.map(() => -1); // the kind of symbol it was reached from
    const queue: number[] = [];
    kinds.forEach((k, i) => {
      if (fromKind[i]! < k.n) {
        kindFrom[i] = -1;
        queue.push(i);
      }
    });
    let end = -1;
    while (queue.length > 0 && end < 0) {
      const k = queue.shift()!;
      for (let t = 0; t < M && end < 0; t++) {
        if (!payable[k]![t] || typeFrom[t] !== -1) continue;
        typeFrom[t] = k;
        if (toType[t]! < mana[t]!.n) end = t;
        else
          for (let k2 = 0; k2 < kinds.length; k2++)
            if (kindFrom[k2] === -2 && flow[k2]![t]! > 0) {
              kindFrom[k2] = t;
              queue.push(k2);
            }
      }
    }
    if (end < 0) break;
    // The bottleneck: mana left of the last type, symbols left of the first kind, and each symbol moved back.
    let amount = mana[end]!.n - toType[end]!;
    for (let t = end; ; ) {
      const k = typeFrom[t]!;
      const back = kindFrom[k]!;
      if (back === -1) {
        amount = Math.min(amount, kinds[k]!.n - fromKind[k]!);
        break;
      }
      amount = Math.min(amount, flow[k]![back]!);
      t = back;
    }
    toType[end] = toType[end]! + amount;
    for (let t = end; ; ) {
      const k = typeFrom[t]!;
      flow[k]![t] = flow[k]![t]! + amount;
      const back = kindFrom[k]!;
      if (back === -1) {
        fromKind[k] = fromKind[k]! + amount;
        break;
      }
      flow[k]![back] = flow[k]![back]! - amount;
      t = back;
    }
    paid += amount;
  }
  return { paid, spent: toType };
}
