// What the layers (418.5) read from a state, kept so that characteristics computed for a state
// can be reused while it hasn't changed in a way that matters to them: the zones' identities and
// sizes, the effects, the turn, and each permanent's fields except those no layer reads.
// Objects are copied on write (game/clone.ts): a permanent that the state shares with the one
// it was copied from can't change in place, so it is checked by identity alone, and only the
// few a copy owns (or every one of a state that is no copy) are compared field by field.
import { changesInPlace } from "../game/clone.js";
import type { CardObject, GameState } from "../game/types.js";
import type { StaticAbility } from "../../cards/language.js";

/** Fields of an object that no layer reads (every other field, including any added later, counts). */
const NOT_READ_BY_LAYERS = new Set(["damage", "damagedBy", "removedIfDies", "targets", "division", "x", "mode", "colorsSpent", "sacrificed", "sacrificedForCost", "returned", "kicked", "kickerX", "playedInMainPhase", "playedFromHand"]);

export interface LayerInputs {
  /** The zones and turn, in a fixed order (`globals`). */
  globals: unknown[];
  /** The effects, one by one: a list replaced by an equal one (an ending that ended nothing) reads alike. */
  effects: GameState["effects"];
  /** Whether "tapped" was read (some filter or count looks at it). */
  tapped: boolean;
  /** Whether anything beyond play was read: hands, graveyards, the turn (a count of cards in
   * hand or in graveyards, or a condition such as Hellbent's or Threshold's). */
  beyondPlay: boolean;
  /** Whether which creatures attack and block was read (a filter or count says "attacking", "blocking"). */
  combat: boolean;
  /** The permanents, in the order of `s.play`. */
  objects: CardObject[];
  /** A copy of the fields of each permanent that the state could change in place, else undefined. */
  fields: (Record<string, unknown> | undefined)[];
}

/**
 * Writes into `g` (`write` true), or compares with it, what the layers read of the zones and the
 * turn, in a fixed order; compared, whether all of it is the same. Which creatures attack and
 * block is read (by value, as the combat state is copied whole with each action) only when some
 * filter or count the layers apply says "attacking" or "blocking" (`combat`): otherwise declaring
 * attackers or blockers and the end of combat leave every characteristic as it was. The list of permanents is compared permanent by permanent
 * (`sameLayerInputs`), not by its identity: a copy of the state reads as the state it copies.
 * Asked at every reading scope: it builds no key (the combat's was a string built at each).
 */
function globals(s: GameState, g: unknown[], write: boolean, beyondPlay: boolean, combat: boolean): boolean {
  let i = 0;
  const take = write ? (v: unknown) => ((g[i++] = v), true) : (v: unknown) => g[i++] === v;
  if (!take(s.play.length)) return false;
  if (combat) {
    const attackers = s.combat?.attackers ?? [];
    const blocks = s.combat?.blocks ?? [];
    if (!take(attackers.length) || !take(blocks.length)) return false;
    for (const a of attackers) if (!take(a.attacker)) return false;
    for (const b of blocks) if (!take(b.blocker) || !take(b.attacker)) return false;
  }
  for (const p of s.players) if (!take(p.outcome)) return false;
  if (beyondPlay) {
    if (!take(s.turn.number) || !take(s.turn.active)) return false;
    for (const p of s.players) {
      if (!take(p.hand) || !take(p.hand.length) || !take(p.graveyard) || !take(p.graveyard.length) || !take(p.previousTurnBegan)) return false;
    }
  }
  return i === g.length;
}

/** What the layers read from `s` now (`tapped`: whether any of them reads "tapped"; `beyondPlay`: hands, graveyards or the turn). */
export function layerInputs(s: GameState, tapped: boolean, beyondPlay: boolean, combat: boolean): LayerInputs {
  const out: unknown[] = [];
  globals(s, out, true, beyondPlay, combat);
  const objects: CardObject[] = [];
  const fields: (Record<string, unknown> | undefined)[] = [];
  for (const id of s.play) {
    const o = s.objects[id] as CardObject;
    objects.push(o);
    fields.push(changesInPlace(s, id) ? { ...o } : undefined);
  }
  return { globals: out, effects: [...s.effects], tapped, beyondPlay, combat, objects, fields };
}

/** Whether `s` still reads as `from` says, for everything the layers read. */
export function sameLayerInputs(s: GameState, from: LayerInputs, tapped: boolean, beyondPlay: boolean, combat: boolean): boolean {
  if (tapped !== from.tapped || beyondPlay !== from.beyondPlay || combat !== from.combat) return false;
  if (!globals(s, from.globals, false, beyondPlay, combat)) return false;
  if (!sameElements(s.effects, from.effects)) return false;
  if (s.play.length !== from.objects.length) return false;
  for (let j = 0; j < s.play.length; j++) {
    const id = s.play[j]!;
    const o = s.objects[id] as CardObject;
    const was = from.objects[j]!;
    const f = from.fields[j];
    // Shared with another state when it was read, the same object is still as it was then.
    if (o === was && !f) continue;
    if (!sameFields(f ?? (was as unknown as Record<string, unknown>), o, tapped)) return false;
    // Alike for the layers and unchangeable from now on (copied on write), it stands for what was read: compared once.
    if (!changesInPlace(s, id)) {
      from.objects[j] = o;
      from.fields[j] = undefined;
    }
  }
  return true;
}

/** Whether an object's fields `was` and the object `o` agree on everything the layers read. */
export function sameFields(was: Record<string, unknown> | CardObject, o: CardObject, tapped: boolean): boolean {
  if (was === o) return true;
  const w = was as Record<string, unknown>;
  const n = o as unknown as Record<string, unknown>;
  for (const k in w) if (w[k] !== n[k] && read(k, tapped)) return false;
  for (const k in n) if (!(k in w) && read(k, tapped)) return false;
  return true;
}

function read(k: string, tapped: boolean): boolean {
  return !NOT_READ_BY_LAYERS.has(k) && (tapped || k !== "tapped");
}

/** Whether two lists hold the same elements in the same order. */
export function sameElements<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What every permanent's layers read besides the permanent itself: the static abilities in play
 * (each source's fields: its controller, what it is attached to, its chosen color or type) and
 * the effects. While these are unchanged, a permanent's characteristics that read nothing else
 * (no count, condition, combat or range) are unchanged by any other change to the game: a
 * creature leaving play or a card drawn doesn't recompute 500 permanents.
 */
export interface LayerEnvironment {
  statics: readonly { id: string; statics: readonly StaticAbility[] }[];
  sources: CardObject[];
  effects: GameState["effects"];
  tapped: boolean;
  beyondPlay: boolean;
}

export function layerEnvironment(s: GameState, statics: LayerEnvironment["statics"], tapped: boolean, beyondPlay: boolean): LayerEnvironment {
  return { statics, sources: statics.map(({ id }) => s.objects[id] as CardObject), effects: [...s.effects], tapped, beyondPlay };
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The objects whose characteristics a change of the environment since `env` may have changed:
 * none when it is the same. When only effects began or ended, those they affect: a resolved
 * effect reaches a permanent's layers only through the permanent's own list (418.5, the objects
 * it was found to affect as it resolved), except where it changes a source of static abilities
 * (its controller, text or abilities are read for every permanent those abilities reach), and
 * then every object. An Aura or Equipment whose abilities all say "enchanted" or "equipped",
 * moved to another permanent (212.2i, 418.5e: with a new timestamp), changes itself and the
 * permanents it leaves and joins, unless one of these is a source of static abilities (a control
 * change would reach what its abilities reach). Undefined (every object) when the static
 * abilities, a source otherwise, or what the layers read ("tapped", beyond play) changed.
 */
export function changedByEnvironment(s: GameState, env: LayerEnvironment, statics: LayerEnvironment["statics"], tapped: boolean, beyondPlay: boolean): ReadonlySet<string> | undefined {
  if (tapped !== env.tapped || beyondPlay !== env.beyondPlay || statics.length !== env.statics.length) return undefined;
  // The moved Aura or Equipment, and the objects whose characteristics may have changed.
  const moved = new Set<string>();
  const changed = new Set<string>();
  for (let i = 0; i < statics.length; i++) {
    const now = statics[i]!;
    const was = env.statics[i]!;
    if (now.id !== was.id || now.statics !== was.statics) return undefined;
    const o = s.objects[now.id] as CardObject | undefined;
    if (!o) return undefined;
    const before = env.sources[i]!;
    if (sameFields(before, o, tapped)) continue;
    if (!movedAttachment(before, o, now.statics, tapped)) return undefined;
    moved.add(o.id);
    for (const id of [o.id, before.attachedTo, o.attachedTo]) if (id) changed.add(id);
  }
  if (!sameElements(s.effects, env.effects)) {
    const before = new Set(env.effects);
    const now = new Set(s.effects);
    for (const e of s.effects) if (!before.has(e)) for (const id of e.affects) changed.add(id);
    for (const e of env.effects) if (!now.has(e)) for (const id of e.affects) changed.add(id);
  }
  if (changed.size === 0) return NOTHING;
  for (const { id } of statics) if (changed.has(id) && !moved.has(id)) return undefined;
  return changed;
}

/** Whether a source of static abilities that all say "enchanted" or "equipped" differs from what it was only in what it is attached to and its timestamp. */
function movedAttachment(was: CardObject, o: CardObject, statics: readonly StaticAbility[], tapped: boolean): boolean {
  if (!statics.every((st) => st.affects === "enchanted" || st.affects === "equipped")) return false;
  const { attachedTo: _a, timestamp: _t, ...rest } = was;
  const { attachedTo: _b, timestamp: _u, ...restNow } = o;
  return sameFields(rest as Record<string, unknown>, restNow as unknown as CardObject, tapped);
}
