// What one viewer (a seat's player, or a spectator: null) receives of a match: the events it
// may see, each with when it happened, and the decision it owes. GET /decision, GET /events and
// the push (push.ts) all answer from here, so a socket can never carry more than a read would.
import { eventsFor, labelled, legalDecision, type PlayerId } from "../engine/index.js";
import { iso } from "./clock.js";
import type { DecisionBody, PublicEvent } from "./match-object.js";
import type { StoredMatch, TimedEvent } from "./store.js";

/** Events as the viewer may see them, each with when it happened as ISO 8601. */
export function timedFor(events: TimedEvent[], viewer: PlayerId | null): PublicEvent[] {
  return eventsFor(events, viewer).map((e) => {
    const { at, ...rest } = e as TimedEvent;
    return at === undefined ? rest : { ...rest, at: iso(at) };
  });
}

/** The decision the seat's player owes, with every answer labelled, or whom the game waits for. */
export function decisionBody(m: StoredMatch, player: PlayerId): DecisionBody {
  const decision = legalDecision(m.state, player);
  const owner = m.state.pending?.player ?? null;
  const times = { since: m.clock && owner !== null ? iso(m.clock.since) : null, deadline: m.clock?.deadline != null ? iso(m.clock.deadline) : null };
  if (decision) return { version: m.version, ...decision, options: labelled(m.state, player, decision.options), ...times };
  const name = m.seats.find((s) => s.player === owner)?.name;
  const prompt = name ? `Waiting for ${name}` : "The game is over";
  return { version: m.version, player: owner, kind: null, prompt, options: [], ...times };
}
