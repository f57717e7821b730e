// Static abilities that change the rules of hands (217.3b, 217.3c): "You have no maximum hand
// size" (Spellbook) and "Your opponents play with their hands revealed" / "Players play with
// their hands revealed" (Telepathy, Zur's Weirding). They are card-level abilities of a
// permanent in play, read from the card it is (a copy's, 503), while it is in play.
import { getCard } from "../../cards/registry.js";
import { controllerOf } from "./control.js";
import { copiableName } from "./characteristics.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";

function inPlay(s: GameState): CardObject[] {
  return s.play.map((id) => s.objects[id] as CardObject).filter((o) => !o.faceDown);
}

/** 217.3b: a player who controls a permanent saying "You have no maximum hand size" discards nothing in cleanup. */
export function hasNoMaximumHandSize(s: GameState, who: PlayerId): boolean {
  return inPlay(s).some((o) => getCard(copiableName(o)).noMaximumHandSize && controllerOf(s, o) === who);
}

/** 217.3c: the owner plays with his or her hand revealed: every player may see it (an opponent of Telepathy's controller; anyone under Zur's Weirding). */
export function handRevealed(s: GameState, owner: PlayerId): boolean {
  return inPlay(s).some((o) => {
    const how = getCard(copiableName(o)).handsRevealed;
    return how === "all" || (how === "opponents" && controllerOf(s, o) !== owner && s.players.find((p) => p.id === owner)?.team !== s.players.find((p) => p.id === controllerOf(s, o))?.team);
  });
}
