// Seats the computer plays (issue 17). Which seats they are is kept in the match's own storage;
// the match's Durable Object calls playComputerSeats from its alarm, which it sets for "now"
// whenever a computer seat owes the pending decision: a human's post returns at once, and the
// computer's answers follow, each a move of the record like any player's (same events, same
// outbox rows, same replay). The computer decides from its seat's view only (src/ai/drive.ts).
import { playComputer, seatInput } from "../ai/drive.js";
import { AI_LEVELS, type AiLevel } from "../ai/seat.js";
import { decide } from "../ai/index.js";
import { apply, defaultAnswer, labelled, type Action, type GameConfig, type GameEvent, type GameState, type PlayerId } from "../engine/index.js";
import type { OutboxItem } from "../db/outbox.js";
import { canonicalJson } from "./canonical-json.js";
import { afterMove } from "./clock.js";
import type { MatchStore, StoredMatch } from "./store.js";

/** Moves the computer makes in one alarm at most, so that one call stays well inside a Worker's CPU limit; the rest follow in the next alarm. */
const MOVES_PER_ALARM = 60;

export type ComputerSeats = Record<PlayerId, AiLevel>;

/** The computer seats of a match, in its SQLite storage (its own table: no other schema changes). */
export class ComputerSeatStore {
  constructor(private readonly sql: SqlStorage) {}

  private ensure(): void {
    this.sql.exec("CREATE TABLE IF NOT EXISTS computer_seats (player TEXT PRIMARY KEY, level TEXT NOT NULL)");
  }

  save(seats: ComputerSeats): void {
    if (Object.keys(seats).length === 0) return;
    this.ensure();
    for (const [player, level] of Object.entries(seats)) this.sql.exec("INSERT OR REPLACE INTO computer_seats (player, level) VALUES (?, ?)", player, level);
  }

  load(): ComputerSeats {
    const exists = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'computer_seats'").one().n > 0;
    if (!exists) return {};
    const out: ComputerSeats = {};
    for (const row of this.sql.exec<{ player: string; level: string }>("SELECT player, level FROM computer_seats"))
      if ((AI_LEVELS as string[]).includes(row.level)) out[row.player] = row.level as AiLevel;
    return out;
  }
}

/** A lobby's computer seats by their index (the seats given to the computer at creation or
 * with an open seat's invitation), kept in their own table until the game starts. */
export class LobbyComputerStore {
  constructor(private readonly sql: SqlStorage) {}

  save(seat: number, level: AiLevel): void {
    this.sql.exec("CREATE TABLE IF NOT EXISTS computer_lobby_seats (seat INTEGER PRIMARY KEY, level TEXT NOT NULL)");
    this.sql.exec("INSERT OR REPLACE INTO computer_lobby_seats (seat, level) VALUES (?, ?)", seat, level);
  }

  load(): Record<number, AiLevel> {
    const exists = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'computer_lobby_seats'").one().n > 0;
    if (!exists) return {};
    const out: Record<number, AiLevel> = {};
    for (const row of this.sql.exec<{ seat: number; level: string }>("SELECT seat, level FROM computer_lobby_seats"))
      if ((AI_LEVELS as string[]).includes(row.level)) out[row.seat] = row.level as AiLevel;
    return out;
  }
}

/** The computer seats by player id, from their index in config.players (seating may differ, 605.3). */
export function computerSeatsOf(state: GameState, byIndex: Record<number, AiLevel>): ComputerSeats {
  const out: ComputerSeats = {};
  for (const p of state.players) if (byIndex[p.configIndex]) out[p.id] = byIndex[p.configIndex]!;
  return out;
}

/** The seat's own deck, as the match was configured (the computer knows what it brought). */
function deckOf(m: StoredMatch, config: GameConfig | undefined, player: PlayerId): string[] | undefined {
  const index = m.state.players.find((p) => p.id === player)?.configIndex;
  return index === undefined ? undefined : config?.players[index]?.deck;
}

/** Whether a computer seat owes the pending decision (the alarm should then fire now). */
export function computerOwes(m: StoredMatch | null, seats: ComputerSeats): boolean {
  const who = m?.state.pending?.player;
  return !!m && m.state.status !== "finished" && who !== undefined && seats[who] !== undefined;
}

/**
 * Plays the decisions computer seats owe, one move of the record each, committed as it is
 * made; returns the match as it then stands (or null when no computer seat owed anything).
 */
export function playComputerSeats(
  store: MatchStore, m: StoredMatch | null, seats: ComputerSeats, config: GameConfig | undefined, now: number,
  /** Called after each committed move, so that the match's sockets and webhooks hear of it (notify.ts). */
  committed: (before: StoredMatch, next: StoredMatch, mover: PlayerId) => void = () => {},
): StoredMatch | null {
  if (!m || !computerOwes(m, seats)) return null;
  let current = m;
  for (let n = 0; n < MOVES_PER_ALARM && computerOwes(current, seats); n++) {
    const player = current.state.pending!.player;
    const { state, events, action } = answer(current, player, seats[player]!, config);
    const version = current.version + 1;
    const next: StoredMatch = { ...current, version, state, clock: current.clock ? afterMove(current.clock, current.state, player, state, now) : null };
    store.commitAction(next, [{ version, player, json: canonicalJson(action), events }], null, null, [
      { kind: "action", action: { matchId: m.id, version, player, action, createdAt: now } },
      {
        kind: "progress",
        progress: {
          id: m.id, status: state.status, awaiting: state.pending?.player ?? null, version, winners: state.winners, updatedAt: now,
          awaitingSince: next.clock && state.pending && state.status !== "finished" ? next.clock.since : null,
          deadline: next.clock && state.pending && state.status !== "finished" ? next.clock.deadline : null,
        },
      } satisfies OutboxItem,
    ], now);
    committed(current, next, player);
    current = next;
  }
  return current;
}

/** The computer's move; should the engine refuse even its listed fallback (an engine fault), the
 * default answer a timeout gives, so that a computer seat never leaves the match stuck. */
function answer(m: StoredMatch, player: PlayerId, level: AiLevel, config: GameConfig | undefined): { state: GameState; events: GameEvent[]; action: Action } {
  try {
    return playComputer(m.state, player, { level, deck: deckOf(m, config, player) }, { seed: m.id });
  } catch (e) {
    console.warn(`computer seat ${player}: its answer was refused (${(e as Error).message}); the default answer is played`);
    const fallback = defaultAnswer(m.state, player)!;
    return { ...apply(m.state, player, fallback), action: fallback };
  }
}

/** The computer's answer for a player whose time ran out, when the clock says so (issue 17):
 * from that player's view only, the first of its answer and its listed fallback the engine
 * accepts; undefined when neither is (timeOut then gives the default answer). */
export function timeoutAnswer(m: StoredMatch, player: PlayerId, config: GameConfig | undefined, level: AiLevel): Action | undefined {
  const input = seatInput(m.state, player, [], deckOf(m, config, player));
  if (!input) return undefined;
  const { action, fallback } = decide(input, level, { seed: m.id });
  for (const a of [action, fallback]) {
    try {
      apply(m.state, player, a);
      return a;
    } catch {
      // refused by a rule the seat can't see: its fallback, or the default answer
    }
  }
  return undefined;
}

export interface Suggestion {
  version: number;
  player: PlayerId;
  kind: string | null;
  /** The suggested answer (one of the decision's options or an answer built from its details), labelled; null when the seat owes nothing. */
  action: (Action & { label?: string }) | null;
}

/** What the computer would answer for a human seat, from that seat's view only ("hard" unless asked otherwise). */
export function suggestion(m: StoredMatch, player: PlayerId, config: GameConfig | undefined, level: AiLevel): Suggestion {
  const input = seatInput(m.state, player, [], deckOf(m, config, player));
  if (!input) return { version: m.version, player, kind: null, action: null };
  const { action } = decide(input, level, { seed: m.id });
  return { version: m.version, player, kind: input.decision.kind, action: labelled(m.state, player, [action])[0]! };
}
