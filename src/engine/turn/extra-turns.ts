// Extra turns (300.6) and whose turn comes next. Extra turns are added directly after the
// current turn, one at a time, so the most recently created is taken first; a player who has
// left the game takes none. In Grand Melee the turn markers decide (608.4, 608.4e). A skipped
// turn (300.9: "You skip your next turn") is passed over, extra or not. In Two-Headed Giant a
// player's turn is his or her team's turn (606.4b), so the team's next turn is the one skipped;
// skips owed by both teammates add up, one turn each (419.6f) — see docs/RULES-NOTES.md.
import { emit, player, type Game } from "../game/game.js";
import { grantGrandMeleeExtraTurn, nextMarkerTurn } from "../multiplayer/grand-melee.js";
import { actAsOne, nextTurnPlayer } from "../multiplayer/two-headed-giant.js";
import { list } from "../view/wording.js";
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

/** 300.9: "You skip your next turn": one more of the player's next turns is skipped (in
 * Two-Headed Giant, one more of his or her team's turns, 606.4b). */
export function skipNextTurn(g: Game, who: PlayerId): void {
  const p = player(g.s, who);
  p.skipTurns = (p.skipTurns ?? 0) + 1;
  const whose = g.s.format === "two-headed-giant" ? "their team's next turn (300.9, 606.4b)" : "their next turn (300.9)";
  emit(g, { type: "skipTurn", text: `${p.name} will skip ${whose}.`, data: { player: who } });
}

/** As a turn of `who` would begin — in Two-Headed Giant, of his or her team (606.4b) — whether
 * it is skipped: a skip owed by a player taking it is used up (the count goes down by one) and
 * the turn is proceeded past. Another skip, the same player's or a teammate's, waits for the
 * next turn that isn't skipped (419.6f); the first in seating order is used first. */
function skipsTurn(g: Game, who: PlayerId): boolean {
  const s = g.s;
  const p = s.players.find((x) => x.skipTurns && actAsOne(s, x.id, who));
  if (!p?.skipTurns) return false;
  if (p.skipTurns > 1) p.skipTurns -= 1;
  else delete p.skipTurns;
  const team = s.players.filter((x) => actAsOne(s, x.id, who) && x.outcome === "playing").map((x) => x.name);
  const text = team.length > 1 ? `${list(team)} skip this turn, ${p.name} having to skip their team's next turn (300.9, 606.4b).` : `${p.name} skips this turn (300.9).`;
  emit(g, { type: "skipTurn", text, data: { player: p.id } });
  return true;
}

/** Who takes the next turn and how: an extra turn (and after whose turn the normal order
 * resumes), or (Grand Melee) with which turn marker. A turn its player skips is proceeded past
 * as though it didn't exist (300.9), and the turn after it is taken instead. */
export function nextTurn(g: Game): Pick<TurnState, "active" | "extra" | "resumeAfter" | "marker"> {
  const s = g.s;
  for (;;) {
    const next = followingTurn(g);
    if (!skipsTurn(g, next.active)) return next;
    // The skipped turn counts as taken for the order that follows it: its marker's turn (608.4), or the normal order after that player.
    s.turn = next.marker !== undefined ? { ...s.turn, marker: next.marker } : { ...s.turn, active: next.active, resumeAfter: next.resumeAfter ?? next.active };
  }
}

function followingTurn(g: Game): Pick<TurnState, "active" | "extra" | "resumeAfter" | "marker"> {
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
