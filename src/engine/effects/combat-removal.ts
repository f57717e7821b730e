// 306.2: "A creature is removed from combat if ... an effect removes it from combat. Removed
// from combat means the creature stops being an attacking, blocking, blocked, and/or unblocked
// creature." (The Gustcloaks: "you may untap it and remove it from combat".) A creature removed
// from combat deals and is dealt no combat damage; tapping or untapping it doesn't (306.2b).
import { removeFromCombat } from "../combat/combat.js";
import { emit, nameOf, type Game } from "../game/game.js";
import type { CardObject, ObjectId } from "../game/types.js";

/** The effect "remove [it] from combat": nothing happens to a permanent that isn't in combat. */
export function removeFromCombatEffect(g: Game, id: ObjectId): void {
  if (!removeFromCombat(g.s, id)) return;
  emit(g, { type: "removedFromCombat", text: `${nameOf(g.s.objects[id] as CardObject)} is removed from combat.`, data: { object: id } });
}
