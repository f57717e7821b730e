// Webhooks, the Standard Webhooks way (standardwebhooks.com): a seat registers an HTTPS URL and
// receives a secret (`whsec_` and 32 random bytes in base64); each delivery is a POST of
// `{type, timestamp, data}` with the headers `webhook-id` (the same on every retry),
// `webhook-timestamp` (seconds) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256,
// keyed with the secret's bytes, of `id.timestamp.body`. Deliveries are rows of the match's
// own storage, written as the move that causes them is stored, and sent from the object's
// alarm (never from a request: a slow or failing receiver never holds up play), retried with
// backoff; the owner reads their log.
import type { PlayerId } from "../engine/index.js";
import { iso } from "./clock.js";

/** What a webhook is told about: its seat owes a decision; the seat's time runs out soon; the match is over. */
export const WEBHOOK_EVENTS = ["decision.pending", "deadline.near", "match.finished"] as const;
/** A player key's webhooks are also told when a match of the key starts (a lobby filled). */
export const KEY_WEBHOOK_EVENTS = ["match.started", ...WEBHOOK_EVENTS] as const;
export type WebhookEvent = (typeof KEY_WEBHOOK_EVENTS)[number];
export const MAX_WEBHOOKS_PER_SEAT = 5;
/** How long each attempt waits after the one before failed (Standard Webhooks' suggested
 * schedule: at once, then 5 seconds, 5 minutes, 30 minutes, 2, 5 and 10 hours); then the delivery has failed. */
export const RETRY_DELAYS_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
const TIMEOUT_MS = 10_000;
const BATCH = 20;
const LOG_LIMIT = 100;

export interface Webhook {
  id: string;
  url: string;
  createdAt: string;
}
export interface Delivery {
  id: string;
  webhook: string;
  type: WebhookEvent;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  /** The receiver's HTTP status at the last attempt (null: no answer). */
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttempt: string | null;
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const randomId = (prefix: string) => `${prefix}_${[...randomBytes(16)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

/** The `webhook-signature` of a delivery: `v1,` + base64(HMAC-SHA256(secret bytes, `id.timestamp.body`)). */
export async function signature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${base64(new Uint8Array(mac))}`;
}

export class Webhooks {
  constructor(private readonly sql: SqlStorage) {}

  /** A new webhook of the seat's: its secret is shown only in this answer. */
  register(player: PlayerId, url: string, now: number, events: readonly WebhookEvent[] = WEBHOOK_EVENTS): { webhook: Webhook & { secret: string; events: readonly WebhookEvent[] } } | { tooMany: number } {
    const n = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM webhooks WHERE player = ?", player).one().n;
    if (n >= MAX_WEBHOOKS_PER_SEAT) return { tooMany: MAX_WEBHOOKS_PER_SEAT };
    const id = randomId("wh");
    const secret = `whsec_${base64(randomBytes(32))}`;
    this.sql.exec("INSERT INTO webhooks (id, player, url, secret, created_at) VALUES (?, ?, ?, ?, ?)", id, player, url, secret, now);
    return { webhook: { id, url, createdAt: iso(now), secret, events } };
  }

  /** The seat's webhooks and its latest deliveries, newest first. */
  log(player: PlayerId): { webhooks: Webhook[]; deliveries: Delivery[] } {
    const webhooks = this.sql
      .exec<{ id: string; url: string; created_at: number }>("SELECT id, url, created_at FROM webhooks WHERE player = ? ORDER BY created_at, id", player)
      .toArray()
      .map((r) => ({ id: r.id, url: r.url, createdAt: iso(r.created_at) }));
    const deliveries = this.sql
      .exec<{ id: string; webhook: string; type: WebhookEvent; status: Delivery["status"]; attempts: number; last_status: number | null; last_error: string | null; created_at: number; delivered_at: number | null; next_at: number | null }>(
        `SELECT d.id, d.webhook, d.type, d.status, d.attempts, d.last_status, d.last_error, d.created_at, d.delivered_at, d.next_at
         FROM webhook_deliveries d JOIN webhooks h ON h.id = d.webhook WHERE h.player = ? ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?`,
        player, LOG_LIMIT,
      )
      .toArray()
      .map((r) => ({
        id: r.id, webhook: r.webhook, type: r.type, status: r.status, attempts: r.attempts, lastStatus: r.last_status, lastError: r.last_error,
        createdAt: iso(r.created_at), deliveredAt: r.delivered_at === null ? null : iso(r.delivered_at), nextAttempt: r.next_at === null ? null : iso(r.next_at),
      }));
    return { webhooks, deliveries };
  }

  /** Queues one delivery of the event to each webhook of the player's. */
  enqueue(player: PlayerId, type: WebhookEvent, data: Record<string, unknown>, now: number): void {
    const hooks = this.sql.exec<{ id: string }>("SELECT id FROM webhooks WHERE player = ?", player).toArray();
    for (const h of hooks) {
      const id = randomId("msg");
      const body = JSON.stringify({ type, timestamp: iso(now), data });
      this.sql.exec(
        "INSERT INTO webhook_deliveries (id, webhook, type, body, status, attempts, next_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)",
        id, h.id, type, body, now, now,
      );
    }
  }

  /** When the next pending delivery is due; null when none is. */
  nextDue(): number | null {
    return this.sql.exec<{ at: number | null }>("SELECT min(next_at) AS at FROM webhook_deliveries WHERE status = 'pending'").one().at;
  }

  /** Sends the deliveries that are due, at once; each answer (or its absence) is recorded,
   * and a delivery not answered with a 2xx is tried again later, until the schedule ends. */
  async deliverDue(now: number): Promise<void> {
    const due = this.sql
      .exec<{ id: string; body: string; attempts: number; url: string; secret: string }>(
        `SELECT d.id, d.body, d.attempts, h.url, h.secret FROM webhook_deliveries d JOIN webhooks h ON h.id = d.webhook
         WHERE d.status = 'pending' AND d.next_at <= ? ORDER BY d.next_at LIMIT ?`,
        now, BATCH,
      )
      .toArray();
    // Claimed before the first await: an alarm that overlaps this one (a retry of the alarm
    // while a receiver is slow) does not send them twice; a crash retries them later.
    for (const d of due) this.sql.exec("UPDATE webhook_deliveries SET next_at = ? WHERE id = ?", now + 2 * TIMEOUT_MS, d.id);
    await Promise.all(due.map((d) => this.attempt(d)));
  }

  private async attempt(d: { id: string; body: string; attempts: number; url: string; secret: string }): Promise<void> {
    const timestamp = Math.floor(Date.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(d.url, {
        method: "POST",
        headers: {
          "content-type": "application/json", "user-agent": "manastack-webhooks/1",
          "webhook-id": d.id, "webhook-timestamp": String(timestamp), "webhook-signature": await signature(d.secret, d.id, timestamp, d.body),
        },
        body: d.body,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (e) {
      error = `${(e as Error).name}: ${(e as Error).message}`.slice(0, 200);
    }
    const attempts = d.attempts + 1;
    const at = Date.now();
    if (status !== null && status >= 200 && status < 300) {
      this.sql.exec("UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status = ?, last_error = NULL, next_at = NULL, delivered_at = ? WHERE id = ?", attempts, status, at, d.id);
    } else {
      const last = attempts >= RETRY_DELAYS_MS.length;
      this.sql.exec(
        "UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status = ?, last_error = ?, next_at = ? WHERE id = ?",
        last ? "failed" : "pending", attempts, status, error ?? (status === null ? null : `the receiver answered ${status}`), last ? null : at + RETRY_DELAYS_MS[attempts]!, d.id,
      );
    }
  }
}
