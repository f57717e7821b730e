// A match of several games (issue 14): best of one or best of three. Each game is a match of
// its own (its own id, record, seed and export); the next game is the finished one's rematch
// (rematch.ts), which carries the series on: its number, the wins so far, and who chooses who
// plays first. Between games each player may swap cards between deck and sideboard: the new
// deck and sideboard together must be the same cards as before, and the deck rules still hold
// (100.2a: at least sixty cards; 100.4 (?): a sideboard of at most fifteen). 101.2: the
// loser of the previous game chooses who plays first; after a draw, whoever chose for the
// drawn game chooses again (or, when the start of that game was random, its starting player).
//
// Kept in the match's own storage, in tables of this module's (created when first needed):
// the series and each seat's sideboard, by seat (the engine's configIndex). A sideboard is its
// player's own: no view, lobby or decision ever shows it; only the export of the match does.
import type { GameConfig, GameState, PlayerId } from "../engine/index.js";
import { FREE_BASICS } from "../cards/sealed.js";

export type BestOf = 1 | 3;

/** A game's place in its series, as stored. */
export interface SeriesRow {
  bestOf: BestOf;
  /** 1 for the first game. */
  game: number;
  /** Games won before this one, by seat (configIndex). */
  wins: number[];
  /** The seat that chose who plays this game first; null: the start is random (a first game). */
  chooser: number | null;
  /** The seat chosen to play first; null until chosen (or when random). */
  starting: number | null;
}

/** The series as every viewer of a game may see it. */
export interface SeriesView {
  bestOf: BestOf;
  game: number;
  /** Games won so far, this one included once it is over, by player. */
  wins: Record<PlayerId, number>;
  /** Whether the series is decided (or every game of it played). */
  over: boolean;
  /** The series' winner once it is over; null for a drawn series or while it goes on. */
  winner: PlayerId | null;
  /** Who chose who plays this game first (null: chosen at random). */
  chooser: PlayerId | null;
}

/** The games a player must win to take the series. */
const needed = (bestOf: BestOf) => Math.floor(bestOf / 2) + 1;

export class Series {
  constructor(private readonly sql: SqlStorage) {}

  private ensure(): void {
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS series (id INTEGER PRIMARY KEY CHECK (id = 1), best_of INTEGER NOT NULL, game INTEGER NOT NULL, wins TEXT NOT NULL, chooser INTEGER, starting INTEGER)",
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS sideboards (seat INTEGER PRIMARY KEY, cards TEXT NOT NULL)");
  }

  private has(table: string): boolean {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?", table).one().n > 0;
  }

  /** Stores the game's place in its series and the sideboards known at creation. */
  begin(row: SeriesRow | null, sideboards: Record<number, string[]>): void {
    if (row === null && Object.keys(sideboards).length === 0) return;
    this.ensure();
    if (row) this.sql.exec("INSERT OR REPLACE INTO series (id, best_of, game, wins, chooser, starting) VALUES (1, ?, ?, ?, ?, ?)", row.bestOf, row.game, JSON.stringify(row.wins), row.chooser, row.starting);
    for (const [seat, cards] of Object.entries(sideboards)) this.saveSideboard(Number(seat), cards);
  }

  row(): SeriesRow | null {
    if (!this.has("series")) return null;
    const r = this.sql.exec<{ best_of: number; game: number; wins: string; chooser: number | null; starting: number | null }>("SELECT best_of, game, wins, chooser, starting FROM series").toArray()[0];
    return r ? { bestOf: r.best_of as BestOf, game: r.game, wins: JSON.parse(r.wins) as number[], chooser: r.chooser, starting: r.starting } : null;
  }

  saveSideboard(seat: number, cards: string[]): void {
    this.ensure();
    this.sql.exec("INSERT OR REPLACE INTO sideboards (seat, cards) VALUES (?, ?)", seat, JSON.stringify(cards));
  }

  /** The seat's sideboard (empty when it has none). */
  sideboard(seat: number): string[] {
    if (!this.has("sideboards")) return [];
    const r = this.sql.exec<{ cards: string }>("SELECT cards FROM sideboards WHERE seat = ?", seat).toArray()[0];
    return r ? (JSON.parse(r.cards) as string[]) : [];
  }

  /** Every seat's sideboard, by seat. */
  sideboards(): Record<number, string[]> {
    if (!this.has("sideboards")) return {};
    return Object.fromEntries(this.sql.exec<{ seat: number; cards: string }>("SELECT seat, cards FROM sideboards ORDER BY seat").toArray().map((r) => [r.seat, JSON.parse(r.cards) as string[]]));
  }

  /** Records the choice of who plays first (a seat). */
  choose(starting: number): void {
    const row = this.row();
    if (!row) return;
    this.sql.exec("UPDATE series SET starting = ?", starting);
  }

  /** The createGame input with the chosen starting player, if one was chosen. */
  withStart(config: GameConfig): GameConfig {
    const starting = this.row()?.starting ?? null;
    return starting === null ? config : { ...config, startingPlayer: starting };
  }

  /** The series as a viewer of the game sees it; null for a single game that is no rematch. */
  view(state: GameState): SeriesView | null {
    const row = this.row();
    if (!row || row.bestOf === 1) return null;
    return viewOf(row, state);
  }
}

/** Wins by seat, this game's included once it is over. */
function winsNow(row: SeriesRow, state: GameState): number[] {
  const wins = [...row.wins];
  if (state.status === "finished" && state.winners.length === 1) {
    const seat = state.players.find((p) => p.id === state.winners[0])!.configIndex;
    wins[seat] = (wins[seat] ?? 0) + 1;
  }
  return wins;
}

function viewOf(row: SeriesRow, state: GameState): SeriesView {
  const wins = winsNow(row, state);
  const top = Math.max(...wins);
  const decided = top >= needed(row.bestOf);
  const over = decided || (state.status === "finished" && row.game >= row.bestOf);
  const leaders = wins.flatMap((w, seat) => (w === top ? [seat] : []));
  const byPlayer = (seat: number) => state.players.find((p) => p.configIndex === seat)!.id;
  return {
    bestOf: row.bestOf,
    game: row.game,
    wins: Object.fromEntries(state.players.map((p) => [p.id, wins[p.configIndex] ?? 0])),
    over,
    winner: over && leaders.length === 1 ? byPlayer(leaders[0]!) : null,
    chooser: row.chooser === null ? null : byPlayer(row.chooser),
  };
}

/** The next game's place, after this finished game: its number and wins (a new series when this
 * one is over), and the seat that chooses who plays it first (two-player games only: in the
 * others the start stays random). */
export function nextGame(row: SeriesRow | null, state: GameState): SeriesRow {
  const current: SeriesRow = row ?? { bestOf: 1, game: 1, wins: state.players.map(() => 0), chooser: null, starting: null };
  const view = viewOf(current, state);
  const seats = state.players.length;
  let chooser: number | null = null;
  if (state.format === "two-player") {
    if (state.winners.length === 1) chooser = state.players.find((p) => p.id !== state.winners[0])!.configIndex;
    else chooser = current.chooser ?? state.players.find((p) => p.id === state.startingPlayer)!.configIndex;
  }
  const wins = view.over ? Array.from({ length: seats }, () => 0) : winsNow(current, state);
  return { bestOf: current.bestOf, game: view.over ? 1 : current.game + 1, wins, chooser, starting: null };
}

/** Whether the finished game leaves its series going on (a next game must be played). */
export function continues(row: SeriesRow | null, state: GameState): boolean {
  return row !== null && row.bestOf > 1 && !viewOf(row, state).over;
}

/** Counts of each card name. */
function tally(cards: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Why a deck and sideboard brought between games of a series are not the same cards as the
 * seat's before (the sideboard only swaps cards with the deck); null when they are. A sealed
 * deck's basic lands are not counted (`limited`): in limited play any number of them may be
 * added or taken out (100.2b, cards/sealed.ts). */
export function sideboardingProblem(before: { deck: string[]; sideboard: string[] }, after: { deck: string[]; sideboard: string[] }, limited = false): string | null {
  const counted = (cards: string[]) => (limited ? cards.filter((c) => !(FREE_BASICS as readonly string[]).includes(c)) : cards);
  const was = tally(counted([...before.deck, ...before.sideboard]));
  const now = tally(counted([...after.deck, ...after.sideboard]));
  const diffs: string[] = [];
  for (const name of new Set([...was.keys(), ...now.keys()])) {
    const d = (now.get(name) ?? 0) - (was.get(name) ?? 0);
    if (d !== 0) diffs.push(`${Math.abs(d)} ${name} ${d > 0 ? "more" : "fewer"}`);
  }
  if (diffs.length === 0) return null;
  return `between the games of a match a player may only swap cards between deck and sideboard, and these are not the same cards as before (${diffs.slice(0, 5).join(", ")})`;
}
