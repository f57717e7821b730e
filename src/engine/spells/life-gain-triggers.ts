// "Whenever you gain life" (404.1: a triggered ability triggers on an event; here a player's
// gaining life, 215.? (?)): each permanent's such ability triggers once for each event of its
// controller gaining life, whatever the amount, and not when the amount gained is 0 (nothing was
// gained). In Two-Headed Giant each player gains life individually (606.?): "you" is the player
// who gained it, not the teammate.
import { controllerOf } from "../effects/control.js";
import type { GameState, PlayerId } from "../game/types.js";
import { watching } from "./watchers.js";

export function lifeGainTriggers(s: GameState, who: PlayerId, amount: number) {
  if (amount <= 0) return [];
  return watching(s, "youGainLife").filter(({ o }) => controllerOf(s, o) === who);
}
