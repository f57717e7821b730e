// Flip cards (508): the clause "flip it" / "flip ~" and ki's "if there are two or more ki
// counters on ~"; and the printed facts of a flip card's two halves, which the card data gives
// as two entries: the top half (the card) and the bottom half (the characteristics it has once
// flipped, 508.1b), whose own printed text and type line the data doesn't hold (it repeats the
// top half's) — its rules text is the Oracle text, accepted only where that wording is the
// era's (no "cast", "battlefield", "exile", "dies", "enters", "create", "end step"), with the
// era's "his or her hand" for today's "their hand".
import type { Condition } from "../language.js";
import type { PrintedCard } from "./card.js";
import { count } from "./nouns.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

/** "flip it" / "flip ~": the ability's source flips (only a flip card does, 508). */
export const flipClause: Syntax<Clause[]> = map(
  alt(lit("flip it"), lit("flip ~")),
  () => [{ do: "flip" }],
  (cs) => (cs.length === 1 && cs[0]!.do === "flip" ? null : undefined),
);

/** ", if there are two or more ki counters on ~" (an intervening "if", 404.3). */
export function counterCondition(counterKind: () => Syntax<string>): Syntax<Condition> {
  return map(
    syn`, if there are ${count} or more ${lazy(counterKind)} counters on ~`,
    ([atLeast, counter]): Condition | undefined => (atLeast >= 2 ? { selfHasCounters: { counter, atLeast } } : undefined),
    (c) => (c.selfHasCounters ? [c.selfHasCounters.atLeast, c.selfHasCounters.counter] : undefined),
  );
}

type RawCard = PrintedCard & Record<string, unknown> & { layout?: string; names?: string[]; oracleText2018?: string };

/** Words of later templating: an Oracle text holding one isn't the era's wording. */
const MODERN = /\b(cast|casts|battlefield|exile|exiled|dies|enters|create|creates|end step)\b/i;

/**
 * The two halves of a flip card as printed facts: the top with `flipsInto`, the bottom with
 * `flipOf`, its type line made from its types and its rules text; or why the bottom half can't
 * be read. Undefined for any other card.
 */
export function flipHalves(card: RawCard, set: RawCard[]): { top: RawCard; bottom: RawCard } | { blocked: string } | undefined {
  if (card.layout !== "flip" || card.names?.length !== 2) return undefined;
  const [topName, bottomName] = card.names as [string, string];
  const top = set.find((c) => c.name === topName);
  const bottom = set.find((c) => c.name === bottomName);
  if (!top || !bottom) return { blocked: "508: a flip card whose two halves aren't both in the data" };
  // The era's Oracle said "his or her hand" where today's says "their hand" (Stabwhisker the Odious).
  const text = (bottom.oracleText2018 ?? "").replace(/\btheir hand\b/g, "his or her hand");
  if (MODERN.test(text)) return { blocked: `508.1b: the flipped half's text is known only in later wording (${bottomName})` };
  const supertypes = (bottom.supertypes ?? []) as string[];
  const subtypes = (bottom.subtypes ?? []) as string[];
  const type = [...supertypes, ...bottom.types].join(" ") + (subtypes.length ? ` — ${subtypes.join(" ")}` : "");
  return {
    top: { ...top, flipsInto: bottomName },
    // 508.1c: color and mana cost are the card's.
    bottom: { ...bottom, type, printedText: text, manaCost: top.manaCost, colors: top.colors, flipOf: topName },
  };
}
