// "That player discards a card at random" (Hypnotic Specter): the cards are picked with the
// game's seeded generator (game/rng.ts), one after another among those still in the hand, so
// no player chooses and the same seed gives the same game.
import { player, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import type { PlayerId } from "../game/types.js";
import { discard } from "../zones/zones.js";

export function discardAtRandom(g: Game, who: PlayerId, count: number): boolean {
  for (let i = 0; i < count; i++) {
    const hand = player(g.s, who).hand;
    if (hand.length === 0) break;
    discard(g, hand[randomInt(g.s.rng, hand.length)]!);
  }
  return true;
}
