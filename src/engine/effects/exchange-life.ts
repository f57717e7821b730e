// "Exchange life totals with target opponent." (Magus of the Mirror; glossary "Exchange" (?)):
// each player gains or loses the life needed to end with the other's life total as it resolves;
// those are gains and losses of life like any other (a loss counts as "life you've lost this
// turn", effects/life.ts). An illegal target leaves the ability countered (413.2a) before here.
import type { Effect } from "../../cards/language.js";
import { emit, player, type Game } from "../game/game.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { playerRef } from "./effects.js";
import { changeLife } from "./life.js";

export function exchangeLife(g: Game, r: Resolvable, e: Extract<Effect, { do: "exchangeLife" }>): void {
  const other = playerRef(g, r, e.player);
  if (!other || other === r.controller) return;
  const [mine, theirs] = [player(g.s, r.controller).life, player(g.s, other).life];
  for (const [who, by] of [[r.controller, theirs - mine], [other, mine - theirs]] as [PlayerId, number][]) {
    if (by === 0) continue;
    const life = changeLife(g, who, by);
    const name = player(g.s, who).name;
    if (by > 0) emit(g, { type: "gainLife", text: `${name} gains ${by} life (${r.name}: life totals exchanged).`, data: { player: who, amount: by, life } });
    else emit(g, { type: "loseLife", text: `${name} loses ${-by} life (${r.name}: life totals exchanged).`, data: { player: who, amount: -by, life } });
  }
}
