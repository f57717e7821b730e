// Equipment that can be attached only to some creatures ("O-Naginata can be attached only to a
// creature with 3 or more power.", "Konda's Banner can be attached only to a legendary
// creature."): the card-level field `attachOnly`, a filter the creature must match for the
// Equipment to be attached to it (212.2g; engine effects/attaching.ts). Its equip ability may
// still target any creature its controller controls; attaching to one that doesn't match does
// nothing, and one that stops matching is unattached by 420.5e.
import type { Part } from "./abilities.js";
import { digits } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";

type Only = { attachOnly: Filter };
const only = (p: Part): Filter | undefined => ("attachOnly" in p ? (p as unknown as Only).attachOnly : undefined);
const part = (f: Filter): Part => ({ attachOnly: f }) as unknown as Part;
/** Only "creature with power N or greater" is said the Kamigawa way ("a creature with N or more power"). */
const powerOnly = (f: Filter): number | undefined =>
  f.types?.length === 1 && f.types[0] === "creature" && f.power && "atLeast" in f.power && Object.keys(f).length === 2 ? f.power.atLeast : undefined;

export const attachLimitLines: Syntax<Part> = alt<Part>(
  map(syn`~ can be attached only to a creature with ${digits} or more power.`, ([n]) => part({ types: ["creature"], power: { atLeast: n } }), (p) => {
    const f = only(p);
    const n = f && powerOnly(f);
    return n === undefined ? undefined : [n];
  }),
  map(
    syn`~ can be attached only to ${words<null>([["a ", null], ["an ", null]])}${filterPhrase("one")}.`,
    ([, f]) => (f.types?.includes("creature") && !f.other && f.types.length === 1 ? part(f) : undefined),
    (p) => {
      const f = only(p);
      return f && powerOnly(f) === undefined ? [null, f] : undefined;
    },
  ),
);
