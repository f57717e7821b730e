// apply() works on a copy so the state it was given never changes. The objects (most of the
// state) are copied on write: the copy shares the map of objects and every object of the
// state it was given until a rule changes one, and the change goes to this copy's own
// version of it (`ownObject`, `putObject`, `removeObject`). The players' libraries (the longest
// lists, and changed by few rules) are shared the same way until one changes (`ownLibrary`), and
// so are the random generator's state and the cards removed from the game (`ownList`). Lists no
// rule changes in place are shared (`SHARED`). Everything else is copied whole: small, and
// changed in many places.
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState } from "./types.js";
import { alongsideOf, keep } from "./alongside.js";

export function clonePlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    // `slice` copies a list of ids or numbers at once (and keeps it packed); only records in it are copied further.
    const out = value.slice();
    for (let i = 0; i < out.length; i++) {
      const v = out[i];
      if (typeof v === "object" && v !== null) out[i] = clonePlain(v);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = typeof v === "object" && v !== null ? clonePlain(v) : v;
  }
  return out as T;
}

/**
 * Counts the changes made to objects through this module, in any state: every change to an
 * object goes through `ownObject` (changeCard), `putObject` or `removeObject`. What is
 * remembered about the objects of a state needs checking again only after this moved
 * (zones/play-key.ts): a permanent turned face up or flipped changes without a new timestamp.
 */
let revision = 0;
export function objectsRevision(): number {
  return revision;
}

/** A timestamp was taken (game.ts): the object taking it may be one this copy owns already,
 * changed in place without `ownObject`, so what is remembered about the objects is checked again. */
export function timestampTaken(): void {
  revision++;
}

/** What a copy has made its own so far: the map of objects, which objects, which libraries. */
interface Owned {
  map: boolean;
  ids: Set<ObjectId>;
  libraries: PlayerId[];
  /** The state's own lists it has made its own (`ownList`). */
  lists: ("rng" | "removed")[];
  /**
   * The ids of the copy's map of objects in their order (a map's keys enumerate in the order
   * they were added, 217.1c's new ids last), when known: the copy's own list once it owns the
   * map, kept by `putObject` and `removeObject`; before, the list of the state it copies. The
   * map is copied by it: `Object.keys` of a hash table gathers and sorts the keys each time
   * (a third of the copy's cost).
   */
  order: ObjectId[] | undefined;
}
// Kept beside the copy (alongside.ts). The latest copy's record is found without reading it
// there: every change `apply` makes asks it (a state that is not this copy is looked up as before).
let latest: GameState | undefined;
let latestOwned: Owned | undefined;

function ownedBy(s: GameState): Owned | undefined {
  return s === latest ? latestOwned : (alongsideOf(s)?.owned as Owned | undefined);
}

export function cloneState(s: GameState): GameState {
  // Key by key, in the state's order, the map of objects last (as a copy has always had it).
  // The keys are read from `rest`, which the destructuring builds with fast properties: a copy
  // made by reading the keys of `s` itself had its properties in a hash table (V8's dictionary
  // mode), and every rule reading the state paid for it (3–4 % slower games). `rest` is already
  // a copy: it is kept, its lists and records copied further, unless a key holds undefined.
  const { objects, ...rest } = s;
  const copy = deepened(rest, stateValue) ? rest : keyByKey(rest, stateValue);
  (copy as Record<string, unknown>).objects = objects;
  const order = ownedBy(s)?.order;
  latest = copy as unknown as GameState;
  latestOwned = { map: false, ids: new Set(), libraries: [], lists: [], order };
  keep(latest, { owned: latestOwned, memo: undefined, context: undefined });
  return latest;
}

/**
 * Lists of the state few actions change, shared until one changes them like the libraries: the
 * random generator's state (changed by shuffles, coin flips and random discards: in 80 of 14,694
 * applies of 40 block-preset games) and the cards removed from the game (3 of them). A rule
 * changing one in place takes it from `ownList`.
 */
const OWNED_LISTS: ReadonlySet<string> = new Set(["rng", "removed"]);

/**
 * Parts of the state no rule changes in place, shared by a copy with the state it copies: the
 * game's options, and lists a rule replaces with a new list (new entries for changed ones) when
 * it changes them: the permanents put into a graveyard this turn (graveyard-history.ts), the
 * waiting and delayed triggered abilities (spells/triggers.ts, zones.ts, follow-to-graveyard.ts),
 * the prevention and regeneration shields, the winners, the spells played this turn (storm), and
 * the continuous effects (effects/effect-list.ts).
 * Most actions change none of them (in 40 block-preset games, 14,694 applies: the waiting
 * triggers changed in 78, the shields in 5, the delayed triggers in none). The engine tests'
 * `freezeObjects` freezes them.
 */
const SHARED: ReadonlySet<string> = new Set(["options", "toGraveyardFromPlay", "triggered", "delayed", "shields", "regenerationShields", "winners", "spellsPlayed", "effects"]);

/** A list or record of the state, in the copy: the players' own copies, shared parts kept, the rest copied whole. */
function stateValue(key: string, v: object): unknown {
  return key === "players" ? (v as PlayerState[]).map(clonePlayer) : SHARED.has(key) || OWNED_LISTS.has(key) ? v : clonePlain(v);
}

/** A player's copy sharing the library and the stops (turn/stops.ts replaces them, never changes
 * them in place); every other list of the player is copied. */
function clonePlayer(p: PlayerState): PlayerState {
  const out = { ...p };
  return (deepened(out, playerValue) ? out : keyByKey(p, playerValue)) as PlayerState;
}

function playerValue(key: string, v: object): unknown {
  return key === "library" || key === "stops" ? v : clonePlain(v);
}

/**
 * Copies further, in place, the lists and records of `out` (a shallow copy made at once, in the
 * shape of what it copies) by `value`; false, leaving it half done, when a key holds undefined:
 * a copy drops such keys, so it is then built key by key (`keyByKey`), which a deletion would
 * have turned into a hash table.
 */
function deepened<T extends object>(out: T, value: (key: string, v: object) => unknown): boolean {
  const rec = out as Record<string, unknown>;
  for (const key in rec) {
    const v = rec[key];
    if (v === undefined) return false;
    if (typeof v === "object" && v !== null) rec[key] = value(key, v);
  }
  return true;
}

/** The copy of `from` with the keys that hold a value, in its order, lists and records copied by `value`. */
function keyByKey<T extends object>(from: T, value: (key: string, v: object) => unknown): T {
  const out: Record<string, unknown> = {};
  for (const key in from) {
    const v = (from as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = typeof v === "object" && v !== null ? value(key, v) : v;
  }
  return out as T;
}

/**
 * The library of `who`, to be changed: the copy's own list, made at its first change (a state
 * that is no copy owns its libraries). Every rule that changes a library in place (draws,
 * shuffles, cards put on top or bottom) takes it from here, never from `player(s, who).library`,
 * which may be shared with the state `s` was copied from.
 */
export function ownLibrary(s: GameState, who: PlayerId): string[] {
  const p = s.players.find((q) => q.id === who)!;
  const mine = ownedBy(s);
  if (!mine || mine.libraries.includes(who)) return p.library;
  mine.libraries.push(who);
  p.library = p.library.slice();
  return p.library;
}

/**
 * The state's list under `key`, to be changed in place: the copy's own, made at its first change
 * (a state that is no copy owns its lists). The random generator's state is changed by every
 * draw from it (game/rng.ts): every rule drawing takes it from here, never from `s.rng`.
 */
export function ownList<K extends "rng" | "removed">(s: GameState, key: K): GameState[K] {
  const mine = ownedBy(s);
  if (!mine || mine.lists.includes(key)) return s[key];
  mine.lists.push(key);
  s[key] = s[key].slice() as GameState[K];
  return s[key];
}

/** The copy's own map of objects, made at its first change (a state that is no copy owns its map). */
function ownMap(s: GameState): Owned | undefined {
  const mine = ownedBy(s);
  if (mine && !mine.map) {
    // A hash table from the start, with no prototype: ids are new names all the time (217.1c),
    // and a `{}` filled key by key first took a hidden class per new id, all kept alive in V8's
    // transition tree, before turning into a hash table anyway (a micro-benchmark with a new id per copy: ~6 times
    // the cost).
    // JSON and every read by id are the same; nothing reads the map's prototype.
    const map = Object.create(null) as Record<ObjectId, GameObject>;
    const from = s.objects;
    const ids = mine.order ?? Object.keys(from);
    for (let i = 0; i < ids.length; i++) map[ids[i]!] = from[ids[i]!]!;
    s.objects = map;
    mine.map = true;
    mine.order = ids === mine.order ? ids.slice() : ids;
  }
  return mine;
}

/**
 * The object with `id`, to be changed: the copy's own version. Its arrays and records
 * (targets, counters, division) are replaced when they change, never changed in place, so
 * a shallow copy is enough.
 */
export function ownObject(s: GameState, id: ObjectId): GameObject {
  revision++;
  const mine = ownMap(s);
  const o = s.objects[id]!;
  if (!mine || mine.ids.has(id)) return o;
  mine.ids.add(id);
  const c = { ...o };
  s.objects[id] = c;
  return c;
}

/** Puts a new object (or an object's new version) into the state. */
export function putObject(s: GameState, o: GameObject): void {
  revision++;
  const mine = ownMap(s);
  if (mine) {
    mine.ids.add(o.id);
    if (s.objects[o.id] === undefined) mine.order!.push(o.id);
  }
  s.objects[o.id] = o;
}

export function removeObject(s: GameState, id: ObjectId): void {
  revision++;
  const mine = ownMap(s);
  if (mine && s.objects[id] !== undefined) mine.order!.splice(mine.order!.indexOf(id), 1);
  delete s.objects[id];
}

/**
 * `apply` has returned `s`, a copy: no rule changes it any more (the next action changes a copy
 * of it), so none of its objects changes in place, and what is remembered about them holds while
 * they are the same objects (effects/layer-inputs.ts compares their fields no more).
 */
export function settled(s: GameState): void {
  const kept = alongsideOf(s);
  if (!kept?.owned) return;
  // The order of its map stays known to the copy made of it next (`cloneState`).
  const none: Owned = { map: false, ids: new Set(), libraries: [], lists: [], order: (kept.owned as Owned).order };
  kept.owned = none;
  // The latest copy's record is found without reading it beside the state (`ownedBy`): replaced there too.
  if (s === latest) latestOwned = none;
}

/**
 * Whether the object with `id` may still be changed in place in `s`: the copy owns it, or `s`
 * is no copy (a new game, a state built by hand). Any other object is shared with the state
 * `s` was copied from and is never changed: a change replaces it (`ownObject`).
 */
export function changesInPlace(s: GameState, id: ObjectId): boolean {
  const mine = ownedBy(s);
  return !mine || mine.ids.has(id);
}
