// "All other Treefolk and all Saprolings get +1/+1." (Verdeloth the Ancient): two groups, one
// "other" (not this permanent), each permanent of either getting the bonus once (418.5a, layer
// 6). Said exactly with two static abilities: every Saproling, this permanent too if it were one;
// and every other Treefolk that is no Saproling (so a Treefolk Saproling gets it once).
import type { ObjectFilter, StaticAbility } from "../language.js";
import { ptChange } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

type Statics = { statics: StaticAbility[] };
/** A group named by subtypes only ("Treefolk", "Saprolings"). */
const onlySubtypes = (f: Filter) => !!f.subtypes && Object.keys(f).every((k) => k === "subtypes");

export const twoGroupAnthem: Syntax<Statics> = map(
  syn`All other ${filterPhrase("many")} and all ${filterPhrase("many")} get ${ptChange}.`,
  ([first, second, change]): Statics | undefined => {
    if (!onlySubtypes(first) || !onlySubtypes(second) || typeof change.power !== "number" || typeof change.toughness !== "number") return undefined;
    const modification = { kind: "modifyPT" as const, power: change.power, toughness: change.toughness };
    return {
      statics: [
        { affects: { subtypes: second.subtypes } as ObjectFilter, modification },
        { affects: { subtypes: first.subtypes, notSubtypes: second.subtypes, other: true } as ObjectFilter, modification },
      ],
    };
  },
  (p) => {
    // Other lines' parts reach this printer too (the last of `line`'s alternatives).
    if (!("statics" in p)) return undefined;
    const [all, others] = p.statics;
    if (p.statics.length !== 2 || typeof all!.affects !== "object" || typeof others!.affects !== "object") return undefined;
    const a = all!.affects as Filter;
    const o = others!.affects as Filter;
    const m = all!.modification;
    if (m.kind !== "modifyPT" || JSON.stringify(m) !== JSON.stringify(others!.modification) || !onlySubtypes(a)) return undefined;
    if (JSON.stringify(o) !== JSON.stringify({ subtypes: o.subtypes, notSubtypes: a.subtypes, other: true })) return undefined;
    return [{ subtypes: o.subtypes } as Filter, a, { power: m.power as number, toughness: m.toughness as number }];
  },
);
