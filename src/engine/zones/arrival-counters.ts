// 419.1c: counters a permanent comes into play with that depend on how it came: "[This] comes
// into play with a divinity counter on it if you played it from your hand" (the Myojin of
// Champions of Kamigawa) only when it does so as a spell played from its owner's hand resolves
// (playing.ts marks such a spell; put into play by an effect, or played from anywhere else —
// flashback, suspend, madness — it comes into play without them); "[this] comes into play with
// X charge counters on it" with X as announced for its spell (409.1b), and none when it comes
// into play any other way (X is 0 then).
import { getCard } from "../../cards/registry.js";
import { copiableName } from "../effects/characteristics.js";
import type { CardObject } from "../game/types.js";

/** The counters the permanent comes into play with because of how its spell was played. */
export function arrivalCounters(spell: Readonly<CardObject>, permanent: Readonly<CardObject>): Record<string, number> {
  const cip = getCard(copiableName(permanent)).comesIntoPlay;
  const out: Record<string, number> = spell.playedFromHand ? { ...cip?.countersIfPlayedFromHand } : {};
  if (cip?.countersX && (spell.x ?? 0) > 0) out[cip.countersX] = (out[cip.countersX] ?? 0) + spell.x!;
  return out;
}
