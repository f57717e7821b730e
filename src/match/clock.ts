// A match's clock, for correspondence and live play: a time per decision, or a reserve per
// player with an increment per move, as chess clocks keep it (Fischer). Time is the Durable
// Object's to keep: the engine never reads a clock; when a deadline passes, the object's alarm
// hands the engine the consequence the match's settings name (engine game/timeout.ts).
import type { GameState, PlayerId, TimeoutPolicy } from "../engine/index.js";
import type { AiLevel } from "../ai/seat.js";

/** The clock a match is created with; every time in seconds. */
export interface ClockSettings {
  /** The time each decision may take. */
  perDecision?: number;
  /** Each player's reserve for all of his or her decisions... */
  reserve?: number;
  /** ...and what each move (an accepted post answering one's own decision) adds back. */
  increment?: number;
  onTimeout: TimeoutPolicy;
  /** With onTimeout "computer": the level of the computer that answers (issue 17; medium by default). */
  computer?: AiLevel;
}

/** The clock as stored; times in milliseconds since the epoch. */
export interface ClockState {
  /** null: the match has no clock, but its decisions still have a start (for "since when"). */
  settings: ClockSettings | null;
  /** When the pending decision started to be owed. */
  since: number;
  /** When the pending decision's time runs out; null without a clock or a decision. */
  deadline: number | null;
  /** Reserve mode: each player's time left, as it was when his or her last decision ended. */
  reserves: Record<PlayerId, number>;
}

const ms = (seconds: number | undefined) => (seconds ?? 0) * 1000;

/** The clock as the game starts (or, for a lobby, as it waits: no decision, no deadline). */
export function startClock(settings: ClockSettings | null, state: GameState | null, now: number): ClockState {
  const reserves: Record<PlayerId, number> = {};
  if (settings?.reserve !== undefined && state) for (const p of state.players) reserves[p.id] = ms(settings.reserve);
  const clock = { settings, since: now, deadline: null, reserves };
  return state ? { ...clock, deadline: deadlineOf(clock, state, now) } : clock;
}

/** After a move: the player who owed the decision is charged the time it took (reserve mode),
 * with the increment when the move was his or her own (a null mover: nobody's, an undo); the next decision starts now. */
export function afterMove(clock: ClockState, before: GameState, mover: PlayerId | null, after: GameState, now: number): ClockState {
  const owed = before.pending?.player;
  const reserves = { ...clock.reserves };
  if (clock.settings?.reserve !== undefined && owed !== undefined && reserves[owed] !== undefined) {
    reserves[owed] = Math.max(0, reserves[owed]! - (now - clock.since)) + (mover === owed ? ms(clock.settings.increment) : 0);
  }
  const next = { ...clock, since: now, reserves };
  return { ...next, deadline: deadlineOf(next, after, now) };
}

/** After a timeout: the player's reserve is spent (the default answer earns the increment, a
 * loss nothing more); the next decision starts now. */
export function afterTimeout(clock: ClockState, who: PlayerId, after: GameState, now: number): ClockState {
  const reserves = { ...clock.reserves };
  if (clock.settings?.reserve !== undefined && reserves[who] !== undefined) reserves[who] = clock.settings.onTimeout === "loss" ? 0 : ms(clock.settings.increment);
  const next = { ...clock, since: now, reserves };
  return { ...next, deadline: deadlineOf(next, after, now) };
}

function deadlineOf(clock: Omit<ClockState, "deadline">, state: GameState, now: number): number | null {
  const owed = state.pending?.player;
  if (!clock.settings || state.status === "finished" || owed === undefined) return null;
  if (clock.settings.perDecision !== undefined) return now + ms(clock.settings.perDecision);
  return now + (clock.reserves[owed] ?? 0);
}

/** The clock as every viewer may see it (times are public, as on a chess clock). */
export interface ClockView {
  perDecision?: number;
  reserve?: number;
  increment?: number;
  onTimeout: TimeoutPolicy;
  computer?: AiLevel;
  since: string;
  deadline: string | null;
  /** Reserve mode: each player's time left in seconds, the pending player's counted down to now. */
  remaining?: Record<PlayerId, number>;
}

export function clockView(clock: ClockState, state: GameState, now: number): ClockView | undefined {
  const s = clock.settings;
  if (!s) return undefined;
  const owed = state.pending?.player;
  const remaining =
    s.reserve === undefined
      ? undefined
      : Object.fromEntries(Object.entries(clock.reserves).map(([p, left]) => [p, Math.max(0, Math.floor((p === owed && state.status !== "finished" ? left - (now - clock.since) : left) / 1000))]));
  return { ...s, since: iso(clock.since), deadline: clock.deadline === null ? null : iso(clock.deadline), ...(remaining ? { remaining } : {}) };
}

export const iso = (t: number): string => new Date(t).toISOString();
