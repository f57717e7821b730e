// "Enchanted creature and other creatures that share a creature type with it get +1/+1 until end
// of turn" (the Onslaught Crowns): the group is fixed as the effect begins (418.3b): the creature
// itself, whatever its types, and each other creature within its controller's range of influence
// (601.2) that then shares a creature type with it, as layers 1–5 leave them (shared-types.ts).
// With no creature to share with (it has left play), nothing happens.
import { characteristics } from "./characteristics.js";
import { controllerOf } from "./control.js";
import { shareACreatureType } from "./shared-types.js";
import { permanents, type Game } from "../game/game.js";
import type { CardObject } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import type { Resolvable } from "../spells/resolve.js";

export function andSharingACreatureType(g: Game, r: Resolvable, it: string | null): string[] {
  if (!it) return [];
  const s = g.s;
  const mine = characteristics(s, s.objects[it] as CardObject).subtypes;
  const others = permanents(s).filter((o) => {
    if (o.id === it || !inRange(s, r.controller, controllerOf(s, o))) return false;
    const c = characteristics(s, o);
    return c.types.includes("creature") && shareACreatureType(mine, c.subtypes);
  });
  return [it, ...others.map((o) => o.id)];
}
