// Lines of a creature that restrict its attacking (500.1, 500.2): "~ can't attack unless
// defending player controls an Island." (Slipstream Serpent, Dandân, Pirate Ship), "~ can't
// attack unless defending player controls a snow land." (Ronom Serpent). A card-level field of
// the card language (combat/attack-restrictions.ts); card.ts renders each as a line of its own.
import type { ObjectFilter } from "../language.js";
import type { Part } from "./abilities.js";
import { filterPhrase } from "./nouns.js";
import { alt, capital, map, syn, words, type Syntax } from "./syntax.js";

/** The card-level fields these lines set, in the order card.ts renders them. */
export const ATTACK_RULE_FIELDS = ["cantAttackUnlessDefenderControls", "cantAttackYou"] as const;

const article = words<null>([["a ", null], ["an ", null]]);

export const attackRuleLines: Syntax<Part> = alt<Part>(
  map(
    syn`~ can't attack unless defending player controls ${article}${filterPhrase("one")}.`,
    // The defending player's own permanents: a filter that names a controller or a combat status would say something else.
    ([, f]) => (f.controller || f.other || f.combat ? undefined : ({ cantAttackUnlessDefenderControls: f } as unknown as Part)),
    (p) => {
      const f = (p as { cantAttackUnlessDefenderControls?: ObjectFilter }).cantAttackUnlessDefenderControls;
      return f ? [null, f] : undefined;
    },
  ),
  // "Creatures without flying can't attack you." (Form of the Dragon), "Creatures with power 2 or less can't attack you." (Reverence).
  map(
    syn`${capital(filterPhrase("many"))} can't attack you.`,
    ([f]) => (f.controller || f.other || f.combat || !f.types || f.types.join() !== "creature" ? undefined : ({ cantAttackYou: f } as unknown as Part)),
    (p) => {
      const f = (p as { cantAttackYou?: ObjectFilter }).cantAttackYou;
      return f ? [f] : undefined;
    },
  ),
);
