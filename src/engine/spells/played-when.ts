// "If you played this spell during your main phase, ... instead" (Time Spiral's Return to Dust,
// Haunting Hymn, Sulfurous Blast, Might of Old Krosa): a fact about how the spell was played
// (409.1a), fixed as it is announced. The spell remembers it; a copy of a spell wasn't played
// (503.10), so the condition is false for a copy. "Your main phase" is a main phase (300.1)
// of a turn of yours (in Two-Headed Giant, your team's turn: 606.?).
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { isActive } from "../multiplayer/two-headed-giant.js";

/** Notes, as the spell is announced, whether its player plays it during his or her own main phase. */
export function notePlayedWhen(s: GameState, who: PlayerId, spell: CardObject): void {
  if ((s.turn.phase === "precombatMain" || s.turn.phase === "postcombatMain") && isActive(s, who)) spell.playedInMainPhase = true;
}

/** Whether the spell `source` was played during its controller's main phase. */
export function playedDuringMainPhase(s: GameState, source: ObjectId | undefined): boolean {
  const o = source === undefined ? undefined : s.objects[source];
  return o?.kind === "card" && !!o.playedInMainPhase;
}
