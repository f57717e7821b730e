// "Counter target Spirit or Arcane spell" (Hisoka's Defiance): a spell target named by its
// subtypes, any of them (205.3d: Arcane is a spell type; 213.2: a spell has its card's subtypes;
// 415.5). The engine's spell targets match the filter (spells/targets.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { SUBTYPES } from "./nouns.js";
import { list, map, syn, words, type Syntax } from "./syntax.js";

const subtype = words<string>(SUBTYPES.map((t): [string, string] => [t, t]));
const spellOf = (c: Clause | undefined): string[] | undefined => {
  const t = (c?.object as { target?: TargetSpec } | undefined)?.target;
  if (c?.do !== "counter" || c.unlessPays !== undefined || typeof t !== "object" || t.kind !== "spell" || Object.keys(t).length !== 2) return undefined;
  return t.filter && Object.keys(t.filter).length === 1 && t.filter.subtypes ? t.filter.subtypes : undefined;
};

export const subtypeSpellClauses: Syntax<Clause[]> = map(
  syn`counter target ${list(subtype, "or")} spell`,
  ([subtypes]) => [{ do: "counter", object: { target: { kind: "spell", filter: { subtypes } } } }],
  (cs: Clause[]) => (cs.length === 1 && spellOf(cs[0]) ? [spellOf(cs[0])!] : undefined),
);
