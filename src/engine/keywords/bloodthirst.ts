// 502.50a: "Bloodthirst is a static ability. 'Bloodthirst N' means 'If an opponent was dealt
// damage this turn, this permanent comes into play with N +1/+1 counters on it.'" The turn
// remembers which players were dealt damage (it is made anew each turn, so it forgets).
import { getCard } from "../../cards/registry.js";
import { copiableName } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";

/** A player was dealt damage (more than 0) this turn. */
export function noteDamageDealt(s: GameState, to: PlayerId): void {
  const damaged = (s.turn.damagedPlayers ??= []);
  if (!damaged.includes(to)) damaged.push(to);
}

/** The +1/+1 counters Bloodthirst gives the permanent as it comes into play. */
export function bloodthirstCounters(s: GameState, permanent: CardObject): number {
  const n = getCard(copiableName(permanent)).bloodthirst;
  if (!n) return 0;
  const damaged = s.turn.damagedPlayers ?? [];
  return opponents(s, controllerOf(s, permanent)).some((p) => damaged.includes(p)) ? n : 0;
}
