// 419.7: a permanent's own prevention effects, lines of the card: "Prevent all damage that would
// be dealt to ~ by creatures." (Uncle Istvan), "... by creatures with first strike." (Tresserhorn
// Skyknight), "Prevent all damage that ~ would deal to snow creatures." (Goblin Furrier), "Prevent
// all damage that would be dealt by enchanted creature." (Temporal Isolation), "... dealt to and dealt
// by enchanted creature." (Heart of Light), "Prevent all damage that would be dealt to creatures you
// control." (Rune-Tail's Essence), "... dealt to ~." (Dawn Elemental), "Prevent all combat damage
// that would be dealt to equipped creature." (General's Kabuto), "... to and dealt by enchanted
// creature." (Sandskin), "... to creatures you control by sources you control." (Light of
// Sanction), and "If a source would deal damage to you, prevent 1 of that damage." (Urza's Armor,
// Sphere of Purity, Daunting Defender, Thunderstaff, Plated Pegasus: N of each event). The card's
// `replacements` entry `preventDamage` (engine/effects/static-prevention.ts). "Damage that would be
// dealt by ~ can't be prevented." (Excruciator): the entry `unpreventableBySelf`.
import type { ObjectFilter, Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, opt, syn, word, words, type Syntax } from "./syntax.js";

type Prevent = Extract<Replacement, { kind: "preventDamage" }>;
const part = (r: Prevent): Part => ({ replacements: [r] }) as unknown as Part;
const preventionOf = (p: Part): Prevent | undefined => {
  const rs = (p as { replacements?: Replacement[] }).replacements;
  return rs?.length === 1 && rs[0]!.kind === "preventDamage" ? rs[0] : undefined;
};
/** An entry that prevents all damage of any kind, always: the lines that say no more than "Prevent all damage". */
const plainOf = (p: Part): Prevent | undefined => {
  const r = preventionOf(p);
  return r && !r.combat && !r.amount && !r.untapped ? r : undefined;
};
/** A filter of the permanents or sources named ("creatures", "snow creatures"), never "other". */
const kinds: Syntax<Filter> = map(filterPhrase("many"), (f) => (f.other ? undefined : f), (f) => (f.other ? undefined : f));
const isFilter = (v: Prevent["to"] | Prevent["by"]): v is ObjectFilter => typeof v === "object";

const combat = opt(word("combat ", true as const));
/** Each field of the entry but `kind`, as the printer compares them. */
const fields = (p: Part): Record<string, unknown> | undefined => {
  const r = preventionOf(p);
  if (!r) return undefined;
  const { kind: _, ...rest } = r;
  return rest;
};
const exactly = (p: Part, want: Record<string, unknown>): boolean => {
  const f = fields(p);
  return f !== undefined && JSON.stringify(Object.keys(f).sort()) === JSON.stringify(Object.keys(want).sort()) && Object.keys(want).every((k) => JSON.stringify(f[k]) === JSON.stringify(want[k]));
};
/** "Prevent all [combat] damage that would be dealt [to a fixed thing]." : the words after "dealt", the entry without `combat`. */
const fixed = (what: string, entry: Omit<Prevent, "kind">): Syntax<Part> =>
  map(syn`Prevent all ${combat}damage that would be dealt ${word(what, null)}.`, ([c]) => part({ kind: "preventDamage", ...entry, ...(c ? { combat: true } : {}) }), (p) => {
    const f = fields(p);
    return f && exactly(p, { ...entry, ...(f.combat ? { combat: true } : {}) }) ? [f.combat as true | undefined, null] : undefined;
  });
/** The sources of "If [a source] would deal damage": any source, or a kind of permanent. */
const aSource = words<ObjectFilter | null>([
  ["a source", null],
  ["an artifact", { types: ["artifact"] }],
  ["a creature", { types: ["creature"] }],
]);
/** Who the damage would be dealt to: "you" (the permanent's controller) or "a Cleric you control". */
const recipient = alt<Prevent["to"]>(
  word("you", "you" as const),
  map(syn`a ${filterPhrase("one")}`, ([f]) => (f.other ? undefined : (f as ObjectFilter)), (t) => (typeof t === "object" ? [t as Filter] : undefined)),
);
const amount: Syntax<number> = {
  *parse(text, at) {
    const m = /^[1-9]\d*/.exec(text.slice(at));
    if (m) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => String(n),
};
/** "If a source would deal damage to you, prevent 1 of that damage." (Urza's Armor): N of each event. */
const preventSome = map(
  syn`If ${aSource} would deal ${combat}damage to ${recipient}, prevent ${amount} of that damage.`,
  ([by, c, to, n]) => part({ kind: "preventDamage", ...(by ? { by } : {}), ...(c ? { combat: true } : {}), to, amount: n }),
  (p) => {
    const r = preventionOf(p);
    if (!r?.amount || r.untapped || r.toOrBy || r.to === undefined || r.to === "self" || r.to === "equipped" || r.by === "self" || r.by === "enchanted" || r.by === "spell") return undefined;
    return [r.by ?? null, r.combat, r.to, r.amount];
  },
);

export const staticPreventionLines: Syntax<Part> = alt<Part>(
  fixed("to ~", { to: "self" }),
  fixed("to equipped creature", { to: "equipped" }),
  preventSome,
  // Thunderstaff: only while the permanent is untapped.
  map(
    syn`If ~ is untapped and a creature would deal combat damage to you, prevent ${amount} of that damage.`,
    ([n]) => part({ kind: "preventDamage", untapped: true, by: { types: ["creature"] }, combat: true, to: "you", amount: n }),
    (p) => {
      const r = preventionOf(p);
      return r?.amount && exactly(p, { untapped: true, by: { types: ["creature"] }, combat: true, to: "you", amount: r.amount }) ? [r.amount] : undefined;
    },
  ),
  // Plated Pegasus: damage a spell deals, whoever it is dealt to.
  map(
    syn`If a spell would deal damage to a creature or player, prevent ${amount} damage that spell would deal to that creature or player.`,
    ([n]) => part({ kind: "preventDamage", by: "spell", amount: n }),
    (p) => {
      const r = preventionOf(p);
      return r?.amount && exactly(p, { by: "spell", amount: r.amount }) ? [r.amount] : undefined;
    },
  ),
  // Light of Sanction: the sources the permanent's controller controls.
  map(syn`Prevent all damage that would be dealt to ${kinds} by sources you control.`, ([to]) => part({ kind: "preventDamage", to: to as ObjectFilter, by: { controller: "you" } }), (p) => {
    const r = preventionOf(p);
    return r && isFilter(r.to) && exactly(p, { to: r.to, by: { controller: "you" } }) ? [r.to as Filter] : undefined;
  }),
  word<Part>("Damage that would be dealt by ~ can't be prevented.", { replacements: [{ kind: "unpreventableBySelf" }] } as unknown as Part),
  map(syn`Prevent all damage that would be dealt to ~ by ${kinds}.`, ([by]) => part({ kind: "preventDamage", to: "self", by: by as ObjectFilter }), (p) => {
    const r = plainOf(p);
    return r && r.to === "self" && isFilter(r.by) ? [r.by as Filter] : undefined;
  }),
  map(syn`Prevent all damage that ~ would deal to ${kinds}.`, ([to]) => part({ kind: "preventDamage", by: "self", to: to as ObjectFilter }), (p) => {
    const r = plainOf(p);
    return r && r.by === "self" && isFilter(r.to) ? [r.to as Filter] : undefined;
  }),
  word<Part>("Prevent all damage that would be dealt by enchanted creature.", part({ kind: "preventDamage", by: "enchanted" })),
  // Heart of Light: the damage the enchanted creature is dealt and the damage it deals.
  fixed("to and dealt by enchanted creature", { toOrBy: "enchanted" }),
  // Rune-Tail's Essence: "creatures you control" are those of the permanent's controller as the damage would be dealt.
  map(syn`Prevent all damage that would be dealt to ${kinds}.`, ([to]) => part({ kind: "preventDamage", to: to as ObjectFilter }), (p) => {
    const r = plainOf(p);
    return r && r.by === undefined && isFilter(r.to) ? [r.to as Filter] : undefined;
  }),
);
