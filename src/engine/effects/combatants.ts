// "Return all creatures blocking or blocked by target creature to their owner's hand" (Trial):
// as it resolves, the creatures blocking the target (if it is attacking) and the creatures it
// blocks (if it is blocking), per the blocks declared this combat (309, declare blockers step), all returned at once.
// The target itself stays. Outside combat, or with the target no longer legal (413.2a), nothing
// is returned; so is a creature that has left combat (306.2: removed from combat, it blocks and
// is blocked by nothing).
import { type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";
import { returnToOwnersHand } from "../zones/zones.js";
import { legalTarget } from "./effects.js";

export function returnCombatants(g: Game, r: Resolvable, index: number): boolean {
  const t = legalTarget(g, r, index);
  const combat = g.s.combat;
  if (!t || !("object" in t) || !combat) return true;
  const id = t.object;
  const others = new Set<ObjectId>();
  for (const b of combat.blocks) {
    if (b.attacker === id) others.add(b.blocker);
    if (b.blocker === id) others.add(b.attacker);
  }
  for (const o of others) if (g.s.play.includes(o)) returnToOwnersHand(g, o);
  return true;
}
