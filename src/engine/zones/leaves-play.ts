// "When ~ leaves play, [effect]" (Goblin Firebug, Yukora, the Prisoner, Firemaw Kavu): a
// leaves-play ability triggers whenever the permanent moves from play to any other zone — a
// graveyard, a hand, a library, or removed from the game. Like every leaves-play ability it
// looks back in time (410.10d): the permanent's abilities as it had them just before it
// left, with itself as it last existed as their source (413.2). A face-down permanent has no
// abilities (504), so it triggers nothing.
import type { TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState, LastKnown, PlayerId } from "../game/types.js";

/** What a "leavesPlay" event carries: the permanent as it last existed and its own leaves-play abilities. */
export interface LeavingPlay {
  last: LastKnown;
  controller: PlayerId;
  abilities: TriggeredAbility[];
}

/** Taken while `o` is still in play, just before it leaves: null when it has no leaves-play ability. */
export function leavingPlay(s: GameState, o: Readonly<CardObject>, lastKnown: (o: CardObject) => LastKnown): LeavingPlay | null {
  const abilities = characteristics(s, o).abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger.on === "leavesPlay" && a.trigger.what === "self");
  return abilities.length ? { last: lastKnown(o as CardObject), controller: controllerOf(s, o), abilities } : null;
}
