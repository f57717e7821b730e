// Keywords and P/T changes given until end of turn to every permanent of a group named by a
// plural noun phrase: "Samurai you control gain double strike until end of turn", "Attacking
// creatures gain first strike until end of turn", "Creatures you control get +1/+0 and gain fear
// until end of turn", "Blocking creatures get +7/+7 until end of turn". 418.3b: the set of
// objects affected is determined when the effect begins (as it resolves), and doesn't change
// afterwards (effects.ts "becomes" and "modifyPTAll" fix it as they resolve).
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

/**
 * A group the plural phrase names without "all": one its controller names ("Samurai you
 * control") or one in combat ("Attacking creatures", "Blocking creatures"). Other plural
 * phrases are printed with "all" ("all creatures get"), and effects.ts reads those.
 */
const named = (f: Filter) => f.controller !== undefined || f.combat !== undefined;
const group: Syntax<Filter> = map(filterPhrase("many"), (f) => (named(f) && !f.other ? f : undefined), (f) => (named(f) && !f.other ? f : undefined));

/** A group named with "all": every permanent of the kind, whoever controls it ("all creatures", "all Soldiers"). */
const everyOne: Syntax<Filter> = map(filterPhrase("many"), (f) => (named(f) || f.other ? undefined : f), (f) => (named(f) || f.other ? undefined : f));

type Pt = { power: number; toughness: number };
type Mod = { kind: string; keyword?: string };
const keywordsOf = (mods: Mod[] | undefined): string[] | undefined => (mods?.length && mods.every((m) => m.kind === "addKeyword") ? mods.map((m) => m.keyword!) : undefined);
const grant = (f: Filter, ks: string[]): Clause => ({ do: "becomes", object: { all: f }, modifications: ks.map((keyword) => ({ kind: "addKeyword", keyword })), duration: "endOfTurn" });
const grantOf = (c: Clause | undefined): { all: Filter; keywords: string[] } | undefined => {
  const all = c?.do === "becomes" && c.duration === "endOfTurn" ? (c.object as { all?: Filter }).all : undefined;
  const keywords = keywordsOf(c?.modifications as Mod[] | undefined);
  return all && keywords ? { all, keywords } : undefined;
};
const pump = (f: Filter, pt: Pt): Clause => ({ do: "modifyPTAll", filter: f, ...pt, duration: "endOfTurn" });
const pumpOf = (c: Clause | undefined): { filter: Filter; pt: Pt } | undefined =>
  c?.do === "modifyPTAll" && c.duration === "endOfTurn" && typeof c.power === "number" && typeof c.toughness === "number" ? { filter: c.filter as Filter, pt: { power: c.power, toughness: c.toughness } } : undefined;

/** The clauses: `grantWords` and `numericPT` are the effects grammar's (effects.ts). */
export function massGrantClauses(grantWords: Syntax<string[]>, numericPT: Syntax<Pt | undefined>): Syntax<Clause[]> {
  return alt<Clause[]>(
    map(syn`${group} gain ${grantWords} until end of turn`, ([f, ks]) => [grant(f, ks)], (cs: Clause[]) => {
      const g = cs.length === 1 ? grantOf(cs[0]) : undefined;
      return g && named(g.all) ? [g.all, g.keywords] : undefined;
    }),
    // "Blocking creatures get +7/+7 until end of turn" (Hold the Line): a group in combat, without "all".
    map(syn`${group} get ${numericPT} until end of turn`, ([f, pt]) => (f.combat && !f.controller && pt ? [pump(f, pt)] : undefined), (cs: Clause[]) => {
      const p = cs.length === 1 ? pumpOf(cs[0]) : undefined;
      return p && p.filter.combat && !p.filter.controller ? [p.filter, p.pt] : undefined;
    }),
    map(syn`${group} get ${numericPT} and gain ${grantWords} until end of turn`, ([f, pt, ks]) => (pt ? [pump(f, pt), grant(f, ks)] : undefined), (cs: Clause[]) => {
      const p = cs.length === 2 ? pumpOf(cs[0]) : undefined;
      const g = p ? grantOf(cs[1]) : undefined;
      return p && g && named(p.filter) && JSON.stringify(p.filter) === JSON.stringify(g.all) ? [p.filter, p.pt, g.keywords] : undefined;
    }),
    // "each other attacking creature gains fear until end of turn" (Smogsteed Rider): every other permanent of the kind, not the source (effects.ts "becomes").
    map(syn`each other ${lazy(() => filterPhrase("one"))} gains ${grantWords} until end of turn`, ([f, ks]) => (f.other ? undefined : [grant({ ...f, other: true }, ks)]), (cs: Clause[]) => {
      const g = cs.length === 1 ? grantOf(cs[0]) : undefined;
      if (!g?.all.other) return undefined;
      const { other: _, ...f } = g.all;
      return [f, g.keywords];
    }),
    // With "all": "All creatures gain fear until end of turn" (Dirge of Dread), "all Soldiers get +1/+1 and gain first strike until end of turn" (Gempalm Avenger).
    map(syn`all ${everyOne} gain ${grantWords} until end of turn`, ([f, ks]) => [grant(f, ks)], (cs: Clause[]) => {
      const g = cs.length === 1 ? grantOf(cs[0]) : undefined;
      return g && !named(g.all) && !g.all.other ? [g.all, g.keywords] : undefined;
    }),
    map(syn`all ${everyOne} get ${numericPT} and gain ${grantWords} until end of turn`, ([f, pt, ks]) => (pt ? [pump(f, pt), grant(f, ks)] : undefined), (cs: Clause[]) => {
      const p = cs.length === 2 ? pumpOf(cs[0]) : undefined;
      const g = p ? grantOf(cs[1]) : undefined;
      return p && g && !named(p.filter) && !p.filter.other && JSON.stringify(p.filter) === JSON.stringify(g.all) ? [p.filter, p.pt, g.keywords] : undefined;
    }),
  );
}
