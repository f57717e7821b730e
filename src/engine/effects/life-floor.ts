// 419.6: Worship's "If you control a creature, damage that would reduce your life total to
// less than 1 reduces it to 1 instead" (and Fortune Thief's, without the condition) is a
// replacement effect on what damage does to a player's life total, not a prevention effect:
// the damage is dealt in full (what is triggered by damage dealt sees all of it); the player's
// life total only goes down to the floor. It applies after the prevention effects on that
// damage (419.9 would let the player order them; no order gives another life total).
import { getCard } from "../../cards/registry.js";
import { permanents, player } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";
import { abilitiesRemoved, controlledMatching } from "./characteristics.js";
import { controllerOf } from "./control.js";

/** The permanent and floor of the highest life floor that holds for `who` now, if any. */
export function lifeFloorFor(s: GameState, who: PlayerId): { source: string; floor: number } | undefined {
  let best: { source: string; floor: number } | undefined;
  for (const o of permanents(s)) {
    // 502.26: a face-down permanent (a morphed Fortune Thief) has no text.
    if (controllerOf(s, o) !== who || o.faceDown || abilitiesRemoved(s, o)) continue;
    for (const r of getCard(o.card).replacements) {
      if (r.kind !== "lifeFloor") continue;
      if (r.ifYouControl && controlledMatching(s, r.ifYouControl, who) === 0) continue;
      if (!best || r.floor > best.floor) best = { source: o.card, floor: r.floor };
    }
  }
  // Angel's Grace: a floor until the turn ends.
  for (const f of s.turn.lifeFloors ?? []) if (f.player === who && (!best || f.floor > best.floor)) best = { source: f.source, floor: f.floor };
  return best;
}

/** The life `amount` damage takes from `who`: all of it, or down to a floor that holds (never raising the total). */
export function lifeLostToDamage(s: GameState, who: PlayerId, amount: number): { loss: number; floor?: { source: string; floor: number } } {
  const life = player(s, who).life;
  const floor = lifeFloorFor(s, who);
  if (!floor || life - amount >= floor.floor) return { loss: amount };
  return { loss: Math.max(0, life - floor.floor), floor };
}
