// 406.1, 419.1b: "{T}: Add one mana of the chosen color to your mana pool" (Coldsteel Heart,
// Silhana Starfletcher, Paradise Plume): the color chosen as the permanent came into play, read
// as the mana ability would be played now. A permanent that came into play with no choice made
// (none is recorded) adds no mana.
import type { Ability, Effect } from "../../cards/language.js";
import type { CardObject } from "../game/types.js";

/** One variant per chosen color, kept so the mana it makes is worked out once per ability and color. */
const variants = new WeakMap<Ability, Map<string, Ability>>();

export function chosenColorManaNow(o: Readonly<CardObject>, a: Ability): Ability {
  if (a.kind !== "mana" || !a.effects.some((e) => e.do === "addManaOfChosenColor")) return a;
  const color = o.chosen && "WUBRG".includes(o.chosen) && o.chosen.length === 1 ? o.chosen : "";
  let byColor = variants.get(a);
  if (!byColor) variants.set(a, (byColor = new Map()));
  let v = byColor.get(color);
  if (!v) {
    const effects = a.effects.flatMap((e): Effect[] => (e.do !== "addManaOfChosenColor" ? [e] : color ? [{ do: "addMana", mana: color }] : []));
    byColor.set(color, (v = { ...a, effects }));
  }
  return v;
}
