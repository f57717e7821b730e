// "You can't be the target of spells or abilities." (Ivory Mask, True Believer): a line of a
// permanent that makes its controller no legal target, the card-level field youCantBeTargeted
// (engine/spells/untargetable-players.ts). "~ can't be the target of blue or black spells."
// (Karplusan Strider): the permanent is no legal target of a spell of those colors, the field
// untargetableBySpells (engine/spells/untargetable-colors.ts).
import type { Part } from "./abilities.js";
import { COLORS } from "./nouns.js";
import { alt, list, map, syn, word, words, type Syntax } from "./syntax.js";

/** The card-level fields these lines set (card.ts renders each as a line of its own). */
export const PLAYER_TARGET_FIELDS = ["youCantBeTargeted", "untargetableBySpells"] as const;

type Colors = { colors: string[] };
const colorList = list(words(COLORS), "or");

export const playerTargetLines: Syntax<Part> = alt<Part>(
  word("You can't be the target of spells or abilities.", { youCantBeTargeted: true } as unknown as Part),
  map(syn`~ can't be the target of ${colorList} spells.`, ([colors]) => ({ untargetableBySpells: { colors } }) as unknown as Part, (p) => {
    const u = (p as { untargetableBySpells?: Colors }).untargetableBySpells;
    return u ? [u.colors] : undefined;
  }),
);
