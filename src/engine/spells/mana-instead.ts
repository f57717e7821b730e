// 406.1: a mana ability resolves at once, as it is played. "{T}: Add {1} to your mana pool. If
// you control an Urza's Power-Plant and an Urza's Tower, add {2} to your mana pool instead" (the
// Urza's lands) is therefore read in the state it would be played in: the mana it would add is
// the mana of its `instead` when the condition holds now, else its own; and a counted mana (Wirewood
// Channeler's X, Cloudpost's Loci, Viridian Joiner's power) is counted now.
import type { Ability, Effect, ObjectFilter } from "../../cards/language.js";
import { permanentsCountedIn } from "../effects/count-permanents.js";
import { conditionHolds } from "../effects/conditions.js";
import { controllerOf } from "../effects/control.js";
import { characteristics } from "../effects/characteristics.js";
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
  const a = countedManaNow(s, o, chosenColorManaNow(o, couldProduceNow(s, o, imprintedManaNow(s, o, printed))));
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

/**
 * "Add X mana of any one color ..., where X is the number of Elves in play" (Wirewood Channeler):
 * X counted as the mana ability would be played now (406.1: it resolves at once), within its
 * controller's range of influence (601.2); one variant per count.
 */
function countedManaNow(s: GameState, o: CardObject, a: Ability): Ability {
  const i = a.effects.findIndex((e) => (e.do === "addManaOfChoice" && typeof e.count === "object") || (e.do === "addMana" && e.each));
  if (i < 0) return a;
  const e = a.effects[i] as Extract<Effect, { do: "addManaOfChoice" | "addMana" }>;
  // "Add {1} ... for each Locus in play" (Cloudpost), "an amount of {G} ... equal to ~'s power" (Viridian Joiner; none if it is 0 or less).
  const each = e.do === "addMana" ? e.each! : (e.count as { count: ObjectFilter });
  const n = "sourcePower" in each ? Math.max(0, characteristics(s, o).power ?? 0) : permanentsCountedIn(s, controllerOf(s, o), (each as { count: ObjectFilter }).count);
  let byCount = counted.get(a);
  if (!byCount) counted.set(a, (byCount = new Map()));
  let v = byCount.get(n);
  if (!v) {
    // One mana of a choice is a plain choice; none, no mana.
    const made: Effect[] = n === 0 ? [] : e.do === "addMana" ? [{ do: "addMana", mana: e.mana.repeat(n) }] : [n === 1 ? { do: "addManaOfChoice", mana: e.mana } : { do: "addManaOfChoice", mana: e.mana, count: n }];
    byCount.set(n, (v = { ...a, effects: [...a.effects.slice(0, i), ...made, ...a.effects.slice(i + 1)] }));
  }
  return v;
}
const counted = new WeakMap<Ability, Map<number, Ability>>();

/** Whether the mana the ability adds depends on the state it is played in: imprinted colors, "could produce", the chosen color, an "instead". */
function readsNow(a: Ability): boolean {
  if (a.kind !== "mana") return false;
  let v = readingNow.get(a);
  if (v === undefined) readingNow.set(a, (v = a.effects.some((e) => e.do === "addManaOfImprintedColors" || e.do === "addManaLandsCouldProduce" || e.do === "addManaOfChosenColor" || (e.do === "addMana" && !!e.instead) || (e.do === "addManaOfChoice" && typeof e.count === "object") || (e.do === "addMana" && !!e.each))));
  return v;
}
const readingNow = new WeakMap<Ability, boolean>();
