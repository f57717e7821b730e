// 300.9: "Some effects can cause a step, phase, or turn to be skipped. To skip a step, phase, or
// turn is to proceed past it as though it didn't exist." "[Player] skips his or her next combat
// phase" (Blinding Angel) counts on that player: his or her next combat phase — the next one of
// a turn of his or hers, not an opponent's — is skipped, and the count goes down by one. Skip
// effects are replacement effects (419.6e): nothing of the skipped phase happens, no step
// begins and no player gets priority in it.
import { emit, player, type Game } from "../game/game.js";
import type { PlayerId } from "../game/types.js";

/** The player will skip one more of his or her next combat phases. */
export function skipNextCombatPhase(g: Game, who: PlayerId): void {
  const p = player(g.s, who);
  p.skipCombatPhases = (p.skipCombatPhases ?? 0) + 1;
  emit(g, { type: "skipPhase", text: `${p.name} will skip his or her next combat phase (300.9).`, data: { player: who, phase: "combat" } });
}

/** As a combat phase would begin: whether the active player skips it (the count goes down by one). */
export function skipsCombatPhase(g: Game): boolean {
  const p = player(g.s, g.s.turn.active);
  if (!p.skipCombatPhases) return false;
  if (p.skipCombatPhases > 1) p.skipCombatPhases -= 1;
  else delete p.skipCombatPhases;
  emit(g, { type: "skipPhase", text: `${p.name} skips this combat phase (300.9).`, data: { player: p.id, phase: "combat" } });
  return true;
}
