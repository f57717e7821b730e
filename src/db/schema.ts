// The D1 read side (migrations/, generated from this file by `npm run db:generate`): the
// match index, the seats by token hash, and the archive of accepted actions and settings changes.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Action, GameConfig, PlayerId, PrioritySettings, TimeoutPolicy } from "../engine/index.js";

/** A move in the archive: a player's action, or the match's answer for a player whose time ran out (engine game/timeout.ts). */
export type ArchivedAction = Action | { type: "timeOut"; policy: TimeoutPolicy; answer?: Action };

export const matches = sqliteTable(
  "matches",
  {
    id: text("id").primaryKey(),
    format: text("format").notNull(),
    status: text("status").notNull(),
    /** The player who owes the pending decision; null once the game is over. */
    awaiting: text("awaiting"),
    version: integer("version").notNull(),
    winners: text("winners", { mode: "json" }).$type<PlayerId[]>().notNull().default([]),
    /** The createGame input, seed included (never sent to clients): replaying the archive on it rebuilds the match. */
    config: text("config", { mode: "json" }).$type<GameConfig>().notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    /** When the pending decision started to be owed (ms); null before clocks, in a lobby and once over. */
    awaitingSince: integer("awaiting_since"),
    /** When the pending decision's time runs out under the match's clock (ms); null without one. */
    deadline: integer("deadline"),
  },
  (t) => [index("matches_awaiting").on(t.awaiting, t.status)],
);

export const matchSeats = sqliteTable(
  "match_seats",
  {
    tokenHash: text("token_hash").primaryKey(),
    matchId: text("match_id").notNull().references(() => matches.id),
    player: text("player").notNull(),
    name: text("name").notNull(),
  },
  (t) => [index("match_seats_match").on(t.matchId)],
);

export const matchActions = sqliteTable(
  "match_actions",
  {
    matchId: text("match_id").notNull().references(() => matches.id),
    /** The match version this action produced: 1 for the first accepted action. */
    version: integer("version").notNull(),
    player: text("player").notNull(),
    action: text("action", { mode: "json" }).$type<ArchivedAction>().notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.version] })],
);

/** Each settings change (migrations/0002_settings.sql): made at `version`, applied by a replay
 * before the action that makes version + 1, in `seq` order. */
export const matchSettings = sqliteTable(
  "match_settings",
  {
    matchId: text("match_id").notNull().references(() => matches.id),
    seq: integer("seq").notNull(),
    version: integer("version").notNull(),
    player: text("player").notNull(),
    settings: text("settings", { mode: "json" }).$type<Partial<PrioritySettings>>().notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/** The seats taken with a player key (no account: a random secret, only its SHA-256 kept), so
 * that GET /v1/players/me/matches lists every match of the key. `player` is null while the
 * match is a lobby (players are seated when it starts). */
export const playerMatches = sqliteTable(
  "player_matches",
  {
    keyHash: text("key_hash").notNull(),
    matchId: text("match_id").notNull().references(() => matches.id),
    /** The seat's place in the creation request. */
    seat: integer("seat").notNull(),
    player: text("player"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyHash, t.matchId, t.seat] }), index("player_matches_key_created").on(t.keyHash, t.createdAt)],
);

/** The chat apps' seats and invitations (src/chat/): which Discord or Slack user holds which
 * seat of which match. The user is known by a hash of his or her platform id only, and the seat's
 * token (or the invitation) is sealed with a key drawn from the server's CHAT_SECRET and that id
 * (chat/links.ts): neither a Discord id nor a usable token is readable from the table alone. */
export const chatLinks = sqliteTable(
  "chat_links",
  {
    platform: text("platform").notNull(),
    userHash: text("user_hash").notNull(),
    matchId: text("match_id").notNull(),
    /** "seat": `sealed` holds the seat's token; "invitation": the invitation to join the match. */
    kind: text("kind").notNull(),
    sealed: text("sealed").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.userHash, t.matchId, t.kind] })],
);
