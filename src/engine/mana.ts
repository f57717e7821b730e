// Mana symbols, mana costs and mana pools (104, 203, 300.3) and paying a cost from a pool
// (409.1f–h).
import type { Color, ManaPool, ManaType } from "./types.js";

export const COLORS: Color[] = ["W", "U", "B", "R", "G"];
export const MANA_TYPES: ManaType[] = ["W", "U", "B", "R", "G", "C"];

export const COLOR_NAMES: Record<string, Color> = { White: "W", Blue: "U", Black: "B", Red: "R", Green: "G" };

/** A mana cost: generic mana plus colored symbols. */
export interface Cost {
  generic: number;
  colored: Record<Color, number>;
}

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(pool: ManaPool): number {
  return MANA_TYPES.reduce((n, t) => n + pool[t], 0);
}

/** Parses "{2}{R}{R}" (or "" for no cost). Throws on symbols this edition's cards lack here. */
export function parseCost(text: string | undefined): Cost {
  const cost: Cost = { generic: 0, colored: { W: 0, U: 0, B: 0, R: 0, G: 0 } };
  for (const [, sym] of (text ?? "").matchAll(/\{([^}]+)\}/g)) {
    if (/^\d+$/.test(sym!)) cost.generic += Number(sym);
    else if ((COLORS as string[]).includes(sym!)) cost.colored[sym as Color]++;
    else throw new Error(`unsupported mana symbol {${sym}}`);
  }
  return cost;
}

export function costTotal(cost: Cost): number {
  return cost.generic + COLORS.reduce((n, c) => n + cost.colored[c], 0);
}

export function formatCost(cost: Cost): string {
  const parts = cost.generic > 0 ? [`{${cost.generic}}`] : [];
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

/** Whether `mana` pays `cost` exactly: each colored symbol by its color, generic by any. */
export function paysExactly(cost: Cost, mana: ManaPool): boolean {
  let spare = 0;
  for (const c of COLORS) {
    if (mana[c] < cost.colored[c]) return false;
    spare += mana[c] - cost.colored[c];
  }
  return spare + mana.C === cost.generic;
}

/** Every distinct way to pay `cost` from `pool` (as mana strings), or none if it can't be paid. */
export function paymentsFromPool(cost: Cost, pool: ManaPool): string[] {
  const left = { ...pool };
  for (const c of COLORS) {
    if (left[c] < cost.colored[c]) return [];
    left[c] -= cost.colored[c];
  }
  const base = COLORS.map((c) => c.repeat(cost.colored[c])).join("");
  const out: string[] = [];
  const pick = (i: number, need: number, acc: string) => {
    if (need === 0) return void out.push(canonical(base + acc));
    if (i >= MANA_TYPES.length) return;
    const t = MANA_TYPES[i]!;
    for (let k = Math.min(need, left[t]); k >= 0; k--) pick(i + 1, need - k, acc + t.repeat(k));
  };
  pick(0, cost.generic, "");
  return out;
}

function canonical(mana: string): string {
  return [...mana].sort((a, b) => MANA_TYPES.indexOf(a as ManaType) - MANA_TYPES.indexOf(b as ManaType)).join("");
}

/**
 * Whether the cost could be paid from the pool plus the given mana still to be made: one
 * entry per mana, listing the types that mana could be.
 */
export function canAfford(cost: Cost, pool: ManaPool, sources: ManaType[][]): boolean {
  const need = { ...cost.colored };
  let generic = cost.generic;
  let floating = 0;
  for (const c of COLORS) {
    const used = Math.min(need[c], pool[c]);
    need[c] -= used;
    floating += pool[c] - used;
  }
  floating += pool.C;
  const colored = COLORS.flatMap((c) => Array<Color>(need[c]).fill(c));
  if (colored.length > sources.length) return false;
  // Match the remaining colored symbols to distinct sources (small bipartite matching).
  const owner: number[] = Array(sources.length).fill(-1);
  const tryAssign = (sym: number, seen: boolean[]): boolean => {
    for (let j = 0; j < sources.length; j++) {
      if (seen[j] || !sources[j]!.includes(colored[sym]!)) continue;
      seen[j] = true;
      if (owner[j] === -1 || tryAssign(owner[j]!, seen)) {
        owner[j] = sym;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < colored.length; i++) if (!tryAssign(i, Array(sources.length).fill(false))) return false;
  generic -= floating;
  return generic <= sources.length - colored.length;
}
