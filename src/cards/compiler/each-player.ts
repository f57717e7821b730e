// "Each player draws two cards" (Vision Skeins), "Each player discards three cards" (Delirium
// Skeins), "Each player discards a card" (Rix Maadi): every player does it, in APNAP order
// (103.4; engine/effects/each-player.ts).
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

export const eachPlayerClauses: Syntax<Clause[]> = alt<Clause[]>(each("draws", "draw"), each("discards", "discard"));
