// Where the game stops for a player who receives priority (408.1), and each player's own
// settings for it. A player who is not stopped for passes priority by himself or herself.
//
// Whether the game stops may depend only on what every player can see and on the player's
// own settings: otherwise anyone reading who owes the next decision would learn what is in
// the player's hand. So by default the game stops for a player
//   - when the stack holds a spell or ability another player controls (in Two-Headed Giant,
//     the other team: 606.5), so that he or she may respond;
//   - in his or her own main phases with an empty stack (the only time for sorcery-speed
//     plays, 408.1, 212.5a);
//   - in the steps he or she listed as stops (any player's turn), or everywhere.
// Passing whenever the player has nothing he or she may play (`autoPass`) tells the others
// that he or she holds nothing playable; it is only ever the player's explicit choice.
//
// A player may also pass until the end of the turn or until his or her next turn, as MTGO and
// Arena players do: the game then passes for him or her wherever it would have stopped, until
// that turn ends or begins, or until a spell or ability is put on the stack after the setting
// was made — then it stops, and the setting is over.
//
// Settings are not actions of the game: changing them moves no version and no decision.
// They take effect the next time the game would give the player priority, and the Worker
// records each change at the version it was made, so that a replay makes the same game.
import { RuleError } from "../game/errors.js";
import { obj, player } from "../game/game.js";
import { actAsOne, isActive } from "../multiplayer/two-headed-giant.js";
import type { GameState, PlayerId, PlayerState } from "../game/types.js";

/** The steps at which the game stops for the player beyond the default stops ("main": main
 * phases, anyone's), or "everywhere": the game never passes for him or her on its own. */
export type Stops = PlayerState["stops"];

export interface PrioritySettings {
  stops: Stops;
  /** Pass until the end of this turn, or until the player's next turn begins; null cancels. */
  passUntil: "endOfTurn" | "myNextTurn" | null;
  /** Pass by himself or herself whenever passing is the only legal choice. Reveals to the
   * others that he or she has nothing to play, so it is off unless the player turns it on. */
  autoPass: boolean;
}

export const DEFAULT_SETTINGS: Readonly<PrioritySettings> = { stops: [], autoPass: false, passUntil: null };

/** Whether the game stops for `who` with priority here, on public information only. */
export function stopsFor(s: GameState, who: PlayerId): boolean {
  const p = player(s, who);
  if (p.passUntil && passing(s, who, p.passUntil)) return false;
  const stops = p.stops;
  if (stops === "everywhere") return true;
  if (s.stack.some((id) => !actAsOne(s, who, obj(s, id).controller))) return true;
  if (s.stack.length === 0 && s.turn.step === "main" && isActive(s, who)) return true;
  return stops.includes(s.turn.step);
}

/** Whether "pass until" still holds: its turn is not over (or the player's next turn has not
 * begun), and nothing was put on the stack since it was set. Public information only. */
function passing(s: GameState, who: PlayerId, until: NonNullable<PlayerState["passUntil"]>): boolean {
  if (s.stack.some((id) => Number(id.slice(1)) >= until.sinceObject)) return false;
  return until.until === "endOfTurn" ? s.turn.number === until.turn : s.turn.number === until.turn || !isActive(s, who);
}

/** A "pass until" that no longer holds is over: the game stopped for the player (a new object
 * on the stack), or its turn is past. Returns the state without it, or the same state. */
export function endPassUntil(s: GameState, who: PlayerId): GameState {
  const p = player(s, who);
  if (!p.passUntil || passing(s, who, p.passUntil)) return s;
  const { passUntil: _, ...rest } = p;
  return { ...s, players: s.players.map((q) => (q === p ? rest : q)) };
}

/** The player's settings changed (a new state; the given one is not changed). Refused for a
 * player who has left the game (600.4): he or she takes no further part in it. */
export function changeSettings(state: GameState, who: PlayerId, settings: Partial<PrioritySettings>): GameState {
  const p = state.players.find((q) => q.id === who);
  if (!p) throw new RuleError("102", `${who} is not a player in this game`, 403);
  if (p.outcome !== "playing" || state.status === "finished")
    throw new RuleError("600.4", `${p.name} is out of the game and can no longer change how priority is passed`, 403);
  const changed: PlayerState = { ...p, ...(settings.stops !== undefined ? { stops: settings.stops } : {}), ...(settings.autoPass !== undefined ? { autoPass: settings.autoPass } : {}) };
  if (settings.passUntil === null) delete changed.passUntil;
  else if (settings.passUntil !== undefined) changed.passUntil = { until: settings.passUntil, turn: state.turn.number, sinceObject: state.nextId };
  return { ...state, players: state.players.map((q) => (q === p ? changed : q)) };
}
