// "Creatures of the type of your choice get +0/+4 until end of turn" (Defensive Maneuvers),
// "Untap all creatures of the type of your choice" (Riptide Chronologist): the creature type is
// chosen as the spell or ability resolves (413: choices are made as it resolves), by its
// controller, from the creature types of the edition; the choice is public. The effects then
// happen as printed, to the permanents of their filters that also have that type (212.3 (?)),
// as they are at that moment (418.? (?): an effect of a resolved spell affects the permanents
// in play as it resolves, not those that come later or change type).
import type { Effect, ObjectFilter } from "../../cards/language.js";
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { emit, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { PlayerId } from "../game/types.js";
import { effectDecisionDone, type Resolvable } from "../spells/resolve.js";
import { runEffect } from "./effects.js";

/** A filter narrowed to the chosen creature type. */
const ofType = (f: ObjectFilter, type: string): ObjectFilter => ({ ...f, subtypes: [type] });

/** An effect whose permanents are those of its filter that have the chosen type. */
function narrowed(e: Effect, type: string): Effect {
  const x = e as Effect & { filter?: ObjectFilter; object?: unknown };
  if (x.filter) return { ...x, filter: ofType(x.filter, type) } as Effect;
  const all = typeof x.object === "object" && x.object !== null && "all" in x.object ? (x.object as { all: ObjectFilter }).all : undefined;
  return all ? ({ ...x, object: { all: ofType(all, type) } } as Effect) : e;
}

/** The creature type chosen: the effects happen. */
export function forChosenCreatureType(g: Game, who: PlayerId, r: Resolvable, effects: Effect[], choice: string): void {
  if (!(CREATURE_TYPES as string[]).includes(choice)) illegal("413", "choose a creature type of this edition's cards");
  emit(g, { type: "choose", text: `${playerName(g.s, who)} chooses ${choice} (${r.name}).`, data: { player: who, object: r.id, choice } });
  for (const e of effects) runEffect(g, r, narrowed(e, choice));
  effectDecisionDone(g);
}
