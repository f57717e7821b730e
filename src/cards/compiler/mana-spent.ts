// "If {G} was spent to play ~, [effects]" (Seed Spark, Ribbons of Night), the intervening "if"
// of a trigger "When ~ comes into play, if {B} was spent to play ~, ..." (Shrieking Grotesque)
// and "sacrifice it unless {U} was spent to play it" (Azorius Herald): a color among the mana
// paid for the spell (409.1h); engine/spells/mana-spent.ts. "Return target creature card from
// your graveyard to play. If {G} was spent to play ~, that creature comes into play with a +1/+1
// counter on it." (Vigor Mortis): the condition changes how the card comes into play (419.1c), so
// it is part of the return (`withCounterIf`), asked as the spell resolves.
import type { Condition } from "../language.js";
import type { Clause } from "./effects.js";
import { counterKind, modeClauses } from "./effects.js";
import { lazy, map, syn, words, type Syntax } from "./syntax.js";

type Color = NonNullable<Condition["colorSpentToPlay"]>;
const colorSymbol = words<Color>([["{W}", "W"], ["{U}", "U"], ["{B}", "B"], ["{R}", "R"], ["{G}", "G"]]);

const IF = "if ";
const SPENT = " was spent to play ~, ";

/** "if {G} was spent to play ~, [effects]": checked as the spell resolves. */
const ifSpent: Syntax<Clause[]> = {
  *parse(text, at) {
    // 404.3: right after a trigger's comma the "if" is the trigger's intervening "if" (manaSpentIf), not an effect.
    if (!text.startsWith(IF, at) || text.slice(at - 2, at) === ", ") return;
    for (const [color, end] of colorSymbol.parse(text, at + IF.length)) {
      if (!text.startsWith(SPENT, end)) continue;
      for (const [effects, stop] of modeClauses.parse(text, end + SPENT.length)) yield [[{ do: "conditional", if: { colorSpentToPlay: color }, effects, otherwise: [] }], stop];
    }
  },
  print(cs) {
    const c = cs.length === 1 && cs[0]!.do === "conditional" ? cs[0]! : undefined;
    const color = (c?.if as Condition | undefined)?.colorSpentToPlay;
    if (!c || !color || (c.otherwise as unknown[]).length > 0) return undefined;
    const effects = modeClauses.print(c.effects as Clause[]);
    return effects === undefined ? undefined : `${IF}${colorSymbol.print(color)}${SPENT}${effects}`;
  },
};

/** "sacrifice it unless {U} was spent to play it" (a permanent's own trigger: "it" is the permanent). */
const sacrificeUnlessSpent = map(
  syn`sacrifice it unless ${colorSymbol} was spent to play it`,
  ([color]): Clause[] => [{ do: "conditional", if: { colorNotSpentToPlay: color }, effects: [{ do: "sacrificeSelf" }], otherwise: [] }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "conditional" ? cs[0]! : undefined;
    const color = (c?.if as Condition | undefined)?.colorNotSpentToPlay;
    const effects = c?.effects as Clause[] | undefined;
    return color && effects?.length === 1 && effects[0]!.do === "sacrificeSelf" && (c!.otherwise as unknown[]).length === 0 ? [color] : undefined;
  },
);

const WITH_COUNTER = syn`. If ${colorSymbol} was spent to play ~, that creature comes into play with a ${lazy(() => counterKind)} counter on it`;
type WithCounterIf = { counter: string; if: Condition };
/** A return to play by its owner, read by the effect grammar up to the sentence about its counter. */
const ownersReturn = (cs: Clause[]): Clause | undefined => (cs.length === 1 && cs[0]!.do === "returnToPlay" && !cs[0]!.control && !cs[0]!.withCounterIf ? cs[0] : undefined);

/** "return target creature card from your graveyard to play. If {G} was spent to play ~, that creature comes into play with a +1/+1 counter on it" */
const returnWithCounter: Syntax<Clause[]> = {
  *parse(text, at) {
    const mid = text.indexOf(". If ", at);
    if (mid < 0) return;
    for (const [cs, end] of modeClauses.parse(text.slice(0, mid), at)) {
      const back = end === mid ? ownersReturn(cs) : undefined;
      if (!back) continue;
      for (const [[color, counter], stop] of WITH_COUNTER.parse(text, mid)) yield [[{ ...back, withCounterIf: { counter, if: { colorSpentToPlay: color } } }], stop];
    }
  },
  print(cs) {
    const w = cs.length === 1 && cs[0]!.do === "returnToPlay" ? (cs[0]!.withCounterIf as WithCounterIf | undefined) : undefined;
    const color = w?.if.colorSpentToPlay;
    if (!w || !color || Object.keys(w.if).length !== 1) return undefined;
    const { withCounterIf: _, ...back } = cs[0]!;
    const said = modeClauses.print([back as Clause]);
    const tail = WITH_COUNTER.print([color, w.counter]);
    return said && tail ? said + tail : undefined;
  },
};

export const manaSpentClauses: Syntax<Clause[]> = {
  *parse(text, at) {
    yield* ifSpent.parse(text, at);
    yield* sacrificeUnlessSpent.parse(text, at);
    yield* returnWithCounter.parse(text, at);
  },
  print: (cs) => ifSpent.print(cs) ?? sacrificeUnlessSpent.print(cs) ?? returnWithCounter.print(cs),
};

/** 404.3: the intervening "if" of a permanent's trigger: ", if {B} was spent to play ~". */
export const manaSpentIf: Syntax<Condition> = map(
  syn`, if ${colorSymbol} was spent to play ~`,
  ([color]) => ({ colorSpentToPlay: color }),
  (c: Condition) => (c.colorSpentToPlay ? [c.colorSpentToPlay] : undefined),
);
