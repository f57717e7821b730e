// 404.? (delayed triggered abilities): "Draw a card at the beginning of the next turn's upkeep"
// (Coldsnap's cantrips) is a delayed triggered ability made as the spell resolves. It triggers
// once, as the next upkeep step begins — the upkeep of the turn after the current one, since
// the current turn's upkeep began before the spell could be played — and then ceases to exist.
import type { GameState, ObjectId, PendingTrigger } from "../game/types.js";

/** The delayed triggers waiting for the next upkeep, triggered now (and gone from the list). */
export function nextUpkeepTriggers(s: GameState): Omit<PendingTrigger, "id" | "ordered">[] {
  const due = s.delayed.filter((d) => d.at === "nextUpkeep");
  if (!due.length) return [];
  s.delayed = s.delayed.filter((d) => d.at !== "nextUpkeep");
  return due.map((d) => ({ controller: d.controller, source: d.source, text: d.text, specs: [], effects: d.effects }));
}

/**
 * 311.? (?): "at end of combat" — "destroy that creature at end of combat" (Deathgazer), a delayed
 * triggered ability made as its trigger resolves; it triggers once, as the next end of combat step
 * begins, and "that creature" is still the creature the trigger named (a new object once that
 * creature has left play, so nothing then happens to it).
 */
export function endOfCombatTriggers(s: GameState): Omit<PendingTrigger, "id" | "ordered">[] {
  const due = s.delayed.filter((d) => d.at === "endOfCombat");
  if (!due.length) return [];
  s.delayed = s.delayed.filter((d) => d.at !== "endOfCombat");
  return due.map((d) => ({ controller: d.controller, source: d.source, text: d.text, specs: [], effects: d.effects, ...(d.subject ? { subject: d.subject } : {}) }));
}

/**
 * 404.?: "When that creature is put into a graveyard this turn, flip ~." (Initiate of Blood) — a
 * delayed triggered ability made as its ability resolves, watching that permanent: it triggers
 * once, when that permanent is put into a graveyard from play, and the turn's end ends it
 * (`endDelayedThisTurn`). Its source is the permanent that made it, as it last existed.
 */
export function graveyardDelayedTriggers(s: GameState, left: ObjectId): Omit<PendingTrigger, "id" | "ordered">[] {
  const due = s.delayed.filter((d) => d.at === "putIntoGraveyardThisTurn" && d.subject === left);
  if (!due.length) return [];
  s.delayed = s.delayed.filter((d) => !due.includes(d));
  return due.map((d) => ({ controller: d.controller, source: d.source, text: d.text, specs: [], effects: d.effects }));
}

/** The delayed abilities that last "this turn" end with it (314: as the cleanup step ends). */
export function endDelayedThisTurn(s: GameState): void {
  if (s.delayed.some((d) => d.at === "putIntoGraveyardThisTurn")) s.delayed = s.delayed.filter((d) => d.at !== "putIntoGraveyardThisTurn");
}
