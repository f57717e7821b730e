// "Whenever a creature becomes the target of a spell or ability" (Cowardice), "When ~ becomes
// the target of a spell or ability" (404.1): a permanent becomes a target as the spell or
// ability that targets it is played or put on the stack (409.1c, 410.4), once for that spell or
// ability however many of its target words chose it. "That creature" is the permanent targeted.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import type { GameState, ObjectId, Target } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "./targets.js";
import { watching } from "./watchers.js";

type BecomesTarget = Extract<TriggeredAbility["trigger"], { on: "becomesTarget" }>;

/** The permanents' abilities triggered by these permanents becoming targets of one spell or ability. */
export function becomesTargetTriggers(s: GameState, targets: Target[]) {
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
    const { what } = a.trigger as BecomesTarget;
    return targeted
      // 601.2: a permanent controlled by a player outside the watcher's range of influence isn't seen.
      .filter((t) => (what === "self" ? t.id === o.id : matchesFilter(s, t, what, you) && inRange(s, you, controllerOf(s, t))))
      .map((t) => ({ o, a, subject: t.id as ObjectId }));
  });
}
