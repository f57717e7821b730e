// "Remove target creature you control from the game, then return it to play under its owner's
// control" (Momentary Blink) and "{3}{W}: Remove ~ from the game, then return it to play under
// its owner's control" (Flickering Spirit). The permanent moves to the removed-from-the-game
// zone and becomes a new object there (217.1c); that card then comes back into play under its
// owner's control as another new object, with no memory of its past (its counters, damage and
// the effects on it are gone). 216.3: once a token has left play it can't be returned to play
// by any means: a token removed this way stays removed (and ceases to exist).
import type { Effect } from "../../cards/language.js";
import { emit, playerName, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { comesIntoPlayAs } from "../spells/resolve.js";
import { moveCard } from "../zones/zones.js";
import { legalTarget } from "./effects.js";

type RemoveAndReturn = Extract<Effect, { do: "removeAndReturn" }>;

/** Removes the permanent (the source, or the target if still legal) from the game, then returns that card to play. */
export function removeAndReturn(g: Game, r: Resolvable, e: RemoveAndReturn): boolean {
  const s = g.s;
  const t = e.object === "self" ? { object: r.source } : legalTarget(g, r, e.object.target);
  const o = t && "object" in t ? s.objects[t.object] : undefined;
  if (!o || o.kind !== "card" || o.zone !== "play") return true;
  const { owner, card: name } = o;
  const removed = moveCard(g, o.id, "removed");
  emit(g, { type: "removeFromGame", text: `${name} is removed from the game from play (${r.name}; owner ${playerName(s, owner)}).`, data: { object: o.id, card: { id: removed.id, name } } });
  if (removed.token) return true;
  const back = moveCard(g, removed.id, "play", owner);
  // 419.1b–c: what the card says about how it comes into play.
  comesIntoPlayAs(g.s, back);
  emit(g, { type: "comesIntoPlay", text: `${name} is returned to play under ${playerName(s, owner)}'s control${back.tapped ? ", tapped" : ""} (${r.name}).`, data: { object: back.id, card: back.card, controller: owner } });
  return true;
}
