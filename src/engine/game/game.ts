// The working context of one apply(): the state being changed (a private copy) and the
// events it produces. Plus the lookups every rule module needs.
import { getCard } from "../../cards/registry.js";
import { ownObject, timestampTaken } from "./clone.js";
import { FACE_DOWN_NAME } from "../effects/face-down.js";
import type { CardObject, GameEvent, GameObject, GameState, ObjectId, PlayerId, PlayerState } from "./types.js";
import type { Batches } from "../zones/simultaneous.js";

export interface Game {
  s: GameState;
  events: GameEvent[];
  /** How many of `events` have been looked at for triggered abilities. */
  scanned: number;
  /** State-based effects were checked and none applied, and since then only priority has
   * moved: a check now would find none again (420.3), so it is skipped. */
  settled?: boolean;
  /** How many steps a run without decisions may take before it is a loop (loops.ts); tests lower it. */
  loopBound?: number;
  /** Permanents that left play at once, for the abilities that look back (410.10d, zones/simultaneous.ts). */
  batches?: Batches;
}

/** A `Game` over `s` with every key present from the start (the absent ones undefined): one
 * hidden class for every Game, so each `g.s` and `g.events` the rules read is monomorphic where
 * keys added later (`settled`, `batches`) gave three or four (docs/PERFORMANCE.md, twenty-first
 * session). */
export function newGame(s: GameState): Game {
  return { s, events: [], scanned: 0, settled: undefined, loopBound: undefined, batches: undefined };
}

export function emit(g: Game, event: Omit<GameEvent, "seq">): void {
  g.events.push({ seq: g.s.nextEventSeq++, ...event });
}

export function player(s: GameState, id: PlayerId): PlayerState {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

export function playerName(s: GameState, id: PlayerId): string {
  return player(s, id).name;
}

export function obj(s: GameState, id: ObjectId): Readonly<GameObject> {
  const o = s.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

/** The name the log gives a card object: its card's, or a token's as it was made (a token's key
 * carries the text changes that reached the text that made it, 418.6c–d). */
export function nameOf(o: { card: string; faceDown?: true; flipped?: true }): string {
  // 504: a face-down spell or permanent is named by no one (its controller sees it in the view).
  if (o.faceDown) return FACE_DOWN_NAME;
  // 508.2: a flipped permanent has its other half's name.
  return o.flipped ? getCard(getCard(o.card).flipsInto ?? o.card).name : getCard(o.card).name;
}

export function card(s: GameState, id: ObjectId): Readonly<CardObject> {
  const o = obj(s, id);
  if (o.kind !== "card") throw new Error(`${id} is not a card`);
  return o;
}

/** The card object with `id`, to be changed (see clone.ts: objects are copied on write). */
export function changeCard(s: GameState, id: ObjectId): CardObject {
  card(s, id);
  return ownObject(s, id) as CardObject;
}

export function inGame(s: GameState): PlayerState[] {
  return s.players.filter((p) => p.outcome === "playing");
}

/** 103.4: players in turn order starting with the active player (APNAP order); if the
 * active player has left the game, starting with the next player in turn order. */
export function apnap(s: GameState): PlayerId[] {
  const ids = inGame(s).map((p) => p.id);
  const first = player(s, s.turn.active).outcome === "playing" ? s.turn.active : nextInTurnOrder(s, s.turn.active);
  const i = Math.max(0, ids.indexOf(first));
  return [...ids.slice(i), ...ids.slice(0, i)];
}

/** The next player in turn order who is still in the game. */
export function nextInTurnOrder(s: GameState, from: PlayerId): PlayerId {
  const all = s.players.map((p) => p.id);
  for (let k = 1; k <= all.length; k++) {
    const p = s.players[(all.indexOf(from) + k) % all.length]!;
    if (p.outcome === "playing") return p.id;
  }
  return from;
}

/** Players on other teams who are still in the game. */
export function opponents(s: GameState, of: PlayerId): PlayerId[] {
  const team = player(s, of).team;
  return inGame(s).filter((p) => p.team !== team).map((p) => p.id);
}

export function newId(s: GameState): ObjectId {
  return `o${s.nextId++}`;
}

export function newTimestamp(s: GameState): number {
  timestampTaken();
  return s.nextTimestamp++;
}

export function permanents(s: GameState): Readonly<CardObject>[] {
  return s.play.map((id) => card(s, id));
}
