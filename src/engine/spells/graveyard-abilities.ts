// Activated abilities played from the graveyard (403.1: an ability is played from play unless
// its text says otherwise): "{R}{R}{R}: Return Shard Phoenix from your graveyard to your hand.
// Play this ability only during your upkeep." is an ability of the card in its owner's
// graveyard, played by him or her (the card's controller there is its owner, 217.1); it uses the
// stack like any other, and as it resolves it returns the card only if that card is still in the
// graveyard — a card that left and came back is a new object (217.1c).
import { characteristics } from "../effects/characteristics.js";
import { printedFrom } from "./hand-abilities.js";
import { card, player, type Game } from "../game/game.js";
import type { Action, GameState, PlayerId } from "../game/types.js";
import { returnToOwnersHand } from "../zones/zones.js";
import { abilityProblem } from "./playing.js";
import { abilityCostChoices } from "./costs.js";
import type { Resolvable } from "./resolve.js";

/** The abilities of the cards in the player's graveyard that he or she could play now, as priority options appended to `out`. */
export function graveyardAbilityActions(s: GameState, who: PlayerId, out: Action[]): void {
  for (const id of player(s, who).graveyard) {
    const o = card(s, id);
    if (!printedFrom(o, "graveyard")) continue;
    const abilities = characteristics(s, o).abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index]!;
      if (a.kind !== "activated" || a.from !== "graveyard" || abilityProblem(s, who, o, a) !== null) continue;
      // Each way of paying a cost with a choice ("Tap three untapped Clerics you control") is its own option (409.1b).
      for (const costs of abilityCostChoices(s, who, a.cost, id)) out.push({ type: "playAbility", source: id, ability: index, ...(costs ? { costs } : {}) });
    }
  }
}

/** "Return ~ from your graveyard to your hand": the ability's source (or the card it became there, follow-to-graveyard.ts), if it is still that card in its owner's graveyard. */
export function returnSelfFromGraveyard(g: Game, r: Resolvable): void {
  const o = g.s.objects[r.self.id];
  if (o?.kind === "card" && o.zone === "graveyard") returnToOwnersHand(g, o.id);
}
