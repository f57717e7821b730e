// apply() works on a copy so the state it was given never changes. The objects (most of the
// state) are copied on write: the copy shares every object of the state it was given until
// a rule changes that object, and the change goes to this copy's own version of it
// (`ownObject`). Everything else is copied whole: small, and changed in many places.
import type { GameObject, GameState, ObjectId } from "./types.js";

export function clonePlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = clonePlain(v);
  }
  return out as T;
}

/** The objects each copy has made its own so far. */
const owned = new WeakMap<GameState, Set<ObjectId>>();

export function cloneState(s: GameState): GameState {
  const { objects, ...rest } = s;
  const copy = clonePlain(rest) as GameState;
  // Built key by key, the map stays a hash table (a spread would build 100+ hidden classes).
  const shared: Record<ObjectId, GameObject> = {};
  for (const id in objects) shared[id] = objects[id]!;
  copy.objects = shared;
  owned.set(copy, new Set());
  return copy;
}

/**
 * The object with `id`, to be changed: the copy's own version. Its arrays and records
 * (targets, counters, division) are replaced when they change, never changed in place, so
 * a shallow copy is enough. A state that is no copy (a new game being set up) owns all its objects.
 */
export function ownObject(s: GameState, id: ObjectId): GameObject {
  const o = s.objects[id]!;
  const mine = owned.get(s);
  if (!mine || mine.has(id)) return o;
  mine.add(id);
  const c = { ...o };
  s.objects[id] = c;
  return c;
}
