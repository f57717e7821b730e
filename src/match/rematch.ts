// Rematch (issue 15, after boardgame.io's "play again"): the same seats, a new match. The first
// seat of a finished match to ask creates the new match as a lobby whose every seat is kept
// for a seat of this one, and takes its own; each other seat takes its own when it asks. A
// kept seat's invitation is the old seat's token (its hash, which this match already holds),
// so no invitation has to be handed out and only that seat's player can take it. Each player
// keeps his or her name and deck unless he or she brings another deck; the new match has a
// new seed (and a new commitment), the same format, options, teams and clock (and undo, undo.ts). In a match of
// several games (series.ts) the rematch is the next game: the series goes on, each player may
// swap cards with his or her sideboard, and in a two-player game the loser of the finished game
// chooses who plays first (101.2), in any rematch.
import type { GameConfig } from "../engine/index.js";
import type { Env } from "../env.js";
import { hashToken, newToken } from "../http/auth.js";
import { invalidRequest } from "../http/problem.js";
import { newMatchId, newSeed } from "./ids.js";
import { ok, refuse, type Outcome } from "./outcome.js";
import { continues, nextGame, Series, sideboardingProblem } from "./series.js";
import type { JoinReply } from "./match-object.js";
import type { LobbySeat, Seat, StoredMatch } from "./store.js";
import { UndoStore } from "./undo.js";

export interface RematchInput {
  /** Card names, or null to keep the deck of the finished match. */
  deck: string[] | null;
  /** The new deck's sideboard (with `deck`). */
  sideboard?: string[] | null;
  /** The new deck is a sealed deck: its basic lands may change between games (100.2b). */
  limited?: boolean;
  /** The loser's choice: play the next game first or second (101.2). */
  play?: "first" | "second";
  keyHash: string | null;
}

/** The rematch this match already has, if any. */
export function rematchOf(sql: SqlStorage): string | null {
  return sql.exec<{ match_id: string }>("SELECT match_id FROM rematch").toArray()[0]?.match_id ?? null;
}

export async function rematch(env: Env, sql: SqlStorage, m: StoredMatch, seat: Seat, config: GameConfig, input: RematchInput): Promise<Outcome<JoinReply & { token: string }>> {
  const configIndex = m.state.players.find((p) => p.id === seat.player)!.configIndex;
  const series = new Series(sql);
  const row = series.row();
  const next = nextGame(row, m.state);
  if (input.play !== undefined && next.chooser !== configIndex) {
    const chooser = next.chooser === null ? null : m.state.players.find((p) => p.configIndex === next.chooser)!.name;
    return refuse(invalidRequest(
      chooser === null
        ? "who plays first is chosen at random in this format: only in a two-player game does the loser of the previous game choose"
        : `${chooser} lost the previous game and chooses who plays the next one first`,
      "101.2",
    ));
  }
  const before = { deck: config.players[configIndex]!.deck, sideboard: series.sideboard(configIndex) };
  const after = input.deck ? { deck: input.deck, sideboard: input.sideboard ?? [] } : before;
  // Between games of a match, a player swaps cards with the sideboard, but brings no others.
  const swapped = continues(row, m.state) && input.deck ? sideboardingProblem(before, after, input.limited) : null;
  if (swapped) return refuse(invalidRequest(swapped, "100.4"));
  let id = rematchOf(sql);
  if (id === null) {
    id = newMatchId();
    // Recorded before the first await, so that two seats asking at once make one rematch.
    sql.exec("INSERT INTO rematch (id, match_id) VALUES (1, ?)", id);
    const seats: LobbySeat[] = config.players.map((p, i) => ({
      seat: i, name: null, team: p.team ?? null, emperor: p.emperor === true, deck: null, tokenHash: null, keyHash: null,
      invitationHash: m.seats.find((s) => s.player === m.state.players.find((q) => q.configIndex === i)!.id)!.tokenHash,
    }));
    const { chosenSeed: _chosen, startingPlayer: _start, ...rest } = config;
    const seed = newSeed();
    const created = await env.MATCH.get(env.MATCH.idFromName(id)).createLobby({
      id, config: { ...rest, players: [], seed }, seats, clock: m.clock?.settings ?? null, seedHash: await hashToken(seed), series: next, undo: new UndoStore(sql).allowed(),
    });
    if (!created.ok) {
      sql.exec("DELETE FROM rematch");
      return created;
    }
  }
  const token = newToken(id);
  const joined = await env.MATCH.get(env.MATCH.idFromName(id)).join({
    invitationHash: seat.tokenHash, name: seat.name, deck: after.deck, sideboard: after.sideboard, tokenHash: await hashToken(token), keyHash: input.keyHash,
    // The chooser's choice: himself or herself, or the other player of the two.
    ...(next.chooser === configIndex ? { startingPlayer: input.play === "second" ? 1 - configIndex : configIndex } : {}),
  });
  return joined.ok ? ok({ ...joined.body, token }) : joined;
}
