// One Durable Object per match. Its SQLite storage is the authority: an accepted action,
// the new state, its events and the outbox rows for D1 are committed in one transaction
// before the answer leaves. The object handles one request at a time up to its first
// await, and every check-then-commit below runs without awaiting, so two posts at the
// same version cannot both be accepted.
import { DurableObject } from "cloudflare:workers";
import {
  apply, changeSettings, createGame, eventsFor, RuleError, stateHash, timeOut, view,
  type Action, type Decision, type GameConfig, type GameEvent, type GameView, type PlayerId, type PrioritySettings,
} from "../engine/index.js";
import { deliver, type OutboxItem } from "../db/outbox.js";
import type { Env } from "../env.js";
import { sameHash } from "../http/auth.js";
import {
  illegalAction, invalidRequest, invitationRefused, notFound, notOver, notStarted, notYourDecision, problemResponse, tooManyRequests, unauthorized, versionConflict, type Problem,
} from "../http/problem.js";
import { ActionEnvelope, issuesProblem, LegacyAutoPass, PostedAction, SettingsSchema } from "../http/schemas.js";
import { UndoStore, type UndoRequest } from "./undo.js";
import { askUndo, answerUndo, type UndoReply } from "./undo-flow.js";
import { canonicalJson } from "./canonical-json.js";
import { afterMove, afterTimeout, clockView, iso, startClock, type ClockSettings, type ClockView } from "./clock.js";
import { ok, refuse, type Outcome } from "./outcome.js";
import type { DeckFormat } from "../cards/formats.js";
import { lobbyGameConfig, lobbyProblem, lobbyView, nameTaken, startedLobbyView, startedSeats, type LobbyView } from "./lobby.js";
import { decisionBody, timedFor } from "./viewer.js";
import { afterCommit, afterStart, noticeTimes, onAlarm } from "./notify.js";
import { rematch, rematchOf, type RematchInput } from "./rematch.js";
import { recordedHashes } from "./state-hashes.js";
import { Webhooks, type Delivery, type Webhook, type WebhookEvent } from "./webhooks.js";
import { broadcast, CALLER_HEADER, openSocket, receive } from "./push.js";
import { continues, Series, type SeriesRow, type SeriesView } from "./series.js";
import { copyRecord, forkOutbox, forkSource, type ForkSource } from "./fork.js";
import { replay } from "./replay.js";
import { MatchStore, type LobbySeat, type Seat, type StoredLobby, type StoredMatch } from "./store.js";
import { ComputerSeatStore, computerOwes, computerSeatsOf, playComputerSeats, suggestion, type Suggestion } from "./computer-seats.js";
import { LobbyComputerStore, timeoutAnswer } from "./computer-seats.js";
import type { AiLevel } from "../ai/seat.js";

export interface CreateInput {
  id: string;
  config: GameConfig;
  /** SHA-256 of each seat's token, in seating order. */
  tokenHashes: string[];
  clock?: ClockSettings | null;
  /** SHA-256 of the creator's player key: every seat of the match is listed under it. */
  keyHash?: string | null;
  /** SHA-256 of the seed (hex): published now, the seed itself in the export once the match is over. */
  seedHash: string;
  /** The seats the computer plays (issue 17), by their index in config.players. */
  computers?: Record<number, AiLevel>;
  /** Issue 14: the game's place in a match of several games (series.ts), and each seat's sideboard. */
  series?: SeriesRow | null;
  sideboards?: Record<number, string[]>;
  /** Issue 15: whether a player may ask to take back his or her last post (undo.ts). */
  undo?: boolean;
}

export type MatchView = GameView & { id: string; version: number; clock?: ClockView; series?: SeriesView; undoAllowed?: true; undo?: UndoRequest };
/** When the pending decision started to be owed and when its time runs out (ISO 8601; null: no clock, or nothing owed). */
type DecisionTimes = { since: string | null; deadline: string | null };
export type DecisionBody =
  | (Decision & { version: number } & DecisionTimes)
  | ({ version: number; player: PlayerId | null; kind: null; prompt: string; options: [] } & DecisionTimes);
/** An event as a viewer may see it, with when it happened (ISO 8601; absent for events stored before times). */
export type PublicEvent = ReturnType<typeof eventsFor>[number] & { at?: string };
export interface ActionReply {
  version: number;
  events: PublicEvent[];
  view: MatchView;
}
export interface SettingsReply {
  version: number;
  settings: PrioritySettings;
}
/** What a seat's token may learn without D1: its match, its player, and whether it is awaited. */
export interface SeatStatus {
  id: string;
  /** Null while the match is a lobby (players are seated when it starts). */
  player: PlayerId | null;
  version: number;
  status: string;
  /** Who owes the pending decision; null in a lobby or once the game is over. */
  awaiting: PlayerId | null;
  /** Whether it is this seat. */
  mine: boolean;
  since: string | null;
  deadline: string | null;
}

/** A match created with open seats: its config without players, and each seat. */
export interface CreateLobbyInput {
  id: string;
  config: GameConfig;
  seats: LobbySeat[];
  clock: ClockSettings | null;
  seedHash: string;
  series?: SeriesRow | null;
  sideboards?: Record<number, string[]>;
  /** The seats the computer plays (issue 17), by their index. */
  computers?: Record<number, AiLevel>;
  /** Issue 15: whether a player may ask to take back his or her last post (undo.ts). */
  undo?: boolean;
}

export interface JoinInput {
  invitationHash: string;
  name: string;
  /** Card names. */
  deck: string[];
  tokenHash: string;
  keyHash: string | null;
  /** Card names: the joiner's sideboard (series.ts). */
  sideboard?: string[];
  /** The seat chosen to play first, by a joiner who is to choose it (a rematch's loser, 101.2). */
  startingPlayer?: number;
  /** The open seat is given to the computer, at this level (issue 17): its token is never shown. */
  ai?: AiLevel;
}

export interface JoinReply {
  id: string;
  seat: number;
  name: string;
  started: boolean;
  /** The seat's player id once the game has started (seating may be random, 605.3, 609.3). */
  player: PlayerId | null;
}

/** A finished match's whole record (replay.ts replays it). */
export interface MatchExport {
  id: string;
  /** SHA-256 (hex) of `config.seed`, as published when the match was created. */
  seedCommitment: string;
  config: GameConfig;
  actions: { version: number; player: PlayerId; action: unknown; at: string }[];
  settings: { version: number; player: PlayerId; settings: unknown }[];
  events: (GameEvent & { at?: string })[];
  result: { winners: PlayerId[]; draw: boolean };
  version: number;
  stateHash: string;
  /** The state's hash at the end of each move (state-hashes.ts). */
  hashes: { version: number; stateHash: string }[];
  /** The game's place in its series, and each seat's sideboard, by seat (series.ts). */
  series?: SeriesView;
  sideboards?: Record<number, string[]>;
}

const OUTBOX_PAGE = 100;
/** Settings changes a seat may make between two versions: each is kept for replays, so a
 * seat that owes nothing cannot fill the log with them. */
const MAX_SETTINGS_CHANGES_PER_VERSION = 10;
const MAX_RETRY_MS = 60_000;

export class MatchObject extends DurableObject<Env> {
  private readonly store: MatchStore;
  private cached: StoredMatch | null = null;
  private deliveryFailures = 0;
  /** When the outbox's delivery is retried after a failure; null when it has not failed. */
  private retryAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new MatchStore(ctx.storage);
    // A restart between a commit and the alarm that delivers it would leave the outbox
    // waiting for the next action, which may never come: re-arm delivery on every start.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.store.outboxPage(1).length > 0) await this.armAlarm();
    });
  }

  async create(input: CreateInput): Promise<Outcome<{ version: number; puzzle: boolean; seats: { player: PlayerId; name: string; team: string; configIndex: number }[] }>> {
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
    const now = Date.now();
    const match: StoredMatch = { id: input.id, version: 0, state, seats, replies: {}, clock: startClock(input.clock ?? null, state, now) };
    const outbox: OutboxItem[] = [
      {
        kind: "match",
        match: {
          id: input.id, format: state.format, status: state.status, awaiting: state.pending?.player ?? null,
          version: 0, winners: state.winners, config: input.config, createdAt: now, updatedAt: now, ...pendingTimes(match),
        },
      },
      ...seats.map((s): OutboxItem => ({ kind: "seat", seat: { tokenHash: s.tokenHash, matchId: input.id, player: s.player, name: s.name } })),
      ...(input.keyHash
        ? state.players.map((p): OutboxItem => ({ kind: "playerKey", playerKey: { keyHash: input.keyHash!, matchId: input.id, seat: p.configIndex, player: p.id, createdAt: now } }))
        : []),
    ];
    this.store.create(match, events, outbox, now, { config: input.config, seedHash: input.seedHash });
    this.computerSeats().save(computerSeatsOf(state, input.computers ?? {}));
    new Series(this.ctx.storage.sql).begin(input.series ?? null, input.sideboards ?? {});
    new UndoStore(this.ctx.storage.sql).allow(input.undo === true);
    this.cached = match;
    afterStart(this.ctx, match, input.keyHash ? state.players.map((p) => ({ player: p.id, keyHash: input.keyHash! })) : []);
    await this.armAlarm();
    return ok({ version: 0, puzzle: state.puzzle === true, seats: state.players.map((p) => ({ player: p.id, name: p.name, team: p.team, configIndex: p.configIndex })) });
  }

  /** Stores the lobby of a match created with open seats; its game starts when the last seat is filled (join). */
  async createLobby(input: CreateLobbyInput): Promise<Outcome<{ puzzle: boolean }>> {
    if (this.match() || this.store.loadLobby()) return refuse(versionConflict("this match already exists"));
    const now = Date.now();
    const lobby: StoredLobby = { id: input.id, config: input.config, createdAt: now, seats: input.seats, clock: null };
    const problem = lobbyProblem(lobby);
    if (problem) return refuse(invalidRequest(problem.message, problem.rule));
    const outbox: OutboxItem[] = [
      {
        kind: "match",
        match: {
          id: input.id, format: input.config.format ?? "two-player", status: "lobby", awaiting: null, version: 0, winners: [],
          config: input.config, createdAt: now, updatedAt: now,
        },
      },
      ...input.seats.flatMap((s): OutboxItem[] =>
        s.keyHash ? [{ kind: "playerKey", playerKey: { keyHash: s.keyHash, matchId: input.id, seat: s.seat, player: null, createdAt: now } }] : [],
      ),
    ];
    this.store.createLobby(lobby, startClock(input.clock, null, now), input.seedHash, outbox, now);
    new Series(this.ctx.storage.sql).begin(input.series ?? null, input.sideboards ?? {});
    new UndoStore(this.ctx.storage.sql).allow(input.undo === true);
    for (const [seat, level] of Object.entries(input.computers ?? {})) this.lobbyComputers().save(Number(seat), level);
    await this.armAlarm();
    return ok({ puzzle: input.config.chosenSeed === true || input.config.setup !== undefined });
  }

  /** Fills the open seat whose invitation this is (each invitation is used once); the last
   * seat filled starts the game. */
  async join(input: JoinInput): Promise<Outcome<JoinReply>> {
    const lobby = this.store.loadLobby();
    if (!lobby) return refuse(this.match() ? versionConflict("this match was created with every seat filled: there is nothing to join") : notFound("no such match"));
    let seat: LobbySeat | null = null;
    for (const s of lobby.seats) if (s.invitationHash !== null && sameHash(s.invitationHash, input.invitationHash)) seat = s;
    if (!seat) {
      if (lobby.seats.every((s) => s.tokenHash !== null)) return refuse(versionConflict("every seat of this match is taken: the game has started"));
      return refuse(invitationRefused("this invitation is not one of this match's open seats (an invitation can be used only once)"));
    }
    if (nameTaken(lobby, input.name)) return refuse(invalidRequest(`another player of this match is already called ${input.name} (names are compared ignoring case)`));
    const filled: LobbySeat = { ...seat, name: input.name, deck: input.deck, tokenHash: input.tokenHash, invitationHash: null, keyHash: input.keyHash };
    const full: StoredLobby = { ...lobby, seats: lobby.seats.map((s) => (s.seat === seat.seat ? filled : s)) };
    const now = Date.now();
    let start: { match: StoredMatch; events: GameEvent[]; config: GameConfig } | null = null;
    const outbox: OutboxItem[] = input.keyHash ? [{ kind: "playerKey", playerKey: { keyHash: input.keyHash, matchId: lobby.id, seat: seat.seat, player: null, createdAt: now } }] : [];
    const series = new Series(this.ctx.storage.sql);
    if (input.sideboard?.length) series.saveSideboard(seat.seat, input.sideboard);
    if (input.startingPlayer !== undefined) series.choose(input.startingPlayer);
    if (full.seats.every((s) => s.tokenHash !== null)) {
      const config = series.withStart(lobbyGameConfig(full));
      let created;
      try {
        created = createGame(config);
      } catch (e) {
        if (e instanceof RuleError) return refuse(invalidRequest(`${input.name}'s deck: ${e.message}`, e.rule));
        throw e;
      }
      const { state, events } = created;
      const match: StoredMatch = { id: lobby.id, version: 0, state, seats: [], replies: {}, clock: startClock(lobby.clock?.settings ?? null, state, now) };
      match.seats = startedSeats(match, full);
      start = { match, events, config };
      outbox.push(
        { kind: "started", started: { id: lobby.id, status: state.status, awaiting: state.pending?.player ?? null, config, updatedAt: now, ...pendingTimes(match) } },
        ...match.seats.map((s): OutboxItem => ({ kind: "seat", seat: { tokenHash: s.tokenHash, matchId: lobby.id, player: s.player, name: s.name } })),
        // The key of each seat's player learns the seat's player id.
        ...state.players.flatMap((p): OutboxItem[] => {
          const keyHash = full.seats[p.configIndex]!.keyHash;
          return keyHash ? [{ kind: "playerKey", playerKey: { keyHash, matchId: lobby.id, seat: p.configIndex, player: p.id, createdAt: now } }] : [];
        }),
      );
    }
    this.store.joinLobby(filled, start, outbox, now);
    if (input.ai) this.lobbyComputers().save(seat.seat, input.ai);
    if (start) {
      this.computerSeats().save(computerSeatsOf(start.match.state, this.lobbyComputers().load()));
      this.cached = start.match;
      const keys = start.match.state.players.flatMap((p) => {
        const keyHash = full.seats[p.configIndex]!.keyHash;
        return keyHash ? [{ player: p.id, keyHash }] : [];
      });
      afterStart(this.ctx, start.match, keys);
    }
    if (outbox.length > 0) await this.armAlarm();
    const player = start?.match.state.players.find((p) => p.configIndex === seat.seat)?.id ?? null;
    return ok({ id: lobby.id, seat: seat.seat, name: input.name, started: start !== null, player });
  }

  /** Who sits where (never a deck): for a lobby, the seats still open; for any match, its players. */
  lobby(): Outcome<LobbyView> {
    const lobby = this.store.loadLobby();
    const m = this.match();
    const stored = this.store.config();
    const commitment = { ...(stored?.seedHash ? { seedCommitment: stored.seedHash } : {}), ...(new UndoStore(this.ctx.storage.sql).allowed() ? { undo: true as const } : {}) };
    if (lobby) return ok({ ...lobbyView(lobby, m, this.lobbyComputers().load()), ...commitment });
    const deckFormat = stored?.config.deckFormat ? { deckFormat: stored.config.deckFormat as DeckFormat } : {};
    const next = m ? rematchOf(this.ctx.storage.sql) : null;
    return m ? ok({ ...startedLobbyView(m, this.computerSeats().load()), ...deckFormat, ...commitment, ...(next ? { rematch: next } : {}) }) : refuse(notFound("no such match"));
  }

  /** The full record of a finished match, hidden information and the seed revealed. */
  async export(): Promise<Outcome<MatchExport>> {
    const m = this.match();
    if (!m) return this.absent();
    if (m.state.status !== "finished") return refuse(notOver("the match is not over: its record, hidden cards and seed are shown once it has ended"));
    // A game's record shows its decks and sideboards: hidden while the games of its match go on.
    if (!(await this.seriesOver())) return refuse(notOver("this game is over, but not the best-of-three match it belongs to: its record shows the decks and sideboards, hidden until the match's last game ends"));
    const config = this.store.config();
    if (!config) return refuse(notFound("this match was stored before its records were kept whole: its record is in the D1 archive only"));
    const record = this.store.record();
    return ok({
      id: m.id, seedCommitment: config.seedHash, config: config.config, actions: record.actions.map((a) => ({ ...a, at: iso(a.at) })),
      settings: record.settings,
      events: record.events.map(({ at, ...e }) => (at === undefined ? e : { ...e, at: iso(at) })),
      result: { winners: m.state.winners, draw: m.state.winners.length === 0 }, version: m.version, stateHash: stateHash(m.state),
      hashes: recordedHashes(this.ctx.storage.sql),
      ...this.seriesRecord(m),
    });
  }

  /** The record to fork from, up to `version` (fork.ts): only a finished match (its whole
   * best-of-three match over) or a puzzle, whose hidden cards are no secret. */
  async forkRecord(version: number | null): Promise<Outcome<ForkSource>> {
    const m = this.match();
    if (!m) return this.absent();
    if (m.state.puzzle !== true && !(await this.seriesOver()))
      return refuse(notOver("a match being played cannot be forked: its hidden cards would show. A finished match (once its whole best-of-three match is over) or a puzzle can be"));
    const at = version ?? m.version;
    if (at > m.version) return refuse(invalidRequest(`this match is at version ${m.version}: there is no version ${at} to fork from`));
    const config = this.store.config();
    if (!config) return refuse(notFound("this match was stored before its records were kept whole: it cannot be forked"));
    return ok(forkSource(this.ctx.storage.sql, config.config, config.seedHash, at));
  }

  /** A new match from another's record up to a version (fork.ts): a puzzle, under new seats. */
  async createFork(input: { id: string; source: ForkSource; tokenHashes: string[] }): Promise<Outcome<{ version: number; seats: { player: PlayerId; name: string; team: string; configIndex: number }[] }>> {
    if (this.match()) return refuse(versionConflict("this match already exists"));
    const { source } = input;
    let state: ReturnType<typeof replay>;
    try {
      state = replay(source);
    } catch (e) {
      if (e instanceof RuleError) return refuse(invalidRequest(`the record cannot be replayed: ${e.message}`, e.rule));
      throw e;
    }
    const seats: Seat[] = state.players.map((p) => ({ player: p.id, name: p.name, tokenHash: input.tokenHashes[p.configIndex]! }));
    const now = Date.now();
    const match: StoredMatch = { id: input.id, version: source.version, state, seats, replies: {}, clock: startClock(null, state, now) };
    const outbox: OutboxItem[] = [
      {
        kind: "match",
        match: {
          id: input.id, format: state.format, status: state.status, awaiting: state.pending?.player ?? null,
          version: source.version, winners: state.winners, config: source.config, createdAt: now, updatedAt: now, ...pendingTimes(match),
        },
      },
      ...seats.map((st): OutboxItem => ({ kind: "seat", seat: { tokenHash: st.tokenHash, matchId: input.id, player: st.player, name: st.name } })),
      ...forkOutbox(input.id, source, now),
    ];
    this.ctx.storage.transactionSync(() => {
      this.store.create(match, source.events, outbox, now, { config: source.config, seedHash: source.seedHash });
      copyRecord(this.ctx.storage.sql, source, now);
    });
    this.cached = match;
    await this.armAlarm();
    return ok({ version: source.version, seats: state.players.map((p) => ({ player: p.id, name: p.name, team: p.team, configIndex: p.configIndex })) });
  }

  /** Whether this game is over and its series (series.ts) with it, or in a later game (the rematches that carry it on). */
  async seriesOver(): Promise<boolean> {
    const m = this.match();
    if (!m || m.state.status !== "finished") return false;
    if (!continues(new Series(this.ctx.storage.sql).row(), m.state)) return true;
    const next = rematchOf(this.ctx.storage.sql);
    return next !== null && (await this.env.MATCH.get(this.env.MATCH.idFromName(next)).seriesOver());
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
      return ok(decisionBody(m, seat.player));
    });
  }

  events(tokenHash: string | null, after: number, limit: number): Outcome<{ version: number; events: PublicEvent[]; next: number | null }> {
    return this.withViewer(tokenHash, (m, viewer) => {
      this.noteRead(m, viewer);
      const page = this.store.eventsAfter(after, limit);
      const next = page.length === limit ? page[page.length - 1]!.seq : null;
      return ok({ version: m.version, events: timedFor(page, viewer), next });
    });
  }

  /** Plays an action. With an Idempotency-Key, a repeat of an accepted post answers what it
   * answered, whenever it comes. */
  async act(tokenHash: string | null, body: unknown, idempotencyKey: string | null = null): Promise<Outcome<ActionReply>> {
    const outcome = this.withSeat(tokenHash, (m, seat) => this.accept(m, seat, body, idempotencyKey));
    if (outcome.ok) await this.armAlarm();
    return outcome;
  }

  /** What the computer would answer for the caller's seat, from that seat's view only (issue 17). */
  suggestion(tokenHash: string | null, level: AiLevel): Outcome<Suggestion> {
    return this.withSeat(tokenHash, (m, seat) => ok(suggestion(m, seat.player, this.store.config()?.config, level)));
  }

  private computerSeats(): ComputerSeatStore {
    return new ComputerSeatStore(this.ctx.storage.sql);
  }

  private lobbyComputers(): LobbyComputerStore {
    return new LobbyComputerStore(this.ctx.storage.sql);
  }

  /** Changes the seat's priority settings (engine turn/stops.ts): no game action, no version. */
  async settings(tokenHash: string | null, body: unknown): Promise<Outcome<SettingsReply>> {
    const outcome = this.withSeat(tokenHash, (m, seat) => {
      const parsed = SettingsSchema.safeParse(body);
      if (!parsed.success) return refuse(issuesProblem(invalidRequest, parsed.error));
      return this.changeSettings(m, seat, parsed.data);
    });
    if (outcome.ok) await this.armAlarm();
    return outcome;
  }

  /** Asks to take back the seat's last post (undo-flow.ts); the other players answer. */
  async undo(tokenHash: string | null, body: unknown): Promise<Outcome<UndoReply>> {
    const outcome = this.withSeat(tokenHash, (m, seat) => askUndo(this.undoContext(), m, seat.player, body));
    if (outcome.ok) await this.armAlarm();
    return outcome;
  }

  /** Another seat's answer to the pending undo request (undo-flow.ts). */
  async answerUndo(tokenHash: string | null, body: unknown): Promise<Outcome<UndoReply>> {
    const outcome = this.withSeat(tokenHash, (m, seat) => answerUndo(this.undoContext(), m, seat.player, body));
    if (outcome.ok) await this.armAlarm();
    return outcome;
  }

  private undoContext() {
    return {
      ctx: this.ctx, store: this.store, computers: this.computerSeats().load(),
      viewOf: (m: StoredMatch, viewer: PlayerId | null) => this.viewOf(m, viewer),
      stored: (before: StoredMatch, next: StoredMatch, mover: PlayerId) => this.stored(before, next, mover),
      pendingTimes,
    };
  }

  /** The seat of this token, found in the match itself (D1 may not know it yet). */
  seatStatus(tokenHash: string): Outcome<SeatStatus> {
    const lobby = this.match() ? null : this.store.loadLobby();
    if (lobby) {
      const seat = lobby.seats.find((s) => s.tokenHash !== null && sameHash(s.tokenHash, tokenHash));
      return seat
        ? ok({ id: lobby.id, player: null, version: 0, status: "lobby", awaiting: null, mine: false, since: null, deadline: null })
        : refuse(unauthorized("this token is not a seat of this match"));
    }
    return this.withSeat(tokenHash, (m, seat) => {
      const owner = m.state.pending?.player ?? null;
      const { awaitingSince, deadline } = pendingTimes(m);
      return ok({
        id: m.id, player: seat.player, version: m.version, status: m.state.status, awaiting: owner, mine: owner === seat.player,
        since: awaitingSince === null ? null : iso(awaitingSince), deadline: deadline === null ? null : iso(deadline),
      });
    });
  }

  /** The same seats in a new match (rematch.ts): the caller's seat is taken at once, with his
   * or her deck unless another is given; the other seats wait for their players. */
  async rematch(tokenHash: string | null, input: RematchInput): Promise<Outcome<JoinReply & { token: string }>> {
    const found = this.withSeat(tokenHash, (m, seat) => ok({ m, seat }));
    if (!found.ok) return found;
    const { m, seat } = found.body;
    if (m.state.status !== "finished") return refuse(notOver("a rematch follows the end of a match: this one is still being played"));
    const config = this.store.config();
    if (!config) return refuse(notFound("this match was stored before its config was kept: it cannot be played again"));
    return rematch(this.env, this.ctx.storage.sql, m, seat, config.config, input);
  }

  /** Registers a webhook for the token's seat (webhooks.ts); its secret is shown only here. */
  registerWebhook(tokenHash: string | null, url: string): Outcome<Webhook & { secret: string; events: readonly WebhookEvent[] }> {
    return this.withSeat(tokenHash, (_m, seat) => {
      const r = new Webhooks(this.ctx.storage.sql).register(seat.player, url, Date.now());
      return "webhook" in r ? ok(r.webhook) : refuse(invalidRequest(`a seat may register at most ${r.tooMany} webhooks`));
    });
  }

  /** The token's seat's webhooks and their latest deliveries. */
  webhooks(tokenHash: string | null): Outcome<{ webhooks: Webhook[]; deliveries: Delivery[] }> {
    return this.withSeat(tokenHash, (_m, seat) => ok(new Webhooks(this.ctx.storage.sql).log(seat.player)));
  }

  /** A WebSocket for push (push.ts): the Worker (http/push.ts) has read the caller's token
   * and passes its hash; the object is reachable from the Worker only. */
  override async fetch(request: Request): Promise<Response> {
    const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
    const caller = request.headers.get(CALLER_HEADER) || null;
    const viewer = this.withViewer(caller, (m, v) => ok({ m, viewer: v }));
    if (!viewer.ok) return problemResponse(viewer.problem);
    return openSocket(this.ctx, this.store, viewer.body.m, viewer.body.viewer, after, request.headers.get("sec-websocket-protocol"));
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    receive(ws, message, this.store, this.match());
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }

  /** One alarm serves both: the outbox's delivery to D1 and the clock's deadline. */
  override async alarm(): Promise<void> {
    // The computer seats' moves, then a deadline that has passed, so that they go out with this delivery.
    this.cached = playComputerSeats(this.store, this.match(), this.computerSeats().load(), this.store.config()?.config, Date.now(), (before, next, mover) => this.stored(before, next, mover)) ?? this.cached;
    this.enforceClock(Date.now());
    try {
      for (let page = this.store.outboxPage(OUTBOX_PAGE); page.length > 0; page = this.store.outboxPage(OUTBOX_PAGE)) {
        await deliver(this.env.DB, page.map((r) => r.item));
        this.store.deleteOutboxThrough(page[page.length - 1]!.id);
      }
      this.deliveryFailures = 0;
      this.retryAt = null;
    } catch (e) {
      // D1 is only the read side: play goes on, and delivery is retried with backoff.
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** this.deliveryFailures++);
      console.warn(`match outbox: D1 delivery failed (${(e as Error).name}), retrying in ${delay} ms`);
      this.retryAt = Date.now() + delay;
    }
    await onAlarm(this.ctx, this.match(), Date.now(), this.env);
    const at = this.nextAlarm();
    if (at !== null) await this.ctx.storage.setAlarm(at);
  }

  private accept(m: StoredMatch, seat: Seat, body: unknown, idempotencyKey: string | null): Outcome<ActionReply> {
    const request = canonicalJson(body);
    if (idempotencyKey !== null) {
      const earlier = this.store.idempotent(seat.player, idempotencyKey);
      if (earlier && earlier.request !== request) return refuse(invalidRequest("this Idempotency-Key was already used for a different request"));
      if (earlier) return ok(JSON.parse(earlier.reply) as ActionReply);
    }
    const envelope = ActionEnvelope.safeParse(body);
    if (!envelope.success) return refuse(issuesProblem(invalidRequest, envelope.error));
    const { version } = envelope.data;
    const raws = envelope.data.actions ?? [envelope.data.action];
    // The form settings were changed in before they had their own route: still a settings
    // change, at any version, and it moves none.
    const legacy = envelope.data.actions ? null : LegacyAutoPass.safeParse(envelope.data.action);
    if (legacy?.success) {
      const changed = this.changeSettings(m, seat, { autoPass: legacy.data.value });
      if (!changed.ok) return changed;
      const current = this.match()!;
      return ok({ version: current.version, events: [], view: this.viewOf(current, seat.player) });
    }
    const actionJson = canonicalJson(envelope.data.actions ?? envelope.data.action);
    if (version !== m.version) {
      // A retry of the seat's last accepted post, whatever the other seats did since.
      const last = m.replies[seat.player];
      if (last && !last.seen && last.version === version && last.action === actionJson) return ok(JSON.parse(last.reply) as ActionReply);
      return refuse({ ...versionConflict(`the match is at version ${m.version}, not ${version}`), currentVersion: m.version });
    }
    // Each action in turn, on the state the previous one left; one refusal refuses the post.
    let state = m.state;
    const steps: { version: number; action: Action; json: string; events: GameEvent[] }[] = [];
    for (const [i, raw] of raws.entries()) {
      const where = raws.length > 1 ? `action ${i + 1} of ${raws.length}: ` : "";
      const action = PostedAction.safeParse(raw);
      if (!action.success) {
        const p = issuesProblem(invalidRequest, action.error);
        return refuse(where ? { ...p, detail: where + p.detail, errors: p.errors?.map((e) => ({ ...e, path: `actions.${i}.${e.path}` })) } : p);
      }
      try {
        const result = apply(state, seat.player, action.data);
        state = result.state;
        steps.push({ version: m.version + i + 1, action: action.data, json: canonicalJson(action.data), events: result.events });
      } catch (e) {
        if (e instanceof RuleError) {
          const p = ruleProblem(e);
          return refuse({ ...p, detail: where + p.detail });
        }
        throw e;
      }
    }
    const now = Date.now();
    const clock = m.clock ? afterMove(m.clock, m.state, seat.player, state, now) : null;
    const next: StoredMatch = { ...m, version: m.version + steps.length, state, clock };
    const events = timedFor(steps.flatMap((st) => st.events.map((e) => ({ ...e, at: now }))), seat.player);
    const reply: ActionReply = { version: next.version, events, view: this.viewOf(next, seat.player) };
    const last = { player: seat.player, version: m.version, action: actionJson, reply: JSON.stringify(reply), seen: false };
    next.replies = { ...m.replies, [seat.player]: last };
    const idempotency = idempotencyKey === null ? null : { key: idempotencyKey, request };
    this.store.commitAction(next, steps.map((st) => ({ version: st.version, player: seat.player, json: st.json, events: st.events })), last, idempotency, [
      ...steps.map((st): OutboxItem => ({ kind: "action", action: { matchId: m.id, version: st.version, player: seat.player, action: st.action, createdAt: now } })),
      {
        kind: "progress",
        progress: { id: m.id, status: state.status, awaiting: state.pending?.player ?? null, version: next.version, winners: state.winners, updatedAt: now, ...pendingTimes(next) },
      },
    ], now);
    // The position before the post: the one its player may ask to return to (undo.ts).
    const undo = new UndoStore(this.ctx.storage.sql);
    if (undo.allowed()) undo.savePoint(seat.player, { version: m.version, to: next.version, state: m.state });
    this.stored(m, next, seat.player);
    return ok(reply);
  }

  /** The pending decision's time has run out: the match's settings say what follows
   * (engine game/timeout.ts), recorded as one move of the player's, `{"type":"timeOut"}`. */
  private enforceClock(now: number): boolean {
    const m = this.match();
    const who = m?.state.pending?.player;
    if (!m || !m.clock?.settings || m.clock.deadline === null || now < m.clock.deadline || who === undefined || m.state.status === "finished") return false;
    const policy = m.clock.settings.onTimeout;
    // Issue 17: the computer answers for the player, from his or her view; the record keeps its answer.
    const answer = policy === "computer" ? timeoutAnswer(m, who, this.store.config()?.config, m.clock.settings.computer ?? "medium") : undefined;
    const { state, events } = timeOut(m.state, who, policy, answer);
    const version = m.version + 1;
    const next: StoredMatch = { ...m, version, state, clock: afterTimeout(m.clock, who, state, now) };
    const record = { type: "timeOut", policy, ...(answer ? { answer } : {}) } as const;
    this.store.commitAction(next, [{ version, player: who, json: canonicalJson(record), events }], null, null, [
      { kind: "action", action: { matchId: m.id, version, player: who, action: record, createdAt: now } },
      { kind: "progress", progress: { id: m.id, status: state.status, awaiting: state.pending?.player ?? null, version, winners: state.winners, updatedAt: now, ...pendingTimes(next) } },
    ], now);
    // The player's last move is now the clock's, which is not his or hers to take back.
    new UndoStore(this.ctx.storage.sql).dropPoint(who);
    this.stored(m, next, who);
    return true;
  }

  /** A move is committed: the match as it now is, then what follows outside the move
   * (notify.ts: its sockets, its webhooks), from this one place. */
  private stored(before: StoredMatch, next: StoredMatch, mover: PlayerId): void {
    this.cached = next;
    // Any move withdraws a pending undo request (undo.ts): its sockets hear of it after the move's own messages.
    const undo = new UndoStore(this.ctx.storage.sql);
    const withdrawn = undo.request();
    if (withdrawn) undo.clearRequest();
    afterCommit(this.ctx, this.store, before, next, mover);
    if (withdrawn) broadcast(this.ctx, { type: "undo", version: next.version, status: "withdrawn", undo: withdrawn });
  }

  private changeSettings(m: StoredMatch, seat: Seat, settings: Partial<PrioritySettings>): Outcome<SettingsReply> {
    let state;
    try {
      state = changeSettings(m.state, seat.player, settings);
    } catch (e) {
      if (e instanceof RuleError) return refuse(ruleProblem(e));
      throw e;
    }
    const p = state.players.find((q) => q.id === seat.player)!;
    const reply = { version: m.version, settings: { stops: p.stops, autoPass: p.autoPass, passUntil: p.passUntil?.until ?? null } };
    const before = m.state.players.find((q) => q.id === seat.player)!;
    if (canonicalJson([before.stops, before.autoPass, before.passUntil ?? null]) === canonicalJson([p.stops, p.autoPass, p.passUntil ?? null])) return ok(reply);
    if (this.store.settingsChangesAt(seat.player, m.version) >= MAX_SETTINGS_CHANGES_PER_VERSION)
      return refuse(tooManyRequests(`at most ${MAX_SETTINGS_CHANGES_PER_VERSION} settings changes are kept between two moves of the game; play on first`));
    const now = Date.now();
    const change = { player: seat.player, version: m.version, settings: canonicalJson(settings) };
    this.store.commitSettings(state, change, (seq) => [
      { kind: "settings", settings: { matchId: m.id, seq, version: m.version, player: seat.player, settings, createdAt: now } },
    ], now);
    this.cached = { ...m, state };
    return ok(reply);
  }

  private viewOf(m: StoredMatch, viewer: PlayerId | null): MatchView {
    const clock = m.clock ? clockView(m.clock, m.state, Date.now()) : undefined;
    const series = new Series(this.ctx.storage.sql).view(m.state);
    const undos = new UndoStore(this.ctx.storage.sql);
    const undo = undos.request();
    return {
      ...view(m.state, viewer), id: m.id, version: m.version, ...(clock ? { clock } : {}), ...(series ? { series } : {}),
      ...(undos.allowed() ? { undoAllowed: true as const } : {}), ...(undo ? { undo } : {}),
    };
  }

  /** The export's part of the series: the game's place in it and the sideboards (revealed with the decks). */
  private seriesRecord(m: StoredMatch): Pick<MatchExport, "series" | "sideboards"> {
    const s = new Series(this.ctx.storage.sql);
    const series = s.view(m.state);
    const sideboards = s.sideboards();
    return { ...(series ? { series } : {}), ...(Object.keys(sideboards).length ? { sideboards } : {}) };
  }

  /** A seat that reads the match after its last accepted action has had that action's
   * answer: from then on a repeat of the action without an Idempotency-Key is stale (409),
   * not a retry. */
  private noteRead(m: StoredMatch, viewer: PlayerId | null): void {
    const last = viewer === null ? undefined : m.replies[viewer];
    if (viewer === null || !last || last.seen) return;
    this.store.markReplySeen(viewer);
    this.cached = { ...m, replies: { ...m.replies, [viewer]: { ...last, seen: true } } };
  }

  /** The match, read once after the object wakes: a match stored by an earlier release is
   * migrated to the latest schema first (migrations.ts). */
  private match(): StoredMatch | null {
    if (this.cached === null) {
      this.store.migrate(Date.now());
      this.cached = this.store.load();
    }
    return this.cached;
  }

  /** The seat whose token hashes to `tokenHash`; every seat is compared, in constant time. */
  private seatOf(m: StoredMatch, tokenHash: string): Seat | null {
    let found: Seat | null = null;
    for (const seat of m.seats) if (sameHash(seat.tokenHash, tokenHash)) found = seat;
    return found;
  }

  /** No match yet: a lobby still waiting for players, or nothing. */
  private absent(): Outcome<never> {
    const lobby = this.store.loadLobby();
    if (!lobby) return refuse(notFound("no such match"));
    const open = lobby.seats.filter((s) => s.tokenHash === null).length;
    return refuse(notStarted(`the match has not started: ${open} of its ${lobby.seats.length} seats still wait for their players (GET /v1/matches/${lobby.id}/lobby)`));
  }

  private withViewer<T>(tokenHash: string | null, f: (m: StoredMatch, viewer: PlayerId | null) => Outcome<T>): Outcome<T> {
    const m = this.match();
    if (!m) return this.absent();
    if (tokenHash === null) return f(m, null);
    const seat = this.seatOf(m, tokenHash);
    return seat ? f(m, seat.player) : refuse(unauthorized("this token is not a seat of this match"));
  }

  private withSeat<T>(tokenHash: string | null, f: (m: StoredMatch, seat: Seat) => Outcome<T>): Outcome<T> {
    const m = this.match();
    if (!m) return this.absent();
    const seat = tokenHash === null ? null : this.seatOf(m, tokenHash);
    return seat ? f(m, seat) : refuse(unauthorized(tokenHash === null ? "a seat's bearer token is required" : "this token is not a seat of this match"));
  }

  /** When the alarm is next needed: now for an outbox to deliver (or at its retry, after a
   * failure), and at the clock's deadline; null when neither. */
  private nextAlarm(): number | null {
    const times: number[] = [];
    if (this.store.outboxPage(1).length > 0) times.push(this.retryAt ?? Date.now());
    const m = this.match();
    if (computerOwes(m, this.computerSeats().load())) times.push(Date.now());
    if (m?.clock?.settings && m.clock.deadline !== null && m.state.status !== "finished") times.push(m.clock.deadline);
    times.push(...noticeTimes(this.ctx, m));
    return times.length ? Math.min(...times) : null;
  }

  /** Sets the alarm for what is now needed, unless it is already set at least as early. */
  private async armAlarm(): Promise<void> {
    const at = this.nextAlarm();
    if (at === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }
}

function ruleProblem(e: RuleError): Problem {
  return (e.status === 403 ? notYourDecision : illegalAction)(e.message, e.rule);
}

/** When the pending decision started and when its time runs out (ms), for the D1 index. */
function pendingTimes(m: Pick<StoredMatch, "state" | "clock">): { awaitingSince: number | null; deadline: number | null } {
  if (!m.clock || m.state.status === "finished" || !m.state.pending) return { awaitingSince: null, deadline: null };
  return { awaitingSince: m.clock.since, deadline: m.clock.deadline };
}
