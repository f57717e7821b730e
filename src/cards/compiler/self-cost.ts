// "If [condition], ~ costs {N} less to play." (Avatar of Hope, Avatar of Woe): an ability of the
// card that changes its own cost, read while it is being played — the total cost is determined
// then (409.1e), so it works from the hand, where the card is played from. The card-level field
// `costsLessIf` (engine spells/costs.ts lowers only generic mana, never below 0).
import type { CardDefinition, Condition } from "../language.js";
import type { Part } from "./abilities.js";
import { count } from "./nouns.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";
import { number } from "./win-game.js";

/** The card-level fields these lines set (card.ts renders each as a line of its own, first). */
export const SELF_COST_FIELDS = ["costsLessIf"] as const;

type CostsLessIf = NonNullable<CardDefinition["costsLessIf"]>;
type CardType = NonNullable<Condition["cardsOfTypeInAllGraveyards"]>["type"];
const cardType = words<CardType>((["artifact", "creature", "enchantment", "land", "instant", "sorcery"] as const).map((t) => [t, t]));

const condition: Syntax<Condition> = alt<Condition>(
  map(syn`you have ${number} life or less`, ([n]) => ({ youHaveLifeAtMost: n }), (c) => (c.youHaveLifeAtMost !== undefined && Object.keys(c).length === 1 ? [c.youHaveLifeAtMost] : undefined)),
  map(
    syn`there are ${count} or more ${cardType} cards total in all graveyards`,
    ([atLeast, type]) => (atLeast > 1 ? { cardsOfTypeInAllGraveyards: { type, atLeast } } : undefined),
    (c) => (c.cardsOfTypeInAllGraveyards && Object.keys(c).length === 1 ? [c.cardsOfTypeInAllGraveyards.atLeast, c.cardsOfTypeInAllGraveyards.type] : undefined),
  ),
);

const generic: Syntax<number> = {
  *parse(text, at) {
    const m = /^\{(\d+)\}/.exec(text.slice(at));
    if (m && Number(m[1]) > 0) yield [Number(m[1]), at + m[0].length];
  },
  print: (n) => (Number.isInteger(n) && n > 0 ? `{${n}}` : undefined),
};

export const selfCostLines: Syntax<Part> = map(
  syn`If ${condition}, ~ costs ${generic} less to play.`,
  ([c, n]) => ({ costsLessIf: { condition: c, generic: n } }) as unknown as Part,
  (p) => {
    const v = (p as { costsLessIf?: CostsLessIf }).costsLessIf;
    return v ? [v.condition, v.generic] : undefined;
  },
);
