// Intervening "if" clauses on its controller's life total and graveyard (404.3: checked as the
// ability triggers and again as it resolves; engine effects/conditions.ts): ", if you have 5 life
// or less" (Convalescent Care), ", if you have four or more creature cards in your graveyard"
// (Oversold Cemetery, Pit Keeper); and on the turn's history, ", if three or more creatures were put
// into graveyards from play this turn" (Kuon, Ogre Ascendant).
import type { Condition } from "../language.js";
import { count } from "./nouns.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";
import { number } from "./win-game.js";

type GraveyardCards = NonNullable<Condition["cardsOfTypeInYourGraveyard"]>;
const cardType = words<GraveyardCards["type"]>((["artifact", "creature", "enchantment", "land", "instant", "sorcery"] as const).map((t) => [t, t]));

export const playerIntervening: Syntax<Condition> = alt<Condition>(
  map(syn`, if you have ${number} life or less`, ([n]) => ({ youHaveLifeAtMost: n }), (c) => (c.youHaveLifeAtMost !== undefined ? [c.youHaveLifeAtMost] : undefined)),
  map(
    syn`, if you have ${count} or more ${cardType} cards in your graveyard`,
    ([atLeast, type]) => (atLeast > 1 ? { cardsOfTypeInYourGraveyard: { type, atLeast } } : undefined),
    (c) => (c.cardsOfTypeInYourGraveyard ? [c.cardsOfTypeInYourGraveyard.atLeast, c.cardsOfTypeInYourGraveyard.type] : undefined),
  ),
  map(
    syn`, if ${count} or more creatures were put into graveyards from play this turn`,
    ([atLeast]) => (atLeast > 1 ? { creaturesPutIntoGraveyardsThisTurnAtLeast: atLeast } : undefined),
    (c) => (c.creaturesPutIntoGraveyardsThisTurnAtLeast !== undefined ? [c.creaturesPutIntoGraveyardsThisTurnAtLeast] : undefined),
  ),
);
