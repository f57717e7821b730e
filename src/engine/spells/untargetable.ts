// "[This] can't be the target of spells or abilities" and "... spells or abilities your
// opponents control" (Humble Budoka, Troll Ascetic): abilities that only forbid, checked with
// every other condition of a legal target (409.1c, 413.2a) — as the target is chosen and as the
// spell or ability resolves. Not the keyword shroud: that arrived with Future Sight (2007), so
// in this edition cards say it in words (docs/RULES-NOTES.md).
import { characteristics, type Characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";

/** Whether a spell or ability controlled by `by` can't target the permanent `o` (whose characteristics are `c`). */
export function untargetableBy(s: GameState, o: CardObject, by: PlayerId, c: Characteristics = characteristics(s, o)): boolean {
  const restrictions = c.restrictions;
  if (restrictions.includes("cantBeTargeted")) return true;
  return restrictions.includes("cantBeTargetedByOpponents") && opponents(s, controllerOf(s, o)).includes(by);
}
