// Amounts read from the permanent sacrificed to pay the cost (409.1f), as it last existed in play
// (413.2: it is in the graveyard by the time the spell or ability resolves; spells/playing.ts keeps
// it on the stack object): "Draw cards equal to the sacrificed creature's power" (Greater Good),
// "~ deals damage equal to the sacrificed creature's power to target creature or player" (Bloodshot
// Cyclops; "... the sacrificed Goblin's power", Airdrop Condor; "... the sacrificed artifact's
// converted mana cost", Bosh), "You gain life equal to the sacrificed creature's toughness" (Miren),
// and, through where-x.ts, "where X is the sacrificed artifact's converted mana cost" (Forge Armor's
// additional cost). The language accepts the amount only where the cost always sacrifices one
// permanent of the kind its noun names.
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";

export type SacrificedAmount = { sacrificedForCost: "power" | "toughness" | "convertedManaCost"; noun: string; times: number };

export const isSacrificedAmount = (v: unknown): v is SacrificedAmount =>
  typeof v === "object" && v !== null && "sacrificedForCost" in v && Object.keys(v).length === 3;

const noun = words<string>(["creature", "artifact", ...(creatureTypes as string[])].map((n) => [n, n]));
const field = words<SacrificedAmount["sacrificedForCost"]>([["power", "power"], ["toughness", "toughness"], ["converted mana cost", "convertedManaCost"]]);

/** "the sacrificed creature's power", once. */
export const sacrificedAmount: Syntax<SacrificedAmount> = map(
  syn`the sacrificed ${noun}'s ${field}`,
  ([n, f]) => ({ sacrificedForCost: f, noun: n, times: 1 }),
  (a) => (a.times === 1 ? [a.noun, a.sacrificedForCost] : undefined),
);

const recipient: Syntax<unknown> = map(
  target,
  (t) => (t.kind === "spell" ? undefined : { target: t }),
  (to) => (typeof to === "object" && to !== null && "target" in to ? (to as { target: unknown }).target : undefined),
);
const one = (cs: Clause[]) => (cs.length === 1 ? (cs[0] as Clause & { amount?: unknown; player?: unknown }) : undefined);

export const sacrificedForCostClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(syn`~ deals damage equal to ${sacrificedAmount} to ${recipient}`, ([amount, to]) => [{ do: "damage", amount, to } as Clause], (cs) => {
    const c = one(cs) as { do: string; amount?: unknown; to?: unknown; divided?: unknown } | undefined;
    return c?.do === "damage" && !c.divided && isSacrificedAmount(c.amount) && Object.keys(c).length === 3 ? [c.amount, c.to] : undefined;
  }),
  map(syn`draw cards equal to ${sacrificedAmount}`, ([amount]) => [{ do: "draw", amount, player: "you" } as Clause], (cs) => {
    const c = one(cs);
    return c?.do === "draw" && c.player === "you" && isSacrificedAmount(c.amount) && Object.keys(c).length === 3 ? [c.amount] : undefined;
  }),
  map(syn`you gain life equal to ${sacrificedAmount}`, ([amount]) => [{ do: "gainLife", amount, player: "you" } as Clause], (cs) => {
    const c = one(cs);
    return c?.do === "gainLife" && c.player === "you" && isSacrificedAmount(c.amount) && Object.keys(c).length === 3 ? [c.amount] : undefined;
  }),
);
