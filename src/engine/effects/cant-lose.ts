// "You can't lose the game this turn and your opponents can't win the game this turn." (Angel's
// Grace). For the rest of the turn the player doesn't lose by a state-based effect (420.5a life 0
// or less, 420.5g a draw from an empty library, 420.5h ten poison counters: each is checked again
// at the next check, so a player still at 0 life loses as soon as the turn is over) nor by an
// effect that says he or she loses (102.3); a player may still concede (102.3a). No opponent of
// the player wins the game this turn by an effect that says so (102.2). The turn keeps the
// players (`turn.cantLose`, made anew each turn).
import type { GameState, PlayerId } from "../game/types.js";
import { player } from "../game/game.js";

/** The player can't lose the game now. */
export function cantLose(s: GameState, who: PlayerId): boolean {
  return s.turn.cantLose?.includes(who) ?? false;
}

/** The player can't win the game now: a player on another team can't lose and said "your opponents can't win". */
export function cantWin(s: GameState, who: PlayerId): boolean {
  const team = player(s, who).team;
  return (s.turn.cantLose ?? []).some((p) => player(s, p).team !== team);
}

export function cantLoseThisTurn(s: GameState, who: PlayerId): void {
  if (!cantLose(s, who)) (s.turn.cantLose ??= []).push(who);
}
