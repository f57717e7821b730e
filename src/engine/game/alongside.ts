// What the engine keeps beside a state while it lives: what `apply`'s copy owns (clone.ts), and
// the layers' memo and context (effects/characteristics.ts). They were the values of WeakMaps
// keyed by the state. V8's scavenger keeps alive the value of every WeakMap entry whose key is
// young, dead or not, until the entry is cleared after it: with three entries a state and a
// state per action, each minor collection copied the memos of every state made since the last
// one (about 1 MB of a block-preset game's 16 MB between collections), and promoted half of it.
// Kept on the state itself, they die with it and are never copied by a collection.
//
// The record is a property with a symbol key that is not enumerable: JSON (the match store,
// `stateHash`), `Object.keys`, `for in`, a spread or rest (`cloneState`'s, any `{ ...s }`) and
// `structuredClone` don't see it, so a state reads, serializes and hashes as before, and a spread
// copy of a state starts with nothing kept, as a state not yet read. A state that can't take a
// property (frozen) keeps its record in a WeakMap, as before.
import type { GameState } from "./types.js";

export interface Alongside {
  /** What a copy made by `cloneState` owns so far (clone.ts `Owned`); undefined for a state that is no copy. */
  owned: unknown;
  /** The layers' memo (characteristics.ts `Memo`). */
  memo: unknown;
  /** The layer context under the state's key (characteristics.ts `Keyed`). */
  context: unknown;
}

const SLOT = Symbol("alongside");
const frozen = new WeakMap<GameState, Alongside>();

/** The record kept beside `s`, if any. */
export function alongsideOf(s: GameState): Alongside | undefined {
  return ((s as unknown as Record<symbol, Alongside | undefined>)[SLOT] ?? frozen.get(s));
}

/** The record kept beside `s`, made at its first use. */
export function alongside(s: GameState): Alongside {
  const a = alongsideOf(s);
  return a ?? keep(s, { owned: undefined, memo: undefined, context: undefined });
}

/** Starts the record of a new copy (`cloneState`), with what it owns: one shape for every copy. */
export function keep(s: GameState, a: Alongside): Alongside {
  if (Object.isExtensible(s)) Object.defineProperty(s, SLOT, { value: a, writable: false, enumerable: false, configurable: false });
  else frozen.set(s, a);
  return a;
}
