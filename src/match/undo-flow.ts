// Undo by consent, as the match's Durable Object runs it (undo.ts says what may be taken back):
// a seat asks (POST /undo), each other player still in the game answers (POST /undo/answer),
// and when all have accepted the match returns to the position before the asker's post as a
// new version, one move of the record, `{type: "undo", version}`. Every step is told to the
// match's sockets (push.ts): the request, each answer, its end; an accepted undo's event and
// each viewer's fresh view. Each function runs without awaiting, as every check-then-commit of
// the object does.
import type { OutboxItem } from "../db/outbox.js";
import type { PlayerId } from "../engine/index.js";
import { notYourDecision, invalidRequest, undoConflict, undoRefused } from "../http/problem.js";
import { issuesProblem, UndoAnswerBody, UndoBody } from "../http/schemas.js";
import { canonicalJson } from "./canonical-json.js";
import { afterMove, iso } from "./clock.js";
import type { ComputerSeats } from "./computer-seats.js";
import type { MatchView, PublicEvent } from "./match-object.js";
import { ok, refuse, type Outcome } from "./outcome.js";
import { broadcast, sendViews } from "./push.js";
import type { MatchStore, StoredMatch } from "./store.js";
import { hiddenSince, restore, UndoStore, type UndoPoint, type UndoRequest } from "./undo.js";
import { timedFor } from "./viewer.js";

export interface UndoReply {
  version: number;
  /** pending: other players have still to answer; accepted: the match has returned to `undo.restores`; refused: the request is over. */
  status: "pending" | "accepted" | "refused";
  undo: UndoRequest;
  /** The undo's event, once accepted (empty otherwise). */
  events: PublicEvent[];
  view: MatchView;
}

/** What the object lends the flow. */
export interface UndoContext {
  ctx: DurableObjectState;
  store: MatchStore;
  computers: ComputerSeats;
  viewOf: (m: StoredMatch, viewer: PlayerId | null) => MatchView;
  /** The object's one place after a committed move (hash, push, webhooks). */
  stored: (before: StoredMatch, next: StoredMatch, mover: PlayerId) => void;
  pendingTimes: (m: StoredMatch) => { awaitingSince: number | null; deadline: number | null };
}

const nameOf = (m: StoredMatch, p: PlayerId) => m.state.players.find((q) => q.id === p)?.name ?? p;

export function askUndo(c: UndoContext, m: StoredMatch, asker: PlayerId, body: unknown): Outcome<UndoReply> {
  const parsed = UndoBody.safeParse(body ?? {});
  if (!parsed.success) return refuse(issuesProblem(invalidRequest, parsed.error));
  const undo = new UndoStore(c.ctx.storage.sql);
  if (!undo.allowed()) return refuse(undoRefused('this match was created without undo: a match allows it when it is created with "undo": true'));
  if (m.state.status === "finished") return refuse(undoConflict("the game is over: nothing can be taken back"));
  if (m.state.players.find((p) => p.id === asker)?.outcome !== "playing") return refuse(notYourDecision("you have left the game: you have nothing to take back", "600.4"));
  const pending = undo.request();
  if (pending) return refuse(undoConflict(`${nameOf(m, pending.by)} has already asked to take back an action: it is answered first (or withdrawn by the next move)`));
  const point = undo.point(asker);
  const wanted = parsed.data.version;
  if (wanted !== undefined && (!point || wanted < point.version + 1 || wanted > point.to)) return refuse(undoRefused(notYours(c, m, asker, wanted, point)));
  if (!point) return refuse(undoRefused("you have no action to take back: you have not acted yet, your last move was the clock's, or it has been taken back already"));
  const since = c.store.eventsAfter(point.state.nextEventSeq - 1, Number.MAX_SAFE_INTEGER);
  const hidden = hiddenSince(point.state, m.state, since, asker);
  if (hidden) return refuse(undoRefused(`your last action (version ${point.to}) can't be taken back: ${hidden}`));
  // Every other player still in the game consents; the computer agrees at once.
  const answers: UndoRequest["answers"] = {};
  for (const p of m.state.players) if (p.id !== asker && p.outcome === "playing" && !c.computers[p.id]) answers[p.id] = "pending";
  const request: UndoRequest = { by: asker, version: m.version, restores: point.version, takesBack: { from: point.version + 1, to: m.version }, askedAt: iso(Date.now()), answers };
  if (Object.keys(answers).length === 0) return ok(accept(c, m, request, point, asker));
  undo.saveRequest(request);
  broadcast(c.ctx, { type: "undo", version: m.version, status: "pending", undo: request });
  return ok({ version: m.version, status: "pending", undo: request, events: [], view: c.viewOf(m, asker) });
}

export function answerUndo(c: UndoContext, m: StoredMatch, player: PlayerId, body: unknown): Outcome<UndoReply> {
  const parsed = UndoAnswerBody.safeParse(body);
  if (!parsed.success) return refuse(issuesProblem(invalidRequest, parsed.error));
  const undo = new UndoStore(c.ctx.storage.sql);
  const request = undo.request();
  if (!request) return refuse(undoConflict("no undo request is pending (a move since the request withdraws it)"));
  if (request.by === player) return refuse(notYourDecision("you asked to take back your action: the other players answer (a move of yours withdraws the request)"));
  const answer = request.answers[player];
  if (answer === undefined) return refuse(notYourDecision("your consent is not asked: only players still in the game answer"));
  if (answer === "accepted") return refuse(undoConflict(`you have already accepted; waiting for ${waitingFor(m, request)}`));
  if (parsed.data.answer === "refuse") {
    undo.clearRequest();
    broadcast(c.ctx, { type: "undo", version: m.version, status: "refused", undo: request });
    return ok({ version: m.version, status: "refused", undo: request, events: [], view: c.viewOf(m, player) });
  }
  const answered: UndoRequest = { ...request, answers: { ...request.answers, [player]: "accepted" } };
  if (Object.values(answered.answers).some((a) => a === "pending")) {
    undo.saveRequest(answered);
    broadcast(c.ctx, { type: "undo", version: m.version, status: "pending", undo: answered });
    return ok({ version: m.version, status: "pending", undo: answered, events: [], view: c.viewOf(m, player) });
  }
  // The position may have been kept for a request asked before the last move: the request would
  // have been withdrawn, so the point is still the asker's.
  const point = undo.point(request.by)!;
  return ok(accept(c, m, answered, point, player));
}

/** Every consent is in: the match returns to the position before the asker's post, as a new version. */
function accept(c: UndoContext, m: StoredMatch, request: UndoRequest, point: UndoPoint, viewer: PlayerId): UndoReply {
  const undo = new UndoStore(c.ctx.storage.sql);
  const agreed = Object.keys(request.answers).map((p) => nameOf(m, p));
  const { from, to } = request.takesBack;
  const text =
    `${nameOf(m, request.by)}'s last action is taken back${agreed.length ? ` with the consent of ${agreed.join(", ")}` : ""}: ` +
    `the game is as it was at version ${request.restores} (version${from === to ? ` ${from} stays` : `s ${from}–${to} stay`} in the record).`;
  const { state, event } = restore(point.state, m.state, text, { player: request.by, version: request.restores, takenBack: request.takesBack });
  const now = Date.now();
  const version = m.version + 1;
  // The decision owed now starts now; nobody's own move earns an increment.
  const clock = m.clock ? afterMove(m.clock, m.state, null, state, now) : null;
  // A repeat of a post taken back is no retry of an accepted post: it is a new post, at its version.
  const replies = Object.fromEntries(Object.entries(m.replies).filter(([, r]) => r.version < request.restores));
  const next: StoredMatch = { ...m, version, state, clock, replies };
  const record = { type: "undo", version: request.restores };
  c.store.commitAction(next, [{ version, player: request.by, json: canonicalJson(record), events: [event] }], null, null, [
    { kind: "action", action: { matchId: m.id, version, player: request.by, action: record as never, createdAt: now } },
    { kind: "progress", progress: { id: m.id, status: state.status, awaiting: state.pending?.player ?? null, version, winners: state.winners, updatedAt: now, ...c.pendingTimes(next) } },
  ] satisfies OutboxItem[], now);
  c.ctx.storage.sql.exec("DELETE FROM seat_replies WHERE version >= ?", request.restores);
  undo.clearRequest();
  undo.dropPointsFrom(request.restores);
  c.stored(m, next, request.by);
  broadcast(c.ctx, { type: "undo", version, status: "accepted", undo: request });
  sendViews(c.ctx, version, (v) => c.viewOf(next, v));
  return { version, status: "accepted", undo: request, events: timedFor([{ ...event, at: now }], viewer), view: c.viewOf(next, viewer) };
}

function waitingFor(m: StoredMatch, r: UndoRequest): string {
  return Object.entries(r.answers).filter(([, a]) => a === "pending").map(([p]) => nameOf(m, p)).join(", ");
}

/** Why `version` is not the asker's last action. */
function notYours(c: UndoContext, m: StoredMatch, asker: PlayerId, version: number, point: UndoPoint | null): string {
  const row = c.ctx.storage.sql.exec<{ player: string }>("SELECT player FROM actions WHERE version = ?", version).toArray()[0];
  const last = point ? ` (your last action is version ${point.to})` : "";
  if (!row) return `version ${version} is no action of this match (it is at version ${m.version})`;
  if (row.player !== asker) return `version ${version} is ${nameOf(m, row.player)}'s action, not yours: a player may take back only his or her own last action${last}`;
  return `version ${version} is not your last action${last}: only the last may be taken back`;
}
