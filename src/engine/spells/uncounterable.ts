// 414 (Countering Spells and Abilities): a spell that "can't be countered" stays on the stack
// when a spell or ability would counter it. Its own text may say so ("Isao, Enlightened Bushi
// can't be countered.", "Wreak Havoc can't be countered by spells or abilities."), or a
// permanent's static ability may say so of spells of a kind ("Creature spells can't be
// countered.", 412). The two wordings differ only for the game rule that counters a spell whose
// targets are all illegal (413.2a), which the longer one leaves alone: no card of the pool with
// the shorter one has a target, so both leave 413.2a to the resolution rules (docs/RULES-NOTES.md).
import { abilitiesRemoved, cardText, characteristics } from "../effects/characteristics.js";
import { permanents } from "../game/game.js";
import type { GameObject, GameState } from "../game/types.js";

/** Whether a counter effect of a spell or ability leaves this object on the stack. */
export function cantBeCountered(s: GameState, o: GameObject): boolean {
  if (o.kind !== "card" || o.zone !== "stack") return false;
  if (cardText(s, o).cantBeCountered) return true;
  const c = characteristics(s, o);
  return permanents(s).some((p) => {
    const spells = cardText(s, p).uncounterableSpells?.spells;
    if (!spells || abilitiesRemoved(s, p)) return false;
    if (spells.types && !spells.types.some((t) => c.types.includes(t))) return false;
    if (spells.subtypes && !spells.subtypes.some((t) => c.subtypes.includes(t))) return false;
    if (spells.colors && !spells.colors.some((t) => c.colors.includes(t))) return false;
    if (spells.notTypes && spells.notTypes.some((t) => c.types.includes(t))) return false;
    return true;
  });
}
