// "Its controller" after a target permanent: "Put target attacking creature on the bottom of its
// owner's library. Its controller gains life equal to its toughness." (Condemn), "Return target
// permanent to its owner's hand. Its controller loses 3 life." (Clutch of the Undercity). The
// player is the permanent's controller as the effect resolves, or, once an earlier effect of
// the same resolution has moved it, its controller as it last existed in play (413.2).
import { player, type Game } from "../game/game.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { controllerOf } from "./control.js";

export function controllerOfTarget(g: Game, r: Resolvable, index: number): PlayerId | null {
  const s = g.s;
  const t = r.targets[index];
  if (!t || !("object" in t)) return null;
  const now = s.objects[t.object];
  const who = now?.kind === "card" && now.zone === "play" ? controllerOf(s, now) : s.objects[r.id]?.targetsLastKnown?.[t.object]?.controller;
  return who && player(s, who).outcome === "playing" ? who : null;
}
