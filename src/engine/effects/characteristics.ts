// An object's characteristics as the game sees them now: its copiable values (the printed
// card, or the card it is a copy of: layer 1, 503), then the continuous effects in force —
// from resolved spells and abilities, from the static abilities of permanents in play, and
// its own characteristic-defining abilities — applied in layer order and, within a layer, in
// timestamp order unless one effect depends on another (418.5, 418.5e). Control (layer 2) is
// in control.ts; text-changing effects (layer 3) rewrite the object's text (its definition)
// before the later layers read it, see text-changing.ts. Never stored: always computed.
import { ptFromCounters } from "./pt-counters.js";
import { conditionHolds } from "./conditions.js";
import { provokeAbility } from "../keywords/provoke.js";
import { combatMatches } from "../combat/combat-status.js";
import { enchantedMatches } from "./enchanted-status.js";
import { boundsMatch } from "./power-bounds.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import type { Ability, AsThough, CostChange, Modification, ObjectFilter, PTValue, Restriction, StaticAbility } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { withDeployAbility } from "../multiplayer/deploy.js";
import { inRange, rangeLimited } from "../multiplayer/multiplayer.js";
import { card, opponents, permanents, player } from "../game/game.js";
import { changedText } from "./text-changing.js";
import { FACE_DOWN_KEY } from "./face-down.js";
import { withSuspendHaste } from "../keywords/suspend.js";
import { changedByEnvironment, layerEnvironment, layerInputs, sameElements, sameFields, sameLayerInputs, type LayerEnvironment, type LayerInputs } from "./layer-inputs.js";
import { keyForCopy, playKey, playKeyHolds, type PlayKey } from "../zones/play-key.js";
import { changesInPlace } from "../game/clone.js";
import { alongside, alongsideOf } from "../game/alongside.js";
import type { CardObject, Color, GameState, Keyword, ManaType, ObjectId, PlayerId, TextChange } from "../game/types.js";
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { othersSharingACreatureType } from "./shared-types.js";
import { bushidoPoints } from "../keywords/bushido.js";
import { hasCounter } from "./counter-status.js";
import { imprintedCreature } from "./imprinted.js";
import { shallowCopy } from "./characteristics-shape.js";

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

/** 212.6d: each basic land type has an intrinsic mana ability. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

type Layer = 1 | 2 | 3 | 4 | 5 | 6;
const SUBLAYER_RANK: Record<string, number> = { a: 0, b: 1, c: 2, d: 3, e: 4 };

/** A static ability of a permanent in play, as it may apply to one object. */
interface StaticGroup {
  source: CardObject;
  st: StaticAbility;
  /** Decided in the layer where the effect first applies, kept for its later layers (418.5). */
  applies?: boolean;
  /** Its effects, for a group decided before the layers: the same for every object it reaches. */
  effects?: Applied[];
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
export function layerOf(m: Modification, resolved = false): { layer: Layer; sublayer?: "b" | "d" | "e" } {
  switch (m.kind) {
    case "gainControl":
      return { layer: 2 };
    case "addTypes":
    case "setLandType":
    case "setCreatureType":
    case "imprintedCreatureTypes":
      return { layer: 4 };
    case "setPT":
      return { layer: 6, sublayer: "b" };
    case "modifyPT":
    case "modifyPTFor":
      return { layer: 6, sublayer: resolved ? "b" : "d" };
    case "switchPT":
      return { layer: 6, sublayer: "e" };
    default:
      return { layer: 5 };
  }
}

const LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** 503: the name of the card whose printed values are this object's copiable values (layer 1);
 * 504: a face-down object's are those of a nameless 2/2 creature (FACE_DOWN_KEY). */
export function copiableName(o: CardObject): string {
  return o.faceDown ? FACE_DOWN_KEY : o.flipped ? flippedName(o.copyOf ?? o.card) : (o.copyOf ?? o.card);
}

/** 508.1b: the card whose characteristics a flipped permanent has (a flip card's other half). */
function flippedName(name: string): string {
  return getCard(name).flipsInto ?? name;
}

export function characteristics(s: GameState, o: CardObject): Characteristics {
  const memo = reading(s);
  if (!memo) return computed(s, o);
  // Most questions are about an object remembered as it is: answered by its identity alone.
  const known = memo.known.get(o);
  if (known) return known;
  const c = remembered(s, memo, memo.all, o, () => computed(s, o));
  if (memo.all.get(o.id)?.[0] === o) memo.known.set(o, c);
  return c;
}

function computed(s: GameState, o: CardObject): Characteristics {
  const c = o.zone === "play" ? withDeployAbility(s, o, withSuspendHaste(s, o, withPowerFiltered(s, o, inPlay(s, o, 6)))) : outsidePlay(s, o);
  // Frozen like the unmodified ones (`unmodified`): the rules read every object's characteristics
  // and lists at the same places, and optimized code that had met only frozen ones was thrown
  // away at the first changed one ("wrong map", docs/PERFORMANCE.md, twenty-second session).
  return Object.isFrozen(c) ? c : frozenWithLists(c);
}

/**
 * Characteristics remembered while the state is only read, by object (the entry keeps the
 * object it was computed for: a changed copy of the object is computed afresh). `all` holds
 * the full characteristics, `upToLayer5` those that counting abilities read (208.2).
 */
interface Memo {
  all: Map<string, Entry<Characteristics>>;
  /** The entries of `all` by the object they hold (`Entry`'s first element), for the lookups of an object as it is. */
  known: Map<CardObject, Characteristics>;
  upToLayer5: Map<string, Entry<ThroughLayer5>>;
  /** What counting abilities count ("the number of Swamps you control"), by key. */
  values: Map<string, unknown>;
  /** Values other rules compute while the state is read (`whileReading`): they may depend on
   * anything, so they are kept for one reading scope only, the one numbered `scopedIn` (made at
   * the first such value of a scope: most scopes compute none). */
  scoped: Map<string, unknown> | undefined;
  scopedIn: number;
  /** The memo of a state `apply` has returned (`readingFinal`): no rule changes it any more, so
   * its `whileReading` values hold in all its reading scopes (the decision listing's, then the
   * checks of the action taken on it, which read it rather than apply's copy: index.ts). */
  final: boolean;
  /** What the memo was computed from (`readFrom`): while it is unchanged, so are the characteristics. */
  from: LayerInputs;
  /** The static abilities and effects its entries read: while they are unchanged, a new memo keeps the entries that read nothing else. */
  env: LayerEnvironment;
  /** How many reading scopes are open on the state: outside them the state may be changing. */
  open: number;
  /** The number of the reading scope open on it (`readingState`: each takes a new one). */
  scope: number;
  /** Layers 4–5, and all six, shared by permanents alike for the layers (`alike`), by their class. */
  classes: Map<string, [ThroughLayer5, boolean]>;
  classes6: Map<string, [Characteristics, boolean]>;
  /** The permanents that can't share a class (`alike`), or "none" when no permanent can; the sources of "other" abilities that share one among themselves. */
  apart: Set<string> | "none" | undefined;
  adding: Set<string> | undefined;
}
// Each state's memo is kept beside it (game/alongside.ts). The state asked about last and its
// memo: characteristics are asked for thousands of times in a row about one state, and this
// spares each a lookup there.
let lastMemoState: GameState | undefined;
let lastMemo: Memo | undefined;
function memoOf(s: GameState): Memo | undefined {
  if (s === lastMemoState) return lastMemo;
  lastMemoState = s;
  return (lastMemo = alongsideOf(s)?.memo as Memo | undefined);
}
function setMemo(s: GameState, memo: Memo): void {
  alongside(s).memo = memo;
  if (s === lastMemoState) lastMemo = memo;
}

/** The memo of a state being read (inside `readingState`), if any. */
function reading(s: GameState): Memo | undefined {
  const memo = memoOf(s);
  return memo && memo.open > 0 ? memo : undefined;
}

/** What the memo was computed from (layer-inputs.ts), with "tapped" read only when some filter or count looks at it. */
function readFrom(s: GameState): LayerInputs {
  const ctx = context(s);
  return layerInputs(s, ctx.readsTapped, ctx.readsBeyondPlay, ctx.readsCombat);
}

/**
 * Whether `s` still reads as `from` says. Checked at each reading scope, so that a state read
 * many times while `apply` runs (each step, each priority pass) or read again after it (the
 * decision listing) computes its layers once per change that matters to them: damage or a
 * chosen target doesn't, and tapping a land only when some filter looks at "tapped".
 */
function stillReadsFrom(s: GameState, from: LayerInputs): boolean {
  const ctx = context(s);
  return sameLayerInputs(s, from, ctx.readsTapped, ctx.readsBeyondPlay, ctx.readsCombat);
}

/** Whether an entry computed for `was` holds for `o`, the same object after changes no layer reads. */
function sameForLayers(s: GameState, was: CardObject, o: CardObject): boolean {
  return was === o || sameFields(was, o, context(s).readsTapped);
}

/** A remembered value: the object it was computed for, the value, and whether it read only that
 * object, the static abilities in play and the effects (`readsAround` false); then an object of
 * the state being read found alike for the layers (`sameForLayers`) and the reading scope in
 * which it was, while it may still change in place (`confirmed`). */
type Entry<T> = [CardObject, T, boolean, CardObject?, number?];

/** Numbers the reading scopes: nothing changes within one. */
let scopes = 0;

/**
 * Set while an entry is computed when it reads anything beyond its object and the layer
 * environment (layer-inputs.ts): a count of permanents or cards (208.2), a condition, combat,
 * another permanent's attachments, the range of influence.
 */
let readsAround = false;

function rememberedLayers(s: GameState, memo: Memo, o: CardObject, compute: () => ThroughLayer5): ThroughLayer5 {
  return remembered(s, memo, memo.upToLayer5, o, compute);
}

function remembered<T>(s: GameState, memo: Memo, m: Map<string, Entry<T>>, o: CardObject, compute: () => T): T {
  const hit = m.get(o.id);
  if (hit && (hit[0] === o || (hit[3] === o && hit[4] === memo.scope) || confirmed(s, memo, m, hit, o))) return hit[1];
  const outer = readsAround;
  readsAround = false;
  try {
    const c = compute();
    m.set(o.id, [o, c, readsAround]);
    return c;
  } finally {
    readsAround ||= outer;
  }
}

/**
 * Whether an entry computed for another version of `o` holds for `o` (`sameForLayers`), noted
 * so that the fields are compared once: an object no rule can change any more (one this state
 * shares with the state it was copied from) takes the entry's place; one that may still change
 * in place is noted for this reading scope only.
 */
function confirmed<T>(s: GameState, memo: Memo, m: Map<string, Entry<T>>, hit: Entry<T>, o: CardObject): boolean {
  if (!sameForLayers(s, hit[0], o)) return false;
  if (changesInPlace(s, o.id)) {
    hit[3] = o;
    hit[4] = memo.scope;
  } else {
    hit[0] = o;
    if (m === memo.all) memo.known.set(o, hit[1] as Characteristics);
  }
  return true;
}

/**
 * The entries of a memo being replaced that hold in the new one: those that read nothing beyond
 * their object and the environment, for an object the environment's change doesn't reach
 * (`changed`: those an effect that began or ended affects, layer-inputs.ts) and that hasn't
 * changed in place since (one `s` may change in place has a new entry: the memo is replaced
 * because something changed, maybe that object; an entry for another version of it is compared
 * with it when asked).
 */
function kept<T>(s: GameState, changed: ReadonlySet<string> | undefined, m: Map<string, Entry<T>> | undefined, known?: Map<CardObject, T>): Map<string, Entry<T>> {
  const out = new Map<string, Entry<T>>();
  if (m && changed)
    for (const [id, e] of m) {
      if (e[2] || changed.has(id) || (changesInPlace(s, id) && e[0] === s.objects[id])) continue;
      out.set(id, e);
      known?.set(e[0], e[1]);
    }
  return out;
}

function environmentOf(s: GameState): LayerEnvironment {
  const ctx = context(s);
  return layerEnvironment(s, ctx.statics, ctx.readsTapped, ctx.readsBeyondPlay);
}

/**
 * Runs `read`, which must not change the state, with each object's characteristics computed
 * at most once. Without it every question about an object goes through the layers again,
 * and questions that look at every permanent ("the number of Islands you control", the
 * candidates for a target, the state-based effects) cost the square of the permanents, or
 * their cube. Nested scopes share the outermost one.
 */
export function readingState<T>(s: GameState, read: () => T): T {
  let memo = memoOf(s);
  if (memo && memo.open > 0) return read();
  // A state apply has returned never changes (`final`): it still reads as its memo was computed from.
  if (!memo || (!memo.final && !stillReadsFrom(s, memo.from))) {
    const ctx = context(s);
    const changed = memo && changedByEnvironment(s, memo.env, ctx.statics, ctx.readsTapped, ctx.readsBeyondPlay);
    const keep = changed ? memo : undefined;
    const known = new Map<CardObject, Characteristics>();
    memo = { all: kept(s, changed, keep?.all, known), known, upToLayer5: kept(s, changed, keep?.upToLayer5), values: new Map(), scoped: undefined, scopedIn: 0, final: false, from: readFrom(s), env: environmentOf(s), open: 0, scope: 0, classes: new Map(), classes6: new Map(), apart: undefined, adding: undefined };
    setMemo(s, memo);
  }
  memo.open++;
  memo.scope = ++scopes;
  try {
    return read();
  } finally {
    memo.open--;
  }
}

/** `apply` returns `s`: no rule changes it any more (game/clone.ts `settled`), so what is read
 * from it holds from now on; the values of its reading scopes so far (read while it changed) are dropped. */
export function readingFinal(s: GameState): void {
  const memo = memoOf(s);
  if (!memo) return;
  // A memo carried into apply's copy (`carryReading`) and not read since the copy changed may
  // be of the state before (a card left the hand, 208.2 Maro): the next reading computes anew.
  if (!memo.final && !stillReadsFrom(s, memo.from)) return;
  memo.final = true;
  memo.scoped = undefined;
}

/**
 * `apply`'s copy of a state starts with what was computed for the state it copies, while it
 * is the same: until the copy changes, its characteristics are those of the original. A memo
 * that read only play keeps what it was computed from: the copy is checked against that when it
 * is first read (layer-inputs.ts compares the permanents one by one, not the list's identity).
 * One that read hands or graveyards, which the copy has lists of its own of, is checked now.
 */
export function carryReading(from: GameState, to: GameState): void {
  // One copy of the copy's list of effects, read (never changed) by its context's key and its memo.
  const effects = to.effects.length === 0 ? NO_EFFECTS : [...to.effects];
  carryContext(from, to, effects);
  const memo = memoOf(from);
  if (!memo || memo.open > 0) return;
  if (!memo.from.beyondPlay) {
    // The copy's effects are copies (clone.ts): the memo reads them as the effects it read, if the original's still are.
    if (to.effects.length === 0) setMemo(to, { ...memo, scoped: undefined, final: false, open: 0 });
    else if (sameElements(from.effects, memo.from.effects)) setMemo(to, { ...memo, scoped: undefined, final: false, from: { ...memo.from, effects }, env: { ...memo.env, effects }, open: 0 });
  } else if (stillReadsFrom(from, memo.from)) setMemo(to, { ...memo, scoped: undefined, final: false, from: readFrom(to), env: environmentOf(to), open: 0 });
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

function everywhereEffects(s: GameState, texts: LayerContext["texts"], sources: string[]): Applied[] {
  const out: Applied[] = [];
  for (const id of sources) {
    const source = s.objects[id] as CardObject;
    for (const st of textIn(texts, source).statics)
      if (st.affects === "allObjects" || st.affects === "cardsInGraveyards")
        out.push({ layer: 5, timestamp: source.timestamp, modification: chosen(st.modification, source), viewer: source, ...(st.affects === "cardsInGraveyards" ? { zone: "graveyard" as const } : {}) });
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

const COLOR_WORDS: Record<Color, string> = { W: "White", U: "Blue", B: "Black", R: "Red", G: "Green" };

/** 419.1b: "the chosen color" is the one chosen as the source came into play. */
function chosen(m: StaticAbility["modification"], source: CardObject): Modification {
  if (m.kind === "protectionFromChosenColor") return { kind: "addKeyword", keyword: `protectionFrom${COLOR_WORDS[source.chosen as Color]}` };
  return m.kind === "setChosenColor" ? { kind: "setColors", colors: [source.chosen as Color] } : m;
}

/** The effects of a static ability's group, in layers 4–6 (layer 2 is control.ts's, layer 3 text-changing.ts's). */
function effectsOf(group: StaticGroup): Applied[] {
  const out: Applied[] = [];
  for (const modification of [chosen(group.st.modification, group.source), ...(group.st.also ?? [])]) {
    const { layer, sublayer } = layerOf(modification);
    if (layer > 2) out.push({ layer, sublayer, timestamp: group.source.timestamp, modification, viewer: group.source, group });
  }
  return out;
}

/**
 * A group already decided to apply, shared by every object it reaches, with its effects:
 * with a hundred Glorious Anthems, each creature's layers take the same hundred effects
 * rather than building their own. Kept by the layer context, for this version of the source.
 */
function decided(ctx: LayerContext, source: CardObject, st: StaticAbility): StaticGroup {
  let bySource = ctx.decided.get(st);
  if (!bySource) ctx.decided.set(st, (bySource = new Map()));
  let group = bySource.get(source);
  if (!group) {
    group = { source, st, applies: true };
    group.effects = effectsOf(group);
    bySource.set(source, group);
  }
  return group;
}

/** A permanent's characteristics through layer 5, and what layer 6 still has to apply to them. */
interface ThroughLayer5 {
  /** Read-only: a frozen shared copy when no effect reached the permanent through layer 5. */
  c: Characteristics;
  layer6: Applied[];
  lostAbilities: boolean;
}

/** The characteristics of a permanent with the effects of layers up to `last` applied. */
function inPlay(s: GameState, o: CardObject, last: 4 | 5 | 6): Characteristics {
  // Through layer 4 only ("as long as you control a Forest"): no conditional effect of a later layer is asked.
  if (last === 4) return throughLayer5(s, o, 4).c;
  // Counting abilities read layers 1–5 of every permanent (208.2): layer 6 starts from them.
  const memo = reading(s);
  if (!memo) return last === 5 ? throughLayer5(s, o).c : layer6(s, o, throughLayer5(s, o));
  let key: string | undefined | null = null; // found on the first miss
  const classOf = () => (key === null ? (key = alike(s, memo, o)) : key);
  const upTo5 = rememberedLayers(s, memo, o, () => {
    const k = classOf();
    return k ? shared(memo.classes, k, () => throughLayer5(s, o)) : throughLayer5(s, o);
  });
  if (last === 5) return upTo5.c;
  const k = classOf();
  return k ? shared(memo.classes6, k, () => layer6(s, o, upTo5)) : layer6(s, o, upTo5);
}

function layer6(s: GameState, o: CardObject, upTo5: ThroughLayer5): Characteristics {
  if (upTo5.layer6.length === 0) return Object.isFrozen(upTo5.c) ? unmodified(copiableName(o), true) : withPT(shallowCopy(upTo5.c));
  // Layer 6 changes only power and toughness: a shallow copy keeps the layers before it intact.
  const c = shallowCopy(upTo5.c);
  const pending = upTo5.layer6.sort(inLayerOrder);
  for (const next of pending) {
    const g = next.group;
    if (g && g.applies === undefined) g.applies = filterMatches(o, c, g.st.affects, g.source);
    if ((g && !g.applies) || (next.defining && upTo5.lostAbilities)) continue;
    apply(s, o, c, next);
  }
  return withPT(c);
}

function withPT(c: Characteristics): Characteristics {
  withoutPTUnlessCreature(c);
  return c;
}

/**
 * What is computed once for every permanent alike for the layers (`alike`): 250 Grizzly
 * Bears of one controller take the same effects in the same order, so the second reads what
 * the first computed instead of going through a hundred static abilities again.
 */
function shared<T>(m: Map<string, [T, boolean]>, key: string, compute: () => T): T {
  const hit = m.get(key);
  if (hit) {
    if (hit[1]) readsAround = true;
    return hit[0];
  }
  const outer = readsAround;
  readsAround = false;
  try {
    const r = compute();
    m.set(key, [r, readsAround]);
    return r;
  } finally {
    readsAround ||= outer;
  }
}

/**
 * The class of permanents whose characteristics in play are the same as `o`'s, or undefined if `o` must
 * go through them alone. What the layers read of a permanent is its card (printed or copied,
 * face down or flipped), its controller, whether it is tapped, its counters and the effects
 * and text changes on it; and, through a static ability's filter, whether it is that ability's
 * source ("other", "self"), what is attached to it, whether it is in combat or enchanted, and
 * the range of influence. Permanents with counters, effects or a changed text, those that are
 * a source of "self" or "other" abilities or that something is attached to by an ability
 * saying "enchanted"/"equipped", go alone; so does every permanent when a filter reads combat
 * or enchantment or the range of influence is limited.
 * The sources of "other" abilities that only add to power and toughness, with no condition
 * (Blessed Orator's "other creatures you control get +0/+1"), are alike among themselves: each
 * gets the additions of all but itself, the same ones, and additions in sublayer 6d, where all
 * are additions, give the same result in any order (418.5a).
 */
function alike(s: GameState, memo: Memo, o: CardObject): string | undefined {
  const ctx = context(s);
  if (!memo.apart) [memo.apart, memo.adding] = apartOf(s, ctx);
  const apart = memo.apart;
  if (apart === "none" || apart.has(o.id) || ctx.effectsOn.has(o.id) || ctx.texts.has(o.id)) return undefined;
  if (o.counters) for (const k in o.counters) if (o.counters[k]) return undefined;
  const controller = ctx.controlMayChange ? controllerOf(s, o) : o.controller;
  return `${copiableName(o)}\u0000${controller}\u0000${o.tapped ? 1 : 0}\u0000${mayDiffer(ctx, o) ? 1 : 0}${memo.adding!.has(o.id) ? "\u0000other" : ""}`;
}

/** The permanents that go alone (`alike`), or "none" when none can share a class; and the sources of "other" abilities alike among themselves. */
function apartOf(s: GameState, ctx: LayerContext): [Set<string> | "none", Set<string>] {
  const adding = new Set<string>();
  if (rangeLimited(s)) return ["none", adding];
  const apart = new Set<string>();
  for (const { id, statics } of ctx.statics) {
    const source = s.objects[id] as CardObject;
    for (const st of statics) {
      const f = st.affects;
      if (f === "self") apart.add(id);
      else if (f === "enchanted" || f === "equipped") {
        if (source.attachedTo) apart.add(source.attachedTo);
      } else if (typeof f === "object") {
        if (f.combat || f.enchanted) return ["none", adding];
        if (f.other) (!st.condition && [chosen(st.modification, source), ...(st.also ?? [])].every((m) => m.kind === "modifyPT") ? adding : apart).add(id);
      }
    }
  }
  for (const id of apart) adding.delete(id);
  return [apart, adding];
}

/** Sublayer order, then timestamp order (418.5a). */
function inLayerOrder(a: Applied, b: Applied): number {
  return SUBLAYER_RANK[a.sublayer ?? "a"]! - SUBLAYER_RANK[b.sublayer ?? "a"]! || a.timestamp - b.timestamp;
}

/** `last` 4: through layer 4 only, asking no condition of an effect of a later layer. */
function throughLayer5(s: GameState, o: CardObject, last: 4 | 6 = 6): ThroughLayer5 {
  const name = copiableName(o);
  // Layer 3 (418.6): text changes rewrite the text the later layers read, in timestamp order.
  const ctx = context(s);
  const textChanged = ctx.texts.size > 0 && ctx.texts.has(o.id);
  const info = textIn(ctx.texts, o);
  const applied: Applied[] = [];
  const layer6: Applied[] = [];
  for (const e of ctx.effectsOn.get(o.id) ?? []) {
    if (e.whileCounter && !hasCounter(o, e.whileCounter)) continue; // counter-status.ts
    // The sublayer of a resolved effect is read from its modification (418.5a), not from the
    // stored one: states saved before the Time Spiral order was followed said 6c.
    if (e.layer > 3)
      (e.layer === 6 ? layer6 : applied).push({ layer: e.layer, sublayer: e.layer === 6 ? layerOf(e.modification as Modification, true).sublayer : e.sublayer, timestamp: e.timestamp, modification: e.modification as Modification, viewer: e.source.controller });
  }
  for (const group of staticGroups(s, o, ctx, last)) for (const a of group.effects ?? effectsOf(group)) (a.layer === 6 ? layer6 : applied).push(a);
  // 208.2, 418.5a: a characteristic-defining ability sets power and toughness first (6a).
  // A value it doesn't define is the printed one (Swarm of Rats' toughness).
  if (info.definedPT) layer6.push({ layer: 6, sublayer: "a", timestamp: 0, modification: { kind: "setPT", power: info.definedPT.power ?? info.power ?? 0, toughness: info.definedPT.toughness ?? info.toughness ?? 0 }, viewer: o, defining: true });
  // 418.5a: power/toughness changes from counters apply in sublayer 6c.
  // +1/+1, -1/-1 and +1/+0 counters alike (pt-counters.ts).
  const plus = ptFromCounters(o.counters);
  if (plus.power || plus.toughness) layer6.push({ layer: 6, sublayer: "c", timestamp: 0, modification: { kind: "modifyPT", power: plus.power, toughness: plus.toughness }, viewer: o });
  // Most permanents have no effect on them: share one read-only copy per card.
  if (applied.length === 0 && !textChanged) return { c: unmodified(name, true), layer6, lostAbilities: false };
  const c = printedCharacteristics(info);
  let lostAbilities = false;
  for (let layer = 4; layer <= Math.min(last, 5); layer++) {
    const pending = applied.filter((a) => a.layer === layer).sort(inLayerOrder);
    // 418.5e: only an effect whose reach is still undecided can depend on another; without
    // one, timestamp order is the order, and no dependency is looked for (linear, not quadratic).
    // An effect can only depend on one that changes types or colors, what filters look at.
    const changers = pending.filter(changesFilters);
    const settled = changers.length === 0 || pending.every((a) => !undecidedFilter(a) || !changers.some((other) => other !== a && mayChangeMatch(other, undecidedFilter(a)!)));
    for (let i = 0; pending.length > i; ) {
      const next = settled ? pending[i++]! : pending.splice(nextIndependent(s, o, c, pending, changers), 1)[0]!;
      if (!settled && changers.includes(next)) changers.splice(changers.indexOf(next), 1);
      const g = next.group;
      if (g && g.applies === undefined) g.applies = filterMatches(o, c, g.st.affects, g.source);
      if ((g && !g.applies) || (next.defining && lostAbilities)) continue;
      apply(s, o, c, next);
      if (next.modification.kind === "loseAllAbilities") lostAbilities = true;
    }
    // The intrinsic mana abilities come with the land types it has after layer 4.
    if (layer === 4) addLandAbilities(c);
  }
  // Its lists frozen as the unmodified ones' (`computed`); the object not: layer 6 tells them apart by that.
  return { c: withFrozenLists(c), layer6, lostAbilities };
}

/** 208.3: a noncreature permanent has no power or toughness, even where an effect set them or a card prints them. */
function withoutPTUnlessCreature(c: Characteristics): void {
  if (c.types.includes("creature")) return;
  // Undefined, not deleted: a deleted key changes the object's hidden class (characteristics-shape.ts).
  c.power = undefined;
  c.toughness = undefined;
}

/**
 * 418.5e: the next effect to apply among those of one layer (and sublayer): the earliest in
 * timestamp order that depends on no other still to be applied; in a dependency loop, the
 * earliest. An effect depends on another when applying the other would change whether it
 * applies to this object (judged for the object being computed).
 */
function nextIndependent(s: GameState, o: CardObject, c: Characteristics, pending: Applied[], pendingChangers: Applied[]): number {
  const sublayer = pending[0]!.sublayer;
  // Applying an effect that changes neither types nor colors leaves every filter's answer as it
  // was: only the others are tried (linear in the effects on the object, not quadratic).
  const changers = pendingChangers.filter((a) => a.sublayer === sublayer);
  if (changers.length === 0) return 0;
  const same = pending.filter((a) => a.sublayer === sublayer);
  if (same.length < 2) return 0;
  for (let i = 0; i < same.length; i++) {
    const g = same[i]!.group;
    if (!g || g.applies !== undefined || typeof g.st.affects === "string") return i;
    const before = filterMatches(o, c, g.st.affects, g.source);
    const dependsOnAnother = changers.some((other) => {
      if (other === same[i] || other.defining || !mayChangeMatch(other, g.st.affects as ObjectFilter)) return false;
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

function changesFilters(a: Applied): boolean {
  return changesFilteredValues(a.modification);
}

/** The filter of a static ability whose reach on this object is still to be decided. */
function undecidedFilter(a: Applied): ObjectFilter | undefined {
  const g = a.group;
  return g && g.applies === undefined && typeof g.st.affects !== "string" ? g.st.affects : undefined;
}

/** Whether applying `a` could change whether an object matches filter `f`: only if it changes what `f` looks at. */
function mayChangeMatch(a: Applied, f: ObjectFilter & { chosenType?: true }): boolean {
  const m = a.modification;
  switch (m.kind) {
    case "setColors":
      return !!(f.colors || f.notColors);
    case "addTypes":
      return !!(f.types || f.allTypes || f.notTypes || (m.subtypes.length > 0 && (f.subtypes || f.notSubtypes || f.chosenType)));
    case "setLandType":
      // 212.6e: it also removes the land's printed keywords.
      return !!(f.subtypes || f.notSubtypes || f.chosenType || f.keywords || f.notKeywords);
    default:
      return changesFilters(a);
  }
}

function copyOf(c: Characteristics): Characteristics {
  return {
    name: c.name,
    colors: [...c.colors],
    supertypes: [...c.supertypes],
    types: [...c.types],
    subtypes: [...c.subtypes],
    power: c.power,
    toughness: c.toughness,
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

/** 212.6d: the intrinsic mana abilities of the basic land types it has. */
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
    cache.set(name, frozenWithLists(c));
  }
  return c;
}

/** The shared characteristics and their lists frozen; not the abilities in them, which are the
 * card's own (CardInfo.abilities, read everywhere and changed by no rule): freezing an object
 * gives it another hidden class, and each card's abilities took theirs at the first reading of
 * its characteristics, which threw away optimized code that had read them before ("wrong map",
 * docs/PERFORMANCE.md, twenty-first session). */
function frozenWithLists(c: Characteristics): Characteristics {
  return Object.freeze(withFrozenLists(c));
}

/** `c` with its lists frozen (an empty list, as any, then has the frozen arrays' one hidden class). */
function withFrozenLists(c: Characteristics): Characteristics {
  Object.freeze(c.colors);
  Object.freeze(c.supertypes);
  Object.freeze(c.types);
  Object.freeze(c.subtypes);
  Object.freeze(c.keywords);
  Object.freeze(c.restrictions);
  Object.freeze(c.asThough);
  Object.freeze(c.abilities);
  return c;
}

/** The card a permanent of `s` is (its copiable values' name): what the keys of play-key.ts compare. */
const cardIn = (s: GameState, id: string) => copiableName(s.objects[id] as CardObject);

/**
 * Permanents in play with static abilities, found with the layer context (carried into
 * `apply`'s copies): permanents only enter or leave play through zone changes, which always
 * take a new timestamp; one turned face up or flipped becomes another card without one (play-key.ts).
 */
export function staticSources(s: GameState): string[] {
  return context(s).sources;
}

/**
 * Answers about the cards of the permanents in play (zones/cards-in-play.ts), kept with the
 * layer context: they hold while it holds.
 */
export function answersAboutPlay(s: GameState): { names: readonly string[]; answers: Map<unknown, boolean> } {
  const ctx = context(s);
  return { names: ctx.names, answers: ctx.answers };
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
  if (m.kind === "protectionFromChosenColor") return false; // a keyword: no filter looks at it
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
  /** The cards of the permanents, in the order of `s.play` (play-key.ts). */
  names: readonly string[];
  filtersMayChange: boolean;
  /** When only resolved effects change types, colors or text (no static ability does): the objects
   * they affect, the only ones whose filtered values may differ from their printed ones (`mayDiffer`). */
  changedObjects: Set<string> | undefined;
  everywhere: Applied[];
  lost: Set<string>;
  costChangers: string[];
  texts: Map<string, TextChange[]>;
  /** Whether any effect or static ability may change who controls a permanent (layer 2). */
  controlMayChange: boolean;
  /** Whether a permanent in play carries a note of a control change (`controlNoted`). */
  controlNoted: boolean;
  /** The permanents in play with static abilities that still have them (407), with those abilities as their text reads (418.6). */
  statics: { id: string; statics: StaticAbility[] }[];
  /** The permanents in play with static abilities (`staticSources`). */
  sources: string[];
  /** Answers about the permanents' cards (`answersAboutPlay`), by question. */
  answers: Map<unknown, boolean>;
  /** The resolved effects on each object, in the order of `s.effects` (timestamp order). */
  effectsOn: Map<string, GameState["effects"]>;
  /** Whether any filter a layer applies looks at whether permanents are tapped. */
  readsTapped: boolean;
  /** Whether any layer reads beyond play: a count of cards in hands or graveyards (208.2), or a
   * condition of a static ability (Hellbent, Threshold, "as long as"), which may read anything. */
  readsBeyondPlay: boolean;
  /** Whether any filter or count a layer may apply says "attacking" or "blocking" (combat-status.ts):
   * only then is a change of the attackers or blockers a change the layers read (layer-inputs.ts). */
  readsCombat: boolean;
  /** The groups decided to apply (`decided`), by static ability and source. */
  decided: Map<StaticAbility, Map<CardObject, StaticGroup>>;
  /** The static abilities that may reach a permanent of each card (`reachable`), in the order of
   * `statics`: for permanents whose filtered values are the printed ones, and for the others. */
  // Filled in when first needed; present from the start, so that every context has one shape
  // (the rules reading a context read it at a few call sites each, thousands of times an action).
  byName: Map<string, { id: string; statics: StaticAbility[] }[]> | undefined;
  byNameChanging: Map<string, { id: string; statics: StaticAbility[] }[]> | undefined;
  /** The modifications that change what filters look at (`changingModifications`), and whether they may change each filter's answer (`filterMayChange`). */
  changing: Changing[] | undefined;
  filterChanges: Map<ObjectFilter, boolean> | undefined;
  /** The static abilities whose filter reads power or toughness (`withPowerFiltered`), by source. */
  powerFiltered: { id: string; statics: StaticAbility[] }[] | undefined;
}

/** What a layer context was worked out from: the permanents (play-key.ts) and the effects, with their number and a copy of the list. */
type ContextKey = [PlayKey, unknown[], number, readonly unknown[]];

/**
 * A state's layer context under the state's own key. A copy made by `cloneState` shares the
 * context of the state it copies (everything in it, and what is filled in later, is worked out
 * from what the key compares) under a key of its own, until the copy's permanents or effects change.
 */
interface Keyed {
  key: ContextKey;
  ctx: LayerContext;
}
// Kept beside the state (game/alongside.ts). The state asked about last and its context (as for
// memos: spares a lookup per characteristic).
let lastContextState: GameState | undefined;
let lastKeyed: Keyed | undefined;
function context(s: GameState): LayerContext {
  if (s === lastContextState && contextHolds(lastKeyed!.key, s)) return lastKeyed!.ctx;
  const hit = alongsideOf(s)?.context as Keyed | undefined;
  // Called for every characteristic: the key is compared without building one.
  if (hit && contextHolds(hit.key, s)) {
    lastContextState = s;
    lastKeyed = hit;
    return hit.ctx;
  }
  const key: ContextKey = [playKey(s, cardIn), s.effects, s.effects.length, [...s.effects]];
  const texts = new Map<string, TextChange[]>();
  for (const e of s.effects) if (e.modification.kind === "changeText") for (const id of e.affects) texts.set(id, [...(texts.get(id) ?? []), e.modification]);
  const lost = new Set(s.effects.flatMap((e) => (e.modification.kind === "loseAllAbilities" ? e.affects : [])));
  const changers = s.effects.filter((e) => changesFilteredValues(e.modification));
  // One walk over the permanents, each card's answers found once per card text (`factsOf`).
  const sources: string[] = [];
  const costChanging: string[] = [];
  const statics: LayerContext["statics"] = [];
  let [staticChanger, controlGiven, noted] = [false, false, false];
  // Whether any permanent's card reads "tapped", beyond play or combat (`CardFacts`).
  const reads = { tapped: false, beyondPlay: false, combat: false };
  for (let i = 0; i < s.play.length; i++) {
    const id = s.play[i]!;
    const o = s.objects[id] as CardObject;
    const printed = getCard(key[0].names[i]!);
    const changes = texts.size === 0 ? undefined : texts.get(id);
    const printedFacts = factsOf(printed);
    const facts = changes ? factsOf(changedText(printed, changes)) : printedFacts;
    if (o.controlledBy !== undefined) noted = true;
    if (printed.costChanges.length > 0 && !lost.has(id)) costChanging.push(id);
    if (printed.statics.length > 0) {
      sources.push(id);
      staticChanger ||= facts.filterChanging;
      controlGiven ||= printedFacts.givesControl;
      if (!lost.has(id)) statics.push({ id, statics: facts.statics });
    }
    reads.tapped ||= facts.tapped;
    reads.beyondPlay ||= facts.beyondPlay;
    reads.combat ||= facts.combat;
  }
  const ctx: LayerContext = {
    names: key[0].names,
    filtersMayChange: changers.length > 0 || staticChanger,
    changedObjects: changers.length > 0 && !staticChanger ? new Set(changers.flatMap((e) => e.affects)) : undefined,
    everywhere: everywhereEffects(s, texts, sources),
    sources,
    answers: new Map(),
    lost,
    costChangers: costChanging,
    texts,
    controlMayChange: controlGiven || s.effects.some((e) => e.layer === 2),
    controlNoted: noted,
    statics,
    effectsOn: effectsByObject(s.effects),
    decided: new Map(),
    readsTapped: reads.tapped || s.effects.some((e) => countsTapped(e.modification as Modification)),
    readsBeyondPlay: reads.beyondPlay || s.effects.some((e) => modificationReadsBeyondPlay(e.modification as Modification)),
    readsCombat: reads.combat || s.effects.some((e) => readsCombat(e.modification)),
    byName: undefined,
    byNameChanging: undefined,
    changing: undefined,
    filterChanges: undefined,
    powerFiltered: undefined,
  };
  const keyed = { key, ctx };
  alongside(s).context = keyed;
  lastContextState = s;
  lastKeyed = keyed;
  return ctx;
}

/** What the layer context asks of each permanent's card text (as its text reads: 418.6). */
interface CardFacts {
  statics: StaticAbility[];
  /** Whether its static abilities change what filters look at (`filterChanging`). */
  filterChanging: boolean;
  /** Whether a static ability of the card gives control of something (`controlStatic`; asked of the printed card). */
  givesControl: boolean;
  /** Whether a filter or count of its static abilities or of its characteristic-defining values
   * reads "tapped", anything beyond play, or combat (the context's `readsTapped`, `readsBeyondPlay`, `readsCombat`). */
  tapped: boolean;
  beyondPlay: boolean;
  combat: boolean;
}
/** Card texts are shared (the registry's, or the rewritten ones text-changing.ts keeps): their answers are found once each. */
const cardFacts = new WeakMap<CardInfo, CardFacts>();
function factsOf(info: CardInfo): CardFacts {
  let f = cardFacts.get(info);
  if (f) return f;
  const defined = info.definedPT;
  f = {
    statics: info.statics,
    filterChanging: filterChanging(info.statics),
    givesControl: info.statics.some((st) => st.modification.kind === "gainControl"),
    tapped:
      info.statics.some((st) => (typeof st.affects !== "string" && st.affects.tapped !== undefined) || [st.modification, ...(st.also ?? [])].some(countsTapped)) ||
      countsTapped({ kind: "setPT", power: 0, toughness: 0, ...defined }),
    beyondPlay:
      info.statics.some((st) => !!st.condition || [st.modification, ...(st.also ?? [])].some(modificationReadsBeyondPlay)) ||
      (!!defined && (readsBeyondPlay(defined.power ?? 0) || readsBeyondPlay(defined.toughness ?? 0))),
    // A bushido X of the card is counted by layer 6d too (Takeno, Samurai General: keywords/bushido.ts).
    combat: readsCombat(info.statics) || readsCombat(defined) || readsCombat(info.bushido),
  };
  cardFacts.set(info, f);
  return f;
}

function contextHolds(k: ContextKey, s: GameState): boolean {
  if (k[1] !== s.effects || k[2] !== s.effects.length) {
    // An ending that ended nothing replaces the list with an equal one: the context still holds.
    if (!sameElements(k[3], s.effects)) return false;
    k[1] = s.effects;
    k[2] = s.effects.length;
  }
  return playKeyHolds(k[0], s, cardIn);
}

const NO_EFFECTS: GameState["effects"] = Object.freeze([]) as unknown as GameState["effects"];

/** A copy made by `cloneState` starts with the context of the state it copies: they read alike until the copy changes. */
function carryContext(from: GameState, to: GameState, effects: GameState["effects"]): void {
  const hit = alongsideOf(from)?.context as Keyed | undefined;
  if (hit && contextHolds(hit.key, from)) alongside(to).context = { key: [keyForCopy(hit.key[0], to), to.effects, to.effects.length, effects], ctx: hit.ctx };
}

/** 208.2: whether a value counts cards outside play (in a hand, in graveyards). */
function readsBeyondPlay(v: PTValue): boolean {
  return v === "cardsInYourHand" || (typeof v === "object" && ("cardsInGraveyards" in v || "cardsInYourHand" in v));
}

function modificationReadsBeyondPlay(m: Modification | StaticAbility["modification"]): boolean {
  if (m.kind === "setPT") return readsBeyondPlay(m.power) || readsBeyondPlay(m.toughness);
  return m.kind === "modifyPTFor" && readsBeyondPlay(m.each);
}

/**
 * Whether anything in a static ability, a modification or a characteristic-defining value is a
 * filter reading combat (`combat`: "attacking", "blocking", "that attacked this turn"), at any
 * depth (its affected objects, a count, a condition): looked for by the key, so that no new
 * place a filter can sit in is missed. Found once per object (card texts are shared).
 */
function readsCombat(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return false;
  let found = combatReaders.get(v);
  if (found === undefined) {
    found = Array.isArray(v) ? v.some(readsCombat) : Object.entries(v).some(([k, x]) => (k === "combat" && x !== undefined) || readsCombat(x));
    combatReaders.set(v, found);
  }
  return found;
}
const combatReaders = new WeakMap<object, boolean>();

/** Whether a modification sets power or toughness to a count of tapped or untapped permanents, or
 * changes them "for each" such permanent ("for each untapped permanent your opponents control",
 * Copperhoof Vorrac): its value changes when a permanent taps or untaps. */
function countsTapped(m: Modification | StaticAbility["modification"]): boolean {
  const counted = (v: unknown) => typeof v === "object" && v !== null && "count" in v && (v as { count: ObjectFilter }).count.tapped !== undefined;
  if (m.kind === "modifyPTFor") return counted(m.each);
  if (m.kind !== "setPT") return false;
  return [m.power, m.toughness].some(counted);
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

/**
 * Whether a permanent in play may carry a note of a control change (control.ts), looked at once
 * per layer context rather than permanent by permanent at each step. Only control.ts writes the
 * note, and only where `controllerOf` differs from the stored controller, which needs a control
 * effect: with none, no permanent gains a note while the context holds (a permanent coming into
 * play, or an effect ending, makes a new one). A note cleared since is looked for again, harmlessly.
 */
export function controlNoted(s: GameState): boolean {
  return context(s).controlNoted;
}

/** Whether the permanent has a static ability that gives control of something (Confiscate's). */
export function controlStatic(source: CardObject): boolean {
  return factsOf(getCard(copiableName(source))).givesControl;
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
function staticGroups(s: GameState, o: CardObject, ctx: LayerContext, last: Layer): StaticGroup[] {
  const out: StaticGroup[] = [];
  const name = copiableName(o);
  const filtersMayChange = mayDiffer(ctx, o);
  // Looked up once per object rather than once per static ability (there may be hundreds).
  const controller = (x: CardObject) => (ctx.controlMayChange ? controllerOf(s, x) : x.controller);
  const mine = controller(o);
  const ranged = rangeLimited(s);
  let printed: Characteristics | undefined;
  for (const { id, statics } of reachable(s, ctx, name, filtersMayChange)) {
    const source = s.objects[id] as CardObject;
    for (const st of statics) {
      const f = st.affects;
      // "As long as ..." (Hellbent, Threshold, "as long as you control a Forest"): the effect
      // exists only while its condition holds. Asked only once the static could apply to `o`, so
      // that counting the permanents a condition names doesn't ask it again of each of them.
      // A conditional effect whose layers all come after `last` is not needed: its condition isn't asked
      // (the types a condition counts are read in layer 4, so a layer-4 reading never asks a condition of layer 5 or 6).
      if (st.condition && [st.modification, ...(st.also ?? [])].every((m) => layerOf(chosen(m, source)).layer > last)) continue;
      // The source too: "as long as it has a divinity counter on it" reads its own counters.
      const holds = () => !st.condition || ((readsAround = true), conditionHolds(s, st.condition, controllerOf(s, source), source.id));
      if (f === "self") {
        if (source.id === o.id && holds()) out.push(decided(ctx, source, st));
        continue;
      }
      if (f === "enchanted" || f === "equipped") {
        if (source.attachedTo === o.id && holds()) out.push(decided(ctx, source, st));
        continue;
      }
      // 418.5: "creatures with power 3 or greater" are found once power is known (withPowerFiltered).
      if (typeof f === "object" && (f.power || f.toughness)) continue;
      // With no effect in the game changing what the filter looks at (types, colors, text), the printed
      // values are what it sees: decided first, once per card. March of the Machines makes
      // artifacts creatures, but no Goblins: "other Goblins" is still decided by the printed card.
      // Keywords ("creatures with flying") may be given by any effect: decided in the layers.
      const decidable = f !== "allObjects" && f !== "cardsInGraveyards" && !f.keywords && !f.notKeywords && (!filtersMayChange || !filterMayChange(s, ctx, f));
      if (decidable && !printedMatch(f, name)) continue;
      if (!holds()) continue;
      if (f === "allObjects") {
        out.push(decided(ctx, source, st));
        continue;
      }
      if (f === "cardsInGraveyards") continue;
      if (f.other && source.id === o.id) continue;
      // 601.2, 601.2d: a static ability affects only objects within its controller's range of influence.
      if (ranged && ((readsAround = true), !inRange(s, controller(source), mine))) continue;
      if (f.tapped !== undefined && o.tapped !== f.tapped) continue;
      if (f.faceDown && !o.faceDown) continue; // 504: a status (face-down permanents are a class of their own, FACE_DOWN_KEY)
      if (f.combat || f.enchanted) readsAround = true;
      if (!combatMatches(s, o, f)) continue;
      if (!enchantedMatches(s, o, f)) continue;
      if (f.controller && !controlledBy(s, mine, f.controller, controller(source))) continue;
      if (decidable) {
        if (!f.chosenType || (printed ??= unmodified(name, true)).subtypes.includes(source.chosen!)) out.push(decided(ctx, source, st));
        continue;
      }
      out.push({ source, st });
    }
  }
  return out;
}

/**
 * 418.5: a static ability whose affected objects are those "with power 3 or greater" (Marble
 * Titan: "... don't untap during their controllers' untap steps") finds them by their power
 * through every layer. What it gives them belongs to layer 5 (a restriction, an ability) and
 * changes no power, so applying it after layer 6 gives the result its own layer would; a
 * modification of another layer by such a filter would depend on itself and is not applied.
 */
function withPowerFiltered(s: GameState, o: CardObject, c: Characteristics): Characteristics {
  if (c.power === undefined) return c;
  let out = c;
  const ctx = context(s);
  // Found once per layer context: most games have none, and 500 permanents each looking through every static ability for one would cost 500 times as much.
  ctx.powerFiltered ??= ctx.statics.map(({ id, statics }) => ({ id, statics: statics.filter((st) => typeof st.affects === "object" && (st.affects.power || st.affects.toughness)) })).filter((x) => x.statics.length > 0);
  for (const { id, statics } of ctx.powerFiltered) {
    const source = s.objects[id] as CardObject;
    for (const st of statics) {
      const f = st.affects as ObjectFilter & { other?: true };
      if (f.other && source.id === o.id) continue;
      readsAround = true; // its power may come from other permanents
      if (!boundsMatch(c.power, f.power) || !boundsMatch(c.toughness, f.toughness) || !characteristicsMatch(c, f)) continue;
      const mine = controllerOf(s, source);
      if (f.controller && !controlledAs(s, o, f.controller, mine)) continue;
      if (rangeLimited(s) && !inRange(s, mine, controllerOf(s, o))) continue; // 601.2d
      if (!combatMatches(s, o, f) || !enchantedMatches(s, o, f) || (f.tapped !== undefined && o.tapped !== f.tapped)) continue;
      if (st.condition && !conditionHolds(s, st.condition, mine, source.id)) continue;
      for (const modification of [chosen(st.modification, source), ...(st.also ?? [])]) {
        if (layerOf(modification).layer !== 5) continue;
        if (out === c) out = copyOf(c);
        apply(s, o, out, { layer: 5, timestamp: source.timestamp, modification, viewer: source });
      }
    }
  }
  return out;
}

function controlledAs(s: GameState, o: CardObject, who: "you" | "opponent" | "notYou", viewer: PlayerId): boolean {
  return controlledBy(s, controllerOf(s, o), who, viewer);
}

/** Whether a permanent controlled by `controller` is controlled as "you", "opponent" or "notYou" say, from `viewer`'s point of view. */
function controlledBy(s: GameState, controller: PlayerId, who: "you" | "opponent" | "notYou", viewer: PlayerId): boolean {
  return who === "you" ? controller === viewer : who === "notYou" ? controller !== viewer : opponents(s, viewer).includes(controller);
}

/**
 * "As long as you control a Forest": the permanents `you` control matching the filter's types,
 * subtypes and supertypes as they are after layer 4 (418.5), and its tapped status. Reading no
 * later layer, it never asks a condition of an effect of layers 5 or 6 (staticGroups), so
 * conditions on power, toughness and abilities ("~ gets +1/+2 as long as ...") can't loop.
 * `except`: "another" (Drill-Skimmer), not the ability's source.
 */
export function controlledMatching(s: GameState, f: ObjectFilter, you: PlayerId, except?: ObjectId): number {
  const ctx = context(s);
  const { colors: _, notColors: __, keywords: ___, notKeywords: ____, ...typed } = f;
  return permanents(s).filter((p) => p.id !== except && controllerOf(s, p) === you && (f.tapped === undefined || p.tapped === f.tapped) && characteristicsMatch(mayDiffer(ctx, p) ? inPlay(s, p, 4) : unmodified(copiableName(p), true), typed)).length;
}

/**
 * Whether the types, colors or text filters look at may differ from the printed ones for `o`:
 * for any object when a static ability changes them (March of the Machines), else only for the
 * objects a resolved effect changed (Mind Bend on one permanent leaves the other 499 as printed).
 */
function mayDiffer(ctx: LayerContext, o: CardObject): boolean {
  return ctx.filtersMayChange && (!ctx.changedObjects || ctx.changedObjects.has(o.id));
}

/**
 * A static ability whose filter the printed card doesn't match, and whose answer no effect in the
 * game may change (`filterMayChange`), reaches no permanent of that card: each permanent looks
 * only at the static abilities that may reach it (worked out once per card and layer context,
 * for permanents whose filtered values may differ from the printed ones and for the others),
 * not at every one in play.
 */
function reachable(s: GameState, ctx: LayerContext, name: string, mayChange: boolean): LayerContext["statics"] {
  const byName = mayChange ? (ctx.byNameChanging ??= new Map()) : (ctx.byName ??= new Map());
  let list = byName.get(name);
  if (!list) {
    list = [];
    for (const { id, statics } of ctx.statics) {
      const some = statics.filter((st) => typeof st.affects === "string" || st.affects.keywords || st.affects.notKeywords || (mayChange && filterMayChange(s, ctx, st.affects)) || printedMatch(st.affects, name));
      if (some.length > 0) list.push({ id, statics: some });
    }
    byName.set(name, list);
  }
  return list;
}

/**
 * Whether an effect in the game may change what filter `f` answers for a permanent (418.5): only
 * one that changes what the filter looks at. Making artifacts creatures (March of the Machines)
 * or every permanent colorless (Mycosynth Lattice) changes no creature type: "other Goblins"
 * still reaches the printed Goblins only. A text change may change anything. Worked out once
 * per filter and layer context.
 */
function filterMayChange(s: GameState, ctx: LayerContext, f: ObjectFilter & { chosenType?: true }): boolean {
  const byFilter = (ctx.filterChanges ??= new Map());
  let v = byFilter.get(f);
  if (v === undefined) {
    ctx.changing ??= changingModifications(s, ctx);
    v = ctx.changing.some((m) => mayChangeFilter(m, f));
    byFilter.set(f, v);
  }
  return v;
}

type Changing = Modification | TextChange | StaticAbility["modification"];

/** The modifications of the resolved effects and of the static abilities in play (lost or not) that change types, colors or text. */
function changingModifications(s: GameState, ctx: LayerContext): Changing[] {
  const out: Changing[] = s.effects.map((e) => e.modification as Changing).filter(changesFilteredValues);
  for (const id of ctx.sources) for (const st of textIn(ctx.texts, s.objects[id] as CardObject).statics) out.push(...[st.modification, ...(st.also ?? [])].filter(changesFilteredValues));
  return out;
}

/** Whether a modification that changes types, colors or text may change a filter's answer. */
function mayChangeFilter(m: Changing, f: ObjectFilter & { chosenType?: true }): boolean {
  switch (m.kind) {
    case "setColors":
    case "setChosenColor":
      return !!(f.colors || f.notColors || f.multicolored || f.monocolored);
    case "addTypes":
      return !!(f.types || f.allTypes || f.notTypes || (m.subtypes.length > 0 && (f.subtypes || f.notSubtypes || f.chosenType)));
    case "setLandType":
      // 212.6e: it also removes the land's printed keywords.
      return !!(f.subtypes || f.notSubtypes || f.chosenType || f.keywords || f.notKeywords);
    case "setCreatureType":
      return !!(f.subtypes || f.notSubtypes || f.chosenType);
    default:
      return true;
  }
}

/** Whether a card's printed characteristics in play match a filter: the same for every permanent
 * of that card, so asked once per filter and card (a lord's filter, for each of 500 permanents). */
const printedMatches = new WeakMap<ObjectFilter, Map<string, boolean>>();
function printedMatch(f: ObjectFilter, name: string): boolean {
  let byName = printedMatches.get(f);
  if (!byName) printedMatches.set(f, (byName = new Map()));
  let v = byName.get(name);
  if (v === undefined) byName.set(name, (v = characteristicsMatch(unmodified(name, true), f)));
  return v;
}

/** Whether characteristics `c` of `o` match a static ability's filter. */
function filterMatches(o: CardObject, c: Characteristics, f: StaticAbility["affects"], source: CardObject): boolean {
  if (typeof f === "string") return f === "allObjects" || (f === "self" ? source.id === o.id : source.attachedTo === o.id);
  // "Face-down creatures get +1/+1" (Ixidor, Reality Sculptor): a status, not a characteristic (504).
  return characteristicsMatch(c, f) && (!f.chosenType || c.subtypes.includes(source.chosen!)) && (!f.faceDown || o.faceDown === true);
}

/** Whether characteristics match a filter's types, subtypes, supertypes and colors. */
export function characteristicsMatch(c: Characteristics, f: ObjectFilter): boolean {
  // "with flying" / "without flying": keywords it has now (layer 5).
  if (f.keywords && !f.keywords.every((k) => c.keywords.includes(k))) return false;
  if (f.notKeywords && f.notKeywords.some((k) => c.keywords.includes(k))) return false;
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => c.types.includes(t))) return false; // "artifact creature"
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => c.subtypes.includes(t))) return false; // "non-Zombie"
  if (f.supertypes && !f.supertypes.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((x) => c.colors.includes(x))) return false;
  if (f.notColors && f.notColors.some((x) => c.colors.includes(x))) return false;
  if (f.multicolored && c.colors.length < 2) return false; // 105.? (?): two or more colors
  if (f.monocolored && c.colors.length !== 1) return false; // exactly one color
  if (f.notSupertypes && f.notSupertypes.some((t) => c.supertypes.includes(t))) return false; // "nonlegendary"
  return true;
}

/** 208.2: the value of a defined power or toughness for `o`. */
function ptValue(s: GameState, o: CardObject, v: PTValue, whose: Applied["viewer"]): number {
  if (typeof v === "number") return v;
  if (v !== "convertedManaCost") readsAround = true;
  const viewer = typeof whose === "string" ? whose : controllerOf(s, whose);
  if (v === "convertedManaCost") return getCard(copiableName(o)).convertedManaCost;
  if (v === "cardsInYourHand") return player(s, viewer).hand.length;
  if ("cardsInYourHand" in v) return v.cardsInYourHand * player(s, viewer).hand.length; // "twice the number of cards in your hand"
  if ("sharingACreatureType" in v) return readingState(s, () => othersSharingACreatureType(s, o, (p) => inPlay(s, p, 5))); // counted for o itself
  if ("imprinted" in v) return imprintedCreature(s, o)?.[v.imprinted] ?? 0; // 502.34: the card as printed (imprinted.ts)
  // "for each Equipment attached to it": o's own, by the subtypes layer 4 gives them (212.2).
  if ("attachedEquipment" in v) return readingState(s, () => permanents(s).filter((p) => p.attachedTo === o.id && inPlay(s, p, 5).subtypes.includes("Equipment")).length);
  // "for each Aura attached to it" (212.4): o's own, by the subtypes layer 4 gives them.
  if ("attachedAuras" in v) return readingState(s, () => permanents(s).filter((p) => p.attachedTo === o.id && inPlay(s, p, 5).subtypes.includes("Aura")).length);
  // 203.2: "for each of its colors": o's colors as layer 5 leaves them (before layer 6 reads them).
  if ("colorsOf" in v) return readingState(s, () => inPlay(s, o, 5).colors.length);
  // "for each other creature you control": the same count, o itself left out (counted for each object it applies to).
  if ("countOthers" in v) return readingState(s, () => once(countsKept(s, v.countOthers), `count ${viewer} ${o.id} ${JSON.stringify(v)}`, () => countFor(s, { count: v.countOthers }, viewer, o.id)));
  // "the total converted mana cost of other creatures you control": the same permanents, each weighed by its converted mana cost (203.3; face down, none: 504.1).
  if ("totalCostOfOthers" in v) return readingState(s, () => once(countsKept(s, v.totalCostOfOthers), `cost ${viewer} ${o.id} ${JSON.stringify(v)}`, () => countFor(s, { count: v.totalCostOfOthers }, viewer, o.id, (p) => getCard(copiableName(p)).convertedManaCost)));

  // 502.13: the counters on the static ability's source as it is now in the state (the entry reads beyond o: readsAround).
  if ("countersOnSource" in v) {
    const source = typeof whose === "string" ? undefined : s.objects[whose.id];
    return source?.kind === "card" ? (source.counters?.[v.countersOnSource] ?? 0) : 0;
  }
  if ("bushidoPoints" in v) return readingState(s, () => bushidoPoints(inPlay(s, o, 5).abilities, (count) => ptValue(s, o, { count }, whose))); // 502.38: o's own, as layer 5 leaves them
  // Counted once per reading of the state, whatever the number of abilities counting it.
  // Counting reads layers 1–5 of every permanent: in a reading scope, so each is computed once.
  // 208.2: "1 plus the number of lands you control" (printed 1+*) adds its number to the count.
  return readingState(s, () => once(countsKept(s, "count" in v ? v.count : undefined), `count ${viewer} ${JSON.stringify(v)}`, () => countFor(s, v, viewer) + ("plus" in v ? (v.plus ?? 0) : 0)));
}

/** Where a count is kept while the layers' results hold: not one of attacking or blocking
 * permanents when the layers don't read combat (an effect counting them as it resolves), as the
 * memo then holds across a change of the attackers and blockers. */
function countsKept(s: GameState, f: ObjectFilter | undefined): Map<string, unknown> | undefined {
  return f?.combat && !context(s).readsCombat ? undefined : reading(s)?.values;
}

/** A value computed at most once while the state is only read (`readingState`); computed each time otherwise. */
export function whileReading<T>(s: GameState, key: string, compute: () => T): T {
  const memo = reading(s);
  if (!memo) return compute();
  if (memo.final) return once((memo.scoped ??= new Map()), key, compute);
  if (memo.scopedIn !== memo.scope) {
    memo.scoped = new Map();
    memo.scopedIn = memo.scope;
  }
  return once(memo.scoped, key, compute);
}

/**
 * A value read from the layers' results alone (every permanent's characteristics), kept for as
 * long as they are (the memo of what the layers read): not computed again in each reading scope.
 */
export function whileLayersHold<T>(s: GameState, key: string, compute: () => T): T {
  return once(reading(s)?.values, key, compute);
}

function once<T>(values: Map<string, unknown> | undefined, key: string, compute: () => T): T {
  if (!values) return compute();
  const v = values.get(key);
  if (v !== undefined || values.has(key)) return v as T;
  const c = compute();
  values.set(key, c);
  return c;
}

function countFor(s: GameState, v: Exclude<PTValue, number | "convertedManaCost" | "cardsInYourHand" | { cardsInYourHand: unknown } | { sharingACreatureType: unknown } | { bushidoPoints: unknown } | { imprinted: unknown } | { attachedEquipment: unknown } | { attachedAuras: unknown } | { colorsOf: unknown } | { countOthers: unknown } | { totalCostOfOthers: unknown } | { countersOnSource: unknown }>, viewer: PlayerId, except?: string, weigh?: (p: CardObject) => number): number {
  if ("cardsInGraveyards" in v) {
    const type = v.cardsInGraveyards;
    return s.players.reduce((n, p) => n + p.graveyard.filter((id) => getCard(card(s, id).card).types.includes(type)).length, 0);
  }
  const f = v.count;
  // Types and control never depend on power and toughness: layers 1–5 are enough (no loop).
  // With no effect changing what the filter looks at (types, colors, text), the printed values are what it sees.
  const ctx = context(s);
  const printed = !f.keywords && !f.notKeywords;
  const upTo5 = (p: CardObject) => (printed && (!mayDiffer(ctx, p) || !filterMayChange(s, ctx, f)) ? unmodified(copiableName(p), true) : inPlay(s, p, 5));
  // Looked up once, not once per permanent: whether any effect may change who controls them.
  const controller = (p: CardObject) => (ctx.controlMayChange ? controllerOf(s, p) : p.controller);
  const matching = permanents(s).filter((p) => p.id !== except && (!f.controller || controlledBy(s, controller(p), f.controller, viewer)) && (f.tapped === undefined || p.tapped === f.tapped) && (!f.faceDown || p.faceDown === true) && combatMatches(s, p, f) && characteristicsMatch(upTo5(p), f));
  return weigh ? matching.reduce((n, p) => n + weigh(p), 0) : matching.length;
}

function apply(s: GameState, o: CardObject, c: Characteristics, a: Applied): void {
  const m = a.modification;
  switch (m.kind) {
    case "addTypes":
      for (const t of m.types) if (!c.types.includes(t)) c.types.push(t);
      for (const t of m.subtypes) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return;
    case "setLandType":
      // 212.6e: a land whose subtype an effect sets to a basic land type no longer has its old
      // land types (Urza's Tower's "Urza's" and "Tower" too) and loses the abilities its rules
      // text generates; it gains the new type's mana ability (212.6d, added after layer 4).
      // Abilities other effects grant come later (layer 5) and stay.
      c.subtypes = [...c.subtypes.filter((t) => !LAND_TYPES.includes(t) && (!c.types.includes("land") || (CREATURE_TYPES as string[]).includes(t))), m.subtype];
      if (c.types.includes("land")) {
        c.abilities = [];
        c.keywords = [];
        c.restrictions = [];
        c.asThough = [];
      }
      return;
    case "setCreatureType":
      c.subtypes = [...c.subtypes.filter((t) => !(CREATURE_TYPES as string[]).includes(t)), m.subtype];
      return;
    case "imprintedCreatureTypes": {
      // 502.34 (Duplicant): the imprinted creature card's creature types, and the one it is "still".
      readsAround = true;
      const from = imprintedCreature(s, o)?.subtypes.filter((t) => (CREATURE_TYPES as string[]).includes(t)) ?? [];
      c.subtypes = [...new Set([...c.subtypes.filter((t) => !(CREATURE_TYPES as string[]).includes(t)), ...from, m.still])];
      return;
    }
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
    case "switchPT":
      // 418.5a 6e: the power and toughness it has after every other change trade places.
      if (c.power !== undefined && c.toughness !== undefined) [c.power, c.toughness] = [c.toughness, c.power];
      return;
    case "modifyPTFor": {
      // "+1/+1 for each Forest you control": counted from the effect's controller's point of view as it applies.
      const n = ptValue(s, o, m.each, a.viewer);
      if (c.power !== undefined) c.power += m.power * n;
      if (c.toughness !== undefined) c.toughness += m.toughness * n;
      return;
    }
    case "addKeyword":
      if (c.keywords.includes(m.keyword)) return;
      c.keywords.push(m.keyword);
      // 502.29: provoke is a triggered ability; a creature given provoke has that ability ("All Slivers have provoke").
      if (m.keyword === "provoke") c.abilities.push(provokeAbility());
      return;
    case "loseKeyword":
      c.keywords = c.keywords.filter((k) => k !== m.keyword);
      return;
    case "addRestriction":
      if (!c.restrictions.includes(m.restriction)) c.restrictions.push(m.restriction);
      return;
    case "addAbility":
      c.abilities.push(m.ability as Ability);
      return;
    case "addAsThough":
      if (!c.asThough.includes(m.asThough)) c.asThough.push(m.asThough);
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
