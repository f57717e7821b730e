// One Durable Object per player key (issue 15), named by the key's SHA-256: the key's webhooks,
// their secrets and the log of every delivery, across all the key's matches. The matches'
// objects forward what the key's seats are to be told (src/match/key-notices.ts); this object
// signs and sends the deliveries from its own alarm, the Standard Webhooks way, retried with the
// same backoff as a seat's webhooks (src/match/webhooks.ts, whose storage and signing it shares).
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env.js";
import { KEY_WEBHOOK_EVENTS, Webhooks, type Delivery, type Webhook, type WebhookEvent } from "../match/webhooks.js";

/** The owner of every webhook of this object (the tables are a seat's, with one owner here). */
const KEY = "key";

export class PlayerKeyObject extends DurableObject<Env> {
  private readonly hooks: Webhooks;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, player TEXT NOT NULL, url TEXT NOT NULL, secret TEXT NOT NULL, created_at INTEGER NOT NULL)");
    sql.exec(`CREATE TABLE IF NOT EXISTS webhook_deliveries (
      id TEXT PRIMARY KEY, webhook TEXT NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL,
      next_at INTEGER, last_status INTEGER, last_error TEXT, created_at INTEGER NOT NULL, delivered_at INTEGER)`);
    sql.exec("CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_at)");
    // The notices already queued, by the id their match gave them: a notice forwarded twice (its
    // match's alarm retried after this object had taken it) is delivered once.
    sql.exec("CREATE TABLE IF NOT EXISTS notices_taken (source TEXT PRIMARY KEY, at INTEGER NOT NULL)");
    this.hooks = new Webhooks(sql);
  }

  /** A new webhook of the key's: its secret is shown only in this answer. */
  register(url: string): { webhook: Webhook & { secret: string; events: readonly WebhookEvent[] } } | { tooMany: number } {
    return this.hooks.register(KEY, url, Date.now(), KEY_WEBHOOK_EVENTS);
  }

  /** The key's webhooks and their latest deliveries, newest first. */
  log(): { webhooks: Webhook[]; deliveries: Delivery[] } {
    return this.hooks.log(KEY);
  }

  /** A notice from one of the key's matches: one delivery to each of the key's webhooks. */
  async notify(source: string, type: WebhookEvent, data: Record<string, unknown>, at: number): Promise<void> {
    if (this.ctx.storage.sql.exec("SELECT 1 FROM notices_taken WHERE source = ?", source).toArray().length > 0) return;
    this.ctx.storage.sql.exec("INSERT INTO notices_taken (source, at) VALUES (?, ?)", source, at);
    this.hooks.enqueue(KEY, type, data, Date.now());
    await this.arm();
  }

  override async alarm(): Promise<void> {
    await this.hooks.deliverDue(Date.now());
    await this.arm();
  }

  private async arm(): Promise<void> {
    const due = this.hooks.nextDue();
    if (due === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || due < current || current < Date.now()) await this.ctx.storage.setAlarm(due);
  }
}
