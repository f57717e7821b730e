// Activated abilities played from the hand (403.1: an ability is played from play unless its
// text says otherwise). Channel ("Channel — {cost}, Discard [this card]: [effect]", Saviors of
// Kamigawa) is an ability word: the ability is an ordinary activated ability of the card in
// its owner's hand, whose cost discards the card; it uses the stack like any other.
import { characteristics, copiableName } from "../effects/characteristics.js";
import { getCard } from "../../cards/registry.js";
import { card, player } from "../game/game.js";
import type { Action, CardObject, GameState, PlayerId } from "../game/types.js";
import { abilityProblem } from "./playing.js";
import { abilityCostChoices } from "./costs.js";

/** The abilities of the cards in the player's hand that he or she could play now, as priority options appended to `out`. */
export function handAbilityActions(s: GameState, who: PlayerId, out: Action[]): void {
  for (const id of player(s, who).hand) {
    const o = card(s, id);
    if (!printedFrom(o, "hand")) continue;
    const abilities = characteristics(s, o).abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index]!;
      if (a.kind !== "activated" || a.from !== "hand" || abilityProblem(s, who, o, a) !== null) continue;
      // One option per way to pay the cost's choices (ninjutsu's returned attacker, 502.43a), as for abilities in play.
      for (const costs of abilityCostChoices(s, who, a.cost, id)) out.push({ type: "playAbility", source: id, ability: index, ...(costs ? { costs } : {}) });
    }
  }
}

/**
 * Whether the card's printed text has an activated ability played from `zone`. Outside play a
 * card's abilities are at most its printed ones (effects/characteristics.ts, `outsidePlay`: a
 * text change rewrites words, and the effects that reach it only set colors or remove all
 * abilities, as the card language allows), so a card without one is not read further.
 */
export function printedFrom(o: CardObject, zone: "hand" | "graveyard"): boolean {
  return getCard(copiableName(o)).abilities.some((a) => a.kind === "activated" && a.from === zone);
}
