// "Draw a card for each Shrine you control", "for each Bird in play": the number of permanents
// matching a filter as the effect resolves (413.2), counted from its controller's point of view
// ("you control") and, with the limited range of influence option, only among permanents
// within that player's range (601.2d).
import type { ObjectFilter } from "../../cards/language.js";
import { permanents, player, type Game } from "../game/game.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { matchesFilter } from "../spells/targets.js";
import { characteristics } from "./characteristics.js";
import { controllerOf } from "./control.js";
import type { GameState, PlayerId, Target } from "../game/types.js";

/** Whose permanents a "for each" amount counts other than its controller's: the trigger's player, or a player target (by number). */
export type CountedWhose = "thatPlayer" | "theirOwn" | { target: number };

/** "for each artifact he or she controls" (Emissary of Despair): the permanents matching that the trigger's player controls now; none once he or she has left the game (404.1). */
export function permanentsOfThatPlayer(s: GameState, who: PlayerId | undefined, filter: ObjectFilter): number {
  return who && player(s, who).outcome === "playing" ? permanentsCountedIn(s, who, { ...filter, controller: "you" }) : 0;
}

/**
 * "You gain 2 life for each creature target player controls" (Divine Congregation): the permanents matching that the
 * player chosen as the target controls as the spell resolves (413.2). A spell whose only target has become illegal is
 * countered before this is read (413.2a); a player who has left the game controls nothing.
 */
export function permanentsOfTargetPlayer(s: GameState, targets: readonly Target[], n: number, filter: ObjectFilter): number {
  const t = targets[n];
  return permanentsOfThatPlayer(s, t && "player" in t ? t.player : undefined, filter);
}

const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/**
 * "The number of basic land types among lands you control" (Tribal Flames): how many of the five basic land types
 * (205.3d) the lands the player controls have now, through the layers (a land made a Swamp counts as a Swamp, 418.5),
 * each type once whatever the number of lands of it; 0 to 5.
 */
export function basicLandTypesAmong(s: GameState, who: PlayerId): number {
  const seen = new Set<string>();
  for (const o of permanents(s)) {
    if (controllerOf(s, o) !== who) continue;
    const c = characteristics(s, o);
    if (c.types.includes("land")) for (const t of c.subtypes) if (BASIC_LAND_TYPES.includes(t)) seen.add(t);
  }
  return seen.size;
}

export function permanentsCounted(g: Game, controller: PlayerId, filter: ObjectFilter): number {
  return permanentsCountedIn(g.s, controller, filter);
}

export function permanentsCountedIn(s: GameState, controller: PlayerId, filter: ObjectFilter): number {
  return permanents(s).filter((o) => inRange(s, controller, controllerOf(s, o)) && matchesFilter(s, o, filter, controller)).length;
}
