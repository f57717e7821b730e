// The triggered abilities of the permanents in play, by the kind of event or state they watch
// for (404.1, 410.10), found once while the layers' results hold (`whileLayersHold`): each event is then
// matched against the few abilities that watch for its kind, instead of every permanent's
// characteristics being looked through again for each event, and an event that no ability
// watches for costs nothing.
import { functionsFromGraveyard, type Modification, type TriggeredAbility } from "../../cards/language.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import { answersAboutPlay, characteristics, whileLayersHold } from "../effects/characteristics.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";

type On = TriggeredAbility["trigger"]["on"];
export interface Watcher {
  o: CardObject;
  a: TriggeredAbility;
}

const NONE: Watcher[] = [];

/** A triggered ability in play and the id of the permanent that has it. */
interface Held {
  id: string;
  a: TriggeredAbility;
}

interface Index {
  /** Every triggered ability in play, in order. */
  all: Held[];
  byKind: Map<On, Held[]>;
}

/** The permanents' triggered abilities by kind: they change only with what the layers read, so
 * they are found once while that holds (`whileLayersHold`), not again in each reading scope. */
function indexOf(s: GameState): Index {
  const all: Held[] = [];
  const byKind = new Map<On, Held[]>();
  for (const o of permanents(s)) {
    for (const a of characteristics(s, o).abilities) {
      if (a.kind !== "triggered" || functionsFromGraveyard(a)) continue; // 402.8g: that one watches from the graveyard
      const w = { id: o.id, a };
      all.push(w);
      const list = byKind.get(a.trigger.on);
      if (list) list.push(w);
      else byKind.set(a.trigger.on, [w]);
    }
  }
  return { all, byKind };
}

/** With the objects as they are now (a permanent's damage may have changed since its abilities were found). */
function now(s: GameState, held: Held[]): Watcher[] {
  return held.map(({ id, a }) => ({ o: s.objects[id] as CardObject, a }));
}

/**
 * The permanents' triggered abilities that watch for any of these kinds, in the order of the
 * permanents in play (and of each one's abilities), as `characteristics` gives them now.
 */
export function watching(s: GameState, ...on: On[]): Watcher[] {
  const { all, byKind } = whileLayersHold(s, "watchers", () => indexOf(s));
  if (on.length === 1) {
    const held = byKind.get(on[0]!);
    return held ? now(s, held) : NONE;
  }
  if (!on.some((k) => byKind.has(k))) return NONE;
  return now(s, all.filter((w) => on.includes(w.a.trigger.on)));
}

/** Whether any permanent's triggered ability watches for this kind (404.1): nothing else of `watching` is built. */
export function watchesFor(s: GameState, on: On): boolean {
  return whileLayersHold(s, "watchers", () => indexOf(s)).byKind.has(on);
}

/**
 * Whether some permanent may have a triggered ability of this kind, answered from the permanents'
 * cards and the effects alone, with no reading of the layers: false only when none can. A
 * permanent's abilities are its card's (its copiable values: 503, 504; text changes rewrite
 * words, never what an ability watches for, 418.6) plus those an effect gives it (layer 5): a
 * static ability of a permanent or a resolved effect that gives an ability, or provoke (502.29,
 * an "attacks" trigger). A "yes" is checked with `watchesFor`, on the permanents as they are.
 */
export function mayWatchFor(s: GameState, on: On): boolean {
  return mayWatch(s).has(on);
}

/**
 * The kinds of `mayWatchFor`, found once per layer context: it holds while the permanents are the
 * same cards and the effects the same (play-key.ts), and its list of the permanents' cards is
 * made anew (and carried into `apply`'s copies) with it, so that list is the key.
 */
export function mayWatch(s: GameState): ReadonlySet<On> {
  const { names } = answersAboutPlay(s);
  let kinds = byCards.get(names);
  if (!kinds) {
    kinds = new Set();
    for (const name of names) for (const on of cardKinds(getCard(name))) kinds.add(on);
    for (const e of s.effects) given(e.modification as Modification, kinds);
    byCards.set(names, kinds);
  }
  return kinds;
}
const byCards = new WeakMap<readonly string[], Set<On>>();

/** The kinds a card's triggered abilities watch for, and those its static abilities give. */
function cardKinds(info: CardInfo): On[] {
  let v = ofCard.get(info);
  if (!v) {
    const kinds = new Set<On>();
    for (const a of info.abilities) if (a.kind === "triggered") kinds.add(a.trigger.on);
    for (const st of info.statics) for (const m of [st.modification, ...(st.also ?? [])]) given(m as Modification, kinds);
    ofCard.set(info, (v = [...kinds]));
  }
  return v;
}
const ofCard = new WeakMap<CardInfo, On[]>();

/** Adds the kind of the triggered ability a modification gives. */
function given(m: Modification, kinds: Set<On>): void {
  if (m.kind === "addAbility" && (m.ability as { kind: string }).kind === "triggered") kinds.add((m.ability as TriggeredAbility).trigger.on);
  if (m.kind === "addKeyword" && m.keyword === "provoke") kinds.add("attacks");
}
