// Lines about how a permanent comes into play with a choice made as it does (419.1b): the
// shocklands' "As ~ comes into play, you may pay N life. If you don't, ~ comes into play tapped instead."
import { digits } from "./effects.js";
import { capital, lazy, map, syn, word, type Syntax } from "./syntax.js";
import { filterPhrase, otherFilter, type Filter } from "./nouns.js";
import type { Part } from "./abilities.js";
import type { StaticAbility } from "../language.js";

type Mod = StaticAbility["modification"];

export const arrivalLines: Syntax<Part>[] = [
  map(
    syn`As ~ comes into play, you may pay ${digits} life. If you don't, ~ comes into play tapped instead.`,
    ([life]): Part | undefined => (life > 0 ? { comesIntoPlay: { payLifeOrTapped: life } } : undefined),
    (p) => ("comesIntoPlay" in p && p.comesIntoPlay.payLifeOrTapped && Object.keys(p.comesIntoPlay).length === 1 ? [p.comesIntoPlay.payLifeOrTapped] : undefined),
  ),
  word("As ~ comes into play, choose a color.", { comesIntoPlay: { choose: "color" } } as Part),
  word("As ~ comes into play, choose a creature type.", { comesIntoPlay: { choose: "creatureType" } } as Part),
];

/**
 * Static abilities that read the choice (419.1b): "Creatures of the chosen type get +1/+1",
 * "~ has protection from the chosen color", "All Slivers have protection from the chosen color".
 * `plural` is the grammar's "get +N/+N" / "have [keywords]" (abilities.ts), given lazily.
 */
export function chosenStatics(plural: () => Syntax<Mod[]>): Syntax<Part>[] {
  const chosenProtection: Mod = { kind: "protectionFromChosenColor" };
  const one = (p: Part) => ("statics" in p && p.statics.length === 1 && !p.statics[0]!.also && !p.statics[0]!.condition ? p.statics[0]! : undefined);
  return [
    map(
      syn`Creatures of the chosen type${lazy(plural)}.`,
      ([mods]): Part => ({ statics: mods.map((modification) => ({ affects: { types: ["creature"], chosenType: true }, modification })) }),
      (p) => {
        if (!("statics" in p) || !p.statics.length || p.statics.some((s) => s.also || s.condition || JSON.stringify(s.affects) !== JSON.stringify({ types: ["creature"], chosenType: true }))) return undefined;
        return [p.statics.map((s) => s.modification)];
      },
    ),
    map(word("~ has protection from the chosen color.", null), (): Part => ({ statics: [{ affects: "self", modification: chosenProtection }] }), (p) => {
      const st = one(p);
      return st && st.affects === "self" && st.modification.kind === "protectionFromChosenColor" ? null : undefined;
    }),
    // "All Slivers have protection from the chosen color." (Ward Sliver): every permanent of that kind, whoever controls it ("All" as in abilities.ts).
    map(
      syn`All ${filterPhrase("many")} have protection from the chosen color.`,
      ([affects]): Part | undefined => (affects.controller ? undefined : { statics: [{ affects: affects as Filter, modification: chosenProtection }] }),
      (p) => {
        const st = one(p);
        return st && typeof st.affects === "object" && !st.affects.controller && !(st.affects as Filter).other && st.modification.kind === "protectionFromChosenColor" ? [st.affects as Filter] : undefined;
      },
    ),
    map(
      syn`${capital(otherFilter)} have protection from the chosen color.`,
      ([affects]): Part => ({ statics: [{ affects: affects as Filter, modification: chosenProtection }] }),
      (p) => {
        const st = one(p);
        return st && typeof st.affects === "object" && st.modification.kind === "protectionFromChosenColor" ? [st.affects as Filter] : undefined;
      },
    ),
  ];
}
