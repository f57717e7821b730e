// "sacrifice ~ unless you pay {G}{G}" (Krosan Cloudscraper, Kuro, Drifter il-Dal): as the
// ability resolves its controller may pay the cost, playing mana abilities first, or decline;
// unpaid, the permanent is sacrificed (the rule of 502.13a/502.19a's "sacrifice ... unless you
// pay", effects/sacrifice-unless-paid.ts). Nothing partial (409.1h).
import type { Clause } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";

/** Mana symbols paid as a whole: generic and colored ones. */
export const manaCost: Syntax<string> = {
  *parse(text, at) {
    const m = /^(\{(\d+|[WUBRG])\})+/.exec(text.slice(at));
    if (m) yield [m[0], at + m[0].length];
  },
  print: (m) => (/^(\{(\d+|[WUBRG])\})+$/.test(m) ? m : undefined),
};

export const sacrificeUnlessYouPay: Syntax<Clause[]> = map(
  syn`sacrifice ~ unless you pay ${manaCost}`,
  ([cost]) => [{ do: "sacrificeUnlessPays", cost }],
  (cs) => (cs.length === 1 && cs[0]!.do === "sacrificeUnlessPays" && !("perCounter" in cs[0]!) ? [cs[0]!.cost as string] : undefined),
);
