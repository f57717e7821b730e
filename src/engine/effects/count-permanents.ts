// "Draw a card for each Shrine you control", "for each Bird in play": the number of permanents
// matching a filter as the effect resolves (413.2), counted from its controller's point of view
// ("you control") and, with the limited range of influence option, only among permanents
// within that player's range (601.2d).
import type { ObjectFilter } from "../../cards/language.js";
import { permanents, player, type Game } from "../game/game.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import { controllerOf } from "./control.js";
import type { GameState, PlayerId } from "../game/types.js";

/** "for each artifact he or she controls" (Emissary of Despair): the permanents matching that the trigger's player controls now; none once he or she has left the game (404.1). */
export function permanentsOfThatPlayer(s: GameState, who: PlayerId | undefined, filter: ObjectFilter): number {
  return who && player(s, who).outcome === "playing" ? permanentsCountedIn(s, who, { ...filter, controller: "you" }) : 0;
}

export function permanentsCounted(g: Game, controller: PlayerId, filter: ObjectFilter): number {
  return permanentsCountedIn(g.s, controller, filter);
}

export function permanentsCountedIn(s: GameState, controller: PlayerId, filter: ObjectFilter): number {
  return permanents(s).filter((o) => inRange(s, controller, controllerOf(s, o)) && matchesFilter(s, o, filter, controller)).length;
}
