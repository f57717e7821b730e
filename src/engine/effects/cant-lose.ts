// "You can't lose the game this turn and your opponents can't win the game this turn." (Angel's
// Grace). For the rest of the turn the player doesn't lose by a state-based effect (420.5a life 0
// or less, 420.5g a draw from an empty library, 420.5h ten poison counters: each is checked again
// at the next check, so a player still at 0 life loses as soon as the turn is over) nor by an
// effect that says he or she loses (102.3); a player may still concede (102.3a). No opponent of
// the player wins the game this turn by an effect that says so (102.2). The turn keeps the
// players (`turn.cantLose`, made anew each turn). In Two-Headed Giant a team wins and loses as
// one (606.7), so a player who can't lose keeps the whole team in the game: the teammate at the
// shared life total of 0 or drawing from an empty library doesn't lose either.
import type { GameState, PlayerId } from "../game/types.js";
import { player } from "../game/game.js";

/** The player can't lose the game now. */
export function cantLose(s: GameState, who: PlayerId): boolean {
  const list = s.turn.cantLose;
  if (!list) return false;
  if (list.includes(who)) return true;
  if (s.format !== "two-headed-giant") return false;
  const team = player(s, who).team;
  return list.some((p) => player(s, p).team === team);
}

/** The player can't win the game now: a player on another team can't lose and said "your opponents can't win". */
export function cantWin(s: GameState, who: PlayerId): boolean {
  const team = player(s, who).team;
  return (s.turn.cantLose ?? []).some((p) => player(s, p).team !== team);
}

export function cantLoseThisTurn(s: GameState, who: PlayerId): void {
  if (!cantLose(s, who)) (s.turn.cantLose ??= []).push(who);
}
