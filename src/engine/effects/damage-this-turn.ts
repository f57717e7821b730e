// The damage dealt to each player this turn (Final Punishment: "loses life equal to the damage
// already dealt to him or her this turn"). The turn keeps the count, so it starts from 0 each
// turn; damage prevented or replaced away isn't dealt (419.7), and a life floor (Worship, 419.6)
// limits the life lost, not the damage dealt.
import { emit, player, type Game } from "../game/game.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";
import { changeLife } from "./life.js";

export function noteDamageToPlayer(s: GameState, to: PlayerId, amount: number): void {
  const dealt = (s.turn.damageToPlayers ??= {});
  dealt[to] = (dealt[to] ?? 0) + amount;
}

/** The same for a permanent: counted by its id in play, so that it is still known once the permanent has left play
 * (413.2: "if 4 or more damage was dealt to it this turn", Burning-Eye Zubera); regeneration removes the damage marked, not the damage dealt (419.6b). */
export function noteDamageToPermanent(s: GameState, to: ObjectId, amount: number): void {
  const dealt = (s.turn.damageToPermanents ??= {});
  dealt[to] = (dealt[to] ?? 0) + amount;
}

export function damageToPermanentThisTurn(s: GameState, to: ObjectId): number {
  return s.turn.damageToPermanents?.[to] ?? 0;
}

export function damageDealtThisTurn(s: GameState, to: PlayerId): number {
  return s.turn.damageToPlayers?.[to] ?? 0;
}

/** 102.? (life loss, not damage): the player loses that much life. */
export function loseLifeEqualToDamage(g: Game, who: PlayerId, source: string): void {
  const n = damageDealtThisTurn(g.s, who);
  const life = changeLife(g, who, -n);
  emit(g, { type: "loseLife", text: `${player(g.s, who).name} loses ${n} life (${source}: the damage dealt to him or her this turn).`, data: { player: who, amount: n, life } });
}
