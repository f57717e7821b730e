// Lines about creature types of the Onslaught block: "~ is every creature type (even if this card
// isn't in play)." (Mistform Ultimus; the card-level field `everyCreatureType`, 208.? (?); the
// reminder in parentheses is removed by `normalise`, leaving a space before the period), and the
// statics counting the creatures that share a creature type with the one they affect: "Each
// creature gets +1/+1 for each other creature in play that shares a creature type with it."
// (Coat of Arms), "Enchanted creature gets +2/+2 for each ..." (Alpha Status): 418.5a layer 6.
import type { Part } from "./abilities.js";
import type { StaticAbility } from "../language.js";
import { ptChange } from "./effects.js";
import { alt, lazy, map, syn, word, words, type Syntax } from "./syntax.js";

type Affects = StaticAbility["affects"];
const SHARING = { sharingACreatureType: "otherCreatures" } as const;
const who = words<Affects>([
  ["Each creature", { types: ["creature"] }],
  ["Enchanted creature", "enchanted"],
]);
const perSharing = map(
  syn`${who} gets ${lazy(() => ptChange)} for each other creature in play that shares a creature type with it.`,
  ([affects, pt]): Part | undefined =>
    typeof pt.power === "number" && typeof pt.toughness === "number" && pt.power + pt.toughness !== 0
      ? { statics: [{ affects, modification: { kind: "modifyPTFor", power: pt.power, toughness: pt.toughness, each: SHARING } }], ...(affects === "enchanted" ? { attachedNoun: "creature" } : {}) }
      : undefined,
  (p) => {
    if (!("statics" in p) || p.statics.length !== 1 || p.statics[0]!.also || p.statics[0]!.condition) return undefined;
    const { affects, modification: m } = p.statics[0]!;
    if (m.kind !== "modifyPTFor" || JSON.stringify(m.each) !== JSON.stringify(SHARING)) return undefined;
    return [affects, { power: m.power, toughness: m.toughness }];
  },
);

export const creatureTypeLines: Syntax<Part> = alt<Part>(word("~ is every creature type .", { everyCreatureType: true } as unknown as Part), perSharing);
