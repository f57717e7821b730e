// "where X is 1 plus the number of cards named Feast of Flesh in all graveyards" (Coldsnap):
// counted as the spell or ability resolves (413.2), over every player's graveyard (217.4b: a
// graveyard is public). A card's name is its printed name (201.1); the spell itself is on the
// stack as it resolves, so it doesn't count itself.
import { card, inGame } from "../game/game.js";
import type { GameObject, GameState } from "../game/types.js";

/** The cards in all graveyards with the name of the resolving spell (or of an ability's source). */
export function namedInGraveyards(s: GameState, o: GameObject): number {
  const name = o.kind === "card" ? o.card : o.source.name;
  return inGame(s).reduce((n, p) => n + p.graveyard.filter((id) => card(s, id).card === name).length, 0);
}
