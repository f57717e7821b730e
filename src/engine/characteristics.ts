// An object's characteristics as the game sees them now: the printed card, then the
// continuous effects in force — from resolved spells and abilities, and from the static
// abilities of permanents in play — applied in layer order and, within a layer, in
// timestamp order (418.5). Never stored: always computed.
import { getCard, type CardInfo } from "../cards/registry.js";
import type { Ability, AsThough, Modification, Restriction, StaticAbility } from "../cards/language.js";
import { controllerOf } from "./control.js";
import { withDeployAbility } from "./deploy.js";
import { inRange } from "./multiplayer.js";
import type { CardObject, Color, GameState, Keyword, ManaType } from "./types.js";

export interface Characteristics {
  name: string;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: number;
  toughness?: number;
  keywords: Keyword[];
  restrictions: Restriction[];
  asThough: AsThough[];
  abilities: Ability[];
}

/** 212.6d(?): each basic land type has an intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

type Layer = 1 | 2 | 3 | 4 | 5 | 6;
const SUBLAYER_ORDER = ["a", "b", "c", "d", "e"];

interface Applied {
  layer: Layer;
  sublayer?: string;
  timestamp: number;
  modification: Modification;
}

/** 418.5: types are layer 4; colors, abilities and restrictions 5; power/toughness 6 (set 6b, modify 6c). */
export function layerOf(m: Modification): { layer: Layer; sublayer?: "b" | "c" } {
  switch (m.kind) {
    case "addTypes":
    case "setLandType":
      return { layer: 4 };
    case "gainControl":
      return { layer: 2 };
    case "setPT":
      return { layer: 6, sublayer: "b" };
    case "modifyPT":
      return { layer: 6, sublayer: "c" };
    default:
      return { layer: 5 };
  }
}

const LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

export function characteristics(s: GameState, o: CardObject): Characteristics {
  return withDeployAbility(s, o, computeThrough(s, o, 6));
}

/** The characteristics with only the effects of layers up to `last` applied. */
function computeThrough(s: GameState, o: CardObject, last: Layer): Characteristics {
  if (o.zone !== "play") return unmodified(o.card, false);
  const applied: Applied[] = [];
  for (const e of s.effects) if (e.layer <= last && e.affects.includes(o.id)) applied.push(e);
  applied.push(...staticEffectsOn(s, o, last));
  // 418.5c(?): power/toughness changes from counters apply in sublayer 6d.
  const plus = o.counters?.["+1/+1"] ?? 0;
  if (plus && last >= 6) applied.push({ layer: 6, sublayer: "d", timestamp: 0, modification: { kind: "modifyPT", power: plus, toughness: plus } });
  // Most permanents have no effect on them: share one read-only copy per card.
  if (applied.length === 0) return unmodified(o.card, true);
  applied.sort(
    (a, b) =>
      a.layer - b.layer || SUBLAYER_ORDER.indexOf(a.sublayer ?? "a") - SUBLAYER_ORDER.indexOf(b.sublayer ?? "a") || a.timestamp - b.timestamp,
  );
  const c = printedCharacteristics(o.card);
  for (const e of applied) apply(c, e.modification);
  addLandAbilities(c);
  return c;
}

function printedCharacteristics(name: string): Characteristics {
  const printed: CardInfo = getCard(name);
  return {
    name: printed.name,
    colors: [...printed.colors],
    supertypes: [...printed.supertypes],
    types: [...printed.types],
    subtypes: [...printed.subtypes],
    power: printed.power,
    toughness: printed.toughness,
    keywords: [...printed.keywords],
    restrictions: [...printed.restrictions],
    asThough: [...printed.asThough],
    abilities: [...printed.abilities],
  };
}

/** 212.6d(?): the intrinsic mana abilities of the basic land types it has. */
function addLandAbilities(c: Characteristics): void {
  if (!c.types.includes("land")) return;
  for (const sub of c.subtypes) {
    const mana = BASIC_LAND_MANA[sub];
    if (mana) c.abilities.push({ kind: "mana", cost: { tap: true }, targets: [], effects: [{ do: "addMana", mana }], timing: "instant" });
  }
}

/** A card's characteristics with no effect applied (in play: with its land abilities), frozen and shared. */
const unmodifiedCache = { play: new Map<string, Characteristics>(), other: new Map<string, Characteristics>() };
function unmodified(name: string, inPlay: boolean): Characteristics {
  const cache = inPlay ? unmodifiedCache.play : unmodifiedCache.other;
  let c = cache.get(name);
  if (!c) {
    c = printedCharacteristics(name);
    if (inPlay) addLandAbilities(c);
    cache.set(name, deepFreeze(c));
  }
  return c;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Permanents in play with static abilities. Memoized per state: permanents only enter or
 * leave play through zone changes, which always take a new timestamp.
 */
const sourceCache = new WeakMap<GameState, { play: string[]; size: number; ts: number; ids: string[] }>();
export function staticSources(s: GameState): string[] {
  const hit = sourceCache.get(s);
  if (hit && hit.play === s.play && hit.size === s.play.length && hit.ts === s.nextTimestamp) return hit.ids;
  const ids = s.play.filter((id) => getCard((s.objects[id] as CardObject).card).statics.length > 0);
  sourceCache.set(s, { play: s.play, size: s.play.length, ts: s.nextTimestamp, ids });
  return ids;
}

/** The effects of static abilities of permanents in play that apply to `o`, in layers up to `last`. */
function staticEffectsOn(s: GameState, o: CardObject, last: Layer): Applied[] {
  const out: Applied[] = [];
  for (const id of staticSources(s)) {
    const source = s.objects[id] as CardObject;
    for (const st of getCard(source.card).statics) {
      // 419.1b: "the chosen color" is the one chosen as the source came into play.
      const modification: Modification = st.modification.kind === "setChosenColor" ? { kind: "setColors", colors: [source.chosen as Color] } : st.modification;
      const { layer, sublayer } = layerOf(modification);
      if (layer > last || !affects(s, source, st, o, layer)) continue;
      out.push({ layer, sublayer, timestamp: source.timestamp, modification });
    }
  }
  return out;
}

/**
 * Whether a static ability of `source` affects `o`. A filter is matched against what `o` is
 * before this effect's layer (e.g. whether it is a creature after type-changing effects).
 */
function affects(s: GameState, source: CardObject, st: StaticAbility, o: CardObject, layer: Layer): boolean {
  if (st.affects === "enchanted" || st.affects === "equipped") return source.attachedTo === o.id;
  const f = st.affects;
  if (f.other && source.id === o.id) return false;
  // 601.2, 601.2d: a static ability affects only objects within its controller's range of influence.
  if (!inRange(s, controllerOf(s, source), controllerOf(s, o))) return false;
  if (f.controller === "you" && controllerOf(s, o) !== controllerOf(s, source)) return false;
  if (f.controller === "opponent" && controllerOf(s, o) === controllerOf(s, source)) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (!f.types && !f.notTypes && !f.subtypes && !f.supertypes && !f.chosenType) return true;
  const before = computeThrough(s, o, Math.min(layer - 1, 4) as Layer);
  if (f.types && !f.types.some((t) => before.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => before.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => before.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => before.supertypes.includes(t))) return false;
  if (f.chosenType && !before.subtypes.includes(source.chosen!)) return false;
  return true;
}

function apply(c: Characteristics, m: Modification): void {
  switch (m.kind) {
    case "addTypes":
      for (const t of m.types) if (!c.types.includes(t)) c.types.push(t);
      for (const t of m.subtypes) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return;
    case "setLandType":
      c.subtypes = [...c.subtypes.filter((t) => !LAND_TYPES.includes(t)), m.subtype];
      return;
    case "setColors":
      c.colors = [...m.colors];
      return;
    case "setPT":
      c.power = m.power;
      c.toughness = m.toughness;
      return;
    case "modifyPT":
      if (c.power !== undefined) c.power += m.power;
      if (c.toughness !== undefined) c.toughness += m.toughness;
      return;
    case "addKeyword":
      if (!c.keywords.includes(m.keyword)) c.keywords.push(m.keyword);
      return;
    case "addRestriction":
      if (!c.restrictions.includes(m.restriction)) c.restrictions.push(m.restriction);
      return;
    case "gainControl":
      return; // layer 2: see control.ts
  }
}

export function isCreature(s: GameState, o: CardObject): boolean {
  return characteristics(s, o).types.includes("creature");
}

export function hasKeyword(s: GameState, o: CardObject, k: Keyword): boolean {
  return characteristics(s, o).keywords.includes(k);
}
