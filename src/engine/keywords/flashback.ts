// 502.22a Flashback appears on some instants and sorceries. It represents two static
// abilities: one that functions while the card is in a player's graveyard and the other that
// functions while the card is on the stack. "Flashback [cost]" means "You may play this card
// from your graveyard by paying [cost] rather than paying its mana cost" and "If the flashback
// cost was paid, remove this card from the game instead of putting it anywhere else any time
// it would leave the stack." Playing a spell using its flashback ability follows the rules
// for paying alternative costs in rules 409.1b and 409.1f–h.
//
// `playSpell { card }` with a card of the player's graveyard plays it with flashback; its
// timing is the card's (a sorcery only in its owner's main phase with an empty stack). The
// removal is in zones.ts (moveCard): a countered or resolved spell goes nowhere else.
import { getCard } from "../../cards/registry.js";
import { card, player } from "../game/game.js";
import { paymentWays } from "../spells/costs.js";
import { playerSupply } from "../spells/mana-abilities.js";
import { hasLegalPlay } from "../spells/playing.js";
import { spellTimingProblem } from "../turn/priority.js";
import type { Action, GameState, ObjectId, PlayerId } from "../game/types.js";

/** Whether the card is in the player's own graveyard and has flashback. */
export function inGraveyardWithFlashback(s: GameState, who: PlayerId, id: ObjectId): boolean {
  return player(s, who).graveyard.includes(id) && !!getCard(card(s, id).card).flashback;
}

/** The flashback plays open to the player, appended to `out`: each card with flashback in his or her graveyard that can be played now, each way of paying. */
export function flashbackPlays(s: GameState, who: PlayerId, out: Action[]): void {
  for (const id of player(s, who).graveyard) {
    const c = card(s, id);
    if (!getCard(c.card).flashback) continue; // in his or her graveyard: inGraveyardWithFlashback without looking for it there
    if (spellTimingProblem(s, who, c) || !hasLegalPlay(s, who, getCard(c.card), id)) continue;
    for (const way of paymentWays(s, who, c, playerSupply(s, who))) out.push({ type: "playSpell", card: id, ...way });
  }
}
