// "At the beginning of each player's draw step" (Howling Mine), "At the beginning of each
// opponent's upkeep" (Lavaborn Muse): abilities that trigger as a step begins (404.1), in the
// turn of the player they name; "that player" is the active player. Upkeep abilities of "your"
// and "each player's" upkeep are triggers.ts's `beginningOfUpkeep`.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { actAsOne } from "../multiplayer/two-headed-giant.js";
import { watching } from "./watchers.js";

type BeginningOfStep = Extract<TriggeredAbility["trigger"], { on: "beginningOfStep" }>;

/** The permanents' abilities that trigger as `step` of `active`'s turn begins. */
export function stepTriggers(s: GameState, step: string, active: PlayerId) {
  return watching(s, "beginningOfStep").flatMap(({ o, a }) => {
    if (a.trigger.on !== "beginningOfStep" || a.trigger.step !== step) return [];
    const you = controllerOf(s, o);
    const { whose } = a.trigger as BeginningOfStep;
    if (whose === "enchantedController") {
      // "At the beginning of the upkeep of enchanted creature's controller": "that creature" is the enchanted one.
      const enchanted = o.attachedTo ? s.objects[o.attachedTo] : undefined;
      return enchanted?.kind === "card" && enchanted.zone === "play" && controllerOf(s, enchanted) === active ? [{ o, a, player: active, subject: enchanted.id }] : [];
    }
    // 601.2: "each player" within range of influence; 606.6a: "your" step is your team's.
    const named = whose === "each" ? inRange(s, you, active) : whose === "yours" ? actAsOne(s, you, active) : opponents(s, you).includes(active) && inRange(s, you, active);
    return named ? [{ o, a, player: active }] : [];
  });
}
