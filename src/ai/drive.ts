// The caller's side of a computer seat: from the state it builds only what the seat may see
// (view, decision, the record as the seat reads it), asks decide(), and applies the answer —
// the listed fallback should the engine refuse an answer built from a decision's details.
import { apply, eventsFor, legalDecision, RuleError, view, type Action, type ApplyResult, type GameEvent, type GameState, type PlayerId } from "../engine/index.js";
import { decide } from "./index.js";
import type { AiLevel, AiOptions, SeatInput } from "./seat.js";

export interface ComputerSeat {
  level: AiLevel;
  /** The seat's deck as it was given (the computer knows what it brought). */
  deck?: readonly string[];
}

/** What the seat may see of the moment; undefined when it owes nothing. */
export function seatInput(state: GameState, seat: PlayerId, record: readonly GameEvent[] = [], deck?: readonly string[]): SeatInput | undefined {
  const decision = legalDecision(state, seat);
  if (!decision) return undefined;
  return { view: view(state, seat), decision, record: eventsFor([...record], seat), ...(deck ? { deck } : {}) };
}

/** The computer's answer for a seat, applied. Should the engine refuse it, its listed fallback,
 * then the other listed options in order (a listed option refused is an engine fault: the seat
 * must not leave the match stuck for it); throws only if every one is refused. */
export function playComputer(state: GameState, seat: PlayerId, computer: ComputerSeat, options: AiOptions = {}, record: readonly GameEvent[] = []): ApplyResult & { action: Action } {
  const input = seatInput(state, seat, record, computer.deck);
  if (!input) throw new RuleError("408.1", "this seat owes no decision", 403);
  const answer = decide(input, computer.level, options);
  return applyFirst(state, seat, [answer.action, answer.fallback, ...input.decision.options]);
}

/** The first of the answers the engine accepts, applied. */
export function applyFirst(state: GameState, seat: PlayerId, answers: Action[]): ApplyResult & { action: Action } {
  let refusal: unknown;
  for (const action of answers) {
    try {
      return { ...apply(state, seat, action), action };
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      refusal = e;
    }
  }
  throw refusal;
}

/**
 * Plays every decision owed by a computer seat, one after another, until a human owes one or
 * the game ends (or `limit` actions, a guard for a Worker's CPU limit: the rest is played on
 * the next call). Returns the new state, the events and the actions, in order.
 */
export function playComputers(
  state: GameState,
  computers: Readonly<Record<PlayerId, ComputerSeat>>,
  options: AiOptions = {},
  limit = 500,
): { state: GameState; events: GameEvent[]; moves: { player: PlayerId; action: Action }[] } {
  const events: GameEvent[] = [];
  const moves: { player: PlayerId; action: Action }[] = [];
  let s = state;
  while (s.status !== "finished" && s.pending && computers[s.pending.player] && moves.length < limit) {
    const player = s.pending.player;
    const r = playComputer(s, player, computers[player]!, options);
    s = r.state;
    events.push(...r.events);
    moves.push({ player, action: r.action });
  }
  return { state: s, events, moves };
}
