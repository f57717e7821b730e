// "Reveal X white cards from your hand" in an activated ability's cost (the Coldsnap Martyrs):
// 409.1b — X is announced as the ability is played; here it is the number of cards of that
// color the player reveals, so the cards are chosen with the announcement (the action's
// `costs: { reveal: [...] }`) and X is their number. 409.1f — the cost is paid with the others:
// the cards are revealed to every player then (an ability backed out of reveals nothing). A
// card is of a color if its colors in the hand (203.2) include that color: a white-blue card is white.
import type { Cost } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { card, emit, player, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";

/** The cards in the player's hand of the color the cost names. */
export function revealCandidates(s: GameState, who: PlayerId, color: NonNullable<Cost["revealX"]>): ObjectId[] {
  return player(s, who).hand.filter((id) => characteristics(s, card(s, id)).colors.includes(color));
}

/** The choices listed: for each X from 0 up, the first X such cards in hand order (any X of them may be posted). */
export function revealChoices(s: GameState, who: PlayerId, color: NonNullable<Cost["revealX"]>): { reveal: ObjectId[] }[] {
  const ids = revealCandidates(s, who, color);
  return Array.from({ length: ids.length + 1 }, (_, x) => ({ reveal: ids.slice(0, x) }));
}

/** Whether the cards posted are different cards of that color in the player's hand. */
export function validReveal(s: GameState, who: PlayerId, color: NonNullable<Cost["revealX"]>, chosen: ObjectId[]): boolean {
  const allowed = revealCandidates(s, who, color);
  return new Set(chosen).size === chosen.length && chosen.every((id) => allowed.includes(id));
}

/** 409.1f: the cost is paid: the cards, still in the hand, are revealed to every player. */
export function payReveal(g: Game, who: PlayerId, ids: ObjectId[]): void {
  const s = g.s;
  if (ids.some((id) => !player(s, who).hand.includes(id))) illegal("409.1f", "the cards to reveal are no longer all in your hand");
  if (ids.length === 0) return;
  const cards = ids.map((id) => ({ id, name: card(s, id).card }));
  emit(g, { type: "reveal", text: `${player(s, who).name} reveals ${cards.map((c) => c.name).join(", ")} from their hand.`, data: { player: who, cards } });
}
