// An Aura card put into play from a graveyard by an effect (Crime: "Put target creature or
// enchantment card in an opponent's graveyard into play under your control"). It isn't an Aura
// spell, so it targets nothing: the player putting it into play chooses, as it comes into play,
// something its enchant ability allows (212.4j); with nothing it could enchant, it stays in the
// graveyard (212.4k). Protection still forbids the attachment (502.7), shroud doesn't (it is no
// target). The choice is a `choose` decision with `what: "auraHome"`; the answer is the object.
import { getCard } from "../../cards/registry.js";
import { card, emit, nameOf, obj, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, CardObject, Decision, GameState, ObjectId, Pending, PlayerId } from "../game/types.js";
import { targetCandidates } from "../spells/targets.js";
import { protectedFrom } from "../keywords/protection.js";
import { characteristics, copiableName } from "./characteristics.js";
import { effectDecisionDone, resolvable, type Resolvable } from "../spells/resolve.js";

/** Whether the card in a graveyard is an Aura: it needs a home before it can come into play. */
export function isAuraCard(s: GameState, id: ObjectId): boolean {
  return getCard(copiableName(card(s, id))).enchant !== undefined;
}

/** The permanents the Aura could enchant under `controller` (212.4j: chosen, not targeted). */
export function auraHomes(s: GameState, aura: CardObject, controller: PlayerId): ObjectId[] {
  const enchant = getCard(copiableName(aura)).enchant!;
  const qualities = characteristics(s, aura);
  return targetCandidates(s, enchant, controller).flatMap((t) => ("object" in t && !protectedFrom(s, card(s, t.object), qualities) ? [t.object] : []));
}

/** Waits for the home, or (212.4k) leaves the card where it is when there is none. */
export function askAuraHome(g: Game, r: Resolvable, aura: ObjectId, controller: PlayerId): boolean {
  const s = g.s;
  if (auraHomes(s, card(s, aura), controller).length === 0) {
    emit(g, { type: "auraStays", text: `${card(s, aura).card} has nothing it could enchant and stays in its graveyard (${r.name}, 212.4k).`, data: { object: aura } });
    return true;
  }
  s.pending = { kind: "choose", player: controller, object: r.id, what: "auraHome", resolving: true, aura };
  return false;
}

export function auraHomeDecision(s: GameState, p: Extract<Pending, { kind: "choose" }>): Decision {
  const r = resolvable(s, obj(s, p.object));
  const aura = card(s, p.aura!);
  return {
    player: p.player,
    kind: p.kind,
    prompt: `${r.name} resolves: choose what ${aura.card} enchants as it comes into play (it doesn't target, 212.4j).`,
    options: auraHomes(s, aura, p.player).map((choice): Action => ({ type: "choose", choice })),
    details: { what: "auraHome", object: p.object, name: r.name, aura: aura.id },
  };
}

/** The home chosen: the Aura comes into play attached to it (`enter`), and the resolution goes on. */
export function chooseAuraHome(g: Game, who: PlayerId, r: Resolvable, choice: string, enter: (home: ObjectId) => void): void {
  const s = g.s;
  const p = s.pending as Extract<Pending, { kind: "choose" }>;
  const aura = card(s, p.aura!);
  if (!auraHomes(s, aura, who).includes(choice)) illegal("212.4j", `${aura.card} can't enchant that: choose one of the permanents its enchant ability allows`);
  emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${nameOf(card(s, choice))} for ${aura.card} to enchant (${r.name}).`, data: { player: who, object: r.id, choice } });
  enter(choice);
  effectDecisionDone(g);
}
