// Permanents that leave play at the same time (410.10d). "Normally, objects that exist
// immediately after an event are checked to see if the event matched any trigger conditions",
// but leaves-play abilities "look back in time": the game checks for them as the objects were
// just before the event. So "Whenever a creature is put into a graveyard from play" on a
// creature destroyed by the same Wrath of God as another one (or dying to the same check of
// state-based effects, 420.3, or sacrificed to the same edict) triggers for that one too, and
// for its own death unless it says "another".
//
// A batch is one event that moves several permanents at once: destroying all (or several)
// permanents, a check of state-based effects, sacrifices made together. Each
// "putIntoGraveyardFromPlay" event of a batch carries its number (`batch`); each permanent of
// the batch that had an ability watching others leave play is remembered with that ability,
// its controller and itself as they were just before it left (last known information, 413.2),
// for the triggers to find among the watchers still in play (spells/look-back.ts). A permanent
// that leaves play alone is a batch of one: its own "a creature" ability sees its own death.
import type { Ability, TriggeredAbility } from "../../cards/language.js";
import type { Game } from "../game/game.js";
import type { LastKnown, ObjectId, PlayerId } from "../game/types.js";

/** A permanent that left play with abilities watching others leave play, as it was just before. */
export interface Departed {
  object: ObjectId;
  last: LastKnown;
  controller: PlayerId;
  abilities: TriggeredAbility[];
}

/** What the game remembers of the batches of one run (kept beside the state, not in it: triggers are collected before the run ends). */
export interface Batches {
  /** The batch being performed, if any. */
  open?: number;
  departed: Map<number, Departed[]>;
}

/** The kinds of trigger that watch another permanent leave play, and so look back (410.10d). */
export function watchesLeaving(a: Ability): a is TriggeredAbility {
  return a.kind === "triggered" && ((a.trigger.on === "putIntoGraveyardFromPlay" && a.trigger.what !== "self") || a.trigger.on === "damagedByPutIntoGraveyard");
}

function batchesOf(g: Game): Batches {
  return (g.batches ??= { departed: new Map<number, Departed[]>() });
}

/** Performs `act` as one event (410.10d): the permanents it moves from play leave at once. A batch inside a batch is part of it. */
export function simultaneously<T>(g: Game, act: () => T): T {
  const b = batchesOf(g);
  if (b.open !== undefined) return act();
  // Numbered by the first event it may emit, so the number also reads in the log.
  const id = g.s.nextEventSeq;
  b.open = id;
  b.departed.delete(id);
  try {
    return act();
  } finally {
    delete b.open;
  }
}

/**
 * Called just before a permanent leaves play for a graveyard, with its abilities as it has
 * them: remembers its look-back abilities, and returns the batch its event belongs to
 * (undefined when it leaves alone and has none: nothing looks back at it but what is in play).
 */
export function departing(g: Game, d: Omit<Departed, "abilities"> & { abilities: readonly Ability[] }): number | undefined {
  const open = g.batches?.open;
  const abilities = d.abilities.filter(watchesLeaving);
  if (abilities.length === 0) return open;
  const b = batchesOf(g);
  const id = open ?? g.s.nextEventSeq;
  const list = open === undefined ? undefined : b.departed.get(id);
  if (list) list.push({ ...d, abilities });
  else b.departed.set(id, [{ ...d, abilities }]);
  return id;
}

/** The permanents of an event's batch that looked back at it (none when the event is in no batch). */
export function departedIn(g: Game, batch: number | undefined): readonly Departed[] {
  return batch === undefined ? [] : (g.batches?.departed.get(batch) ?? []);
}
