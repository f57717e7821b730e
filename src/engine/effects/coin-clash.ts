// Mana Clash: "You and target opponent each flip a coin. ~ deals 1 damage to each player whose
// coin comes up tails. Repeat this process until both players' coins come up heads on the same
// flip." Glossary "Flip a Coin": nothing here is won or lost, so no call is made; each coin comes
// up heads or tails, drawn from the game's seeded generator (game/rng.ts) and logged for all.
// Each flip's damage is dealt by the spell (a source, so prevention applies, 419.1); no
// state-based effect is checked before the resolution ends (420.3), so a player at 0 life keeps
// flipping until the process stops. A choice among replacement effects (419.9) pauses it after
// the player it concerns (`resolving.clash`): a resumed resolution goes on without flipping again.
import type { Effect } from "../../cards/language.js";
import { emit, playerName, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import { dealDamage } from "./damage.js";
import { ownList } from "../game/clone.js";

type CoinClash = Extract<Effect, { do: "coinClash" }>;

/** One coin flipped by `who`: true if it comes up tails. */
function tails(g: Game, who: PlayerId, source: string): boolean {
  const result = randomInt(ownList(g.s, "rng"), 2) === 0 ? "heads" : "tails";
  emit(g, { type: "coinFlip", text: `${playerName(g.s, who)} flips a coin: ${result} (${source}).`, data: { player: who, result } });
  return result === "tails";
}

export function runCoinClash(g: Game, r: Resolvable, e: CoinClash): boolean {
  const s = g.s;
  const progress = s.resolving!;
  const t = targetStillLegal(s, r, e.opponent.target);
  // 413.2a: the only target gone, the spell was countered; here it is legal, or the effect does nothing.
  if (!t || !("player" in t)) return true;
  const flippers = [r.controller, t.player];
  for (;;) {
    progress.clash ??= { tails: flippers.filter((p) => tails(g, p, r.name)), dealt: 0 };
    const round = progress.clash;
    while (round.dealt < round.tails.length) {
      const to = round.tails[round.dealt++]!;
      if (!dealDamage(g, { ...r.self.source, name: r.name }, { player: to }, e.damage, "resolution")) return false;
    }
    delete progress.clash;
    // Both coins came up heads on the same flip: the process stops.
    if (round.tails.length === 0) return true;
  }
}
