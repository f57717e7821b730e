// "Each other player may put a creature card from his or her hand into play" (Hunted Wumpus):
// every player but the effect's controller, within range (601.2), in APNAP order, chooses a card
// of the kind or none; then all the chosen cards come into play at once (103.4: when several
// players make choices at the same time, the active player chooses first, then the others in turn
// order, and the actions then happen simultaneously). Each is asked, whatever his or her hand
// holds, so being asked tells the other players nothing about it (217.3c).
import { apnap, card, inGame, type Game } from "../game/game.js";
import type { ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import type { Resolvable } from "../spells/resolve.js";

/** Starts the choices; false while a player is asked (the resolution waits), true once none is left to ask. */
export function startEachOtherPuts(g: Game, r: Resolvable): boolean {
  const s = g.s;
  const playing = new Set(inGame(s).map((p) => p.id));
  s.resolving!.putting = { players: apnap(s).filter((p) => p !== r.controller && playing.has(p) && inRange(s, r.controller, p)), chosen: [] };
  return askNext(g);
}

/** Notes the pending player's answer (a card of his or her hand, or none). */
export function noteEachOtherPut(g: Game, who: PlayerId, id: ObjectId | null): void {
  const st = g.s.resolving!.putting!;
  if (id !== null) st.chosen.push({ player: who, card: id });
  st.players.shift();
}

/** Whether a resolution is asking its players in turn ("each other player"). */
export function eachOtherPutting(g: Game): boolean {
  return !!g.s.resolving?.putting;
}

/** Asks the next player; with none left, the cards chosen (still in their owners' hands) to put into play, and the choices end. */
export function askNext(g: Game): boolean {
  const s = g.s;
  const st = s.resolving!.putting!;
  if (st.players.length > 0) {
    s.pending = { kind: "putFromHand", player: st.players[0]! };
    return false;
  }
  return true;
}

/** The cards chosen, once every player has answered: each still in its owner's hand (103.4: put into play together). */
export function takeChosen(g: Game): { player: PlayerId; card: ObjectId }[] {
  const s = g.s;
  const chosen = s.resolving!.putting!.chosen.filter((c) => s.objects[c.card]?.kind === "card" && card(s, c.card).zone === "hand");
  delete s.resolving!.putting;
  return chosen;
}
