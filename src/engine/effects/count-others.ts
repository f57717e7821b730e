// "for each other attacking Aurochs" (Aurochs Herd, Bull Aurochs): an amount counted, as the
// ability resolves, over the permanents in play other than the ability's source that match a
// filter from the point of view of its controller (413.? (?): an effect's numbers are
// determined as it resolves; "other" excludes the object whose ability it is).
import type { ObjectFilter } from "../../cards/language.js";
import { permanents } from "../game/game.js";
import { matchesFilter } from "../spells/targets.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";

export function countOthers(s: GameState, source: ObjectId, f: ObjectFilter, you: PlayerId): number {
  return permanents(s).filter((p) => p.id !== source && matchesFilter(s, p, f, you)).length;
}
