// "As an additional cost to play ~, ..." (409.1b): a cost of the spell itself, announced and paid
// as it is played (409.1f), the language's `additionalCost` (engine: spells/costs.ts): "sacrifice a
// creature" (Skulltap, Fiery Conclusion), "sacrifice an artifact" (Shrapnel Blast), "discard a
// card or pay {5}" (Lightning Axe: one of the two, chosen as it is played), "sacrifice any number
// of creatures" (Vicious Betrayal; "you may sacrifice any number of Spirits", the Devourings:
// none is a number too) and "pay X life" (Bond of Agony: the X announced, 409.1b).
import type { AdditionalCost } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

type Costs = AdditionalCost[];
/** "a creature", "an artifact": the article the noun takes, when printed. */
const aPermanent: Syntax<Filter> = {
  *parse(text, at) {
    for (const a of ["a ", "an "]) if (text.startsWith(a, at)) yield* filterPhrase("one").parse(text, at + a.length);
  },
  print: (f) => {
    const noun = filterPhrase("one").print(f);
    return noun === undefined ? undefined : `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
  },
};
const one = (s: Syntax<AdditionalCost>): Syntax<Costs> => map(s, (c) => [c], (cs) => (cs.length === 1 ? cs[0] : undefined));

const sacrifice: Syntax<AdditionalCost> = map(syn`sacrifice ${aPermanent}`, ([f]) => ({ sacrifice: f }), (c) => ("sacrifice" in c ? [c.sacrifice] : undefined));
const anyNumber: Syntax<AdditionalCost> = map(
  syn`${alt(lit("you may "), lit(""))}sacrifice any number of ${filterPhrase("many")}`,
  ([, f]) => ({ sacrificeAnyNumber: f }),
  (c) => ("sacrificeAnyNumber" in c ? [null, c.sacrificeAnyNumber] : undefined),
);
const payXLife: Syntax<AdditionalCost> = map(lit("pay X life"), () => ({ payLife: "X" }), (c) => ("payLife" in c ? null : undefined));
const manaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG])\})+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{(\d+|[WUBRG])\})+$/.test(m) ? m : undefined),
};
/** "discard a card or pay {5}": either, chosen as the spell is played. */
const discardOrPay: Syntax<Costs> = map(
  syn`discard a card or pay ${manaCost}`,
  ([mana]) => [{ discard: 1 }, { mana }],
  (cs) => (cs.length === 2 && "discard" in cs[0]! && "mana" in cs[1]! ? [cs[1].mana] : undefined),
);

export const additionalCostLine: Syntax<Part> = map(
  syn`As an additional cost to play ~, ${alt(one(sacrifice), one(anyNumber), one(payXLife), discardOrPay)}.`,
  ([costs]): Part => ({ additionalCost: costs }),
  (p) => ("additionalCost" in p ? [p.additionalCost] : undefined),
);

export type AdditionalCostPart = { additionalCost: AdditionalCost[] };
