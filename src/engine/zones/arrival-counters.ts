// 419.1c: counters a permanent comes into play with that depend on how it came: "[This] comes
// into play with a divinity counter on it if you played it from your hand" (the Myojin of
// Champions of Kamigawa) only when it does so as a spell played from its owner's hand resolves
// (playing.ts marks such a spell; put into play by an effect, or played from anywhere else —
// flashback, suspend, madness — it comes into play without them); "[this] comes into play with
// X charge counters on it" with X as announced for its spell (409.1b), and none when it comes
// into play any other way (X is 0 then). "[This] comes into play with a +1/+1 counter on it for
// each creature card in your graveyard" (Golgari Grave-Troll) counts however it comes into play,
// in its controller's graveyard as it does: a card coming from that graveyard is still there as
// the replacement applies (419.1c modifies the event that moves it), so it counts itself. "[This]
// comes into play with X +1/+1 counters on it, where X is the number of other creatures in play"
// (Stag Beetle) counts the permanents in play as it comes into play, itself left out.
import { getCard } from "../../cards/registry.js";
import { characteristics, characteristicsMatch, copiableName } from "../effects/characteristics.js";
import { cardsInGraveyardOf } from "../effects/cards-in-graveyard.js";
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";

/** The counters the permanent comes into play with because of how its spell was played. */
export function arrivalCounters(spell: Readonly<CardObject>, permanent: Readonly<CardObject>): Record<string, number> {
  const cip = getCard(copiableName(permanent)).comesIntoPlay;
  const out: Record<string, number> = spell.playedFromHand ? { ...cip?.countersIfPlayedFromHand } : {};
  if (cip?.countersX && (spell.x ?? 0) > 0) out[cip.countersX] = (out[cip.countersX] ?? 0) + spell.x!;
  return out;
}

/** The counters counted from its controller's graveyard, the permanent (just moved into play) not among them. */
export function graveyardCountedCounters(s: GameState, permanent: Readonly<CardObject>): Record<string, number> {
  const per = getCard(copiableName(permanent)).comesIntoPlay?.countersPerCardInYourGraveyard;
  return per ? { [per.counter]: cardsInGraveyardOf(s, permanent.controller, per.count) } : {};
}

/** The one more a card counts when it comes into play from its controller's own graveyard and is one of the cards counted. */
export function countedItself(s: GameState, permanent: Readonly<CardObject>): Record<string, number> {
  const per = getCard(copiableName(permanent)).comesIntoPlay?.countersPerCardInYourGraveyard;
  return per && permanent.owner === permanent.controller && characteristicsMatch(characteristics(s, permanent), per.count) ? { [per.counter]: 1 } : {};
}

/** The counters counted from the other permanents in play (Stag Beetle): whoever controls them, by their characteristics now. */
export function othersCountedCounters(s: GameState, permanent: Readonly<CardObject>): Record<string, number> {
  const per = getCard(copiableName(permanent)).comesIntoPlay?.countersPerOtherInPlay;
  return per ? { [per.counter]: permanents(s).filter((p) => p.id !== permanent.id && characteristicsMatch(characteristics(s, p), per.count)).length } : {};
}
