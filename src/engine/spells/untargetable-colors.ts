// "~ can't be the target of blue or black spells" (Karplusan Strider): a restriction checked with
// every other condition of a legal target (409.1c, 413.2a) — as the target is chosen and as the
// spell resolves. Only spells are barred: an ability, whatever its source's colors, may target
// the permanent. The spell's colors are read as they are now (layer 5).
import { abilitiesRemoved, cardText, characteristics } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";
import type { Targeter } from "./targets.js";

/** Whether the spell choosing or holding targets (`self`) can't target the permanent `o` for its colors. */
export function barredBySpellColor(s: GameState, o: CardObject, self: Targeter): boolean {
  const barred = cardText(s, o).untargetableBySpells;
  if (!barred || abilitiesRemoved(s, o)) return false;
  const spell = s.objects[self.id];
  // A spell is a card on the stack; an ability's targeter is its source (a permanent, or a card in hand).
  if (spell?.kind !== "card" || spell.zone !== "stack") return false;
  const colors = characteristics(s, spell).colors;
  return barred.colors.some((c) => colors.includes(c));
}
