// What follows a stored move, outside the move itself: the state's hash is recorded
// (state-hashes.ts), the match's sockets are sent what
// happened (push.ts) and the seats' webhooks get their deliveries queued (webhooks.ts); and
// what the alarm does for them: warn that a deadline is near, send the deliveries due. The
// object calls `afterCommit` from one place, right after each move is committed and before it
// awaits anything, so the queued deliveries are written together with the move; nothing here
// can refuse or delay a move.
import type { Env } from "../env.js";
import type { PlayerId } from "../engine/index.js";
import { iso } from "./clock.js";
import { KeyNotices } from "./key-notices.js";
import { announceDeadline, flush } from "./push.js";
import { recordHash } from "./state-hashes.js";
import type { MatchStore, StoredMatch } from "./store.js";
import { Webhooks, type WebhookEvent } from "./webhooks.js";

/** Tells the player's seat's webhooks and the webhooks of the key the seat was taken with. */
function tell(sql: SqlStorage, player: PlayerId, type: WebhookEvent, data: Record<string, unknown>, now: number): void {
  new Webhooks(sql).enqueue(player, type, data, now);
  new KeyNotices(sql).enqueue(player, type, data, now);
}

/** A match has started (created with every seat filled, or its lobby's last seat taken): each
 * seat's key is told, and the seat that owes the first decision is told it does. */
export function afterStart(ctx: DurableObjectState, m: StoredMatch, keys: { player: PlayerId; keyHash: string }[]): void {
  const notices = new KeyNotices(ctx.storage.sql);
  notices.saveSeatKeys(keys);
  const now = Date.now();
  const owner = m.state.pending?.player ?? null;
  for (const seat of m.seats) notices.enqueue(seat.player, "match.started", { match: m.id, version: m.version, player: seat.player, awaiting: owner }, now);
  if (owner !== null)
    notices.enqueue(owner, "decision.pending", { match: m.id, version: m.version, player: owner, kind: m.state.pending!.kind, deadline: m.clock?.deadline != null ? iso(m.clock.deadline) : null }, now);
}

/** How long before a deadline it is announced: an hour, or a quarter of the decision's time when that is shorter. */
const MAX_LEAD_MS = 3_600_000;

export function afterCommit(ctx: DurableObjectState, store: MatchStore, before: StoredMatch, after: StoredMatch, mover: PlayerId): void {
  recordHash(ctx.storage.sql, after.version, after.state);
  flush(ctx, store, after);
  const now = Date.now();
  const owner = after.state.pending?.player;
  // A seat is told it owes a decision when someone else's move (or the clock) handed it one:
  // not at each step of a play it is making itself.
  if (after.state.status !== "finished" && owner !== undefined && owner !== mover) {
    tell(ctx.storage.sql, owner, "decision.pending", {
      match: after.id, version: after.version, player: owner, kind: after.state.pending!.kind,
      deadline: after.clock?.deadline != null ? iso(after.clock.deadline) : null,
    }, now);
  }
  if (after.state.status === "finished" && before.state.status !== "finished") {
    for (const seat of after.seats) tell(ctx.storage.sql, seat.player, "match.finished", { match: after.id, version: after.version, player: seat.player, winners: after.state.winners }, now);
  }
}

/** When the pending decision's deadline is to be announced; null without a clock or a decision. */
function warningAt(m: StoredMatch | null): number | null {
  if (!m?.clock?.settings || m.clock.deadline === null || m.state.status === "finished" || !m.state.pending) return null;
  return m.clock.deadline - Math.min(MAX_LEAD_MS, (m.clock.deadline - m.clock.since) / 4);
}

const warned = (ctx: DurableObjectState, m: StoredMatch) =>
  ctx.storage.sql.exec("SELECT 1 FROM notices WHERE kind = 'deadlineNear' AND key = ?", String(m.clock!.since)).toArray().length > 0;

/** When the alarm is next needed for notices: the deadline warning not yet given, the next webhook delivery due. */
export function noticeTimes(ctx: DurableObjectState, m: StoredMatch | null): number[] {
  if (!m) return [];
  const times: number[] = [];
  const warnAt = warningAt(m);
  if (warnAt !== null && !warned(ctx, m)) times.push(warnAt);
  const due = new Webhooks(ctx.storage.sql).nextDue();
  if (due !== null) times.push(due);
  const forward = new KeyNotices(ctx.storage.sql).nextDue();
  if (forward !== null) times.push(forward);
  return times;
}

/** The alarm's part: announce a deadline that is near (once per decision: sockets and the
 * owner's webhooks), then send the webhook deliveries that are due. */
export async function onAlarm(ctx: DurableObjectState, m: StoredMatch | null, now: number, env: Env): Promise<void> {
  if (!m) return;
  const hooks = new Webhooks(ctx.storage.sql);
  const warnAt = warningAt(m);
  if (warnAt !== null && now >= warnAt && !warned(ctx, m)) {
    const player = m.state.pending!.player;
    ctx.storage.sql.exec("INSERT INTO notices (kind, key) VALUES ('deadlineNear', ?)", String(m.clock!.since));
    announceDeadline(ctx, m, player, m.clock!.deadline!);
    tell(ctx.storage.sql, player, "deadline.near", { match: m.id, version: m.version, player, kind: m.state.pending!.kind, deadline: iso(m.clock!.deadline!) }, now);
  }
  await new KeyNotices(ctx.storage.sql).forward(env, m.id, now);
  await hooks.deliverDue(now);
}
