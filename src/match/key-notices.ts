// Webhooks of a player key (issue 15): a key registers its URLs once (src/players/key-object.ts)
// and is told of every match it holds a seat in. The match's Durable Object knows which key took
// which seat (given at creation or joining) and, as a move is stored, writes a notice for the
// seat's key in its own storage, in the same synchronous step as the move (nothing here can
// refuse or delay a move). Its alarm then forwards the notices to the key's object, which signs,
// sends and retries the deliveries and keeps their log. A notice whose forwarding fails is
// tried again later with backoff; each carries a source id, so a notice forwarded twice is
// delivered once. Its own tables, created when first needed: no change to the match's schema.
import type { Env } from "../env.js";
import type { PlayerId } from "../engine/index.js";
import type { WebhookEvent } from "./webhooks.js";

const BATCH = 50;
const MAX_BACKOFF_MS = 600_000;

export class KeyNotices {
  constructor(private readonly sql: SqlStorage) {}

  private ensure(): void {
    this.sql.exec("CREATE TABLE IF NOT EXISTS seat_keys (player TEXT NOT NULL, key_hash TEXT NOT NULL, PRIMARY KEY (player, key_hash))");
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS key_notices (id INTEGER PRIMARY KEY AUTOINCREMENT, key_hash TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL, next_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)",
    );
  }

  private exists(): boolean {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'key_notices'").one().n > 0;
  }

  /** Records the key each seat was taken with (seats taken without one are not listed). */
  saveSeatKeys(keys: { player: PlayerId; keyHash: string }[]): void {
    if (keys.length === 0) return;
    this.ensure();
    for (const k of keys) this.sql.exec("INSERT OR IGNORE INTO seat_keys (player, key_hash) VALUES (?, ?)", k.player, k.keyHash);
  }

  /** Queues a notice of the event for the key of the player's seat, if the seat has one. */
  enqueue(player: PlayerId, type: WebhookEvent, data: Record<string, unknown>, now: number): void {
    if (!this.exists()) return;
    for (const { key_hash } of this.sql.exec<{ key_hash: string }>("SELECT key_hash FROM seat_keys WHERE player = ?", player).toArray())
      this.sql.exec("INSERT INTO key_notices (key_hash, type, data, created_at, next_at) VALUES (?, ?, ?, ?, ?)", key_hash, type, JSON.stringify(data), now, now);
  }

  /** When the next notice is due to be forwarded; null when none waits. */
  nextDue(): number | null {
    if (!this.exists()) return null;
    return this.sql.exec<{ at: number | null }>("SELECT min(next_at) AS at FROM key_notices").one().at;
  }

  /** Hands the notices that are due to their keys' objects; a failure is retried later. */
  async forward(env: Env, matchId: string, now: number): Promise<void> {
    if (!this.exists()) return;
    const due = this.sql
      .exec<{ id: number; key_hash: string; type: WebhookEvent; data: string; created_at: number; attempts: number }>(
        "SELECT id, key_hash, type, data, created_at, attempts FROM key_notices WHERE next_at <= ? ORDER BY id LIMIT ?",
        now, BATCH,
      )
      .toArray();
    // Claimed before the first await, so that an overlapping alarm does not forward them too.
    for (const n of due) this.sql.exec("UPDATE key_notices SET next_at = ? WHERE id = ?", now + 30_000, n.id);
    await Promise.all(
      due.map(async (n) => {
        try {
          await env.PLAYER_KEY.get(env.PLAYER_KEY.idFromName(n.key_hash)).notify(`${matchId}:${n.id}`, n.type, JSON.parse(n.data) as Record<string, unknown>, n.created_at);
          this.sql.exec("DELETE FROM key_notices WHERE id = ?", n.id);
        } catch (e) {
          console.warn(`key notices: forwarding failed (${(e as Error).name})`);
          this.sql.exec("UPDATE key_notices SET attempts = ?, next_at = ? WHERE id = ?", n.attempts + 1, Date.now() + Math.min(MAX_BACKOFF_MS, 1000 * 2 ** n.attempts), n.id);
        }
      }),
    );
  }
}
