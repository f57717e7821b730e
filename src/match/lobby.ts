// The lobby of a match created with open seats: each open seat waits for the player who
// brings its invitation, his or her own name and deck; the game starts when the last seat is
// filled. Hidden information starts before the game: no answer ever carries a seat's deck.
import { createGame, RuleError, type GameConfig, type PlayerId } from "../engine/index.js";
import type { DeckFormat } from "../cards/formats.js";
import { nameKey } from "../http/names.js";
import type { Seat, StoredLobby, StoredMatch } from "./store.js";
import type { AiLevel } from "../ai/seat.js";

/** What anyone with the match's id may see of its lobby: who sits where, never a deck. */
export interface LobbyView {
  id: string;
  status: "lobby" | "started";
  seats: { seat: number; name: string | null; team?: string; joined: boolean; player: PlayerId | null; ai?: AiLevel }[];
  /** The constructed format every deck must be legal in (cards/formats.ts), if the match names one. */
  deckFormat?: DeckFormat;
}

/** An open seat while the lobby is checked: '#' is no character a player's name may hold
 * (names.ts), so it cannot clash with a real name, and any legal deck does for the check. */
const placeholder = (seat: number) => ({ name: `#open${seat}`, deck: Array.from({ length: 60 }, () => "Mountain") });

/** The createGame input of a full lobby, its players in seat order (seat i is configIndex i). */
export function lobbyGameConfig(lobby: StoredLobby): GameConfig {
  return {
    ...lobby.config,
    players: lobby.seats.map((s) => {
      const p = s.deck === null ? placeholder(s.seat) : { name: s.name!, deck: s.deck };
      return { ...p, ...(s.team !== null ? { team: s.team } : {}), ...(s.emperor ? { emperor: true } : {}) };
    }),
  };
}

/** Why the lobby could never start (format, players, teams and options that don't go
 * together), found at creation rather than when its last player joins; null when it can. */
export function lobbyProblem(lobby: StoredLobby): RuleError | null {
  try {
    createGame(lobbyGameConfig(lobby));
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/** Whether a joiner's name is already taken by another seat (names are compared as names.ts says). */
export function nameTaken(lobby: StoredLobby, name: string): boolean {
  return lobby.seats.some((s) => s.name !== null && nameKey(s.name) === nameKey(name));
}

/** The seats of the started game, in turn order, each with its lobby seat's token. */
export function startedSeats(match: Pick<StoredMatch, "state">, lobby: StoredLobby): Seat[] {
  return match.state.players.map((p) => ({ player: p.id, name: p.name, tokenHash: lobby.seats[p.configIndex]!.tokenHash! }));
}

/** `computers`: the seats the computer plays, by seat index (issue 17). */
export function lobbyView(lobby: StoredLobby, match: StoredMatch | null, computers: Record<number, AiLevel> = {}): LobbyView {
  const players = match?.state.players ?? [];
  return {
    id: lobby.id,
    status: match ? "started" : "lobby",
    ...(lobby.config.deckFormat ? { deckFormat: lobby.config.deckFormat as DeckFormat } : {}),
    seats: lobby.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      ...(s.team !== null ? { team: s.team } : {}),
      joined: s.tokenHash !== null,
      player: players.find((p) => p.configIndex === s.seat)?.id ?? null,
      ...(computers[s.seat] ? { ai: computers[s.seat] } : {}),
    })),
  };
}

/** A match created with every seat filled, shown as a lobby whose seats all joined at once. */
export function startedLobbyView(match: StoredMatch, computers: Record<PlayerId, AiLevel> = {}): LobbyView {
  return {
    id: match.id,
    status: "started",
    seats: match.state.players.map((p) => ({ seat: p.configIndex, name: p.name, team: p.team, joined: true, player: p.id, ...(computers[p.id] ? { ai: computers[p.id] } : {}) })).sort((a, b) => a.seat - b.seat),
  };
}

