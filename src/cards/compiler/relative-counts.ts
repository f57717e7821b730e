// What a static P/T change counts relative to the creature it applies to (418.5a, layer 6d):
// "~ gets +1/+1 for each Aura attached to it." (Gatherer of Graces), "Enchanted creature gets
// +1/+1 for each of its colors." (Blessing of the Nephilim), "Enchanted creature gets +0/+2 for
// each other creature you control." (Conclave's Blessing) and "~ gets +1/+1 for each other
// creature in play with flying." (Pride of the Clouds): the count is made for each object the
// ability affects, leaving that object out of "other" (engine effects/characteristics.ts).
import type { PTValue } from "../language.js";
import { filterPhrase, withKeyword } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type Others = Extract<PTValue, { countOthers: unknown }>["countOthers"];
const isOthers = (v: PTValue): v is { countOthers: Others } => typeof v === "object" && "countOthers" in v;

/** "other creature you control": a filter with a controller. */
const othersControlled = map(
  syn`other ${filterPhrase("one")}`,
  ([f]): PTValue | undefined => (f.controller && !f.other ? { countOthers: f } : undefined),
  (v) => (isOthers(v) && v.countOthers.controller ? [v.countOthers] : undefined),
);

/** "other creature in play" / "other creature in play with flying": whoever controls them. */
const othersInPlay = map(
  syn`other ${filterPhrase("one")} in play${withKeyword}`,
  ([f, w]): PTValue | undefined => (f.controller || f.other || f.keywords || f.notKeywords || f.power || f.toughness ? undefined : { countOthers: { ...f, ...(w ?? {}) } }),
  (v) => {
    if (!isOthers(v) || v.countOthers.controller) return undefined;
    const { keywords, notKeywords, power, toughness, ...f } = v.countOthers;
    const w = { ...(keywords ? { keywords } : {}), ...(notKeywords ? { notKeywords } : {}), ...(power ? { power } : {}), ...(toughness ? { toughness } : {}) };
    return [f, Object.keys(w).length ? w : undefined];
  },
);

export const relativeCounted: Syntax<PTValue> = alt<PTValue>(
  word("Aura attached to it", { attachedAuras: "it" } as const),
  word("of its colors", { colorsOf: "it" } as const),
  othersControlled,
  othersInPlay,
);

/** "~'s power and toughness are each equal to the total converted mana cost of other creatures you control." (Ancient Ooze; 208.2). */
export const totalCostOfOthers: Syntax<PTValue> = map(
  syn`the total converted mana cost of other ${filterPhrase("many")}`,
  ([f]): PTValue | undefined => (f.controller && !f.other && !f.combat ? { totalCostOfOthers: f } : undefined),
  (v) => (typeof v === "object" && "totalCostOfOthers" in v ? [v.totalCostOfOthers] : undefined),
);
