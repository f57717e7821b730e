// "Creatures you control that are enchanted" (the Magemarks): a permanent is enchanted while an
// Aura is attached to it (212.4). Read from what is attached and the Aura's printed subtype,
// not from its characteristics: a filter of a static ability is checked while the layers are
// being computed, and the Aura's own layers must not be asked for then.
import type { ObjectFilter } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import type { CardObject, GameState } from "../game/types.js";
import { copiableName } from "./characteristics.js";

function attachedWith(s: GameState, o: CardObject, subtype: "Aura" | "Equipment"): boolean {
  return s.play.some((id) => {
    const a = s.objects[id] as CardObject;
    return a.attachedTo === o.id && getCard(copiableName(a)).subtypes.includes(subtype);
  });
}
const enchanted = (s: GameState, o: CardObject) => attachedWith(s, o, "Aura");

/** "As long as ~ is equipped" (Skyhunter Cub): an Equipment is attached to it (212.2), read the same way as an Aura. */
export const equipped = (s: GameState, o: CardObject) => attachedWith(s, o, "Equipment");

/** Whether `o` is enchanted as the filter's `enchanted` / `notEnchanted` says (true without either). */
export function enchantedMatches(s: GameState, o: CardObject, f: ObjectFilter): boolean {
  return (!f.enchanted || enchanted(s, o)) && (!f.notEnchanted || !enchanted(s, o));
}
