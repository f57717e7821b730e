// "[If you control a creature,] damage that would reduce your life total to less than N reduces
// it to N instead." (Worship, Fortune Thief): a replacement effect of the permanent (419.6),
// the card's `replacements` entry `lifeFloor` (engine/effects/life-floor.ts).
import type { ObjectFilter, Replacement } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

type Floor = Extract<Replacement, { kind: "lifeFloor" }>;
const article = alt(map(lit("a "), () => null, () => null), map(lit("an "), () => null, () => null));
const digits: Syntax<number> = {
  *parse(text, at) {
    const m = /^\d+/.exec(text.slice(at));
    if (m && Number(m[0]) > 0) yield [Number(m[0]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? String(n) : undefined),
};
/** The same N twice: "less than 1 reduces it to 1". */
const floorWords = (start: string): Syntax<number> =>
  map(
    syn`${lit(start)} that would reduce your life total to less than ${digits} reduces it to ${digits} instead.`,
    ([, a, b]) => (a === b ? a : undefined),
    (n) => [null, n, n],
  );

const part = (r: Floor): Part => ({ replacements: [r] }) as unknown as Part;
const floorOf = (p: Part): Floor | undefined => {
  const rs = (p as { replacements?: Replacement[] }).replacements;
  return rs?.length === 1 && rs[0]!.kind === "lifeFloor" ? rs[0] : undefined;
};

export const lifeFloorLines: Syntax<Part> = alt<Part>(
  map(floorWords("Damage"), (floor) => part({ kind: "lifeFloor", floor }), (p) => {
    const r = floorOf(p);
    return r && !r.ifYouControl ? r.floor : undefined;
  }),
  map(
    syn`If you control ${article}${filterPhrase("one")}, ${floorWords("damage")}`,
    ([, f, floor]) => (f.other || f.controller ? undefined : part({ kind: "lifeFloor", floor, ifYouControl: f as ObjectFilter })),
    (p) => {
      const r = floorOf(p);
      return r?.ifYouControl ? [null, r.ifYouControl, r.floor] : undefined;
    },
  ),
);
