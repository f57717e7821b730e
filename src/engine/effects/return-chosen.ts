// "Return a [permanent] you control to its owner's hand" (the Ravnica bouncelands' "When ~
// comes into play, return a land you control to its owner's hand."): nothing is targeted, so
// the permanent is chosen as the effect happens (413), by the effect's controller, among those
// he or she controls then — the bounceland itself included. With one to choose, it is
// returned without a question; with none, nothing happens.
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { card, nameOf, permanents, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import { effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { returnToOwnersHand } from "../zones/zones.js";

type ReturnChosen = Extract<Effect, { do: "returnChosen" }>;

/** Returns the only candidate at once, or asks the effect's controller which one (false: waiting). */
export function askReturnChosen(g: Game, r: Resolvable, e: ReturnChosen): boolean {
  const ids = candidates(g.s, r.controller, e);
  if (ids.length > 1) {
    g.s.pending = { kind: "returnChosen", player: r.controller };
    return false;
  }
  if (ids.length === 1) returnToOwnersHand(g, ids[0]!);
  return true;
}

/** The permanents matching the filter that the player controls. */
function candidates(s: GameState, who: PlayerId, e: ReturnChosen): ObjectId[] {
  return permanents(s).filter((o) => controllerOf(s, o) === who && matchesFilter(s, o, e.filter, who)).map((o) => o.id);
}

export function returnChosenDecision(s: GameState, who: PlayerId): Decision {
  const { r, e } = resolvingEffect<ReturnChosen>(s);
  const ids = candidates(s, who, e);
  return {
    player: who,
    kind: "returnChosen",
    prompt: `${r.name}: choose one of ${ids.map((id) => nameOf(card(s, id))).join(", ")} (the permanents you control of the kind it names) to return to its owner's hand.`,
    options: ids.map((object) => ({ type: "returnChosen", object })),
  };
}

export function answerReturnChosen(g: Game, who: PlayerId, object: ObjectId): void {
  const { r, e } = resolvingEffect<ReturnChosen>(g.s);
  if (!candidates(g.s, who, e).includes(object)) illegal("413", `${r.name}: return a permanent you control of the kind it names`);
  returnToOwnersHand(g, object);
  effectDecisionDone(g);
}
