// 502.24a Madness is a keyword that represents two abilities. The first is a static ability
// that functions while the card with madness is in a player's hand. The second is a triggered
// ability that functions when the first ability is applied. "Madness [cost]" means "If a player
// would discard this card, that player discards it, but may remove it from the game instead of
// putting it into his or her graveyard" and "When this card is removed from the game this way,
// its owner may play it by paying [cost] rather than paying its mana cost. If that player
// doesn't, he or she puts this card into his or her graveyard."
// 502.24b Playing a spell using its madness ability follows the rules for paying alternative
// costs in rules 409.1b and 409.1f–h.
// (Time Spiral wording: the card is played as the trigger resolves, as suspend's is; the
// replacement's "may" is taken as the card is discarded — docs/RULES-NOTES.md, "Madness".)
import type { Effect } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { illegal } from "../game/errors.js";
import { ownList, putObject, removeObject } from "../game/clone.js";
import { card, changeCard, emit, player, type Game } from "../game/game.js";
import { begin, hasLegalPlay } from "../spells/playing.js";
import { epicProblem } from "./epic.js";
import { effectDecisionDone, type Resolvable } from "../spells/resolve.js";
import { lastKnown, moveCard } from "../zones/zones.js";
import { changeLife } from "../effects/life.js";
import { addCounters } from "../spells/mana-abilities.js";
import type { CardObject, GameEvent, GameState, PendingTrigger, PlayInProgress } from "../game/types.js";

/** Whether the player may back out of the play in progress: not of one played as an ability
 * resolves (suspend, 502.59a), except for madness's; nor once a permanent was sacrificed for
 * mana while paying (406.1: it can't be returned). */
export function canBackOut(p: Readonly<PlayInProgress>): boolean {
  if (p.undo?.sacrificed?.length) return false;
  return !p.byEffect || !!p.madness;
}

/** 502.24a, the static ability: a discarded card with madness goes to the removed-from-the-game zone instead of the graveyard. */
export function discardDestination(o: Readonly<CardObject>): "removed" | "graveyard" {
  return o.zone === "hand" && getCard(o.card).madness ? "removed" : "graveyard";
}

/** 502.24a, the triggered ability: "When this card is removed from the game this way, its owner may play it ...". */
export function madnessTriggers(s: GameState, e: GameEvent): Omit<PendingTrigger, "id" | "ordered">[] {
  if (e.type !== "discard" || !e.data.madness) return [];
  const o = s.objects[(e.data.card as { id: string }).id];
  if (!o || o.kind !== "card" || o.zone !== "removed") return [];
  const cost = getCard(o.card).madness!;
  const text = `When ${o.card} is removed from the game this way, its owner may play it by paying ${cost} rather than paying its mana cost. If that player doesn't, he or she puts it into their graveyard (madness, 502.24a).`;
  const effects: Effect[] = [{ do: "may", text: `play ${o.card} by paying its madness cost ${cost}`, effects: [{ do: "playMadness" }] }, { do: "madnessToGraveyard" }];
  return [{ controller: o.owner, source: lastKnown(s, o), text, specs: [], effects }];
}

/** The card the trigger is about, if it is still removed from the game (it may have moved since: then the ability does nothing). */
function stillRemoved(s: GameState, r: Resolvable): CardObject | undefined {
  const o = s.objects[r.source];
  return o && o.kind === "card" && o.zone === "removed" ? o : undefined;
}

/**
 * The owner plays the card for its madness cost as the trigger resolves (502.24b: an alternative
 * cost, 409.1b): its timing doesn't matter, since no one has priority. With no legal target it
 * can't be played (409.1c) and stays where it is, to be put into the graveyard.
 */
export function playMadness(g: Game, r: Resolvable): boolean {
  const s = g.s;
  const o = stillRemoved(s, r);
  if (!o) return true;
  const info = getCard(o.card);
  const who = r.controller;
  const problem = epicProblem(s, who) ?? (hasLegalPlay(s, who, info, o.id) ? null : "409.1c: it has no legal target");
  if (problem) {
    emit(g, { type: "madnessFails", text: `${info.name} can't be played (${problem}).`, data: { object: o.id } });
    return true;
  }
  const p = player(s, who);
  const removedIndex = s.removed.indexOf(o.id);
  const before = { ...o };
  const spell = moveCard(g, o.id, "stack", who);
  emit(g, { type: "announce", text: `${p.name} plays ${info.name} for its madness cost ${info.madness} (502.24a).`, data: { player: who, object: spell.id, card: o.card, madness: true } });
  begin(g, who, spell.id, "", {}, { card: before, handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { player: s.turn.active, passes: 0 } }, { alternative: info.madness! }, true);
  if (!s.playing) return true;
  s.playing.byEffect = "waiting";
  s.playing.madness = { removedIndex };
  return false;
}

/** "If that player doesn't, he or she puts this card into his or her graveyard." */
export function madnessToGraveyard(g: Game, r: Resolvable): boolean {
  const o = stillRemoved(g.s, r);
  if (!o) return true;
  const moved = moveCard(g, o.id, "graveyard");
  emit(g, { type: "madnessToGraveyard", text: `${o.card} is not played, so its owner puts it into their graveyard (madness, 502.24a).`, data: { player: o.owner, card: { id: moved.id, name: moved.card } } });
  return true;
}

/**
 * Backing out of a spell begun for its madness cost (409.1i?): the game returns to before it
 * was announced — the card back in the removed-from-the-game zone, mana and mana sources as they
 * were — and the trigger goes on resolving: the card is not played, so it goes to the graveyard.
 */
export function backOutOfMadness(g: Game): void {
  const s = g.s;
  const playing = s.playing!;
  if (!playing.madness || playing.byEffect !== "waiting") illegal("502.59a", "a spell played as an ability resolves can't be backed out of");
  const { object, undo } = playing;
  s.stack.splice(s.stack.indexOf(object), 1);
  removeObject(s, object);
  putObject(s, undo.card!);
  ownList(s, "removed").splice(playing.madness.removedIndex, 0, undo.card!.id);
  const p = player(s, playing.player);
  p.manaPool = undo.pool;
  for (const id of undo.tapped) changeCard(s, id).tapped = false;
  if (undo.life) changeLife(g, playing.player, undo.life);
  for (const c of undo.counters ?? []) addCounters(s, c.object, c.counter, c.count);
  s.playing = null;
  emit(g, { type: "backOut", text: `${p.name} backs out of playing ${card(s, undo.card!.id).card} for its madness cost; it stays removed from the game.`, data: { player: playing.player, name: undo.card!.card } });
  effectDecisionDone(g);
}
