// "Whenever an opponent draws a card" (Underworld Dreams), "Whenever an opponent discards a
// card" (Megrim), "Whenever a player cycles a card" (404.1): a player's action triggers these
// once per card (217.2: each card is drawn one at a time; 502.18: cycling is an ability, and
// discards the card too). "That player" is the one who drew, discarded or cycled.
import type { TriggeredAbility } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { watching } from "./watchers.js";

type PlayerDoes = Extract<TriggeredAbility["trigger"], { on: "playerDoes" }>;

/** The permanents' abilities triggered by `who` drawing, discarding or cycling one card. */
export function playerDoesTriggers(s: GameState, does: PlayerDoes["does"], who: PlayerId) {
  return watching(s, "playerDoes").flatMap(({ o, a }) => {
    if (a.trigger.on !== "playerDoes" || a.trigger.does !== does) return [];
    const you = controllerOf(s, o);
    // 601.2: what a player outside the watcher's range of influence does isn't seen.
    if (!inRange(s, you, who)) return [];
    const t = a.trigger as PlayerDoes;
    const whose = t.player === "any" || (t.player === "you" ? who === you : opponents(s, you).includes(who));
    return whose ? [{ o, a, player: who }] : [];
  });
}
