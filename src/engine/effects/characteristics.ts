// An object's characteristics as the game sees them now: its copiable values (the printed
// card, or the card it is a copy of: layer 1, 503), then the continuous effects in force —
// from resolved spells and abilities, from the static abilities of permanents in play, and
// its own characteristic-defining abilities — applied in layer order and, within a layer, in
// timestamp order unless one effect depends on another (418.5, 418.5e). Control (layer 2) is
// in control.ts; text-changing effects (layer 3) rewrite the object's text (its definition)
// before the later layers read it, see text-changing.ts. Never stored: always computed.
import { conditionHolds } from "./conditions.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import type { Ability, AsThough, CostChange, Modification, ObjectFilter, PTValue, Restriction, StaticAbility } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { withDeployAbility } from "../multiplayer/deploy.js";
import { inRange, rangeLimited } from "../multiplayer/multiplayer.js";
import { card, opponents, permanents, player } from "../game/game.js";
import { changedText } from "./text-changing.js";
import { FACE_DOWN_KEY } from "./face-down.js";
import { withSuspendHaste } from "../keywords/suspend.js";
import type { CardObject, Color, GameState, Keyword, ManaType, PlayerId, TextChange } from "../game/types.js";

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

/** A static ability of a permanent in play, as it may apply to one object. */
interface StaticGroup {
  source: CardObject;
  st: StaticAbility;
  /** Decided in the layer where the effect first applies, kept for its later layers (418.5). */
  applies?: boolean;
}

/** One continuous effect as it applies to one object. */
interface Applied {
  layer: Layer;
  sublayer?: string;
  timestamp: number;
  modification: Modification;
  /** Whose point of view "your" takes in values such as "cards in your hand": a player, or the
   * controller of this permanent (looked up only when a value needs it). */
  viewer: PlayerId | CardObject;
  group?: StaticGroup;
  /** A characteristic-defining ability (208.2): lost with the object's other abilities. */
  defining?: true;
  /** An effect on objects outside play that reaches only those in this zone (Yixlid Jailer's graveyards). */
  zone?: "graveyard";
}

/**
 * 418.5: types are layer 4; colors and abilities 5; control 2; power/toughness 6. 418.5a of the
 * Time Spiral rules orders layer 6: 6a characteristic-setting abilities, 6b all other effects
 * not applied in 6c–6e, in timestamp order (setting effects and resolved modifications alike),
 * 6c changes from counters, 6d static abilities that modify power and/or toughness without
 * setting them, 6e switching. So a modification is 6d from a static ability (`resolved`
 * false) and 6b from a resolved spell or ability.
 */
export function layerOf(m: Modification, resolved = false): { layer: Layer; sublayer?: "b" | "d" } {
  switch (m.kind) {
    case "gainControl":
      return { layer: 2 };
    case "addTypes":
    case "setLandType":
      return { layer: 4 };
    case "setPT":
      return { layer: 6, sublayer: "b" };
    case "modifyPT":
      return { layer: 6, sublayer: resolved ? "b" : "d" };
    default:
      return { layer: 5 };
  }
}

const LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** 503: the name of the card whose printed values are this object's copiable values (layer 1);
 * 504: a face-down object's are those of a nameless 2/2 creature (FACE_DOWN_KEY). */
export function copiableName(o: CardObject): string {
  return o.faceDown ? FACE_DOWN_KEY : (o.copyOf ?? o.card);
}

export function characteristics(s: GameState, o: CardObject): Characteristics {
  const compute = () => (o.zone === "play" ? withDeployAbility(s, o, withSuspendHaste(s, o, inPlay(s, o, 6))) : outsidePlay(s, o));
  const memo = memos.get(s);
  return memo ? remembered(memo.all, o, compute) : compute();
}

/**
 * Characteristics remembered while the state is only read, by object (the entry keeps the
 * object it was computed for: a changed copy of the object is computed afresh). `all` holds
 * the full characteristics, `upToLayer5` those that counting abilities read (208.2).
 */
interface Memo {
  all: Map<string, [CardObject, Characteristics]>;
  upToLayer5: Map<string, [CardObject, Characteristics]>;
  /** Other values read from the whole state, such as what counting abilities count ("the number of Swamps you control"), by key. */
  values: Map<string, unknown>;
}
const memos = new WeakMap<GameState, Memo>();

function remembered(m: Memo["all"], o: CardObject, compute: () => Characteristics): Characteristics {
  const hit = m.get(o.id);
  if (hit && hit[0] === o) return hit[1];
  const c = compute();
  m.set(o.id, [o, c]);
  return c;
}

/**
 * Runs `read`, which must not change the state, with each object's characteristics computed
 * at most once. Without it every question about an object goes through the layers again,
 * and questions that look at every permanent ("the number of Islands you control", the
 * candidates for a target, the state-based effects) cost the square of the permanents, or
 * their cube. Nested scopes share the outermost one.
 */
export function readingState<T>(s: GameState, read: () => T): T {
  if (memos.has(s)) return read();
  memos.set(s, { all: new Map(), upToLayer5: new Map(), values: new Map() });
  try {
    return read();
  } finally {
    memos.delete(s);
  }
}

/**
 * 208.2: outside play the printed values (a * is 0); only text changes on a spell (418.6),
 * effects on every object (colors), and those on cards in graveyards (losing all abilities)
 * reach it, in timestamp order (layer 5).
 */
function outsidePlay(s: GameState, o: CardObject): Characteristics {
  const ctx = context(s);
  const textChanged = ctx.texts.size > 0 && ctx.texts.has(o.id);
  // Most objects outside play have no effect on them: no list is built for them.
  if (ctx.everywhere.length === 0 && !textChanged) return unmodified(copiableName(o), false);
  const everywhere = ctx.everywhere.filter((a) => !a.zone || a.zone === o.zone);
  if (everywhere.length === 0 && !textChanged) return unmodified(copiableName(o), false);
  const c = printedCharacteristics(textIn(ctx.texts, o));
  for (const a of everywhere) apply(s, o, c, a);
  return c;
}

/**
 * The object's text as it reads now: the text of its copiable values (layer 1) with the
 * text-changing effects on it applied (layer 3, 418.6). What its static abilities, spell
 * effects and cost changes do is read from this.
 */
export function cardText(s: GameState, o: CardObject): CardInfo {
  return textIn(context(s).texts, o);
}

function textIn(texts: LayerContext["texts"], o: CardObject): CardInfo {
  const changes = texts.size === 0 ? undefined : texts.get(o.id);
  return changes ? changedText(getCard(copiableName(o)), changes) : getCard(copiableName(o));
}

function everywhereEffects(s: GameState, texts: LayerContext["texts"]): Applied[] {
  const out: Applied[] = [];
  for (const id of staticSources(s)) {
    const source = s.objects[id] as CardObject;
    for (const st of textIn(texts, source).statics)
      if (st.affects === "allObjects" || st.affects === "cardsInGraveyards")
        out.push({ layer: 5, timestamp: source.timestamp, modification: chosen(st.modification, source), viewer: source, ...(st.affects === "cardsInGraveyards" ? { zone: "graveyard" as const } : {}) });
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** 419.1b: "the chosen color" is the one chosen as the source came into play. */
function chosen(m: StaticAbility["modification"], source: CardObject): Modification {
  return m.kind === "setChosenColor" ? { kind: "setColors", colors: [source.chosen as Color] } : m;
}

/** The characteristics of a permanent with the effects of layers up to `last` applied. */
function inPlay(s: GameState, o: CardObject, last: Layer): Characteristics {
  const name = copiableName(o);
  // Layer 3 (418.6): text changes rewrite the text the later layers read, in timestamp order.
  const ctx = context(s);
  const textChanged = ctx.texts.size > 0 && ctx.texts.has(o.id);
  const info = textIn(ctx.texts, o);
  const applied: Applied[] = [];
  for (const e of ctx.effectsOn.get(o.id) ?? []) {
    // The sublayer of a resolved effect is read from its modification (418.5a), not from the
    // stored one: states saved before the Time Spiral order was followed said 6c.
    if (e.layer > 3 && e.layer <= last)
      applied.push({ layer: e.layer, sublayer: e.layer === 6 ? layerOf(e.modification as Modification, true).sublayer : e.sublayer, timestamp: e.timestamp, modification: e.modification as Modification, viewer: e.source.controller });
  }
  for (const group of staticGroups(s, o, ctx)) {
    for (const modification of [chosen(group.st.modification, group.source), ...(group.st.also ?? [])]) {
      const { layer, sublayer } = layerOf(modification);
      if (layer > 2 && layer <= last) applied.push({ layer, sublayer, timestamp: group.source.timestamp, modification, viewer: group.source, group });
    }
  }
  // 208.2, 418.5a: a characteristic-defining ability sets power and toughness first (6a).
  if (info.definedPT && last >= 6)
    applied.push({ layer: 6, sublayer: "a", timestamp: 0, modification: { kind: "setPT", ...info.definedPT }, viewer: o, defining: true });
  // 418.5a: power/toughness changes from counters apply in sublayer 6c.
  const plus = o.counters?.["+1/+1"] ?? 0;
  if (plus && last >= 6) applied.push({ layer: 6, sublayer: "c", timestamp: 0, modification: { kind: "modifyPT", power: plus, toughness: plus }, viewer: o });
  // Most permanents have no effect on them: share one read-only copy per card.
  if (applied.length === 0 && !textChanged) return unmodified(name, true);
  const c = printedCharacteristics(info);
  let lostAbilities = false;
  for (let layer = 4; layer <= last; layer++) {
    const pending = applied
      .filter((a) => a.layer === layer)
      .sort((a, b) => SUBLAYER_ORDER.indexOf(a.sublayer ?? "a") - SUBLAYER_ORDER.indexOf(b.sublayer ?? "a") || a.timestamp - b.timestamp);
    // 418.5e: only an effect whose reach is still undecided can depend on another; without
    // one, timestamp order is the order, and no dependency is looked for (linear, not quadratic).
    const settled = pending.every((a) => !a.group || a.group.applies !== undefined || typeof a.group.st.affects === "string");
    for (let i = 0; pending.length > i; ) {
      const next = settled ? pending[i++]! : pending.splice(nextIndependent(s, o, c, pending), 1)[0]!;
      const g = next.group;
      if (g && g.applies === undefined) g.applies = filterMatches(o, c, g.st.affects, g.source);
      if ((g && !g.applies) || (next.defining && lostAbilities)) continue;
      apply(s, o, c, next);
      if (next.modification.kind === "loseAllAbilities") lostAbilities = true;
    }
    // The intrinsic mana abilities come with the land types it has after layer 4.
    if (layer === 4) addLandAbilities(c);
  }
  if (last >= 6) withoutPTUnlessCreature(c);
  return c;
}

/** 208.3: a noncreature permanent has no power or toughness, even where an effect set them or a card prints them. */
function withoutPTUnlessCreature(c: Characteristics): void {
  if (c.types.includes("creature")) return;
  delete c.power;
  delete c.toughness;
}

/**
 * 418.5e: the next effect to apply among those of one layer (and sublayer): the earliest in
 * timestamp order that depends on no other still to be applied; in a dependency loop, the
 * earliest. An effect depends on another when applying the other would change whether it
 * applies to this object (judged for the object being computed).
 */
function nextIndependent(s: GameState, o: CardObject, c: Characteristics, pending: Applied[]): number {
  const sublayer = pending[0]!.sublayer;
  const same = pending.filter((a) => a.sublayer === sublayer);
  if (same.length < 2) return 0;
  for (let i = 0; i < same.length; i++) {
    const g = same[i]!.group;
    if (!g || g.applies !== undefined || typeof g.st.affects === "string") return i;
    const before = filterMatches(o, c, g.st.affects, g.source);
    const dependsOnAnother = same.some((other, j) => {
      if (j === i || other.defining) return false;
      const og = other.group;
      if (og && (og.applies === false || (og.applies === undefined && !filterMatches(o, c, og.st.affects, og.source)))) return false;
      const after = copyOf(c);
      apply(s, o, after, other);
      return filterMatches(o, after, g.st.affects, g.source) !== before;
    });
    if (!dependsOnAnother) return i;
  }
  return 0;
}

function copyOf(c: Characteristics): Characteristics {
  return {
    ...c,
    colors: [...c.colors],
    supertypes: [...c.supertypes],
    types: [...c.types],
    subtypes: [...c.subtypes],
    keywords: [...c.keywords],
    restrictions: [...c.restrictions],
    asThough: [...c.asThough],
    abilities: [...c.abilities],
  };
}

function printedCharacteristics(printed: CardInfo): Characteristics {
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
    c = printedCharacteristics(getCard(name));
    if (inPlay) {
      addLandAbilities(c);
      withoutPTUnlessCreature(c);
    }
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
  const ids = s.play.filter((id) => getCard(copiableName(s.objects[id] as CardObject)).statics.length > 0);
  sourceCache.set(s, { play: s.play, size: s.play.length, ts: s.nextTimestamp, ids });
  return ids;
}

const filterChangers = new WeakMap<StaticAbility[], boolean>();
/** Whether any of these static abilities changes what filters look at: types (layer 4) or colors. */
function filterChanging(statics: StaticAbility[]): boolean {
  let v = filterChangers.get(statics);
  if (v === undefined) {
    v = statics.some((st) => [st.modification, ...(st.also ?? [])].some(changesFilteredValues));
    filterChangers.set(statics, v);
  }
  return v;
}

function changesFilteredValues(m: Modification | TextChange | StaticAbility["modification"]): boolean {
  return m.kind === "setChosenColor" || m.kind === "setColors" || m.kind === "changeText" || layerOf(m).layer === 4;
}

/**
 * What every object's characteristics need to know about the whole game, memoized per state
 * like `staticSources` (effects are added with a new timestamp, and end by replacing the list):
 * whether anything may change the types or colors filters look at, the effects on every
 * object, the permanents whose abilities a resolved effect removed (407: they have no static
 * abilities either), the permanents whose static abilities change costs, and the
 * text-changing effects on each object in timestamp order (418.6).
 */
interface LayerContext {
  key: [string[], number, number, unknown[], number];
  filtersMayChange: boolean;
  everywhere: Applied[];
  lost: Set<string>;
  costChangers: string[];
  texts: Map<string, TextChange[]>;
  /** Whether any effect or static ability may change who controls a permanent (layer 2). */
  controlMayChange: boolean;
  /** The permanents in play with static abilities that still have them (407), with those abilities as their text reads (418.6). */
  statics: { id: string; statics: StaticAbility[] }[];
  /** The resolved effects on each object, in the order of `s.effects` (timestamp order). */
  effectsOn: Map<string, GameState["effects"]>;
}
const contextCache = new WeakMap<GameState, LayerContext>();
function context(s: GameState): LayerContext {
  const hit = contextCache.get(s);
  // Called for every characteristic: the key is compared without building one.
  const k = hit?.key;
  if (hit && k![0] === s.play && k![1] === s.play.length && k![2] === s.nextTimestamp && k![3] === s.effects && k![4] === s.effects.length) return hit;
  const key: LayerContext["key"] = [s.play, s.play.length, s.nextTimestamp, s.effects, s.effects.length];
  const sources = staticSources(s);
  const texts = new Map<string, TextChange[]>();
  for (const e of s.effects) if (e.modification.kind === "changeText") for (const id of e.affects) texts.set(id, [...(texts.get(id) ?? []), e.modification]);
  const lost = new Set(s.effects.flatMap((e) => (e.modification.kind === "loseAllAbilities" ? e.affects : [])));
  const ctx: LayerContext = {
    key,
    filtersMayChange: s.effects.some((e) => changesFilteredValues(e.modification)) || sources.some((id) => filterChanging(textIn(texts, s.objects[id] as CardObject).statics)),
    everywhere: everywhereEffects(s, texts),
    lost,
    costChangers: s.play.filter((id) => !lost.has(id) && getCard(copiableName(s.objects[id] as CardObject)).costChanges.length > 0),
    texts,
    controlMayChange: s.effects.some((e) => e.layer === 2) || sources.some((id) => controlStatic(s.objects[id] as CardObject)),
    statics: sources.filter((id) => !lost.has(id)).map((id) => ({ id, statics: textIn(texts, s.objects[id] as CardObject).statics })),
    effectsOn: effectsByObject(s.effects),
  };
  contextCache.set(s, ctx);
  return ctx;
}

function effectsByObject(effects: GameState["effects"]): Map<string, GameState["effects"]> {
  const m = new Map<string, GameState["effects"]>();
  for (const e of effects) for (const id of e.affects) if (m.get(id)?.at(-1) !== e) m.set(id, [...(m.get(id) ?? []), e]);
  return m;
}

/** Whether any control-changing effect exists (418.5 layer 2): most of the time none does. */
export function anyControlEffect(s: GameState): boolean {
  return context(s).controlMayChange;
}

/** Whether the permanent has a static ability that gives control of something (Confiscate's). */
export function controlStatic(source: CardObject): boolean {
  return getCard(copiableName(source)).statics.some((st) => st.modification.kind === "gainControl");
}

/**
 * 409.1e: the permanents whose static abilities change what spells and abilities cost, with
 * those changes, read through the layers: a copy has the changes of the card it copies
 * (layer 1), its text may have been changed (layer 3, "Goblin spells" reading "Elf spells"),
 * and a permanent that has lost its abilities has none (407, layer 5).
 */
export function costChangers(s: GameState): { source: CardObject; changes: CostChange[] }[] {
  const ctx = context(s);
  return ctx.costChangers.map((id) => {
    const source = s.objects[id] as CardObject;
    return { source, changes: textIn(ctx.texts, source).costChanges };
  });
}

/**
 * The static abilities of permanents in play that may apply to `o`: those on the permanent
 * it is attached to, and those whose filter it may match (its types are checked as the
 * layers are applied, against what it is when the effect first applies).
 */
function staticGroups(s: GameState, o: CardObject, ctx: LayerContext): StaticGroup[] {
  const out: StaticGroup[] = [];
  const name = copiableName(o);
  const { filtersMayChange } = ctx;
  // Looked up once per object rather than once per static ability (there may be hundreds).
  const controller = (x: CardObject) => (ctx.controlMayChange ? controllerOf(s, x) : x.controller);
  const mine = controller(o);
  const ranged = rangeLimited(s);
  let printed: Characteristics | undefined;
  for (const { id, statics } of ctx.statics) {
    const source = s.objects[id] as CardObject;
    for (const st of statics) {
      const f = st.affects;
      // "As long as ..." (Hellbent, Threshold): the effect exists only while its condition holds.
      if (st.condition && !conditionHolds(s, st.condition, controllerOf(s, source))) continue;
      if (f === "self") {
        if (source.id === o.id) out.push({ source, st, applies: true });
        continue;
      }
      if (f === "enchanted" || f === "equipped") {
        if (source.attachedTo === o.id) out.push({ source, st, applies: true });
        continue;
      }
      if (f === "allObjects") {
        out.push({ source, st, applies: true });
        continue;
      }
      if (f === "cardsInGraveyards") continue;
      if (f.other && source.id === o.id) continue;
      // 601.2, 601.2d: a static ability affects only objects within its controller's range of influence.
      if (ranged && !inRange(s, controller(source), mine)) continue;
      if (f.tapped !== undefined && o.tapped !== f.tapped) continue;
      if (f.controller && (f.controller === "you" ? mine !== controller(source) : !opponents(s, controller(source)).includes(mine))) continue;
      // With no effect in the game changing types, colors or text, the printed ones are what the filter sees: decide now.
      if (!filtersMayChange) {
        if (filterMatches(o, (printed ??= unmodified(name, true)), f, source)) out.push({ source, st, applies: true });
        continue;
      }
      out.push({ source, st });
    }
  }
  return out;
}

function controlledAs(s: GameState, o: CardObject, who: "you" | "opponent", viewer: PlayerId): boolean {
  const controller = controllerOf(s, o);
  return who === "you" ? controller === viewer : opponents(s, viewer).includes(controller);
}

/** Whether characteristics `c` of `o` match a static ability's filter. */
function filterMatches(o: CardObject, c: Characteristics, f: StaticAbility["affects"], source: CardObject): boolean {
  if (typeof f === "string") return f === "allObjects" || (f === "self" ? source.id === o.id : source.attachedTo === o.id);
  return characteristicsMatch(c, f) && (!f.chosenType || c.subtypes.includes(source.chosen!));
}

/** Whether characteristics match a filter's types, subtypes, supertypes and colors. */
export function characteristicsMatch(c: Characteristics, f: ObjectFilter): boolean {
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((x) => c.colors.includes(x))) return false;
  if (f.notColors && f.notColors.some((x) => c.colors.includes(x))) return false;
  // "with flying" / "without flying" (502.4).
  if (f.flying !== undefined && c.keywords.includes("flying") !== f.flying) return false;
  return true;
}

/** 208.2: the value of a defined power or toughness for `o`. */
function ptValue(s: GameState, o: CardObject, v: PTValue, whose: Applied["viewer"]): number {
  if (typeof v === "number") return v;
  const viewer = typeof whose === "string" ? whose : controllerOf(s, whose);
  if (v === "convertedManaCost") return getCard(copiableName(o)).convertedManaCost;
  if (v === "cardsInYourHand") return player(s, viewer).hand.length;
  // Counted once per reading of the state, whatever the number of abilities counting it.
  return whileReading(s, `count ${viewer} ${JSON.stringify(v)}`, () => countFor(s, v, viewer, memos.get(s)));
}

/** A value computed at most once while the state is only read (`readingState`); computed each time otherwise. */
export function whileReading<T>(s: GameState, key: string, compute: () => T): T {
  const memo = memos.get(s);
  if (!memo) return compute();
  if (memo.values.has(key)) return memo.values.get(key) as T;
  const v = compute();
  memo.values.set(key, v);
  return v;
}

function countFor(s: GameState, v: Exclude<PTValue, number | "convertedManaCost" | "cardsInYourHand">, viewer: PlayerId, memo: Memo | undefined): number {
  if ("cardsInGraveyards" in v) {
    const type = v.cardsInGraveyards;
    return s.players.reduce((n, p) => n + p.graveyard.filter((id) => getCard(card(s, id).card).types.includes(type)).length, 0);
  }
  const f = v.count;
  // Types and control never depend on power and toughness: layers 1–5 are enough (no loop).
  // With no effect changing types, colors or text, the printed ones are what the filter sees.
  const printed = !context(s).filtersMayChange;
  const upTo5 = (p: CardObject) => (printed ? unmodified(copiableName(p), true) : memo ? remembered(memo.upToLayer5, p, () => inPlay(s, p, 5)) : inPlay(s, p, 5));
  return permanents(s).filter((p) => (!f.controller || controlledAs(s, p, f.controller, viewer)) && (f.tapped === undefined || p.tapped === f.tapped) && characteristicsMatch(upTo5(p), f)).length;
}

function apply(s: GameState, o: CardObject, c: Characteristics, a: Applied): void {
  const m = a.modification;
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
      c.power = ptValue(s, o, m.power, a.viewer);
      c.toughness = ptValue(s, o, m.toughness, a.viewer);
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
    case "addAbility":
      c.abilities.push(m.ability as Ability);
      return;
    case "loseAllAbilities":
      c.keywords = [];
      c.restrictions = [];
      c.asThough = [];
      c.abilities = [];
      return;
    case "gainControl":
      return; // layer 2: see control.ts
  }
}

/** 407: whether an effect has removed all of this object's abilities — a resolved one on a
 * permanent, or a static one on cards in graveyards — its rule-changing abilities with them. */
export function abilitiesRemoved(s: GameState, o: CardObject): boolean {
  const ctx = context(s);
  if (o.zone === "play") return ctx.lost.has(o.id);
  return ctx.everywhere.some((a) => a.zone === o.zone && a.modification.kind === "loseAllAbilities");
}

export function isCreature(s: GameState, o: CardObject): boolean {
  return characteristics(s, o).types.includes("creature");
}

export function hasKeyword(s: GameState, o: CardObject, k: Keyword): boolean {
  return characteristics(s, o).keywords.includes(k);
}
