// 419.7: a permanent's own prevention effects, lines of the card: "Prevent all damage that would
// be dealt to ~ by creatures." (Uncle Istvan), "... by creatures with first strike." (Tresserhorn
// Skyknight), "Prevent all damage that ~ would deal to snow creatures." (Goblin Furrier), "Prevent
// all damage that would be dealt by enchanted creature." (Temporal Isolation), "... dealt to and dealt
// by enchanted creature." (Heart of Light), "Prevent all damage that would be dealt to creatures you
// control." (Rune-Tail's Essence). The card's
// `replacements` entry `preventDamage` (engine/effects/static-prevention.ts).
import type { ObjectFilter, Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type Prevent = Extract<Replacement, { kind: "preventDamage" }>;
const part = (r: Prevent): Part => ({ replacements: [r] }) as unknown as Part;
const preventionOf = (p: Part): Prevent | undefined => {
  const rs = (p as { replacements?: Replacement[] }).replacements;
  return rs?.length === 1 && rs[0]!.kind === "preventDamage" ? rs[0] : undefined;
};
/** A filter of the permanents or sources named ("creatures", "snow creatures"), never "other". */
const kinds: Syntax<Filter> = map(filterPhrase("many"), (f) => (f.other ? undefined : f), (f) => (f.other ? undefined : f));
const isFilter = (v: Prevent["to"] | Prevent["by"]): v is ObjectFilter => typeof v === "object";

export const staticPreventionLines: Syntax<Part> = alt<Part>(
  map(syn`Prevent all damage that would be dealt to ~ by ${kinds}.`, ([by]) => part({ kind: "preventDamage", to: "self", by: by as ObjectFilter }), (p) => {
    const r = preventionOf(p);
    return r && r.to === "self" && isFilter(r.by) ? [r.by as Filter] : undefined;
  }),
  map(syn`Prevent all damage that ~ would deal to ${kinds}.`, ([to]) => part({ kind: "preventDamage", by: "self", to: to as ObjectFilter }), (p) => {
    const r = preventionOf(p);
    return r && r.by === "self" && isFilter(r.to) ? [r.to as Filter] : undefined;
  }),
  word<Part>("Prevent all damage that would be dealt by enchanted creature.", part({ kind: "preventDamage", by: "enchanted" })),
  // Heart of Light: the damage the enchanted creature is dealt and the damage it deals.
  word<Part>("Prevent all damage that would be dealt to and dealt by enchanted creature.", part({ kind: "preventDamage", toOrBy: "enchanted" })),
  // Rune-Tail's Essence: "creatures you control" are those of the permanent's controller as the damage would be dealt.
  map(syn`Prevent all damage that would be dealt to ${kinds}.`, ([to]) => part({ kind: "preventDamage", to: to as ObjectFilter }), (p) => {
    const r = preventionOf(p);
    return r && r.by === undefined && isFilter(r.to) ? [r.to as Filter] : undefined;
  }),
);
