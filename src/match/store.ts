// A match's own SQLite storage inside its Durable Object: the authority on the match.
// Each change is written in one transaction together with the outbox rows for D1.
import type { GameConfig, GameEvent, GameState, PlayerId } from "../engine/index.js";
import type { OutboxItem } from "../db/outbox.js";
import type { ClockState } from "./clock.js";
import { applyMigrations } from "./migrations.js";
import { loadState, STATE_FORMAT } from "./state-format.js";

export interface Seat {
  player: PlayerId;
  name: string;
  tokenHash: string;
}

/** A seat's last accepted action and its answer, so that a retry of it gets the same answer
 * whatever the other seats did since. */
export interface LastReply {
  player: PlayerId;
  /** The version the action was posted at. */
  version: number;
  action: string;
  reply: string;
  /** Whether its seat has read the match since: then a repeat is stale, not a retry. */
  seen: boolean;
}

export interface StoredMatch {
  id: string;
  version: number;
  state: GameState;
  seats: Seat[];
  /** Each seat's last accepted action, by player. */
  replies: Record<PlayerId, LastReply>;
  /** The clock (clock.ts); null for a match stored before clocks. */
  clock: ClockState | null;
}

/** An event as stored: with when it happened (ms), unknown for events stored before times. */
export type TimedEvent = GameEvent & { at?: number };

/** A seat of a lobby (a match created with open seats): filled when it has a token. Its deck
 * (card names) is never shown to anyone. */
export interface LobbySeat {
  /** The seat's index in the creation request (the engine's configIndex). */
  seat: number;
  name: string | null;
  team: string | null;
  emperor: boolean;
  deck: string[] | null;
  tokenHash: string | null;
  /** SHA-256 of the seat's invitation while it is open; null once used. */
  invitationHash: string | null;
  /** SHA-256 of the player key presented by whoever took the seat. */
  keyHash: string | null;
}

export interface StoredLobby {
  id: string;
  /** The createGame input without its players (seed, format, options, setup). */
  config: GameConfig;
  createdAt: number;
  seats: LobbySeat[];
  /** The clock's settings, waiting for the game (no decision, no deadline); null for a lobby stored before clocks. */
  clock: ClockState | null;
}

/** A settings change (engine turn/stops.ts): made at `version`, it moves no version. */
export interface SettingsChange {
  player: PlayerId;
  version: number;
  settings: string;
}

export class MatchStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** Brings a stored match's schema to the latest version (migrations.ts), in one
   * transaction; an object that holds no match is left empty. */
  migrate(now: number): number[] {
    if (!this.hasTable("match")) return [];
    return this.storage.transactionSync(() => applyMigrations(this.sql, now));
  }

  /** The stored match, or null when this object holds none (reading creates nothing). */
  load(): StoredMatch | null {
    if (!this.hasTable("match")) return null;
    // A lobby's object has the tables and no match row until every seat is filled.
    const row = this.sql
      .exec<{ match_id: string; version: number; state: string; state_format: number }>("SELECT match_id, version, state, state_format FROM match")
      .toArray()[0];
    if (!row) return null;
    const seats = this.sql
      .exec<{ player: string; name: string; token_hash: string }>("SELECT player, name, token_hash FROM seats ORDER BY seat")
      .toArray()
      .map((s) => ({ player: s.player, name: s.name, tokenHash: s.token_hash }));
    const replies: Record<PlayerId, LastReply> = {};
    for (const r of this.sql
      .exec<{ player: string; version: number; action: string; reply: string; seen: number }>("SELECT player, version, action, reply, seen FROM seat_replies")
      .toArray())
      replies[r.player] = { ...r, seen: r.seen === 1 };
    return { id: row.match_id, version: row.version, state: loadState(row.state, row.state_format), seats, replies, clock: this.loadClock() };
  }

  create(match: StoredMatch, events: GameEvent[], outbox: OutboxItem[], now: number, config?: { config: GameConfig; seedHash: string }): void {
    this.storage.transactionSync(() => {
      applyMigrations(this.sql, now);
      if (config) this.saveConfig(config.config, config.seedHash);
      this.insertMatch(match, events, outbox, now);
    });
  }

  /** The createGame input and the seed's SHA-256; null for a match stored before they were kept. */
  config(): { config: GameConfig; seedHash: string } | null {
    if (!this.hasTable("match_config")) return null;
    const row = this.sql.exec<{ config: string; seed_hash: string }>("SELECT config, seed_hash FROM match_config").toArray()[0];
    return row ? { config: JSON.parse(row.config) as GameConfig, seedHash: row.seed_hash } : null;
  }

  private saveConfig(config: GameConfig, seedHash: string): void {
    this.sql.exec("INSERT OR REPLACE INTO match_config (id, config, seed_hash) VALUES (1, ?, ?)", JSON.stringify(config), seedHash);
  }

  /** The whole record of the match, for its export: every action, settings change and event (hidden ones included). */
  record(): { actions: { version: number; player: PlayerId; action: unknown; at: number }[]; settings: { version: number; player: PlayerId; settings: unknown }[]; events: TimedEvent[] } {
    return {
      actions: this.sql
        .exec<{ version: number; player: string; action: string; created_at: number }>("SELECT version, player, action, created_at FROM actions ORDER BY version")
        .toArray()
        .map((r) => ({ version: r.version, player: r.player, action: JSON.parse(r.action), at: r.created_at })),
      settings: this.sql
        .exec<{ version: number; player: string; settings: string }>("SELECT version, player, settings FROM settings ORDER BY seq")
        .toArray()
        .map((r) => ({ version: r.version, player: r.player, settings: JSON.parse(r.settings) })),
      events: this.eventsAfter(-1, Number.MAX_SAFE_INTEGER),
    };
  }

  private loadClock(): ClockState | null {
    const row = this.sql.exec<{ settings: string | null; since: number; deadline: number | null; reserves: string }>("SELECT settings, since, deadline, reserves FROM clock").toArray()[0];
    return row ? { settings: row.settings === null ? null : JSON.parse(row.settings), since: row.since, deadline: row.deadline, reserves: JSON.parse(row.reserves) } : null;
  }

  private saveClock(clock: ClockState): void {
    this.sql.exec(
      "INSERT OR REPLACE INTO clock (id, settings, since, deadline, reserves) VALUES (1, ?, ?, ?, ?)",
      clock.settings === null ? null : JSON.stringify(clock.settings), clock.since, clock.deadline, JSON.stringify(clock.reserves),
    );
  }

  /** The lobby of a match created with open seats (lobby.ts), if this object holds one. */
  loadLobby(): StoredLobby | null {
    if (!this.hasTable("lobby")) return null;
    const row = this.sql.exec<{ match_id: string; config: string; created_at: number }>("SELECT match_id, config, created_at FROM lobby").toArray()[0];
    if (!row) return null;
    const seats = this.sql
      .exec<{ seat: number; name: string | null; team: string | null; emperor: number; deck: string | null; token_hash: string | null; invitation_hash: string | null; key_hash: string | null }>(
        "SELECT seat, name, team, emperor, deck, token_hash, invitation_hash, key_hash FROM lobby_seats ORDER BY seat",
      )
      .toArray()
      .map((r): LobbySeat => ({
        seat: r.seat, name: r.name, team: r.team, emperor: r.emperor === 1, deck: r.deck === null ? null : (JSON.parse(r.deck) as string[]),
        tokenHash: r.token_hash, invitationHash: r.invitation_hash, keyHash: r.key_hash,
      }));
    return { id: row.match_id, config: JSON.parse(row.config) as GameConfig, createdAt: row.created_at, seats, clock: this.loadClock() };
  }

  createLobby(lobby: StoredLobby, clock: ClockState, seedHash: string, outbox: OutboxItem[], now: number): void {
    this.storage.transactionSync(() => {
      applyMigrations(this.sql, now);
      this.saveConfig(lobby.config, seedHash);
      this.sql.exec("INSERT INTO lobby (id, match_id, config, created_at) VALUES (1, ?, ?, ?)", lobby.id, JSON.stringify(lobby.config), now);
      for (const s of lobby.seats) this.insertLobbySeat(s, now);
      this.saveClock(clock);
      this.insertOutbox(outbox);
    });
  }

  /** Fills an open seat; when it is the last one, the game it starts is stored in the same transaction. */
  joinLobby(seat: LobbySeat, start: { match: StoredMatch; events: GameEvent[]; config: GameConfig } | null, outbox: OutboxItem[], now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM lobby_seats WHERE seat = ?", seat.seat);
      this.insertLobbySeat(seat, now);
      if (start) {
        this.sql.exec("UPDATE match_config SET config = ?", JSON.stringify(start.config));
        this.insertMatch(start.match, start.events, [], now);
      }
      this.insertOutbox(outbox);
    });
  }

  private insertLobbySeat(s: LobbySeat, now: number): void {
    this.sql.exec(
      "INSERT INTO lobby_seats (seat, name, team, emperor, deck, token_hash, invitation_hash, key_hash, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      s.seat, s.name, s.team, s.emperor ? 1 : 0, s.deck === null ? null : JSON.stringify(s.deck), s.tokenHash, s.invitationHash, s.keyHash, s.tokenHash === null ? null : now,
    );
  }

  private insertMatch(match: StoredMatch, events: GameEvent[], outbox: OutboxItem[], now: number): void {
    this.sql.exec(
      "INSERT INTO match (id, match_id, version, state, state_format, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?)",
      match.id, match.version, JSON.stringify(match.state), STATE_FORMAT, now, now,
    );
    match.seats.forEach((s, i) =>
      this.sql.exec("INSERT INTO seats (seat, player, name, token_hash) VALUES (?, ?, ?, ?)", i, s.player, s.name, s.tokenHash),
    );
    if (match.clock) this.saveClock(match.clock);
    this.insertEvents(events, match.version, now);
    this.insertOutbox(outbox);
  }

  /** Commits one accepted post: the new state, its actions (one version each) with their events, the reply and the outbox rows. */
  commitAction(
    next: { version: number; state: GameState; clock: ClockState | null },
    actions: { version: number; player: PlayerId; json: string; events: GameEvent[] }[],
    /** Null for a move the match made for a player (a timeout). */
    last: LastReply | null,
    /** The post's Idempotency-Key and its whole body as canonical JSON, when it carried one. */
    idempotency: { key: string; request: string } | null,
    outbox: OutboxItem[],
    now: number,
  ): void {
    this.storage.transactionSync(() => {
      this.sql.exec("UPDATE match SET version = ?, state = ?, state_format = ?, updated_at = ?", next.version, JSON.stringify(next.state), STATE_FORMAT, now);
      for (const a of actions) {
        this.sql.exec("INSERT INTO actions (version, player, action, created_at) VALUES (?, ?, ?, ?)", a.version, a.player, a.json, now);
        this.insertEvents(a.events, a.version, now);
      }
      if (next.clock) this.saveClock(next.clock);
      if (last !== null)
        this.sql.exec(
          "INSERT OR REPLACE INTO seat_replies (player, version, action, reply, seen) VALUES (?, ?, ?, ?, 0)",
          last.player, last.version, last.action, last.reply,
        );
      if (idempotency !== null && last !== null)
        this.sql.exec("INSERT INTO idempotency (player, key, request, reply) VALUES (?, ?, ?, ?)", last.player, idempotency.key, idempotency.request, last.reply);
      this.insertOutbox(outbox);
    });
  }

  markReplySeen(player: PlayerId): void {
    this.sql.exec("UPDATE seat_replies SET seen = 1 WHERE player = ?", player);
  }

  /** The request and answer of the seat's accepted post with this Idempotency-Key, if any. */
  idempotent(player: PlayerId, key: string): { request: string; reply: string } | null {
    return this.sql.exec<{ request: string; reply: string }>("SELECT request, reply FROM idempotency WHERE player = ? AND key = ?", player, key).toArray()[0] ?? null;
  }

  /** Commits a settings change: the state with the new settings, the change (for replays) and
   * the outbox rows, which name the change by its sequence number. */
  commitSettings(state: GameState, change: SettingsChange, outbox: (seq: number) => OutboxItem[], now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec("UPDATE match SET state = ?, state_format = ?, updated_at = ?", JSON.stringify(state), STATE_FORMAT, now);
      const { seq } = this.sql
        .exec<{ seq: number }>("INSERT INTO settings (version, player, settings, created_at) VALUES (?, ?, ?, ?) RETURNING seq", change.version, change.player, change.settings, now)
        .one();
      this.insertOutbox(outbox(seq));
    });
  }

  /** How many settings changes the seat has made at this version. */
  settingsChangesAt(player: PlayerId, version: number): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM settings WHERE player = ? AND version = ?", player, version).one().n;
  }

  eventsAfter(after: number, limit: number): TimedEvent[] {
    return this.sql
      .exec<{ event: string; at: number | null }>("SELECT event, at FROM events WHERE seq > ? ORDER BY seq LIMIT ?", after, limit)
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.event) as GameEvent), ...(r.at === null ? {} : { at: r.at }) }));
  }

  outboxPage(limit: number): { id: number; item: OutboxItem }[] {
    if (!this.hasTable("outbox")) return [];
    return this.sql
      .exec<{ id: number; item: string }>("SELECT id, item FROM outbox ORDER BY id LIMIT ?", limit)
      .toArray()
      .map((r) => ({ id: r.id, item: JSON.parse(r.item) as OutboxItem }));
  }

  deleteOutboxThrough(id: number): void {
    this.sql.exec("DELETE FROM outbox WHERE id <= ?", id);
  }

  private hasTable(name: string): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
  }

  private insertEvents(events: GameEvent[], version: number, now: number): void {
    for (const e of events) this.sql.exec("INSERT INTO events (seq, version, event, at) VALUES (?, ?, ?, ?)", e.seq, version, JSON.stringify(e), now);
  }

  private insertOutbox(items: OutboxItem[]): void {
    for (const item of items) this.sql.exec("INSERT INTO outbox (item) VALUES (?)", JSON.stringify(item));
  }
}
