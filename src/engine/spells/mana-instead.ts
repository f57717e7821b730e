// 406.1: a mana ability resolves at once, as it is played. "{T}: Add {1} to your mana pool. If
// you control an Urza's Power-Plant and an Urza's Tower, add {2} to your mana pool instead" (the
// Urza's lands) is therefore read in the state it would be played in: the mana it would add is
// the mana of its `instead` when the condition holds now, else its own.
import type { Ability } from "../../cards/language.js";
import { conditionHolds } from "../effects/conditions.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState } from "../game/types.js";
import { imprintedManaNow } from "../effects/imprint.js";
import { couldProduceNow } from "./could-produce.js";
import { chosenColorManaNow } from "./chosen-color-mana.js";

/** The ability as it would be played now, by which of its conditions hold (one variant per answer, kept so the mana it makes is worked out once). */
const variants = new WeakMap<Ability, Map<string, Ability>>();

export function asPlayedNow(s: GameState, o: CardObject, printed: Ability): Ability {
  // Most mana abilities (a basic land's) have none of the words read now: asked once per ability, not per listing.
  if (!readsNow(printed)) return printed;
  // 502.34: "any of the imprinted card's colors", as imprinted now; "could produce", by the lands now; 419.1b: "the chosen color"
  const a = chosenColorManaNow(o, couldProduceNow(s, o, imprintedManaNow(s, o, printed)));
  if (a.kind !== "mana" || !a.effects.some((e) => e.do === "addMana" && e.instead)) return a;
  const you = controllerOf(s, o);
  const holds = a.effects.map((e) => e.do === "addMana" && !!e.instead && conditionHolds(s, e.instead.if, you, o.id));
  const key = holds.map((h) => (h ? 1 : 0)).join("");
  let byKey = variants.get(a);
  if (!byKey) variants.set(a, (byKey = new Map()));
  let v = byKey.get(key);
  if (!v) {
    const effects = a.effects.map((e, i) => (e.do === "addMana" && e.instead ? { do: "addMana" as const, mana: holds[i] ? e.instead.mana : e.mana } : e));
    byKey.set(key, (v = { ...a, effects }));
  }
  return v;
}

/** Whether the mana the ability adds depends on the state it is played in: imprinted colors, "could produce", the chosen color, an "instead". */
function readsNow(a: Ability): boolean {
  if (a.kind !== "mana") return false;
  let v = readingNow.get(a);
  if (v === undefined) readingNow.set(a, (v = a.effects.some((e) => e.do === "addManaOfImprintedColors" || e.do === "addManaLandsCouldProduce" || e.do === "addManaOfChosenColor" || (e.do === "addMana" && !!e.instead))));
  return v;
}
const readingNow = new WeakMap<Ability, boolean>();
