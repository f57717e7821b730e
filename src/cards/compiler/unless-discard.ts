// "sacrifice it unless you discard a noncreature card" (Drekavac), "sacrifice it unless you
// discard two cards" (Avatar of Discord): engine/effects/unless-discard.ts.
import type { ObjectFilter } from "../language.js";
import type { Clause } from "./effects.js";
import { modeClauses } from "./effects.js";
import { cardNoun } from "./hand-library.js";
import { alt, lit, map, type Syntax } from "./syntax.js";

const UNLESS = " unless you discard ";
const NUMBERS = ["two", "three"];

/** "a card", "an artifact card", "a noncreature card" (the article agrees), "two cards". */
const discarded: Syntax<[number, ObjectFilter]> = alt<[number, ObjectFilter]>(
  {
    *parse(text, at) {
      for (const a of ["a ", "an "]) {
        if (!text.startsWith(a, at)) continue;
        for (const [f, end] of cardNoun.parse(text, at + a.length)) if ((a === "an ") === /^[aeiou]/i.test(text.slice(at + a.length))) yield [[1, f], end];
      }
    },
    print([n, f]) {
      const said = n === 1 ? cardNoun.print(f) : undefined;
      return said === undefined ? undefined : `${/^[aeiou]/i.test(said) ? "an" : "a"} ${said}`;
    },
  },
  ...NUMBERS.map((w, i) => map(lit(`${w} cards`), (): [number, ObjectFilter] => [i + 2, {}], ([n, f]) => (n === i + 2 && Object.keys(f).length === 0 ? null : undefined))),
);

/** The effects said before "unless": "sacrifice it" of a permanent's own trigger is "sacrifice ~". */
function* effectsOf(said: string): Generator<Clause[]> {
  if (said === "sacrifice it") yield [{ do: "sacrificeSelf" }];
  for (const [effects, end] of modeClauses.parse(said, 0)) if (end === said.length) yield effects;
}

export const unlessDiscardClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    const stop = text.indexOf(UNLESS, at);
    if (stop < 0) return;
    const said = text.slice(at, stop);
    for (const effects of effectsOf(said))
      for (const [[amount, filter], end] of discarded.parse(text, stop + UNLESS.length))
        yield [[{ do: "unlessYouDiscard", amount, ...(Object.keys(filter).length ? { filter } : {}), text: said === "sacrifice it" ? "sacrifice ~" : said, effects }], end];
  },
  print(cs) {
    const c = cs.length === 1 && cs[0]!.do === "unlessYouDiscard" ? cs[0]! : undefined;
    if (!c) return undefined;
    const what = discarded.print([c.amount as number, (c.filter as ObjectFilter | undefined) ?? {}]);
    const effects = modeClauses.print(c.effects as Clause[]);
    return what === undefined || effects === undefined ? undefined : `${effects}${UNLESS}${what}`;
  },
};
