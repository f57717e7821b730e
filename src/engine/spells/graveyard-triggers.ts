// 402.8g: "An ability whose cost or effect specifies that it moves the object it's on out of a
// particular zone functions only in that zone." A triggered ability that returns its own card
// from the graveyard ("Whenever you play a multicolored spell, you may return Aurora Eidolon from
// your graveyard to your hand") triggers only while the card is in its owner's graveyard — never
// from play — and is controlled there by the card's owner (217.1). As it resolves it returns the
// card only if it is still that card in the graveyard (graveyard-abilities.ts).
import { functionsFromGraveyard, type TriggeredAbility } from "../../cards/language.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import { characteristics, copiableName } from "../effects/characteristics.js";
import type { CardObject, GameState } from "../game/types.js";
import type { Watcher } from "./watchers.js";

/** The triggered abilities of cards in graveyards that function there and watch for this kind of event. */
export function graveyardWatchers(s: GameState, on: TriggeredAbility["trigger"]["on"]): Watcher[] {
  const out: Watcher[] = [];
  for (const p of s.players) {
    for (const id of p.graveyard) {
      const o = s.objects[id] as CardObject;
      for (const a of characteristics(s, o).abilities) if (a.kind === "triggered" && a.trigger.on === on && functionsFromGraveyard(a)) out.push({ o, a });
    }
  }
  return out;
}

/**
 * Whether some card in a graveyard may have such an ability, read from the cards alone (a card in
 * a graveyard has its card's abilities, 208.2; one an effect gives it there is seen by
 * `mayWatchFor` from the effect): false only when `graveyardWatchers` would find none.
 */
export function graveyardMayWatch(s: GameState, on: TriggeredAbility["trigger"]["on"]): boolean {
  for (const p of s.players) for (const id of p.graveyard) if (kindsFromGraveyard(getCard(copiableName(s.objects[id] as CardObject))).has(on)) return true;
  return false;
}

const fromGraveyard = new WeakMap<CardInfo, ReadonlySet<string>>();
/** The kinds a card's abilities that function from the graveyard watch for, found once per card. */
function kindsFromGraveyard(info: CardInfo): ReadonlySet<string> {
  let v = fromGraveyard.get(info);
  if (!v) fromGraveyard.set(info, (v = new Set(info.abilities.flatMap((a) => (a.kind === "triggered" && functionsFromGraveyard(a) ? [a.trigger.on] : [])))));
  return v;
}
