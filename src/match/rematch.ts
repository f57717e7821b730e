// Rematch (issue 15, after boardgame.io's "play again"): the same seats, a new match. The first
// seat of a finished match to ask creates the new match as a lobby whose every seat is kept
// for a seat of this one, and takes its own; each other seat takes its own when it asks. A
// kept seat's invitation is the old seat's token (its hash, which this match already holds),
// so no invitation has to be handed out and only that seat's player can take it. Each player
// keeps his or her name and deck unless he or she brings another deck; the new match has a
// new seed (and a new commitment), the same format, options, teams and clock.
import type { GameConfig } from "../engine/index.js";
import type { Env } from "../env.js";
import { hashToken, newToken } from "../http/auth.js";
import { newMatchId, newSeed } from "./ids.js";
import { ok, type Outcome } from "./outcome.js";
import type { JoinReply } from "./match-object.js";
import type { LobbySeat, Seat, StoredMatch } from "./store.js";

export interface RematchInput {
  /** Card names, or null to keep the deck of the finished match. */
  deck: string[] | null;
  keyHash: string | null;
}

/** The rematch this match already has, if any. */
export function rematchOf(sql: SqlStorage): string | null {
  return sql.exec<{ match_id: string }>("SELECT match_id FROM rematch").toArray()[0]?.match_id ?? null;
}

export async function rematch(env: Env, sql: SqlStorage, m: StoredMatch, seat: Seat, config: GameConfig, input: RematchInput): Promise<Outcome<JoinReply & { token: string }>> {
  const configIndex = m.state.players.find((p) => p.id === seat.player)!.configIndex;
  let id = rematchOf(sql);
  if (id === null) {
    id = newMatchId();
    // Recorded before the first await, so that two seats asking at once make one rematch.
    sql.exec("INSERT INTO rematch (id, match_id) VALUES (1, ?)", id);
    const seats: LobbySeat[] = config.players.map((p, i) => ({
      seat: i, name: null, team: p.team ?? null, emperor: p.emperor === true, deck: null, tokenHash: null, keyHash: null,
      invitationHash: m.seats.find((s) => s.player === m.state.players.find((q) => q.configIndex === i)!.id)!.tokenHash,
    }));
    const { chosenSeed: _chosen, ...rest } = config;
    const seed = newSeed();
    const created = await env.MATCH.get(env.MATCH.idFromName(id)).createLobby({
      id, config: { ...rest, players: [], seed }, seats, clock: m.clock?.settings ?? null, seedHash: await hashToken(seed),
    });
    if (!created.ok) {
      sql.exec("DELETE FROM rematch");
      return created;
    }
  }
  const token = newToken(id);
  const joined = await env.MATCH.get(env.MATCH.idFromName(id)).join({
    invitationHash: seat.tokenHash, name: seat.name, deck: input.deck ?? config.players[configIndex]!.deck, tokenHash: await hashToken(token), keyHash: input.keyHash,
  });
  return joined.ok ? ok({ ...joined.body, token }) : joined;
}
