// Glossary "Flip a Coin" (October 2006): "To flip a coin for an object that cares whether a player
// wins or loses the flip, the affected player flips the coin and calls 'heads' or 'tails.' If the
// call matches the result, that player wins the flip. Otherwise, the player loses the flip. Only
// the player who flips the coin wins or loses the flip; no other players are involved."
// The result is random: it is drawn from the game's seeded generator (game/rng.ts), so the same
// seed gives the same game. The call isn't asked: whatever the call, a fair coin matches it one
// time in two, so drawing "won" or "lost" directly is the same flip with one decision fewer.
// The outcome is public (everyone sees the coin), logged as a `coinFlip` event.
import type { Effect } from "../../cards/language.js";
import { emit, playerName, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { runBranch } from "./effects.js";
import { ownList } from "../game/clone.js";

type FlipCoin = Extract<Effect, { do: "flipCoin" }>;

/** One flip by `who`: true if he or she wins it (or, with `headsOrTails`, if it comes up heads: nobody calls it). */
export function flipCoin(g: Game, who: PlayerId, source: string, headsOrTails = false): boolean {
  const won = randomInt(ownList(g.s, "rng"), 2) === 0;
  const result = headsOrTails ? `it comes up ${won ? "heads" : "tails"}` : `${won ? "wins" : "loses"} the flip`;
  emit(g, { type: "coinFlip", text: `${playerName(g.s, who)} flips a coin and ${result} (${source}).`, data: { player: who, won } });
  return won;
}

/** "Flip a coin. If you win the flip, ... If you lose the flip, ..." (or "If it comes up heads / tails"): the resolving spell's or
 * ability's controller flips once; `branch` keeps the result and `branchPart` the place if an effect
 * of the outcome pauses for a replacement choice (419.9), so a resumed resolution doesn't flip again. */
export function runCoinFlip(g: Game, r: Resolvable, e: FlipCoin): boolean {
  const progress = g.s.resolving!;
  progress.branch ??= flipCoin(g, r.controller, r.name, e.headsOrTails);
  return runBranch(g, r, progress.branch ? e.won : e.lost);
}
