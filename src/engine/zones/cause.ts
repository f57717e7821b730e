// What causes a zone change: "a spell or ability an opponent controls causes you to discard ~"
// (Guerrilla Tactics), "... causes a land to be put into your graveyard from play" (Sacred
// Ground). A spell or ability causes what its effects do as it resolves (413.1: its controller
// follows its instructions); what rules do — state-based effects (420.5), the cleanup discard
// (314.1), combat damage's destruction by lethal damage — has no spell or ability as its cause,
// and neither does a cost, paid by the player who plays the spell or ability (409.1f).
import type { GameState, PlayerId } from "../game/types.js";

/** The controller of the spell or ability resolving now, if one is (not the combat damage on the stack, 310.?: the rules deal that damage). */
export function causedBy(s: GameState): PlayerId | undefined {
  const id = s.resolving?.object;
  const o = id === undefined ? undefined : s.objects[id];
  if (!o || o.zone !== "stack") return undefined;
  if (o.kind === "ability" && o.combatDamage) return undefined;
  return o.kind === "card" || o.kind === "ability" ? o.controller : undefined;
}
