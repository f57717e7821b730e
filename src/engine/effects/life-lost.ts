// "Each opponent loses 5 life. You gain life equal to the life lost this way." (Kokusho, Agent
// of Masks, Urborg Syphon-Mage): the amount is the life the players lost to the same
// resolution's "loses N life" effect, each player counted (in Two-Headed Giant both opponents
// lose it from their shared total, 606.2a: twice the life). Only a resolution that refers to it
// keeps the count, so that no other resolution's state changes.
import type { Effect } from "../../cards/language.js";
import type { GameState } from "../game/types.js";

/** Whether an effect of these refers to "the life lost this way". */
function countsLifeLost(effects: Effect[]): boolean {
  return effects.some((e) => JSON.stringify(e).includes('"lifeLostThisWay"'));
}

/** Adds `amount` to the life the resolution under way has made players lose, if one of its effects counts it. */
export function recordLifeLost(s: GameState, effects: Effect[], amount: number): void {
  if (s.resolving && countsLifeLost(effects)) s.resolving.lifeLost = (s.resolving.lifeLost ?? 0) + amount;
}

/** The life the resolution under way has made players lose so far. */
export function lifeLostThisWay(s: GameState): number {
  return s.resolving?.lifeLost ?? 0;
}
