// 215.5 (the May 2007 numbering; the October 2006 outline lists no section 215): "If an effect
// sets a player's life total to a specific number, the player gains or loses the necessary
// amount of life to end up with the new total." Form of the Dragon ("your life total becomes 5"),
// Biorhythm ("Each player's life total becomes the number of creatures he or she controls":
// every number is counted before any total changes).
import type { Effect } from "../../cards/language.js";
import { emit, permanents, player, type Game } from "../game/game.js";
import type { PlayerId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { matchesFilter } from "../spells/targets.js";
import { controllerOf } from "./control.js";
import { changeLife } from "./life.js";
import { eachPlayer } from "./mass-damage.js";
import { possessive } from "../view/wording.js";

type SetLife = Extract<Effect, { do: "setLife" }>;

export function runSetLife(g: Game, r: Resolvable, e: SetLife): boolean {
  const s = g.s;
  const who: PlayerId[] = e.player === "you" ? [r.controller] : eachPlayer(g, r.controller, "each");
  const to = e.to;
  const totals = who.map((p) => [p, typeof to === "number" ? to : permanents(s).filter((o) => controllerOf(s, o) === p && matchesFilter(s, o, to.controlled, p)).length] as const);
  for (const [p, n] of totals) {
    const delta = n - player(s, p).life;
    if (delta === 0) continue;
    const life = changeLife(g, p, delta);
    const name = player(s, p).name;
    emit(g, delta > 0
      ? { type: "gainLife", text: `${possessive(name)} life total becomes ${n}: ${name} gains ${delta} life (215.5).`, data: { player: p, amount: delta, life } }
      : { type: "loseLife", text: `${possessive(name)} life total becomes ${n}: ${name} loses ${-delta} life (215.5).`, data: { player: p, amount: -delta, life } });
  }
  return true;
}
