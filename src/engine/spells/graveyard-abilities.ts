// Activated abilities played from the graveyard (403.1: an ability is played from play unless
// its text says otherwise): "{R}{R}{R}: Return Shard Phoenix from your graveyard to your hand.
// Play this ability only during your upkeep." is an ability of the card in its owner's
// graveyard, played by him or her (the card's controller there is its owner, 217.1); it uses the
// stack like any other, and as it resolves it returns the card only if that card is still in the
// graveyard — a card that left and came back is a new object (217.1c).
import { characteristics } from "../effects/characteristics.js";
import { printedFrom } from "./hand-abilities.js";
import { card, emit, player, type Game } from "../game/game.js";
import { auraHomes } from "../effects/aura-from-graveyard.js";
import { enterFromGraveyard } from "../effects/graveyard-cards.js";
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

/**
 * "Return ~ from your graveyard to your hand": the ability's source (or the card it became there,
 * follow-to-graveyard.ts), if it is still that card in its owner's graveyard. "... to play
 * enchanting that creature" (Dragon Wings): the Aura comes into play under its owner's control
 * attached to the creature the trigger named, if that one is still in play and the Aura could
 * enchant it (its enchant ability, protection, 502.7); else the card stays where it is (212.4k).
 */
export function returnSelfFromGraveyard(g: Game, r: Resolvable, enchanting?: "thatCreature"): void {
  const s = g.s;
  const o = s.objects[r.self.id];
  if (o?.kind !== "card" || o.zone !== "graveyard") return;
  if (!enchanting) return returnToOwnersHand(g, o.id);
  const home = r.subject !== undefined && s.objects[r.subject]?.zone === "play" ? r.subject : undefined;
  if (home === undefined || !auraHomes(s, o, o.owner).includes(home)) {
    emit(g, { type: "auraStays", text: `${o.card} can't enchant that creature and stays in its graveyard (${r.name}, 212.4k).`, data: { object: o.id } });
    return;
  }
  enterFromGraveyard(g, r, o.id, false, home);
}
