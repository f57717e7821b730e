// A fork (issue 15): a new match that starts from a position of another, e.g. to study a
// finished game or set a puzzle. Only a match whose hidden information is no longer hidden may
// be forked: a finished one (whose export shows everything once its whole best-of-three match is
// over) or a puzzle (whose creator could know every card). The fork is the source's record up to
// version V — its config, actions and settings changes, and its events — under new seats: it
// continues at version V, its own export replays from the source's config to the same hashes,
// and it is a puzzle (its config's seed counts as chosen: whoever forks it has seen the record).
import type { OutboxItem } from "../db/outbox.js";
import type { GameConfig, GameEvent, PlayerId } from "../engine/index.js";
import type { TimedEvent } from "./store.js";

/** What a fork is made from: the source's record up to the version forked. */
export interface ForkSource {
  config: GameConfig;
  seedHash: string;
  actions: { version: number; player: PlayerId; action: unknown; at: number }[];
  settings: { version: number; player: PlayerId; settings: unknown }[];
  events: TimedEvent[];
  version: number;
}

/** The source's record up to `version`: its actions through that version, the settings changes
 * made up to it, and the events of those moves. */
export function forkSource(sql: SqlStorage, config: GameConfig, seedHash: string, version: number): ForkSource {
  const actions = sql
    .exec<{ version: number; player: string; action: string; created_at: number }>("SELECT version, player, action, created_at FROM actions WHERE version <= ? ORDER BY version", version)
    .toArray()
    .map((r) => ({ version: r.version, player: r.player, action: JSON.parse(r.action) as unknown, at: r.created_at }));
  const settings = sql
    .exec<{ version: number; player: string; settings: string }>("SELECT version, player, settings FROM settings WHERE version <= ? ORDER BY seq", version)
    .toArray()
    .map((r) => ({ version: r.version, player: r.player, settings: JSON.parse(r.settings) as unknown }));
  const events = sql
    .exec<{ event: string; at: number | null }>("SELECT event, at FROM events WHERE version <= ? ORDER BY seq", version)
    .toArray()
    .map((r) => ({ ...(JSON.parse(r.event) as GameEvent), ...(r.at === null ? {} : { at: r.at }) }));
  // A fork's seed is known to whoever forks it: the fork is a puzzle, and its replay says so too.
  return { config: { ...config, chosenSeed: true }, seedHash, actions, settings, events, version };
}

/** Writes the source's moves and settings changes into the fork's own record, so that its export
 * replays from the config; call inside the transaction that stores the fork. */
export function copyRecord(sql: SqlStorage, source: ForkSource, now: number): void {
  for (const a of source.actions) sql.exec("INSERT INTO actions (version, player, action, created_at) VALUES (?, ?, ?, ?)", a.version, a.player, JSON.stringify(a.action), a.at);
  for (const st of source.settings) sql.exec("INSERT INTO settings (version, player, settings, created_at) VALUES (?, ?, ?, ?)", st.version, st.player, JSON.stringify(st.settings), now);
}

/** The D1 archive's rows for the copied record (the fork's settings are numbered from 1, as copied). */
export function forkOutbox(matchId: string, source: ForkSource, now: number): OutboxItem[] {
  return [
    ...source.actions.map((a): OutboxItem => ({ kind: "action", action: { matchId, version: a.version, player: a.player, action: a.action as never, createdAt: a.at } })),
    ...source.settings.map((st, i): OutboxItem => ({ kind: "settings", settings: { matchId, seq: i + 1, version: st.version, player: st.player, settings: st.settings as never, createdAt: now } })),
  ];
}
