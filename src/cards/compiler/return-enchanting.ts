// The Scourge Dragon Auras: "When a creature with converted mana cost 6 or more comes into play,
// you may return ~ from your graveyard to play enchanting that creature." (Dragon Wings, Dragon
// Breath, Dragon Fangs, Dragon Scales, Dragon Shadow). The ability moves its card out of the
// graveyard, so it functions only there (402.8g) and is controlled by the card's owner (217.1);
// as it resolves the Aura comes into play attached to the creature that came into play, if that
// creature is still in play and something the Aura could enchant (212.4k: else the card stays in
// the graveyard; engine/spells/graveyard-abilities.ts).
import type { Trigger } from "../language.js";
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { map, syn, word, type Syntax } from "./syntax.js";

/** "When a creature ... comes into play": the era's "When" for the same event as "Whenever" (read only: it prints as "Whenever", abilities.ts). */
export const whenComesIntoPlay: Syntax<Trigger> = map(
  syn`When a ${filterPhrase("one")} comes into play`,
  ([what]: [Filter]) => ({ on: "comesIntoPlay", what }) as Trigger,
  () => undefined,
);

/** "return ~ from your graveyard to play enchanting that creature". */
export const returnEnchanting: Syntax<Clause[]> = map(
  word("return ~ from your graveyard to play enchanting that creature", null),
  () => [{ do: "returnSelfFromGraveyard", enchanting: "thatCreature" }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "returnSelfFromGraveyard" && cs[0]!.enchanting === "thatCreature" ? null : undefined),
);
