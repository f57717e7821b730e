// Soulshift and bushido printed other than once with a number (502.38, 502.39):
// - "Soulshift 4, soulshift 4" (Forked-Branch Garami): two instances, each a triggered ability
//   of its own (502.39a), declared as the list of their numbers;
// - "~ has soulshift X, where X is the number of Spirits you control." (Kodama of the Center
//   Tree): X counted as the permanent leaves play (engine/keywords/soulshift.ts);
// - "~ has bushido X, where X is the number of attacking creatures." (Fumiko the Lowblood): X
//   counted as the trigger resolves (engine/keywords/bushido.ts).
import { digits } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

export type VariableKeyword = { soulshift: number[] | { count: Filter } } | { bushido: { count: Filter } };

/** "Soulshift 4, soulshift 4": two or more instances on one keyword line. */
const instances: Syntax<number[]> = {
  *parse(text, at) {
    const m = /^Soulshift (\d+)((?:, soulshift \d+)+)/.exec(text.slice(at));
    if (!m) return;
    const ns = [Number(m[1]), ...[...m[2]!.matchAll(/\d+/g)].map((x) => Number(x[0]))];
    if (ns.every((n) => n > 0)) yield [ns, at + m[0].length];
  },
  print: (ns) => (Array.isArray(ns) && ns.length > 1 && ns.every((n) => digits.print(n) !== undefined && n > 0) ? `Soulshift ${ns[0]}${ns.slice(1).map((n) => `, soulshift ${n}`).join("")}` : undefined),
};

/** "the number of Spirits you control" (nothing excluded: "other" would leave the permanent out of its own count). */
const counted: Syntax<Filter> = map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.other ? undefined : f), (f) => (f.other ? undefined : [f]));

const countOf = (v: unknown): Filter | undefined => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as { count: Filter }).count : undefined);

export const variableKeywordLines: Syntax<VariableKeyword> = alt<VariableKeyword>(
  map(instances, (soulshift) => ({ soulshift }), (p) => ("soulshift" in p && Array.isArray(p.soulshift) ? p.soulshift : undefined)),
  map(syn`~ has soulshift X, where X is ${counted}.`, ([count]) => ({ soulshift: { count } }), (p) => {
    const f = "soulshift" in p ? countOf(p.soulshift) : undefined;
    return f ? [f] : undefined;
  }),
  map(syn`~ has bushido X, where X is ${counted}.`, ([count]) => ({ bushido: { count } }), (p) => {
    const f = "bushido" in p ? countOf(p.bushido) : undefined;
    return f ? [f] : undefined;
  }),
);
