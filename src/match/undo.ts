// Undo by consent (issue 15): in a match created with `undo: true`, a player may ask to take
// back his or her last post while no hidden information has come to light since; every other
// player still in the game (the computer agrees at once) accepts or refuses, and any new move
// withdraws the request. Accepted, the match returns to the position before that post as a NEW
// version: versions only grow, the moves taken back stay in the record, and the record gains a
// move `{type: "undo", version: P}` that a replay (replay.ts) follows to the same state.
//
// What may not be taken back is what cannot be unseen: a card drawn or searched for, a library
// touched in any way, a card revealed or looked at, a face-down card turned up, anything random
// (a shuffle, a coin, a card at random: the random generator moved), any event that shows
// someone a secret. A player's own card played from the hand is no secret to the players who
// consent: they saw it and agreed.
import type { GameEvent, GameState, PlayerId } from "../engine/index.js";
import { loadState, STATE_FORMAT } from "./state-format.js";

/** A pending request, as every seat's view shows it. */
export interface UndoRequest {
  /** Who asks to take back his or her last post. */
  by: PlayerId;
  /** The match's version when it was asked: any move after it withdraws the request. */
  version: number;
  /** The version the match returns to: the position before the post taken back. */
  restores: number;
  /** The versions taken back (the post's and every move after it). */
  takesBack: { from: number; to: number };
  askedAt: string;
  /** Each player who must consent, and whether he or she has. */
  answers: Record<PlayerId, "pending" | "accepted">;
}

/** The position before a player's last post, kept while the match allows undo. */
export interface UndoPoint {
  /** The version the post was made at (the position it returns to)... */
  version: number;
  /** ...and the last version the post made (a post of several actions makes several). */
  to: number;
  state: GameState;
}

/** Event types that show a hidden card or a random result to someone (besides events that
 * carry `visibleTo` or a `secret`, which always do). */
const REVEALING = new Set([
  "draw", "reveal", "revealHand", "lookAtHand", "lookAtLibrary", "search", "scry", "orderTop", "chooseTop", "ripple",
  "turnFaceUp", "shuffle", "shuffleGraveyard", "coinFlip", "libraryToGraveyard", "dredge", "cycle",
]);

/** Whether an event shows something to a player other than the asker alone (a card the asker
 * plays face down is a secret for the asker only, who knew it). */
const secretForOthers = (e: GameEvent, asker: PlayerId) =>
  (e.visibleTo !== undefined && e.visibleTo.some((p) => p !== asker)) || (e.secret !== undefined && e.secret.to.some((p) => p !== asker));

/** Why the position `point` may not be returned to from `current`, given the events since and
 * who asks; null when it may. */
export function hiddenSince(point: GameState, current: GameState, events: GameEvent[], asker: PlayerId): string | null {
  const shown = events.find((e) => secretForOthers(e, asker) || REVEALING.has(e.type));
  if (shown) return `hidden information has been revealed since (${shown.text.replace(/\.$/, "")})`;
  if (point.rng.some((n, i) => n !== current.rng[i])) return "something random has happened since (a shuffle or a random choice)";
  const library = current.players.find((p) => {
    const before = point.players.find((q) => q.id === p.id);
    return !before || before.library.length !== p.library.length || before.library.some((c, i) => c !== p.library[i]);
  });
  if (library) return `${library.name}'s library has changed since: its cards are hidden`;
  for (const [id, o] of Object.entries(point.objects))
    if ("faceDown" in o && o.faceDown && !(current.objects[id] && "faceDown" in current.objects[id]! && current.objects[id]!.faceDown))
      return "a face-down card has been turned up or has left play since";
  return null;
}

/** The position `point` as the match's next version: the game as it was, with event numbers
 * going on after the undo's own event and each player's priority settings as they now are
 * (preferences, not part of the position). Returns the state and the undo's event. */
export function restore(point: GameState, current: GameState, text: string, data: Record<string, unknown>): { state: GameState; event: GameEvent } {
  const seq = current.nextEventSeq;
  const players = point.players.map((p) => {
    const now = current.players.find((q) => q.id === p.id)!;
    return { ...p, autoPass: now.autoPass, stops: now.stops };
  });
  return { state: { ...point, nextEventSeq: seq + 1, players }, event: { seq, type: "undo", text, data } };
}

/** The undo tables of a match's storage: whether the match allows undo, each player's last
 * undo point, and the pending request (its own tables: no other schema changes). */
export class UndoStore {
  constructor(private readonly sql: SqlStorage) {}

  private ensure(): void {
    this.sql.exec("CREATE TABLE IF NOT EXISTS undo_settings (id INTEGER PRIMARY KEY CHECK (id = 1), allowed INTEGER NOT NULL)");
    this.sql.exec("CREATE TABLE IF NOT EXISTS undo_points (player TEXT PRIMARY KEY, version INTEGER NOT NULL, post_to INTEGER NOT NULL, state TEXT NOT NULL, state_format INTEGER NOT NULL)");
    this.sql.exec("CREATE TABLE IF NOT EXISTS undo_request (id INTEGER PRIMARY KEY CHECK (id = 1), request TEXT NOT NULL)");
  }

  private exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'undo_settings'").toArray().length > 0;
  }

  allow(allowed: boolean): void {
    if (!allowed) return;
    this.ensure();
    this.sql.exec("INSERT OR REPLACE INTO undo_settings (id, allowed) VALUES (1, 1)");
  }

  allowed(): boolean {
    return this.exists() && this.sql.exec<{ allowed: number }>("SELECT allowed FROM undo_settings").toArray()[0]?.allowed === 1;
  }

  /** Keeps the position before the player's post (the only one he or she may take back). */
  savePoint(player: PlayerId, point: UndoPoint): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO undo_points (player, version, post_to, state, state_format) VALUES (?, ?, ?, ?, ?)",
      player, point.version, point.to, JSON.stringify(point.state), STATE_FORMAT,
    );
  }

  point(player: PlayerId): UndoPoint | null {
    if (!this.exists()) return null;
    const row = this.sql
      .exec<{ version: number; post_to: number; state: string; state_format: number }>("SELECT version, post_to, state, state_format FROM undo_points WHERE player = ?", player)
      .toArray()[0];
    return row ? { version: row.version, to: row.post_to, state: loadState(row.state, row.state_format) } : null;
  }

  /** The player's last move is not a post of his or her own (the clock answered): nothing to take back. */
  dropPoint(player: PlayerId): void {
    if (this.exists()) this.sql.exec("DELETE FROM undo_points WHERE player = ?", player);
  }

  /** The posts made at or after `version` are taken back: they can't be taken back again. */
  dropPointsFrom(version: number): void {
    this.sql.exec("DELETE FROM undo_points WHERE version >= ?", version);
  }

  request(): UndoRequest | null {
    if (!this.exists()) return null;
    const row = this.sql.exec<{ request: string }>("SELECT request FROM undo_request").toArray()[0];
    return row ? (JSON.parse(row.request) as UndoRequest) : null;
  }

  saveRequest(r: UndoRequest): void {
    this.sql.exec("INSERT OR REPLACE INTO undo_request (id, request) VALUES (1, ?)", JSON.stringify(r));
  }

  clearRequest(): void {
    if (this.exists()) this.sql.exec("DELETE FROM undo_request");
  }
}
