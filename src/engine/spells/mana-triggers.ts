// Triggered mana abilities (406.1b): "Whenever enchanted land is tapped for mana, its controller
// adds {G}{G} to his or her mana pool" (Overgrowth). Such an ability triggers from a mana ability
// and resolves at once, right after it, without the stack or priority (406.4, 411.3): the mana
// can pay for the spell being paid for. A mana ability whose {T} taps a permanent is therefore
// read as it would be played now — its own mana, then the mana of the triggers it would set
// off — both to find what the player could pay (the supply) and to play it. Their mana is read
// then too: "for each Elf in play" (Elvish Guidance) is counted, "the chosen color" (Utopia Sprawl) read.
import type { Ability, Effect, ObjectFilter } from "../../cards/language.js";
import { permanentsCountedIn } from "../effects/count-permanents.js";
import { controllerOf } from "../effects/control.js";
import { characteristics, whileReading } from "../effects/characteristics.js";
import { nameOf, permanents } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { mayWatchFor, watching } from "./watchers.js";

/** One triggered mana ability set off by a mana ability: whose it is and the mana it adds. */
export interface ManaTrigger {
  source: ObjectId;
  name: string;
  mana: string;
}

const variants = new WeakMap<Ability, Map<string, Ability>>();
const triggersOf = new WeakMap<Ability, ManaTrigger[]>();

/** The ability with the mana of the triggered mana abilities that playing it now would set off (406.1b);
 * `byPermanent`: `manaTriggersNow(s)`, when the caller asks for many permanents. */
export function withManaTriggers(s: GameState, o: CardObject, a: Ability, byPermanent?: ReadonlyMap<ObjectId, ManaTrigger[]>): Ability {
  if (a.kind !== "mana" || !a.cost.tap) return a;
  const found = (byPermanent ?? manaTriggersNow(s)).get(o.id) ?? NONE;
  if (found.length === 0) return a;
  const key = found.map((t) => `${t.source}:${t.mana}`).join(" ");
  let byKey = variants.get(a);
  if (!byKey) variants.set(a, (byKey = new Map()));
  let v = byKey.get(key);
  if (!v) {
    // Appended after the ability's own effects: its own mana comes first (manaTriggers tells them apart).
    byKey.set(key, (v = { ...a, effects: [...a.effects, ...found.map((t) => ({ do: "addMana" as const, mana: t.mana }))] }));
    triggersOf.set(v, found);
  }
  return v;
}

/** The triggered mana abilities a variant made by withManaTriggers includes (none for any other ability). */
export function manaTriggers(a: Ability): readonly ManaTrigger[] {
  return triggersOf.get(a) ?? [];
}

/** "Whenever enchanted land / a Forest is tapped for mana": the triggered mana abilities in play, one entry per ability, by the land that sets it off. */
export function manaTriggersNow(s: GameState): ReadonlyMap<ObjectId, ManaTrigger[]> {
  // Found for every permanent at once, once per reading of the state: each of a player's mana
  // sources asks, and each question looked through every permanent.
  return whileReading(s, "manaTriggers", () => manaTriggersByPermanent(s));
}
const NONE: ManaTrigger[] = [];

/**
 * The mana one effect of a triggered mana ability adds, read as the mana ability that sets it off
 * would be played now (406.1): set mana; "{G} ... for each Elf in play" (Elvish Guidance), counted
 * within the Aura's controller's range of influence (601.2); "one mana of the chosen color"
 * (Utopia Sprawl), the color chosen as the Aura came into play (419.1b), none if none was.
 */
function triggeredMana(s: GameState, aura: CardObject, e: Effect): string {
  if (e.do === "addManaOfChosenColor") return aura.chosen && aura.chosen.length === 1 && "WUBRG".includes(aura.chosen) ? aura.chosen : "";
  if (e.do !== "addMana") return "";
  if (!e.each || !("perEach" in e.each)) return e.mana;
  return e.mana.repeat(e.each.perEach * permanentsCountedIn(s, controllerOf(s, aura), e.each.count as ObjectFilter));
}

/**
 * The triggered mana abilities in play, by the land whose tapping sets each off: an Aura's, by the
 * permanent it is attached to; "Whenever a Forest is tapped for mana" (Vernal Bloom), by every land of
 * that type within its controller's range of influence (601.2). Found through the watchers of that
 * kind (watchers.ts): nothing is read when no card in play has one.
 */
function manaTriggersByPermanent(s: GameState): Map<ObjectId, ManaTrigger[]> {
  const out = new Map<ObjectId, ManaTrigger[]>();
  if (!mayWatchFor(s, "tappedForMana")) return out;
  const add = (land: ObjectId, t: ManaTrigger) => out.set(land, [...(out.get(land) ?? []), t]);
  for (const { o: p, a: ability } of watching(s, "tappedForMana")) {
    if (ability.trigger.on !== "tappedForMana") continue;
    const mana = ability.effects.map((e) => triggeredMana(s, p, e)).join("");
    if (!mana) continue;
    const what = ability.trigger.what;
    if (what === "enchanted") {
      if (p.attachedTo !== undefined) add(p.attachedTo, { source: p.id, name: nameOf(p), mana });
      continue;
    }
    const you = controllerOf(s, p);
    for (const land of permanents(s)) {
      const c = characteristics(s, land);
      if (c.types.includes("land") && c.subtypes.includes(what.landType) && inRange(s, you, controllerOf(s, land))) add(land.id, { source: p.id, name: nameOf(p), mana });
    }
  }
  return out;
}
