// The versions of a match object's SQLite schema, applied in order when the object wakes
// (and before a new match is written), all pending ones in one transaction.
//
// A small table of its own rather than drizzle's durable-sqlite migrator: that migrator
// records what it applied in `__drizzle_migrations` by the time each migration folder was
// made, and runs every migration when that table is missing. Objects stored by the release
// before versioned migrations have their tables and no record of them, so it would create
// `match` again and fail; it also needs drizzle-kit's journal and .sql files bundled as text
// modules. Here an object with a `match` table and no `schema_versions` table is known to be
// at version 1, the schema that release created, and is migrated from there.

export interface Migration {
  version: number;
  /** What the version adds, as `schema_versions` records it. */
  name: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "the schema of the first release: the match, seats, actions, events, the last reply and the outbox",
    statements: [
      `CREATE TABLE match (
     id INTEGER PRIMARY KEY CHECK (id = 1), match_id TEXT NOT NULL, version INTEGER NOT NULL,
     state TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
      `CREATE TABLE seats (seat INTEGER PRIMARY KEY, player TEXT NOT NULL UNIQUE, name TEXT NOT NULL, token_hash TEXT NOT NULL)`,
      `CREATE TABLE actions (version INTEGER PRIMARY KEY, player TEXT NOT NULL, action TEXT NOT NULL, created_at INTEGER NOT NULL)`,
      `CREATE TABLE events (seq INTEGER PRIMARY KEY, version INTEGER NOT NULL, event TEXT NOT NULL)`,
      `CREATE TABLE last_reply (
     id INTEGER PRIMARY KEY CHECK (id = 1), player TEXT NOT NULL, version INTEGER NOT NULL,
     action TEXT NOT NULL, reply TEXT NOT NULL, seen INTEGER NOT NULL)`,
      `CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, item TEXT NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: "each seat's last reply instead of the match's one",
    statements: [
      `CREATE TABLE seat_replies (
     player TEXT PRIMARY KEY, version INTEGER NOT NULL, action TEXT NOT NULL, reply TEXT NOT NULL, seen INTEGER NOT NULL)`,
      `INSERT INTO seat_replies (player, version, action, reply, seen) SELECT player, version, action, reply, seen FROM last_reply`,
      `DROP TABLE last_reply`,
    ],
  },
  {
    version: 3,
    name: "the answer to each accepted post that carried an Idempotency-Key, by seat and key",
    statements: [`CREATE TABLE idempotency (player TEXT NOT NULL, key TEXT NOT NULL, request TEXT NOT NULL, reply TEXT NOT NULL, PRIMARY KEY (player, key))`],
  },
  {
    version: 4,
    name: "settings changes, kept for replays",
    statements: [`CREATE TABLE settings (seq INTEGER PRIMARY KEY AUTOINCREMENT, version INTEGER NOT NULL, player TEXT NOT NULL, settings TEXT NOT NULL, created_at INTEGER NOT NULL)`],
  },
  {
    version: 5,
    name: "the format of the stored game state (state-format.ts): states stored before it are format 1",
    statements: [`ALTER TABLE match ADD COLUMN state_format INTEGER NOT NULL DEFAULT 1`],
  },
  {
    version: 6,
    name: "the lobby of a match created with open seats: its config and each seat, filled or awaiting its invitation",
    statements: [
      `CREATE TABLE lobby (id INTEGER PRIMARY KEY CHECK (id = 1), match_id TEXT NOT NULL, config TEXT NOT NULL, created_at INTEGER NOT NULL)`,
      `CREATE TABLE lobby_seats (
     seat INTEGER PRIMARY KEY, name TEXT, team TEXT, emperor INTEGER NOT NULL DEFAULT 0, deck TEXT,
     token_hash TEXT, invitation_hash TEXT, key_hash TEXT, joined_at INTEGER)`,
    ],
  },
  {
    version: 7,
    name: "the clock (clock.ts): its settings, when the pending decision started, its deadline, each reserve; when each event happened",
    statements: [
      `CREATE TABLE clock (id INTEGER PRIMARY KEY CHECK (id = 1), settings TEXT, since INTEGER NOT NULL, deadline INTEGER, reserves TEXT NOT NULL)`,
      `ALTER TABLE events ADD COLUMN at INTEGER`,
    ],
  },
  {
    version: 8,
    name: "the createGame input (seed included, shown only in the export of a finished match) and the SHA-256 of the seed, published from the start",
    statements: [`CREATE TABLE match_config (id INTEGER PRIMARY KEY CHECK (id = 1), config TEXT NOT NULL, seed_hash TEXT NOT NULL)`],
  },
  {
    version: 9,
    name: "webhooks (webhooks.ts): each seat's URLs and secrets, every delivery with its attempts; notices given (deadline near); the match's rematch; the state's hash after each move",
    statements: [
      `CREATE TABLE webhooks (id TEXT PRIMARY KEY, player TEXT NOT NULL, url TEXT NOT NULL, secret TEXT NOT NULL, created_at INTEGER NOT NULL)`,
      `CREATE TABLE webhook_deliveries (
     id TEXT PRIMARY KEY, webhook TEXT NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL,
     next_at INTEGER, last_status INTEGER, last_error TEXT, created_at INTEGER NOT NULL, delivered_at INTEGER)`,
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_at)`,
      `CREATE TABLE notices (kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (kind, key))`,
      `CREATE TABLE rematch (id INTEGER PRIMARY KEY CHECK (id = 1), match_id TEXT NOT NULL)`,
      `CREATE TABLE state_hashes (version INTEGER PRIMARY KEY, hash TEXT NOT NULL)`,
    ],
  },
];

const hasTable = (sql: SqlStorage, name: string): boolean =>
  sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;

/** The schema version the object's storage is at: 0 when it holds nothing. */
export function schemaVersion(sql: SqlStorage): number {
  if (hasTable(sql, "schema_versions")) return sql.exec<{ v: number | null }>("SELECT max(version) AS v FROM schema_versions").one().v ?? 0;
  // The first release kept no record: its tables are version 1 exactly.
  return hasTable(sql, "match") ? 1 : 0;
}

/** Applies the migrations after the storage's version, in order; call within a transaction.
 * Run again it does nothing. Returns the versions applied. */
export function applyMigrations(sql: SqlStorage, now: number): number[] {
  const from = schemaVersion(sql);
  const pending = MIGRATIONS.filter((m) => m.version > from);
  if (pending.length === 0) return [];
  sql.exec("CREATE TABLE IF NOT EXISTS schema_versions (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  // An object of the first release: record the version its tables already are.
  if (from === 1 && sql.exec("SELECT 1 FROM schema_versions").toArray().length === 0)
    sql.exec("INSERT INTO schema_versions (version, name, applied_at) VALUES (1, ?, ?)", MIGRATIONS[0]!.name, now);
  for (const m of pending) {
    for (const statement of m.statements) sql.exec(statement);
    sql.exec("INSERT INTO schema_versions (version, name, applied_at) VALUES (?, ?, ?)", m.version, m.name, now);
  }
  return pending.map((m) => m.version);
}

export const LATEST_SCHEMA = MIGRATIONS[MIGRATIONS.length - 1]!.version;
