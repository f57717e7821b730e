// 310.5: "If at least one attacking or blocking creature has first strike or double strike
// as the combat damage step begins, the only creatures that assign combat damage in that step
// are those with first strike or double strike. After that step, instead of proceeding to the
// end of combat step, the phase gets a second combat damage step. The only creatures that
// assign combat damage in that step are the remaining attackers and blockers that had neither
// first strike nor double strike as the first combat damage step began, as well as the
// remaining attackers and blockers that currently have double strike."
import { isCreature } from "../effects/characteristics.js";
import { emit, type Game } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";
import { strikesFirst } from "../keywords/first-strike.js";
import { strikesTwice } from "../keywords/double-strike.js";

/** As the (first) combat damage step begins: notes the first strikers, if any, once. */
export function decideDamageSteps(g: Game): void {
  const s = g.s;
  const combat = s.combat!;
  if (combat.firstStrikers) return;
  const inCombat = [...new Set([...combat.attackers.map((a) => a.attacker), ...combat.blocks.map((b) => b.blocker)])];
  combat.firstStrikers = inCombat.filter((id) => {
    const o = s.objects[id];
    return o?.kind === "card" && o.zone === "play" && isCreature(s, o) && strikesFirst(s, o);
  });
  if (combat.firstStrikers.length === 0) return;
  combat.damageStep = 1;
  emit(g, { type: "firstStrikeStep", text: "First-strike combat damage step: only creatures with first strike or double strike assign combat damage (310.4).", data: { creatures: combat.firstStrikers } });
}

/** Whether the creature assigns combat damage in the current combat damage step. */
export function assignsDamageNow(s: GameState, o: CardObject): boolean {
  const combat = s.combat!;
  if (combat.damageStep === undefined) return true;
  const first = combat.firstStrikers!.includes(o.id);
  return combat.damageStep === 1 ? first : !first || strikesTwice(s, o);
}

/** At the end of the first-strike combat damage step: the phase gets a second one. Returns
 * whether it did (the caller then begins the combat damage step again). */
export function beginSecondDamageStep(g: Game): boolean {
  const combat = g.s.combat;
  if (combat?.damageStep !== 1) return false;
  combat.damageStep = 2;
  combat.damageAssigned = false;
  combat.divisions = {};
  delete combat.trampled;
  delete combat.blockerDivisions;
  return true;
}
