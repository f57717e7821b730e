// Leaves-play abilities look back in time (410.10d): a permanent put into a graveyard from play
// is matched as it last existed against the abilities watching for it, and those are the
// abilities of the permanents in play just before its batch left (zones/simultaneous.ts) —
// still in play or gone with it —, each with its abilities and controller as they were then.
// "Another creature" is never the watcher itself; "a creature" on a creature sees its own death.
import type { ObjectFilter, TriggeredAbility } from "../../cards/language.js";
import type { Game } from "../game/game.js";
import type { GameEvent, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { onlookersOf } from "../zones/simultaneous.js";

/** What a "putIntoGraveyardFromPlay" event says of the permanent as it left play. */
export interface LeftPlay {
  object: ObjectId;
  last: LastKnown;
  controller: PlayerId;
  types: string[];
  subtypes: string[];
  token?: true;
  batch: number;
}

/** A filter checked against what a permanent was as it left play. */
function lookedLike(d: Pick<LeftPlay, "types" | "subtypes" | "controller" | "token" | "last">, f: ObjectFilter, viewer: PlayerId): boolean {
  if (f.nontoken && d.token) return false; // 216: "a nontoken creature"
  // "Whenever another black creature you control ..." (Teysa, Orzhov Scion): its colors as it last existed.
  if (f.colors && !f.colors.some((c) => d.last.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => d.last.colors.includes(c))) return false;
  if (f.types && !f.types.some((t) => d.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => d.types.includes(t))) return false; // "an artifact creature"
  if (f.subtypes && !f.subtypes.some((t) => d.subtypes.includes(t))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => d.subtypes.includes(t))) return false;
  if (f.controller === "you" && d.controller !== viewer) return false;
  if ((f.controller === "opponent" || f.controller === "notYou") && d.controller === viewer) return false;
  return true;
}

/** The abilities watching others leave play that this event triggers, as they were just before its batch. */
export function lookingBack(g: Game, e: GameEvent): { source: LastKnown; controller: PlayerId; ability: TriggeredAbility }[] {
  const d = e.data as unknown as LeftPlay;
  const out: { source: LastKnown; controller: PlayerId; ability: TriggeredAbility }[] = [];
  for (const w of onlookersOf(g, d.batch)) {
    if (!inRange(g.s, w.controller, d.controller)) continue; // 601.2: within its controller's range of influence
    for (const a of w.abilities) {
      const t = a.trigger;
      const fires =
        t.on === "putIntoGraveyardFromPlay"
          ? t.what !== "self" && (w.object === d.object && (t.what.other || t.what.orSelf) ? !!t.what.orSelf : lookedLike(d, t.what, w.controller)) // "another" / "~ or another Zombie"
          : // 404.1: "a creature dealt damage by ~ this turn", the two of them leaving together.
            t.on === "damagedByPutIntoGraveyard" && !!d.last.damagedBy?.includes(w.object) && lookedLike(d, t.what, w.controller);
      if (fires) out.push({ source: w.last, controller: w.controller, ability: a });
    }
  }
  return out;
}
