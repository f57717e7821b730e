// What a computer seat is given: exactly what its player may see, never the game state.
import type { Action, Decision, GameEvent, GameView } from "../engine/index.js";

export type AiLevel = "easy" | "medium" | "hard";
export const AI_LEVELS: readonly AiLevel[] = ["easy", "medium", "hard"];

/** An event as a seat sees it (eventsFor): hidden ones dropped, secrets only its own. */
export type SeenEvent = Omit<GameEvent, "visibleTo" | "secret">;

export interface SeatInput {
  /** view(state, seat): the seat's own view. */
  view: GameView;
  /** legalDecision(state, seat): the decision the seat owes, with its listed options. */
  decision: Decision;
  /** eventsFor(events, seat): the record as the seat may read it ("hard" learns from it the cards an opponent revealed; the view suffices for the cheap levels). */
  record?: readonly SeenEvent[];
  /** The seat's own deck (card names): its player knows what it brought, not the order. */
  deck?: readonly string[];
}

export interface AiOptions {
  /** Mixed into the pseudo-random choices (the match id, say): the same seed, view and decision give the same answer. */
  seed?: string;
  /** "hard" only: how many engine actions its simulations may take for this decision (default DEFAULT_BUDGET, about 50 ms on one core). */
  budget?: number;
}

/** The computer's answer: `action`, and a listed option to post should the engine refuse it
 * (an answer built from `details` that a rule the seat can't see forbids, "attacks each turn if able"). */
export interface AiAnswer {
  action: Action;
  fallback: Action;
}
