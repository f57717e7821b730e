// Additional phases (300.7): "After this main phase, there is an additional combat phase
// followed by an additional main phase." (Relentless Assault). An effect that adds phases adds
// them directly after the phase it names; if several are added after the same phase, the most
// recently created comes first (the rule as it stood before 2008: its wording here is our
// reading). The additional main phase comes after a combat phase, so it is a postcombat main
// phase; once the added phases are over, the turn resumes with the step that followed the main
// phase they were added after. Also "the creatures that attacked this turn" (308: declared as
// attackers in any combat phase of the turn).
import type { ObjectFilter } from "../../cards/language.js";
import type { CardObject, GameState, ObjectId, PhaseName, StepName, TurnState } from "../game/types.js";

const FIRST_STEP: Record<"combat" | "main", [PhaseName, StepName]> = { combat: ["combat", "beginningOfCombat"], main: ["postcombatMain", "main"] };

/**
 * "After this main phase, there is an additional combat phase followed by an additional main
 * phase": only during a main phase (otherwise there is no "this main phase" and nothing happens).
 * `following` is the step that follows the current main phase in the turn's order.
 */
export function addCombatAndMainAfterThisMainPhase(s: GameState, following: [PhaseName, StepName]): boolean {
  const t = s.turn;
  if (t.step !== "main") return false;
  const added = t.additionalPhases ?? { phases: [], resume: following };
  // The most recently created phases come first, directly after this main phase.
  t.additionalPhases = { ...added, phases: ["combat", "main", ...added.phases] };
  return true;
}

/**
 * "After this phase, you get an additional combat phase" (Godo, Bandit Warlord): only during a
 * combat phase. With phases already added (an added combat phase of Relentless Assault), the new
 * one comes first and the turn still resumes where they said; otherwise it resumes with the
 * postcombat main phase that follows this combat phase.
 */
export function addCombatAfterThisCombatPhase(s: GameState): boolean {
  const t = s.turn;
  if (t.phase !== "combat") return false;
  const added = t.additionalPhases ?? { phases: [], resume: ["postcombatMain", "main"] as [PhaseName, StepName] };
  t.additionalPhases = { ...added, phases: ["combat", ...added.phases] };
  return true;
}

/** The first step of the next added phase, or the step the turn resumes with once they are over; undefined if none were added. */
export function nextAdditionalStep(t: TurnState): [PhaseName, StepName] | undefined {
  const added = t.additionalPhases;
  if (!added) return undefined;
  const [phase, ...rest] = added.phases;
  if (!phase) {
    delete t.additionalPhases;
    return added.resume;
  }
  t.additionalPhases = { ...added, phases: rest };
  return FIRST_STEP[phase];
}

/** An added combat phase was skipped (300.9): the added main phase that follows it is the next phase. */
export function skippedAdditionalCombat(t: TurnState): void {
  const added = t.additionalPhases;
  if (added?.phases[0] === "main") t.additionalPhases = { ...added, phases: added.phases.slice(1) };
}

/** 308: the creatures declared as attackers, recorded for "creatures that attacked this turn". */
export function noteAttacked(s: GameState, attackers: ObjectId[]): void {
  if (attackers.length) s.turn.attacked = [...new Set([...(s.turn.attacked ?? []), ...attackers])];
}

/** Whether the permanent is one that attacked this turn (a permanent that left play and came back is a new object, 217.1c). */
export function attackedThisTurn(s: GameState, o: CardObject, f: ObjectFilter): boolean {
  return f.combat !== "attackedThisTurn" || !!s.turn.attacked?.includes(o.id);
}
