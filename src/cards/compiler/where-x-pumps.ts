// "Target creature gets +X/+X until end of turn, where X is the number of lands you control."
// (Strength of Cedars), "... the number of artifacts your opponents control" (Viridian
// Lorebearers), "... the number of Elves in play" (Wirewood Pride, Timberwatch Elf), and in a
// trigger about the card itself "it gets +X/+X ..." (Vile Deacon). X is no announced value (the
// spell has no {X}, 409.1b) but counted as the spell or ability resolves (413.2), once, and the
// P/T change is then fixed until end of turn (418.5a, layer 6b): the language's `perEach` amount
// (engine: spells/resolve.ts amountOf, effects/count-permanents.ts).
import type { Clause } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

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
export const number: Syntax<Filter> = alt<Filter>(
  map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.controller && !f.other ? f : undefined), (f) => (f.controller && !f.other ? [f] : undefined)),
  map(syn`the number of ${filterPhrase("many")} in play`, ([f]) => (f.controller || f.other || f.combat ? undefined : f), (f) => (f.controller || f.other || f.combat ? undefined : [f])),
  // "the number of attacking creatures" (Strength in Numbers): creatures in combat are in play, whoever controls them.
  map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.combat && !f.controller && !f.other ? f : undefined), (f) => (f.combat && !f.controller && !f.other ? [f] : undefined)),
);

export const whereXPumpClauses: Syntax<Clause[]> = map(
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
