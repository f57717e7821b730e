// "equal to the number of Arcane cards in your graveyard" (Ire of Kaminari): counted as the
// spell or ability resolves (413.2), in its controller's graveyard (217.4b: public), by each
// card's characteristics there (a card outside play has its printed ones unless an effect says
// otherwise). A resolving spell is on the stack, so it doesn't count itself.
import type { ObjectFilter } from "../../cards/language.js";
import { card, player } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";
import { characteristics, characteristicsMatch } from "./characteristics.js";

/** The cards in `who`'s graveyard that match `f`. */
export function cardsInGraveyardOf(s: GameState, who: PlayerId, f: ObjectFilter): number {
  return player(s, who).graveyard.filter((id) => characteristicsMatch(characteristics(s, card(s, id)), f)).length;
}
