// "Target creature gets +X/+X until end of turn, where X is the number of lands you control."
// (Strength of Cedars), "... the number of artifacts your opponents control" (Viridian
// Lorebearers), "... the number of Elves in play" (Wirewood Pride, Timberwatch Elf), and in a
// trigger about the card itself "it gets +X/+X ..." (Vile Deacon). X is no announced value (the
// spell has no {X}, 409.1b) but counted as the spell or ability resolves (413.2), once, and the
// P/T change is then fixed until end of turn (418.5a, layer 6b): the language's `perEach` amount
// (engine: spells/resolve.ts amountOf, effects/count-permanents.ts).
import { counted as countedPhrase } from "./draw-per-count.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

type PerEach = { perEach: number; count: Filter };
const counted = (v: unknown): Filter | undefined => {
  const p = v as PerEach | undefined;
  return typeof p === "object" && p !== null && p.perEach === 1 && typeof p.count === "object" ? p.count : undefined;
};

/** "target creature", or "~" / "it" (a trigger about the card itself: targets.ts reads "it:self" as the source). */
const object: Syntax<unknown> = alt<unknown>(
  map(target, (spec) => (spec.kind === "creature" ? { target: spec } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" ? (o.target as never) : undefined)),
  word("~", "self"),
  word("it", "it:self"),
);

/** "the number of lands you control", "... artifacts your opponents control", "... Elves in play": a controller, or every permanent in play. */
const number: Syntax<Filter> = alt<Filter>(
  map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.controller && !f.other ? f : undefined), (f) => (f.controller && !f.other ? [f] : undefined)),
  map(syn`the number of ${filterPhrase("many")} in play`, ([f]) => (f.controller || f.other ? undefined : f), (f) => (f.controller || f.other ? undefined : [f])),
);

const whereX: Syntax<Clause[]> = map(
  syn`${object} gets +X/+X until end of turn, where X is ${number}`,
  ([o, f]) => {
    const amount = { perEach: 1, count: f };
    return [{ do: "modifyPT", object: o, power: amount, toughness: amount, duration: "endOfTurn" } as Clause];
  },
  (cs) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object: unknown; power: unknown; toughness: unknown; duration: unknown }) : undefined;
    if (c?.do !== "modifyPT" || c.duration !== "endOfTurn") return undefined;
    const f = counted(c.power);
    if (!f || JSON.stringify(f) !== JSON.stringify(counted(c.toughness))) return undefined;
    return [c.object, f];
  },
);

/** One side of "+1/+0 ... for each ...": a number times the count, or the number 0 unchanged. */
const side = (n: number, f: Filter): unknown => (n === 0 ? 0 : { perEach: n, count: f });
const sideOf = (v: unknown): { n: number; f?: Filter } | undefined => {
  if (v === 0) return { n: 0 };
  const p = v as PerEach | undefined;
  return typeof p === "object" && p !== null && typeof p.perEach === "number" && typeof p.count === "object" ? { n: p.perEach, f: p.count } : undefined;
};

// "Target creature gets +1/+0 until end of turn for each artifact you control." (Hunger of the
// Nim), "... -1/-1 ... for each artifact you control." (Irradiate): the change times the
// permanents counted as the spell resolves (413.2), then fixed until end of turn (418.5a).
const forEach: Syntax<Clause[]> = map(
  syn`${object} gets ${lazy(() => ptChange)} until end of turn for each ${lazy(() => countedPhrase())}`,
  ([o, v, f]) => {
    if (typeof v.power !== "number" || typeof v.toughness !== "number" || (v.power === 0 && v.toughness === 0)) return undefined;
    return [{ do: "modifyPT", object: o, power: side(v.power, f), toughness: side(v.toughness, f), duration: "endOfTurn" } as Clause];
  },
  (cs) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object: unknown; power: unknown; toughness: unknown; duration: unknown }) : undefined;
    if (c?.do !== "modifyPT" || c.duration !== "endOfTurn") return undefined;
    const p = sideOf(c.power);
    const t = sideOf(c.toughness);
    const f = p?.f ?? t?.f;
    if (!p || !t || !f || (p.f && t.f && JSON.stringify(p.f) !== JSON.stringify(t.f))) return undefined;
    // +X/+X of "where X is" prints the other way.
    if (p.n === 1 && t.n === 1) return undefined;
    return [c.object, { power: p.n, toughness: t.n }, f];
  },
);

export const whereXPumpClauses: Syntax<Clause[]> = alt<Clause[]>(whereX, forEach);
