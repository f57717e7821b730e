// "That player discards a card at random" (Hypnotic Specter): the cards are picked with the
// game's seeded generator (game/rng.ts), one after another among those still in the hand, so
// no player chooses and the same seed gives the same game. "Target player reveals two cards at
// random from his or her hand, then discards each nonland card revealed this way" (Fall): picked
// the same way, shown to every player (217.3c: a revealed card is public), then those of the
// stated quality are discarded.
import type { Effect } from "../../cards/language.js";
import { card, emit, player, playerName, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import type { ObjectId, PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { discard } from "../zones/zones.js";
import { characteristics, characteristicsMatch } from "./characteristics.js";
import { playerRef } from "./effects.js";
import { ownList } from "../game/clone.js";

export function discardAtRandom(g: Game, who: PlayerId, count: number): boolean {
  for (let i = 0; i < count; i++) {
    const hand = player(g.s, who).hand;
    if (hand.length === 0) break;
    discard(g, hand[randomInt(ownList(g.s, "rng"), hand.length)]!);
  }
  return true;
}

/** Fall: N different cards of the hand at random (all of them if it holds no more), revealed, then each of the quality discarded. */
export function revealAtRandom(g: Game, r: Resolvable, e: Extract<Effect, { do: "revealAtRandom" }>): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const s = g.s;
  const left = [...player(s, who).hand];
  const picked: ObjectId[] = [];
  while (picked.length < e.amount && left.length > 0) picked.push(left.splice(randomInt(ownList(s, "rng"), left.length), 1)[0]!);
  const cards = picked.map((id) => ({ id, name: card(s, id).card }));
  emit(g, { type: "reveal", text: `${playerName(s, who)} reveals ${cards.length ? cards.map((c) => c.name).join(", ") : "no cards"} at random from their hand (${r.name}).`, data: { player: who, cards } });
  // As cards in a hand: their printed characteristics.
  for (const id of picked.filter((id) => characteristicsMatch(characteristics(s, card(s, id)), e.discard))) discard(g, id);
  return true;
}
