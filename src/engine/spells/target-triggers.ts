// "Whenever a creature becomes the target of a spell or ability" (Cowardice), "When ~ becomes
// the target of a spell or ability" (404.1): a permanent becomes a target as the spell or
// ability that targets it is played or put on the stack (409.1c, 410.4), once for that spell or
// ability however many of its target words chose it. "That creature" is the permanent targeted;
// "that spell or ability" is the one that targeted it (`targeter`). "For the first time in a turn"
// (the Glasskites): the permanent keeps the turn it last became a target (`targetedOnTurn`, noted
// only on a permanent with such an ability, each time it becomes one); a new object (400.?) has
// none.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { card, changeCard } from "../game/game.js";
import type { CardObject, GameState, ObjectId, Target } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "./targets.js";
import { watching } from "./watchers.js";

type BecomesTarget = Extract<TriggeredAbility["trigger"], { on: "becomesTarget" }>;

/** The permanents' abilities triggered by these permanents becoming targets of one spell or ability. */
export function becomesTargetTriggers(s: GameState, targets: Target[], targeter: ObjectId | undefined) {
  const watchers = watching(s, "becomesTarget");
  if (watchers.length === 0) return [];
  const targeted = [...new Set(targets.flatMap((t) => ("object" in t ? [t.object] : [])))].flatMap((id) => {
    const o = s.objects[id];
    return o?.kind === "card" && o.zone === "play" ? [o] : [];
  });
  if (targeted.length === 0) return [];
  return watchers.flatMap(({ o, a }) => {
    const you = controllerOf(s, o);
    if (a.trigger.on !== "becomesTarget") return [];
    const { what, firstTimeInTurn } = a.trigger as BecomesTarget;
    if (firstTimeInTurn && !firstTimeThisTurn(s, o.id, targeted)) return [];
    return targeted
      // 601.2: a permanent controlled by a player outside the watcher's range of influence isn't seen.
      .filter((t) => (what === "self" ? t.id === o.id : matchesFilter(s, t, what, you) && inRange(s, you, controllerOf(s, t))))
      .map((t) => ({ o, a, subject: t.id as ObjectId, ...(targeter ? { targeter } : {}) }));
  });
}

/** Whether the permanent, if it is one of those targeted, becomes a target for the first time this turn; it then keeps this turn. */
function firstTimeThisTurn(s: GameState, id: ObjectId, targeted: CardObject[]): boolean {
  if (!targeted.some((t) => t.id === id)) return false;
  if (card(s, id).targetedOnTurn === s.turn.number) return false;
  changeCard(s, id).targetedOnTurn = s.turn.number;
  return true;
}
