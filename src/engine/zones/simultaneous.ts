// Permanents that leave play at the same time (410.10d). "Normally, objects that exist
// immediately after an event are checked to see if the event matched any trigger conditions",
// but leaves-play abilities "look back in time": the game checks for them as the objects were
// just before the event. So "Whenever a creature is put into a graveyard from play" on a
// creature destroyed by the same Wrath of God as another one (or dying to the same check of
// state-based effects, 420.3, or sacrificed to the same edict) triggers for that one too, and
// for its own death unless it says "another".
//
// A batch is one event that moves several permanents at once: destroying all (or several)
// permanents, a check of state-based effects, sacrifices made together; a permanent leaving
// play alone is a batch of one. Each "putIntoGraveyardFromPlay" event carries its batch's
// number (`batch`). When the first permanent of a batch leaves, every permanent then in play
// with an ability watching others leave play is remembered with those abilities, its controller
// and itself as they were (last known information, 413.2): the triggers of every event of the
// batch are looked for among them (spells/look-back.ts), whether they are still in play or left
// in the same batch, and with the abilities they had — one granted by a lord dying in the same
// batch included.
import type { Ability, TriggeredAbility } from "../../cards/language.js";
import type { Game } from "../game/game.js";
import type { CardObject, GameState, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { controllerOf } from "../effects/control.js";
import { watching } from "../spells/watchers.js";
import { readingState } from "../effects/characteristics.js";

/** How an object's last-known information is read (zones.ts's `lastKnown`, passed in so this module needn't import zones.ts). */
type LastKnownOf = (s: GameState, o: CardObject) => LastKnown;

/** A permanent in play just before a batch with abilities watching others leave play, as it was then. */
export interface Onlooker {
  object: ObjectId;
  last: LastKnown;
  controller: PlayerId;
  abilities: TriggeredAbility[];
}

/** What the game remembers of the batches of one run (kept beside the state, not in it: triggers are collected before the run ends). */
export interface Batches {
  /** The batch being performed, if any. */
  open?: number;
  /** Each batch's onlookers, found as its first permanent left play. */
  onlookers: Map<number, Onlooker[]>;
}

/** The kinds of trigger that watch another permanent leave play, and so look back (410.10d). */
export function watchesLeaving(a: Ability): a is TriggeredAbility {
  return a.kind === "triggered" && ((a.trigger.on === "putIntoGraveyardFromPlay" && a.trigger.what !== "self") || a.trigger.on === "damagedByPutIntoGraveyard");
}

function batchesOf(g: Game): Batches {
  return (g.batches ??= { onlookers: new Map<number, Onlooker[]>() });
}

/** Performs `act` as one event (410.10d): the permanents it moves from play leave at once. A batch inside a batch is part of it. */
export function simultaneously<T>(g: Game, act: () => T): T {
  const b = batchesOf(g);
  if (b.open !== undefined) return act();
  // Numbered by the first event it may emit, so the number also reads in the log.
  const id = g.s.nextEventSeq;
  b.open = id;
  b.onlookers.delete(id);
  try {
    return act();
  } finally {
    delete b.open;
  }
}

/**
 * Called just before a permanent leaves play for a graveyard: returns the batch its event
 * belongs to, and on the batch's first departure remembers the permanents watching others leave
 * play as they are now, before any of the batch has gone.
 */
export function departing(g: Game, lastKnown: LastKnownOf): number {
  const b = batchesOf(g);
  const id = b.open ?? g.s.nextEventSeq;
  // A batch of one is looked at afresh: an earlier lone departure may have emitted nothing (removed instead, 419.6) and left its number free.
  if (b.open === undefined || !b.onlookers.has(id)) b.onlookers.set(id, readingState(g.s, () => onlookersNow(g.s, lastKnown))); // one reading of the layers for every permanent
  return id;
}

function onlookersNow(s: GameState, lastKnown: LastKnownOf): Onlooker[] {
  const byObject = new Map<ObjectId, Onlooker>();
  for (const { o, a } of watching(s, "putIntoGraveyardFromPlay", "damagedByPutIntoGraveyard")) {
    if (!watchesLeaving(a)) continue;
    const seen = byObject.get(o.id);
    if (seen) seen.abilities.push(a);
    else byObject.set(o.id, { object: o.id, last: lastKnown(s, o), controller: controllerOf(s, o), abilities: [a] });
  }
  return [...byObject.values()];
}

/** The permanents that looked on as an event's batch left play (none for an event in no batch). */
export function onlookersOf(g: Game, batch: number | undefined): readonly Onlooker[] {
  return batch === undefined ? [] : (g.batches?.onlookers.get(batch) ?? []);
}
