// The triggered abilities of the permanents in play, by the kind of event or state they watch
// for (404.1, 410.10), found once while the layers' results hold (`whileLayersHold`): each event is then
// matched against the few abilities that watch for its kind, instead of every permanent's
// characteristics being looked through again for each event, and an event that no ability
// watches for costs nothing.
import { functionsFromGraveyard, type TriggeredAbility } from "../../cards/language.js";
import { characteristics, whileLayersHold, whileReading } from "../effects/characteristics.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";

type On = TriggeredAbility["trigger"]["on"];
export interface Watcher {
  o: CardObject;
  a: TriggeredAbility;
}

const NONE: Watcher[] = [];

interface Index {
  /** Every triggered ability in play, in order. */
  all: Watcher[];
  byKind: Map<On, Watcher[]>;
}

/** The permanents' triggered abilities by id: they change only with what the layers read, so
 * they are found once while that holds (`whileLayersHold`), not again in each reading scope. */
function abilitiesIn(s: GameState): { id: string; a: TriggeredAbility }[] {
  const out: { id: string; a: TriggeredAbility }[] = [];
  for (const o of permanents(s)) {
    for (const a of characteristics(s, o).abilities) {
      if (a.kind !== "triggered" || functionsFromGraveyard(a)) continue; // 402.8g: that one watches from the graveyard
      out.push({ id: o.id, a });
    }
  }
  return out;
}

/** The index with the objects as they are now (a permanent's damage may have changed since its abilities were found). */
function indexOf(s: GameState): Index {
  const all: Watcher[] = [];
  const byKind = new Map<On, Watcher[]>();
  for (const { id, a } of whileLayersHold(s, "watchers", () => abilitiesIn(s))) {
    const w = { o: s.objects[id] as CardObject, a };
    all.push(w);
    const list = byKind.get(a.trigger.on);
    if (list) list.push(w);
    else byKind.set(a.trigger.on, [w]);
  }
  return { all, byKind };
}

/**
 * The permanents' triggered abilities that watch for any of these kinds, in the order of the
 * permanents in play (and of each one's abilities), as `characteristics` gives them now.
 */
export function watching(s: GameState, ...on: On[]): Watcher[] {
  const { all, byKind } = whileReading(s, "watchers", () => indexOf(s));
  if (on.length === 1) return byKind.get(on[0]!) ?? NONE;
  if (!on.some((k) => byKind.has(k))) return NONE;
  return all.filter((w) => on.includes(w.a.trigger.on));
}
