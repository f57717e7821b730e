// Where each card was printed and what each set holds (data/printings.json, extracted from
// ../shared/cards by scripts/extract-printings.mjs): facts for the card list, not rules.
import data from "./data/printings.json" with { type: "json" };

export interface SetInfo {
  code: string;
  name: string;
  releaseDate: string;
  /** Printed by October 2006: in the card pool. 10E, PLC and FUT came later (reference only). */
  pool: boolean;
  /** Distinct cards in the set. */
  cards: number;
}

export interface Printing {
  set: string;
  number: string;
  rarity: string;
  multiverseId: number | null;
}

const raw = data as unknown as { sets: SetInfo[]; printings: Record<string, [string, string, string, number | null][]> };

export const SETS: readonly SetInfo[] = raw.sets;

/** Every printing of a card in the sets of the data, oldest first. */
export function printingsOf(name: string): Printing[] {
  return (raw.printings[name] ?? []).map(([set, number, rarity, multiverseId]) => ({ set, number, rarity, multiverseId }));
}

/** The names of every card with a printing in a set of the card pool. */
export function allPoolNames(): string[] {
  const pool = new Set(SETS.filter((s) => s.pool).map((s) => s.code));
  return Object.keys(raw.printings).filter((name) => raw.printings[name]!.some(([set]) => pool.has(set)));
}
