// "Each player draws two cards" (Vision Skeins), "Each player discards three cards" (Delirium
// Skeins), "Each player discards a card" (Rix Maadi), "each opponent discards a card from his or
// her hand" (Screeching Buzzard: the era's longer wording), "Each player draws a card, then discards a
// card" (Lore Broker): every player does it, in APNAP order (103.4; engine/effects/each-player.ts).
import type { Clause } from "./effects.js";
import { count } from "./nouns.js";
import { alt, lit, map, syn, word, type Syntax } from "./syntax.js";

/** "a card", "two cards"; for a draw also "X cards" (409.1b). */
const cards = (x: boolean): Syntax<number | "X"> =>
  alt<number | "X">(
    word("a card", 1),
    map(syn`${count} cards`, ([n]) => (n > 1 ? n : undefined), (n) => (typeof n === "number" && n > 1 ? [n] : undefined)),
    ...(x ? [word("X cards", "X" as const)] : []),
  );

const each = (verb: "draws" | "discards", d: "draw" | "discard"): Syntax<Clause[]> =>
  map(
    syn`each player ${lit(verb)} ${cards(d === "draw")}`,
    ([, amount]): Clause[] => [{ do: d, amount, player: "each" }],
    (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === d && cs[0]!.player === "each" && !cs[0]!.random ? [null, cs[0]!.amount as number | "X"] : undefined),
  );

/** "Each player draws a card, then discards a card" (Lore Broker): all draw (APNAP), then all discard (APNAP). */
const drawThenDiscard: Syntax<Clause[]> = map(
  syn`each player draws ${cards(false)}, then discards ${cards(false)}`,
  ([drawn, discarded]): Clause[] => [{ do: "draw", amount: drawn, player: "each" }, { do: "discard", amount: discarded, player: "each" }],
  (cs: Clause[]) => {
    const [d, x] = cs;
    if (cs.length !== 2 || d!.do !== "draw" || d!.player !== "each" || x!.do !== "discard" || x!.player !== "each" || x!.random) return undefined;
    return typeof d!.amount === "number" && typeof x!.amount === "number" ? [d!.amount, x!.amount] : undefined;
  },
);

/** "each opponent discards a card from his or her hand" (Screeching Buzzard): each opponent within range, in APNAP order. */
const eachOpponentDiscards: Syntax<Clause[]> = map(
  syn`each opponent discards ${cards(false)} from his or her hand`,
  ([amount]): Clause[] => [{ do: "discard", amount, player: "eachOpponent" }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discard" && cs[0]!.player === "eachOpponent" && !cs[0]!.random ? [cs[0]!.amount as number] : undefined),
);

export const eachPlayerClauses: Syntax<Clause[]> = alt<Clause[]>(each("draws", "draw"), each("discards", "discard"), drawThenDiscard, eachOpponentDiscards);
