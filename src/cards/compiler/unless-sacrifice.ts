// "sacrifice it unless you sacrifice two Mountains" (Rathi Dragon, Cosmic Larva, Vulshok War
// Boar) and "you may sacrifice an artifact. If you don't, tap ~ and it deals 2 damage to you"
// (Yawgmoth Demon): engine/effects/unless-sacrifice.ts.
import type { Clause } from "./effects.js";
import { modeClauses, sacrificed } from "./effects.js";
import type { Filter } from "./nouns.js";
import type { Syntax } from "./syntax.js";
import { itIsSelf } from "./library-look.js";

const UNLESS = " unless you sacrifice ";
const MAY = "you may sacrifice ";
const IF_NOT = ". If you don't, ";

function only(cs: Clause[]): Clause | undefined {
  return cs.length === 1 && cs[0]!.do === "unlessYouSacrifice" ? cs[0] : undefined;
}
const make = (said: string, effects: Clause[], [amount, filter]: [number, Filter]): Clause => ({ do: "unlessYouSacrifice", amount, filter, text: said, effects });

/** The effects said before "unless" (read from those words alone: no left recursion); "sacrifice it" of a permanent's own trigger is "sacrifice ~". */
function* effectsOf(said: string): Generator<Clause[]> {
  if (said === "sacrifice it") yield [{ do: "sacrificeSelf" }];
  for (const [effects, end] of modeClauses.parse(said, 0)) if (end === said.length) yield effects;
}

export const unlessSacrificeClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    if (text.startsWith(MAY, at))
      for (const [what, end] of sacrificed.parse(text, at + MAY.length)) {
        if (!text.startsWith(IF_NOT, end)) continue;
        const from = end + IF_NOT.length;
        for (const [effects, stop] of modeClauses.parse(text, from)) {
          // "tap ~ and it deals 2 damage to you": "it" after "~" is the ability's source.
          const said = text.slice(from, stop);
          yield [[{ ...make(said, (/~.* it /.test(said) ? itIsSelf(effects) : effects) as Clause[], what), may: true }], stop];
        }
      }
    const stop = text.indexOf(UNLESS, at);
    if (stop < 0) return;
    const said = text.slice(at, stop);
    // The prompt names the permanent: "sacrifice it" is said "sacrifice ~" there.
    for (const effects of effectsOf(said)) for (const [what, end] of sacrificed.parse(text, stop + UNLESS.length)) yield [[make(said === "sacrifice it" ? "sacrifice ~" : said, effects, what)], end];
  },
  print(cs) {
    const c = only(cs);
    if (!c) return undefined;
    const what = sacrificed.print([c.amount as number, c.filter as Filter]);
    const effects = modeClauses.print(c.effects as Clause[]);
    if (!what || !effects) return undefined;
    return c.may ? `${MAY}${what}${IF_NOT}${effects}` : `${effects}${UNLESS}${what}`;
  },
};
