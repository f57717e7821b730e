// Extra turns (300.7?) and whose turn comes next. Extra turns are added directly after the
// current turn, one at a time, so the most recently created is taken first; a player who has
// left the game takes none. In Grand Melee the turn markers decide (608.4, 608.4e).
import { emit, player, type Game } from "../game/game.js";
import { grantGrandMeleeExtraTurn, nextMarkerTurn } from "../multiplayer/grand-melee.js";
import { nextTurnPlayer } from "../multiplayer/two-headed-giant.js";
import type { PlayerId, TurnState } from "../game/types.js";

/** "[Player] takes N extra turns after this one." */
export function grantExtraTurns(g: Game, who: PlayerId, count: number): void {
  const s = g.s;
  for (let i = 0; i < count; i++) {
    if (s.turnMarkers) grantGrandMeleeExtraTurn(s, who);
    else s.extraTurns = [who, ...(s.extraTurns ?? [])];
  }
  const p = player(s, who);
  emit(g, { type: "extraTurns", text: `${p.name} will take ${count} extra turn${count === 1 ? "" : "s"}.`, data: { player: who, count } });
}

/** Who takes the next turn and how: an extra turn (and after whose turn the normal order
 * resumes), or (Grand Melee) with which turn marker. */
export function nextTurn(g: Game): Pick<TurnState, "active" | "extra" | "resumeAfter" | "marker"> {
  const s = g.s;
  if (s.turnMarkers) return nextMarkerTurn(g);
  const resumeAfter = s.turn.resumeAfter ?? s.turn.active;
  while (s.extraTurns?.length) {
    const [next, ...rest] = s.extraTurns;
    if (rest.length) s.extraTurns = rest;
    else delete s.extraTurns;
    if (player(s, next!).outcome === "playing") return { active: next!, extra: true, resumeAfter };
  }
  return { active: nextTurnPlayer(s, resumeAfter) };
}
