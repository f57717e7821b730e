// Split cards (505): the card data give each half as an entry of its own ("Assault", "Battery",
// each with its name, mana cost, colors and text). 505.1, 505.4: the two halves are one card.
// Its printed facts as one card — the name "Assault // Battery" (the way decklists write it), both
// names, the colors of both halves (505.3) — beside each half's own facts (505.2: on the stack only
// the half being played exists), which are what the grammar compiles.
import type { PrintedCard } from "./card.js";

type RawCard = PrintedCard & Record<string, unknown> & { layout?: string; names?: string[]; colors?: string[] };

/** The name of the whole card, from its halves' names in printed order. */
export function splitName(halves: readonly string[]): string {
  return halves.join(" // ");
}

/**
 * The halves of a split card as printed facts, each with `splitOf` (the whole card's name), and
 * the whole card's facts with `halves`; or why they can't be made. Undefined for any other card.
 */
export function splitHalves(card: RawCard, set: RawCard[]): { whole: RawCard; halves: [RawCard, RawCard] } | { blocked: string } | undefined {
  if (card.layout !== "split") return undefined;
  if (card.names?.length !== 2) return { blocked: "505.1: a split card has exactly two halves" };
  const found = card.names.map((n) => set.find((c) => c.name === n));
  if (!found[0] || !found[1]) return { blocked: "505.1: a split card whose two halves aren't both in the data" };
  const name = splitName(card.names);
  const [a, b] = found as [RawCard, RawCard];
  // 505.3: a multicolored card while it's not a spell on the stack: the colors of both halves.
  const colors = [...new Set([...(a.colors ?? []), ...(b.colors ?? [])])];
  const types = [...new Set([...a.types, ...b.types])];
  const whole: RawCard = {
    name,
    type: `${a.type} // ${b.type}`,
    types,
    colors,
    manaCost: `${a.manaCost ?? ""} // ${b.manaCost ?? ""}`,
    printedText: `${a.name}: ${a.printedText ?? ""}\n//\n${b.name}: ${b.printedText ?? ""}`,
    halves: [a.name, b.name],
  };
  return { whole, halves: [{ ...a, splitOf: name }, { ...b, splitOf: name }] };
}
