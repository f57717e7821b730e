// 306.? (?): whether a creature is attacking or blocking now: an attacking creature is one
// declared as an attacker this combat (or put into play attacking) and not removed from combat;
// a blocking creature, one declared as a blocker and not removed from combat. Outside the combat
// phase no creature is either. Filters such as "target attacking or blocking creature" read it.
import type { ObjectFilter } from "../../cards/language.js";
import type { CardObject, GameState } from "../game/types.js";
import { isUnblockedAttacker } from "../keywords/ninjutsu.js";
import { attackedThisTurn } from "../turn/additional-phases.js";

export function isAttacking(s: GameState, o: CardObject): boolean {
  return !!s.combat?.attackers.some((a) => a.attacker === o.id);
}

export function isBlocking(s: GameState, o: CardObject): boolean {
  return !!s.combat?.blocks.some((b) => b.blocker === o.id);
}

/** Whether `o` is in combat as the filter's "attacking" / "blocking" / "attacking or blocking" says (true without one). */
export function combatMatches(s: GameState, o: CardObject, f: ObjectFilter): boolean {
  switch (f.combat) {
    case undefined:
      return true;
    case "attacking":
      return isAttacking(s, o);
    case "blocking":
      return isBlocking(s, o);
    case "attackingOrBlocking":
      return isAttacking(s, o) || isBlocking(s, o);
    case "unblockedAttacking":
      return isUnblockedAttacker(s, o);
    case "attackedThisTurn":
      return attackedThisTurn(s, o, f);
  }
}
