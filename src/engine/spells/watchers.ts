// The triggered abilities of the permanents in play, by the kind of event or state they watch
// for (404.1, 410.10), found once while the layers' results hold (`whileLayersHold`): each event is then
// matched against the few abilities that watch for its kind, instead of every permanent's
// characteristics being looked through again for each event, and an event that no ability
// watches for costs nothing.
import { functionsFromGraveyard, type Modification, type TriggeredAbility } from "../../cards/language.js";
import type { CardInfo } from "../../cards/registry.js";
import { characteristics, whileLayersHold } from "../effects/characteristics.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";
import { somePermanentCard } from "../zones/cards-in-play.js";

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
 * The cards' answers are kept with the layer context (cards-in-play.ts).
 */
export function mayWatchFor(s: GameState, on: On): boolean {
  let property = printed.get(on);
  if (!property) printed.set(on, (property = (info) => info.abilities.some((a) => a.kind === "triggered" && a.trigger.on === on) || info.statics.some((st) => gives(st.modification as Modification, on) || (st.also ?? []).some((m) => gives(m as Modification, on)))));
  if (somePermanentCard(s, property)) return true;
  for (const e of s.effects) if (gives(e.modification as Modification, on)) return true;
  return false;
}

/** The printed-card question of `mayWatchFor`, one function per kind (the answers are kept by its identity). */
const printed = new Map<On, (info: CardInfo) => boolean>();

/** Whether a modification gives an ability that watches for this kind. */
function gives(m: Modification, on: On): boolean {
  if (m.kind === "addAbility") return (m.ability as { kind: string; trigger?: { on: On } }).kind === "triggered" && (m.ability as TriggeredAbility).trigger.on === on;
  return m.kind === "addKeyword" && m.keyword === "provoke" && on === "attacks";
}
