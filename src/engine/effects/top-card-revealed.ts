// "Play with the top card of your library revealed." (Future Sight, Crown of Convergence), "Each
// player plays with the top card of his or her library revealed." (Lantern of Insight), "Players
// play with the top card of their libraries revealed." (Wizened Snitches). A library is hidden
// (217.2); a static ability of a permanent in play lifts that for its top card alone, which every
// player may see whenever it changes. The edition has no rule of its own for it: the top card is
// shown in every view of the game (view.ts `libraryTop`), and a card drawn from the top while it
// was revealed is named to all as it is drawn (zones.ts `drawOne`). 601.2: only libraries of
// players within the range of influence of the permanent's controller.
import { getCard, type CardInfo } from "../../cards/registry.js";
import { somePermanentCard } from "../zones/cards-in-play.js";
import { abilitiesRemoved, copiableName } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { inRange } from "../multiplayer/multiplayer.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";

const revealsTop = (info: CardInfo) => info.topCardRevealed !== undefined;

/** Whether the owner plays with the top card of his or her library revealed. Asked at every
 * draw, so first answered from the cards in play once per set of permanents. */
export function topCardRevealed(s: GameState, owner: PlayerId): boolean {
  if (!somePermanentCard(s, revealsTop)) return false;
  for (const id of s.play) {
    const o = s.objects[id] as CardObject;
    if (o.faceDown) continue;
    const who = getCard(copiableName(o)).topCardRevealed;
    if (!who || abilitiesRemoved(s, o)) continue;
    const controller = controllerOf(s, o);
    if ((who === "you" ? controller === owner : inRange(s, controller, owner))) return true;
  }
  return false;
}
