// "~ gets +2/+2 for each Equipment attached to it." (Loxodon Punisher, Myr Adapter) and "Equipped
// creature gets +1/+0 for each Equipment attached to it." (Golem-Skin Gauntlets): a static P/T
// change (418.5a, layer 6d) counted for the creature it applies to, over the Equipment attached
// to that creature (`attachedEquipment`, engine effects/characteristics.ts).
import type { Part } from "./abilities.js";
import type { StaticAbility } from "../language.js";
import { ptChange } from "./effects.js";
import { lazy, map, syn, words, type Syntax } from "./syntax.js";

type Affects = StaticAbility["affects"];
const EQUIPMENT = { attachedEquipment: "it" } as const;
const who = words<Affects>([
  ["~", "self"],
  ["Equipped creature", "equipped"],
]);

export const equipmentCountLines: Syntax<Part> = map(
  syn`${who} gets ${lazy(() => ptChange)} for each Equipment attached to it.`,
  ([affects, pt]): Part | undefined =>
    typeof pt.power === "number" && typeof pt.toughness === "number" && pt.power + pt.toughness !== 0
      ? { statics: [{ affects, modification: { kind: "modifyPTFor", power: pt.power, toughness: pt.toughness, each: EQUIPMENT } }], ...(affects === "equipped" ? { attachedNoun: "creature" } : {}) }
      : undefined,
  (p) => {
    if (!("statics" in p) || p.statics.length !== 1 || p.statics[0]!.also || p.statics[0]!.condition) return undefined;
    const { affects, modification: m } = p.statics[0]!;
    if (m.kind !== "modifyPTFor" || JSON.stringify(m.each) !== JSON.stringify(EQUIPMENT)) return undefined;
    return [affects, { power: m.power, toughness: m.toughness }];
  },
);
