// 309.2: blocking restrictions a creature's own text states with a kind of creature —
// "~ can't be blocked except by Walls" (Evil Eye of Orms-by-Gore), "~ can't be blocked except by
// artifact creatures and/or white creatures" (Amrou Seekers): only a blocker of one of those
// kinds may block it; "~ can't block creatures with power 2 or greater" (Ironclaw Buzzardiers,
// Orgg): it may block no attacker of that kind; "~ can't be blocked by Saprolings" (Vindictive
// Mob): no blocker of that kind may block it; "~ is unblockable as long as defending player
// controls an artifact" (Neurok Spy): no creature of a player who controls such a permanent as
// the block is declared may block it (the defending player is the blocker's controller). A permanent that lost its abilities (407) has no
// such restriction; the kinds are read through the layers as the block is declared.
import { abilitiesRemoved, cardText } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";
import { matchesFilter } from "../spells/targets.js";
import type { BlockProblem } from "./block-legality.js";

/** Why the attacker's or the blocker's own restriction forbids this block, or null. */
export function blockerFilterProblem(s: GameState, attacker: CardObject, blocker: CardObject): BlockProblem | null {
  const only = cardText(s, attacker).blockableOnlyBy;
  if (only && !abilitiesRemoved(s, attacker) && !only.some((f) => matchesFilter(s, blocker, f, controllerOf(s, attacker))))
    return { rule: "309.2", why: "it can't be blocked except by the kinds of creatures its text names" };
  const unless = cardText(s, attacker).unblockableIfDefenderControls;
  const defender = controllerOf(s, blocker);
  if (unless && !abilitiesRemoved(s, attacker) && permanents(s).some((p) => controllerOf(s, p) === defender && matchesFilter(s, p, unless, defender)))
    return { rule: "309.2", why: "it is unblockable as long as the defending player controls a permanent of the kind its text names" };
  const not = cardText(s, attacker).unblockableBy;
  if (not && !abilitiesRemoved(s, attacker) && matchesFilter(s, blocker, not, controllerOf(s, attacker)))
    return { rule: "309.2", why: "it can't be blocked by the kind of creature its text names" };
  const cant = cardText(s, blocker).cantBlockCreatures;
  if (cant && !abilitiesRemoved(s, blocker) && matchesFilter(s, attacker, cant, controllerOf(s, blocker)))
    return { rule: "309.2", why: "the blocker can't block creatures of that kind" };
  return null;
}
