// Conditions on what you control, checked as the effect resolves (the language's `conditional`):
// "If you control a Swamp, destroy target nonblack creature." (Horobi's Whisper), "you lose 1 life
// if you don't control a Demon" (Takenuma Bleeder), "sacrifice a creature if you don't control an
// Ogre" (Painwracker Oni); and the trigger's intervening "if you control no Demons" (Mark of the
// Oni; 404.3: checked as it triggers and again as it resolves); "If you control ten or more
// creatures, flip ~." (Orochi Eggwatcher, after its token is put into play: counted as that
// sentence is reached, 413.2). Engine: effects/conditions.ts.
import type { Condition } from "../language.js";
import { modeClauses, type Clause } from "./effects.js";
import { controlAtLeast } from "./control-counts.js";
import { afterNoComma } from "./hand-size.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, words, type Syntax } from "./syntax.js";

const article = words<null>([["a ", null], ["an ", null]]);
/** "a Swamp", "an Ogre": printed with the article its first word takes. */
const aFilter: Syntax<Filter> = {
  *parse(text, at) {
    for (const [[, f], end] of syn`${article}${filterPhrase("one")}`.parse(text, at)) yield [f, end];
  },
  print(f) {
    const p = filterPhrase("one").print(f);
    return p === undefined ? undefined : `${/^[aeiou]/i.test(p) ? "an" : "a"} ${p}`;
  },
};
/** Types, subtypes, supertypes only: what controlledMatching (effects/characteristics.ts) reads. */
const plain = (f: Filter) => !(f.controller || f.other || f.colors || f.notColors || f.combat || f.keywords || f.notKeywords);

const youControl: Syntax<Condition> = map(syn`you control ${aFilter}`, ([f]) => (plain(f) ? { youControl: f } : undefined), (c) => (c.youControl ? [c.youControl] : undefined));
const youDont: Syntax<Condition> = alt<Condition>(
  map(syn`you don't control ${aFilter}`, ([f]) => (plain(f) ? { youControlNone: f } : undefined), (c) => (c.youControlNone ? [c.youControlNone] : undefined)),
  map(syn`you control no ${filterPhrase("many")}`, ([f]) => (plain(f) ? { youControlNone: f } : undefined), () => undefined),
);
const controlConditions = alt(youControl, youDont, controlAtLeast);
const only = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "conditional" && (cs[0]!.otherwise as unknown[]).length === 0 && isControl(cs[0]!.if) ? cs[0]! : undefined);
const isControl = (c: unknown) => typeof c === "object" && c !== null && ("youControl" in c || "youControlNone" in c || "youControlAtLeast" in c);

export const controlConditionalClauses: Syntax<Clause[]> = alt<Clause[]>(
  {
    // "you lose 1 life if you don't control a Demon": the effect before " if " is read on its own words (from the same position it would recurse).
    // Printed this way: right after a trigger's comma, "if ..., [effect]" would read as the trigger's intervening "if" (404.3).
    *parse(text, at) {
      for (let i = text.indexOf(" if ", at); i >= 0; i = text.indexOf(" if ", i + 1)) {
        const said = text.slice(at, i);
        for (const [c, end] of controlConditions.parse(text, i + 4))
          for (const [effects, stop] of modeClauses.parse(said, 0)) if (stop === said.length) yield [[{ do: "conditional", if: c, effects, otherwise: [] }], end];
      }
    },
    print(cs) {
      const c = only(cs);
      const said = c && modeClauses.print(c.effects as Clause[]);
      const cond = c && controlConditions.print(c.if as Condition);
      return said && cond ? `${said} if ${cond}` : undefined;
    },
  },
  afterNoComma(map(
    syn`if ${controlConditions}, ${lazy(() => modeClauses)}`,
    ([c, effects]) => [{ do: "conditional", if: c, effects, otherwise: [] }],
    (cs) => {
      const c = only(cs);
      return c ? [c.if, c.effects] : undefined;
    },
  )),
);

/** 404.3: ", if you control no Demons" after a trigger's event. */
export const controlIntervening: Syntax<Condition> = map(syn`, if ${youDont}`, ([c]) => c, (c) => [c]);
