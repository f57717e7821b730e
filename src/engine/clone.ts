// Deep copies of plain JSON data. apply() works on a copy so the state it was given never
// changes; this is several times faster than structuredClone on game states.
import type { GameObject, GameState } from "./types.js";

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

/** The game state's copy: card objects (most of the state) have a known, nearly flat shape. */
export function cloneState(s: GameState): GameState {
  const { objects, ...rest } = s;
  const copy = clonePlain(rest) as GameState;
  const out: Record<string, GameObject> = {};
  for (const id in objects) {
    const o = objects[id]!;
    if (o.kind !== "card") {
      out[id] = clonePlain(o);
      continue;
    }
    const c = { ...o };
    if (o.counters) c.counters = { ...o.counters };
    if (o.targets) c.targets = clonePlain(o.targets);
    if (o.division) c.division = [...o.division];
    out[id] = c;
  }
  copy.objects = out;
  return copy;
}
