// "..., where X is the number of Goblins in play." at the end of any sentence of effects: Sparksmith's
// "~ deals X damage to target creature and X damage to you, where X is ...", Thunder of Hooves'
// "~ deals X damage to each creature without flying and each player, where X is the number of Beasts
// in play", Feeding Frenzy's "-X/-X", Graveborn Muse's "you draw X cards and you lose X life",
// Gempalm Incinerator's "you may have it deal X damage ...", and Scourge's "the highest converted
// mana cost among permanents you control" (Accelerated Mutation; "equal to" in Torrent of Fire and
// Rush of Knowledge), Tribal Flames' "the number of basic land types among lands you control", and
// "the sacrificed artifact's converted mana cost" (Forge Armor, Call for Blood's "-X/-X";
// sacrificed-for-cost.ts), and Storm Herd's "your life total". X is no announced value (the card has no {X}, 409.1b): it is a number
// counted as the spell or ability resolves (413.2), the same for every effect of the sentence. The sentence is
// read as it would be with an announced X, and each X of it is then the counted amount
// (`perEach`, `highestConvertedManaCost`, `basicLandTypes`); printing does the reverse.
import type { Clause } from "./effects.js";
import { plainClauses } from "./effects.js";
import { target, type Filter } from "./nouns.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";
import { isSacrificedAmount, sacrificedAmount, type SacrificedAmount } from "./sacrificed-for-cost.js";
import { number as countOf } from "./where-x-pumps.js";

type Counted = { perEach: number; count: Filter } | { highestConvertedManaCost: "you" } | { basicLandTypes: "you" } | { lifeTotal: "you" } | { foundCard: "convertedManaCost" } | SacrificedAmount;

const isCounted = (v: unknown): v is Counted =>
  typeof v === "object" && v !== null && !Array.isArray(v) && (("perEach" in v && "count" in v && Object.keys(v).length === 2) || (("highestConvertedManaCost" in v || "basicLandTypes" in v || "lifeTotal" in v || "foundCard" in v) && Object.keys(v).length === 1) || isSacrificedAmount(v));

/** The counted amount of "where X is ...": once (X) or `n` times ("-X/-X"). */
function times(a: Counted, n: number): Counted | undefined {
  if ("highestConvertedManaCost" in a || "basicLandTypes" in a || "lifeTotal" in a || "foundCard" in a) return n === 1 ? a : undefined;
  if ("sacrificedForCost" in a) return { ...a, times: n };
  return { perEach: n, count: a.count };
}

/** Each "X" and `perX` of the clauses as the counted amount; undefined if there is none, or one can't be said. */
function substitute(v: unknown, a: Counted, found: { n: number }): unknown {
  if (v === "X") {
    found.n++;
    return times(a, 1);
  }
  if (Array.isArray(v)) {
    const out = v.map((x) => substitute(x, a, found));
    return out.includes(undefined) ? undefined : out;
  }
  if (typeof v !== "object" || v === null) return v;
  if ("perX" in v && Object.keys(v).length === 1) {
    found.n++;
    return times(a, (v as { perX: number }).perX);
  }
  if (isCounted(v)) return undefined; // a count of its own beside the X: not this sentence
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const y = substitute(x, a, found);
    if (y === undefined) return undefined;
    out[k] = y;
  }
  return out;
}

/** The counted amounts of the clauses, back as "X" (or `perX`, `onceAs` choosing how once is written); undefined if they differ or an X is there already. */
function unsubstitute(v: unknown, base: { a?: Counted }, onceAs: "X" | "perX"): unknown {
  if (v === "X") return undefined;
  if (Array.isArray(v)) {
    const out = v.map((x) => unsubstitute(x, base, onceAs));
    return out.includes(undefined) ? undefined : out;
  }
  if (typeof v !== "object" || v === null) return v;
  if ("perX" in v && Object.keys(v).length === 1) return undefined;
  if (isCounted(v)) {
    const one = "perEach" in v ? { perEach: 1, count: v.count } : "sacrificedForCost" in v ? { ...v, times: 1 } : v;
    base.a ??= one;
    if (JSON.stringify(base.a) !== JSON.stringify(one)) return undefined;
    const n = "perEach" in v ? v.perEach : "sacrificedForCost" in v ? v.times : 1;
    return n === 1 && onceAs === "X" ? "X" : { perX: n };
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const y = unsubstitute(x, base, onceAs);
    if (y === undefined) return undefined;
    out[k] = y;
  }
  return out;
}

/** "the number of Goblins in play" (or "... you control"), "the highest converted mana cost among permanents you control", "the number of basic land types among lands you control". */
const counted: Syntax<Counted> = alt<Counted>(
  map(countOf, (count) => ({ perEach: 1, count }), (a) => ("perEach" in a && a.perEach === 1 ? a.count : undefined)),
  map(lit("the highest converted mana cost among permanents you control"), () => ({ highestConvertedManaCost: "you" as const }), (a) => ("highestConvertedManaCost" in a ? null : undefined)),
  // Tribal Flames (205.3d): counted as it resolves (engine effects/count-permanents.ts).
  map(lit("the number of basic land types among lands you control"), () => ({ basicLandTypes: "you" as const }), (a) => ("basicLandTypes" in a ? null : undefined)),
  map(sacrificedAmount, (a) => a, (a) => ("sacrificedForCost" in a ? a : undefined)),
  // Storm Herd: the life total as it resolves (engine spells/resolve.ts `amountOf`).
  map(lit("your life total"), () => ({ lifeTotal: "you" as const }), (a) => ("lifeTotal" in a ? null : undefined)),
  // Goblin Machinist: the card "Reveal cards ... until you reveal a nonland card" found (203.3; engine effects/top-cards.ts).
  map(lit("that card's converted mana cost"), () => ({ foundCard: "convertedManaCost" as const }), (a) => ("foundCard" in a ? null : undefined)),
);

const WHERE = ", where X is ";
/** The positions whose body is being read: the body's own first clause is tried there again (left recursion) and must not be this one. */
const reading: { text: string; at: number }[] = [];

/** "[effects with X], where X is [a count]": the whole sentence's effects (a clause joined by "and" can't take the X of its neighbours). */
export const whereXClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    // The X belongs to the whole sentence: a reading that starts after "and" / ", then" would leave the first clauses' X unread.
    if (text.endsWith(" and ", at) || text.endsWith(", then ", at) || text.slice(0, at).endsWith(" and ") || text.slice(0, at).endsWith(", then ")) return;
    const where = text.indexOf(WHERE, at);
    if (where < 0 || reading.some((r) => r.text === text && r.at === at)) return;
    const amounts = [...counted.parse(text, where + WHERE.length)];
    if (!amounts.length) return;
    reading.push({ text, at });
    let bodies: Clause[][];
    try {
      bodies = [...plainClauses.parse(text, at)].filter(([, bodyEnd]) => bodyEnd === where).map(([b]) => b);
    } finally {
      reading.pop();
    }
    for (const [a, end] of amounts) {
      for (const body of bodies) {
        const found = { n: 0 };
        const cs = substitute(body, a, found) as Clause[] | undefined;
        if (cs && found.n > 0) yield [cs, end];
      }
    }
  },
  print(cs) {
    for (const onceAs of ["X", "perX"] as const) {
      const base: { a?: Counted } = {};
      const body = unsubstitute(cs, base, onceAs) as Clause[] | undefined;
      if (!body || !base.a) continue;
      const said = plainClauses.print(body);
      const amount = counted.print(base.a);
      if (said !== undefined && amount !== undefined) return said + WHERE + amount;
    }
    return undefined;
  },
};

/** "~ deals damage equal to [the highest ...] to target creature or player", "Draw cards equal to [...]": the same amounts said "equal to". */
export const equalToHighestClauses: Syntax<Clause[]> = lazy(() =>
  alt(
    map(
      syn`~ deals damage equal to ${counted} to ${lazy(() => damageTarget)}`,
      ([a, to]) => ("highestConvertedManaCost" in a ? [{ do: "damage", amount: a, to } as Clause] : undefined),
      (cs) => {
        const c = cs.length === 1 ? (cs[0] as { do: string; amount: unknown; to: unknown; divided?: unknown }) : undefined;
        return c?.do === "damage" && !c.divided && isCounted(c.amount) && "highestConvertedManaCost" in c.amount ? [c.amount, c.to] : undefined;
      },
    ),
    map(
      syn`draw cards equal to ${counted}`,
      ([a]) => ("highestConvertedManaCost" in a ? [{ do: "draw", amount: a, player: "you" } as Clause] : undefined),
      (cs) => {
        const c = cs.length === 1 ? (cs[0] as { do: string; amount: unknown; player: unknown }) : undefined;
        return c?.do === "draw" && c.player === "you" && isCounted(c.amount) && "highestConvertedManaCost" in c.amount ? [c.amount] : undefined;
      },
    ),
  ),
);

/** "target creature or player" as a damage recipient (`{ target }`). */
const damageTarget: Syntax<unknown> = map(
  target,
  (t) => (t.kind === "spell" ? undefined : { target: t }),
  (to) => (typeof to === "object" && to !== null && "target" in to ? (to as { target: unknown }).target : undefined),
);
