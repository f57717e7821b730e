// One Durable Object per match. Its SQLite storage is the authority: an accepted action,
// the new state, its events and the outbox rows for D1 are committed in one transaction
// before the answer leaves. The object handles one request at a time up to its first
// await, and every check-then-commit below runs without awaiting, so two posts at the
// same version cannot both be accepted.
import { DurableObject } from "cloudflare:workers";
import {
  apply, createGame, eventsFor, legalDecision, RuleError, view,
  type Decision, type GameConfig, type GameView, type PlayerId,
} from "../engine/index.js";
import { deliver, type OutboxItem } from "../db/outbox.js";
import type { Env } from "../env.js";
import { sameHash } from "../http/auth.js";
import {
  illegalAction, invalidRequest, notFound, notYourDecision, unauthorized, versionConflict, type Problem,
} from "../http/problem.js";
import { ActionEnvelope, ActionSchema, describeIssues } from "../http/schemas.js";
import { canonicalJson } from "./canonical-json.js";
import { ok, refuse, type Outcome } from "./outcome.js";
import { MatchStore, type Seat, type StoredMatch } from "./store.js";

export interface CreateInput {
  id: string;
  config: GameConfig;
  /** SHA-256 of each seat's token, in seating order. */
  tokenHashes: string[];
}

export type MatchView = GameView & { id: string; version: number };
export type DecisionBody =
  | (Decision & { version: number })
  | { version: number; player: PlayerId | null; kind: null; prompt: string; options: [] };
export type PublicEvent = ReturnType<typeof eventsFor>[number];
export interface ActionReply {
  version: number;
  events: PublicEvent[];
  view: MatchView;
}

const OUTBOX_PAGE = 100;
const MAX_RETRY_MS = 60_000;

export class MatchObject extends DurableObject<Env> {
  private readonly store: MatchStore;
  private cached: StoredMatch | null = null;
  private deliveryFailures = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new MatchStore(ctx.storage);
    // A restart between a commit and the alarm that delivers it would leave the outbox
    // waiting for the next action, which may never come: re-arm delivery on every start.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.store.outboxPage(1).length > 0) await this.scheduleDelivery();
    });
  }

  async create(input: CreateInput): Promise<Outcome<{ version: number; seats: { player: PlayerId; name: string; team: string; configIndex: number }[] }>> {
    if (this.match()) return refuse(versionConflict("this match already exists"));
    let created;
    try {
      created = createGame(input.config);
    } catch (e) {
      if (e instanceof RuleError) return refuse(invalidRequest(e.message, e.rule));
      throw e;
    }
    const { state, events } = created;
    const seats: Seat[] = state.players.map((p) => ({ player: p.id, name: p.name, tokenHash: input.tokenHashes[p.configIndex]! }));
    const match: StoredMatch = { id: input.id, version: 0, state, seats, last: null };
    const now = Date.now();
    const outbox: OutboxItem[] = [
      {
        kind: "match",
        match: {
          id: input.id, format: state.format, status: state.status, awaiting: state.pending?.player ?? null,
          version: 0, winners: state.winners, config: input.config, createdAt: now, updatedAt: now,
        },
      },
      ...seats.map((s): OutboxItem => ({ kind: "seat", seat: { tokenHash: s.tokenHash, matchId: input.id, player: s.player, name: s.name } })),
    ];
    this.store.create(match, events, outbox, now);
    this.cached = match;
    await this.scheduleDelivery();
    return ok({ version: 0, seats: state.players.map((p) => ({ player: p.id, name: p.name, team: p.team, configIndex: p.configIndex })) });
  }

  /** The match as the token holder (or, without a token, a spectator) may see it. */
  show(tokenHash: string | null): Outcome<MatchView> {
    return this.withViewer(tokenHash, (m, viewer) => {
      this.noteRead(m, viewer);
      return ok(this.viewOf(m, viewer));
    });
  }

  decision(tokenHash: string | null): Outcome<DecisionBody> {
    return this.withSeat<DecisionBody>(tokenHash, (m, seat) => {
      this.noteRead(m, seat.player);
      const decision = legalDecision(m.state, seat.player);
      if (decision) return ok({ version: m.version, ...decision });
      const owner = m.state.pending?.player ?? null;
      const name = m.seats.find((s) => s.player === owner)?.name;
      const prompt = name ? `Waiting for ${name}` : "The game is over";
      return ok({ version: m.version, player: owner, kind: null, prompt, options: [] });
    });
  }

  events(tokenHash: string | null, after: number, limit: number): Outcome<{ version: number; events: PublicEvent[]; next: number | null }> {
    return this.withViewer(tokenHash, (m, viewer) => {
      this.noteRead(m, viewer);
      const page = this.store.eventsAfter(after, limit);
      const next = page.length === limit ? page[page.length - 1]!.seq : null;
      return ok({ version: m.version, events: eventsFor(page, viewer), next });
    });
  }

  async act(tokenHash: string | null, body: unknown): Promise<Outcome<ActionReply>> {
    const outcome = this.withSeat(tokenHash, (m, seat) => this.accept(m, seat, body));
    if (outcome.ok) await this.scheduleDelivery();
    return outcome;
  }

  override async alarm(): Promise<void> {
    try {
      for (let page = this.store.outboxPage(OUTBOX_PAGE); page.length > 0; page = this.store.outboxPage(OUTBOX_PAGE)) {
        await deliver(this.env.DB, page.map((r) => r.item));
        this.store.deleteOutboxThrough(page[page.length - 1]!.id);
      }
      this.deliveryFailures = 0;
    } catch (e) {
      // D1 is only the read side: play goes on, and delivery is retried with backoff.
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** this.deliveryFailures++);
      console.warn(`match outbox: D1 delivery failed (${(e as Error).name}), retrying in ${delay} ms`);
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }

  private accept(m: StoredMatch, seat: Seat, body: unknown): Outcome<ActionReply> {
    const envelope = ActionEnvelope.safeParse(body);
    if (!envelope.success) return refuse(invalidRequest(describeIssues(envelope.error)));
    const { version, action: raw } = envelope.data;
    const actionJson = canonicalJson(raw);
    if (version !== m.version) {
      const last = m.last;
      if (last && !last.seen && last.player === seat.player && last.version === version && last.action === actionJson)
        return ok(JSON.parse(last.reply) as ActionReply);
      return refuse(versionConflict(`the match is at version ${m.version}, not ${version}`));
    }
    const action = ActionSchema.safeParse(raw);
    if (!action.success) return refuse(invalidRequest(describeIssues(action.error)));
    let result;
    try {
      result = apply(m.state, seat.player, action.data);
    } catch (e) {
      if (e instanceof RuleError) return refuse(ruleProblem(e));
      throw e;
    }
    const next: StoredMatch = { ...m, version: m.version + 1, state: result.state };
    const reply: ActionReply = { version: next.version, events: eventsFor(result.events, seat.player), view: this.viewOf(next, seat.player) };
    const replyJson = JSON.stringify(reply);
    next.last = { player: seat.player, version: m.version, action: actionJson, reply: replyJson, seen: false };
    const now = Date.now();
    const s = result.state;
    this.store.commitAction(next, { player: seat.player, json: actionJson }, result.events, next.last, [
      { kind: "action", action: { matchId: m.id, version: next.version, player: seat.player, action: action.data, createdAt: now } },
      {
        kind: "progress",
        progress: { id: m.id, status: s.status, awaiting: s.pending?.player ?? null, version: next.version, winners: s.winners, updatedAt: now },
      },
    ], now);
    this.cached = next;
    return ok(reply);
  }

  private viewOf(m: StoredMatch, viewer: PlayerId | null): MatchView {
    return { ...view(m.state, viewer), id: m.id, version: m.version };
  }

  /** A seat that reads the match after its last accepted action has had that action's
   * answer: from then on a repeat of the action is stale (409), not a retry. */
  private noteRead(m: StoredMatch, viewer: PlayerId | null): void {
    if (viewer === null || !m.last || m.last.seen || m.last.player !== viewer) return;
    this.store.markLastReplySeen();
    this.cached = { ...m, last: { ...m.last, seen: true } };
  }

  private match(): StoredMatch | null {
    this.cached ??= this.store.load();
    return this.cached;
  }

  /** The seat whose token hashes to `tokenHash`; every seat is compared, in constant time. */
  private seatOf(m: StoredMatch, tokenHash: string): Seat | null {
    let found: Seat | null = null;
    for (const seat of m.seats) if (sameHash(seat.tokenHash, tokenHash)) found = seat;
    return found;
  }

  private withViewer<T>(tokenHash: string | null, f: (m: StoredMatch, viewer: PlayerId | null) => Outcome<T>): Outcome<T> {
    const m = this.match();
    if (!m) return refuse(notFound("no such match"));
    if (tokenHash === null) return f(m, null);
    const seat = this.seatOf(m, tokenHash);
    return seat ? f(m, seat.player) : refuse(unauthorized("this token is not a seat of this match"));
  }

  private withSeat<T>(tokenHash: string | null, f: (m: StoredMatch, seat: Seat) => Outcome<T>): Outcome<T> {
    const m = this.match();
    if (!m) return refuse(notFound("no such match"));
    const seat = tokenHash === null ? null : this.seatOf(m, tokenHash);
    return seat ? f(m, seat) : refuse(unauthorized(tokenHash === null ? "a seat's bearer token is required" : "this token is not a seat of this match"));
  }

  /** Delivers the outbox to D1 soon, unless a delivery (or its retry) is already scheduled. */
  private async scheduleDelivery(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }
}

function ruleProblem(e: RuleError): Problem {
  return (e.status === 403 ? notYourDecision : illegalAction)(e.message, e.rule);
}
