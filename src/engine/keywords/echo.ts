// 502.19a Echo is a triggered ability. "Echo [cost]" means "At the beginning of your upkeep,
// if this permanent came under your control since the beginning of your last upkeep,
// sacrifice it unless you pay [cost]."
import type { Ability } from "../../cards/language.js";
import { controllerOf } from "../effects/control.js";
import { player } from "../game/game.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";

/** 502.19a: the triggered ability "Echo [cost]" stands for. */
export function echoAbility(cost: string): Ability {
  return {
    kind: "triggered",
    trigger: { on: "beginningOfUpkeep", whose: "yours" },
    condition: { cameUnderYourControlSinceYourLastUpkeep: true },
    targets: [],
    effects: [{ do: "sacrificeUnlessPays", cost }],
    text: `Echo ${cost} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)`,
  };
}

/**
 * The intervening "if" of echo (404.3?): the permanent came under the player's control since
 * his or her last upkeep began — that is, on or after the turn before this one of his or hers
 * (a permanent noted as controlled since turn N came under control during turn N, after its
 * upkeep began unless it is the current turn). With no turn before, any permanent did.
 */
export function echoDue(s: GameState, source: ObjectId, controller: PlayerId): boolean {
  const o = s.objects[source];
  if (!o || o.kind !== "card" || o.zone !== "play" || controllerOf(s, o) !== controller) return false;
  const last = player(s, controller).previousTurnBegan;
  return last === undefined || o.controlledSince >= last;
}
