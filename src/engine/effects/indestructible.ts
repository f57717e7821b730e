// Glossary, "Indestructible" (2006): a permanent that is indestructible can't be destroyed. It
// isn't destroyed by lethal damage: the state-based effect of 420.5c ignores it, and effects
// that say "destroy" do nothing to it (it needs no regeneration: it isn't destroyed at all).
// It can still leave play in other ways: sacrificed, toughness 0 or less (420.5b), the legend rule.
import { characteristics } from "./characteristics.js";
import type { CardObject, GameState } from "../game/types.js";

export function isIndestructible(s: GameState, o: CardObject): boolean {
  return characteristics(s, o).restrictions.includes("indestructible");
}
