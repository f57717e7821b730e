// 502.18a Cycling is an activated ability that functions only while the card with cycling is
// in a player's hand. "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
// 502.18c "When you cycle [this card]" means "When you discard [this card] to pay a cycling
// cost." These abilities trigger from the graveyard.
//
// A card in hand is played from with `playAbility { source: <the card in hand>, ability: 0 }`:
// the ability goes on the stack like any other activated ability (403, 409.1), its mana cost
// (with cost increases, 409.1e) paid as usual, and the card is discarded as the cost is paid.
import type { ActivatedAbility, TriggeredAbility } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { putObject } from "../game/clone.js";
import { illegal } from "../game/errors.js";
import { card, emit, nameOf, newId, newTimestamp, player, type Game } from "../game/game.js";
import { abilityCost } from "../spells/costs.js";
import { formatCost } from "../spells/mana.js";
import { playerSupply, type ManaSource } from "../spells/mana-abilities.js";
import { begin } from "../spells/playing.js";
import { canAffordMana } from "../turn/priority.js";
import { lastKnown } from "../zones/zones.js";
import { splitSecondProblem } from "./split-second.js";
import type { Action, CardObject, GameEvent, GameState, LastKnown, ObjectId, PlayerId, StackAbility } from "../game/types.js";

/** 502.18a: the ability "Cycling [cost]" stands for. */
export function cyclingAbility(cost: string): ActivatedAbility {
  return {
    kind: "activated",
    cost: { mana: cost },
    timing: "instant",
    targets: [],
    effects: [{ do: "draw", amount: 1, player: "you" }],
    text: `Cycling ${cost} (${cost}, Discard this card: Draw a card.)`,
  };
}

/** Why the player can't cycle the card now, or null if he or she can. */
export function cyclingProblem(s: GameState, who: PlayerId, c: CardObject, sources?: ManaSource[]): string | null {
  // Checked first: a card in another player's hand is hidden, so its name must not be told (217.2).
  if (!player(s, who).hand.includes(c.id)) return "502.18a: cycling can be played only while the card is in your hand";
  const cost = getCard(c.card).cycling;
  if (!cost) return `502.18a: ${nameOf(c)} has no cycling ability`;
  const splitSecond = splitSecondProblem(s);
  if (splitSecond) return splitSecond;
  if (!canAffordMana(s, who, abilityCost(s, who, cyclingAbility(cost)), playerSupply(s, who, { sources })))
    return "409.1f: you can't pay the cycling cost (409.1e) with your mana pool and untapped mana sources";
  return null;
}

/** The cycling plays open to the player, appended to `out`: one per card in hand that can be cycled. */
export function cyclingPlays(s: GameState, who: PlayerId, sources: ManaSource[], out: Action[]): void {
  for (const id of player(s, who).hand) {
    const c = card(s, id);
    if (getCard(c.card).cycling && cyclingProblem(s, who, c, sources) === null) out.push({ type: "playAbility", source: id, ability: 0 });
  }
}

/** 502.18a: cycles a card in the player's hand: the ability goes on the stack, then its cost is paid (409.1). */
export function playCycling(g: Game, who: PlayerId, id: ObjectId, index: number, chose: boolean): void {
  const s = g.s;
  const c = card(s, id);
  const problem = cyclingProblem(s, who, c);
  if (problem) illegal(problem.split(":")[0]!, problem);
  if (index !== 0) illegal("502.18a", `a card in hand has one ability that can be played there: cycling (ability 0)`);
  if (chose) illegal("409.1b", "cycling's cost has nothing to choose: it discards the card itself");
  const ability = cyclingAbility(getCard(c.card).cycling!);
  const stacked: StackAbility = {
    id: newId(s),
    kind: "ability",
    controller: who,
    source: lastKnown(s, c),
    text: ability.text!,
    specs: [],
    effects: ability.effects,
    origin: "activated",
    timestamp: newTimestamp(s),
    zone: "stack",
  };
  putObject(s, stacked);
  s.stack.push(stacked.id);
  const p = player(s, who);
  emit(g, { type: "announce", text: `${p.name} cycles ${nameOf(c)}: ${stacked.text}`, data: { player: who, object: stacked.id, source: id } });
  // The card is discarded with the rest of the cost (409.1h), so backing out leaves it in hand.
  begin(g, who, stacked.id, formatCost(abilityCost(s, who, ability)), { discard: id, cycling: true }, { handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { ...s.priority! } });
}

/** 502.18c: the card was discarded to pay a cycling cost: "when you cycle" abilities trigger (from the graveyard). */
export function cycled(g: Game, who: PlayerId, discarded: CardObject): void {
  emit(g, { type: "cycle", text: `${player(g.s, who).name} cycles ${nameOf(discarded)}.`, data: { player: who, card: { id: discarded.id, name: discarded.card } } });
}

/** The abilities a "cycle" event triggers: the cycled card's own "when you cycle" ones, with the card in the graveyard as their source. */
export function cycleTriggers(s: GameState, e: GameEvent): { source: LastKnown; controller: PlayerId; ability: TriggeredAbility }[] {
  const { player: who, card: moved } = e.data as { player: PlayerId; card: { id: ObjectId; name: string } };
  const now = s.objects[moved.id];
  if (!now || now.kind !== "card") return [];
  return getCard(moved.name)
    .abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger.on === "cycled")
    .map((ability) => ({ source: lastKnown(s, now), controller: who, ability }));
}
