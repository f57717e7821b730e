// Sweep (Saviors of Kamigawa) is an ability word (seed glossary "Ability Word"): "Return any
// number of [Plains] you control to their owner's hand. [Effect] for each [Plains] returned this
// way." The permanents are chosen as the spell resolves (it is no cost); the number returned is
// kept on the spell for the effects after it. Any number is a combination: the decision lists
// none and all of them, describes the candidates, and accepts any set of them.
import type { Effect } from "../../cards/language.js";
import { controllerOf } from "./control.js";
import { card, changeCard, emit, nameOf, permanents, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import { effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { returnToOwnersHand } from "../zones/zones.js";
import { numbered } from "../view/wording.js";

type ReturnAnyNumber = Extract<Effect, { do: "returnAnyNumber" }>;

/** Asks the spell's controller which permanents to return; with none to choose from, none are returned. */
export function askReturns(g: Game, r: Resolvable, e: ReturnAnyNumber): boolean {
  if (candidates(g.s, r.controller, e).length === 0) {
    record(g, r, []);
    return true;
  }
  g.s.pending = { kind: "returnAnyNumber", player: r.controller };
  return false;
}

/** The permanents matching the filter that the player controls (the filter says "you control"). */
function candidates(s: GameState, who: PlayerId, e: ReturnAnyNumber): ObjectId[] {
  return permanents(s).filter((o) => controllerOf(s, o) === who && matchesFilter(s, o, e.filter, who)).map((o) => o.id);
}

export function returnDecision(s: GameState, who: PlayerId): Decision {
  const { r } = resolvingEffect<ReturnAnyNumber>(s);
  const ids = candidates(s, who, resolvingEffect<ReturnAnyNumber>(s).e);
  return {
    player: who,
    kind: "returnAnyNumber",
    prompt: `${r.name}: return any number of ${ids.map((id) => nameOf(card(s, id))).join(", ")} (those you control that it names) to their owner's hand; it counts how many you return. Post the ones you return, or none.`,
    options: [{ type: "returnAnyNumber", objects: [] }, { type: "returnAnyNumber", objects: ids }],
    details: { candidates: ids.map((id) => ({ id, name: nameOf(card(s, id)) })), min: 0, max: ids.length },
  };
}

export function answerReturns(g: Game, who: PlayerId, objects: ObjectId[]): void {
  const s = g.s;
  const { r, e } = resolvingEffect<ReturnAnyNumber>(s);
  const allowed = candidates(s, who, e);
  if (new Set(objects).size !== objects.length || objects.some((id) => !allowed.includes(id)))
    illegal("seed glossary \"Ability Word\" (Sweep)", "return only permanents you control of the kind the spell names, each once");
  for (const id of objects) returnToOwnersHand(g, id);
  record(g, r, objects);
  effectDecisionDone(g);
}

function record(g: Game, r: Resolvable, objects: ObjectId[]): void {
  if (g.s.objects[r.id]?.kind === "card") changeCard(g.s, r.id).returned = objects.length;
  emit(g, { type: "sweep", text: `${playerName(g.s, r.controller)} returns ${numbered(objects.length, "permanent")} to hand (${r.name}).`, data: { player: r.controller, count: objects.length } });
}
