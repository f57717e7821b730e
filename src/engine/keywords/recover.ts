// 502.55 Recover is a triggered ability that functions only while the card with recover is
// in a player's graveyard. "Recover [cost]" means "When a creature is put into your graveyard
// from play, you may pay [cost]. If you do, return this card from your graveyard to your hand.
// Otherwise, remove this card from the game."
//
// The ability triggers from the graveyard (like "when you cycle", 502.18c): the cards of the
// graveyard the creature went to, other than the creature itself (it was in play, not in the
// graveyard, as it died). Its controller is the card's owner. As it resolves, the card must
// still be the same object in that graveyard (217.1c: a card that left it is a new object);
// its owner pays or declines through the `unlessPays` decision (spells/unless-pays.ts, with
// `orRecover`), and one who couldn't pay even with all his or her mana isn't asked.
import type { Ability, TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { emit, nameOf, player, playerName, type Game } from "../game/game.js";
import { canAfford, parseCost } from "../spells/mana.js";
import { playerSupply } from "../spells/mana-abilities.js";
import type { Resolvable } from "../spells/resolve.js";
import type { GameEvent, GameState, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { lastKnown, moveCard } from "../zones/zones.js";
import { possessive } from "../view/wording.js";

/** 502.55: the ability "Recover [cost]" stands for. */
export function recoverAbility(cost: string): Ability {
  return {
    kind: "triggered",
    trigger: { on: "creatureIntoYourGraveyard" },
    targets: [],
    effects: [{ do: "recover", cost }],
    text: `Recover ${cost} (When a creature is put into your graveyard from play, you may pay ${cost}. If you do, return this card from your graveyard to your hand. Otherwise, remove this card from the game.)`,
  };
}

/** The recover abilities a creature put into a graveyard from play triggers: those of the other cards in that graveyard. */
export function recoverTriggers(s: GameState, e: GameEvent): { source: LastKnown; controller: PlayerId; ability: TriggeredAbility; now: ObjectId }[] {
  const { card: moved, owner, types } = e.data as { card: { id: ObjectId }; owner: PlayerId; types: string[] };
  if (!types.includes("creature")) return [];
  return player(s, owner).graveyard.flatMap((id) => {
    const c = s.objects[id];
    if (id === moved.id || !c || c.kind !== "card") return [];
    return characteristics(s, c)
      .abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger.on === "creatureIntoYourGraveyard")
      .map((ability) => ({ source: lastKnown(s, c), controller: c.owner, ability, now: c.id }));
  });
}

/** As the ability resolves: asks the card's owner to pay (false: the answer is awaited), or removes the card from the game at once if he or she can't. */
export function recoverUnlessPaid(g: Game, r: Resolvable, cost: string): boolean {
  const s = g.s;
  const c = s.objects[r.self.id];
  // It left the graveyard (an earlier recover ability returned it, say): this one does nothing.
  if (!c || c.kind !== "card" || c.zone !== "graveyard" || c.owner !== r.controller) return true;
  if (canAfford(parseCost(cost), player(s, r.controller).manaPool, playerSupply(s, r.controller))) {
    s.pending = { kind: "unlessPays", player: r.controller, object: c.id, cost, orRecover: true };
    return false;
  }
  emit(g, { type: "unlessPays", text: `${playerName(s, r.controller)} can't pay ${cost} for ${nameOf(c)}.`, data: { player: r.controller, object: c.id, cost, paid: null } });
  removeRecovered(g, c.id);
  return true;
}

/** Paid: the card returns from its owner's graveyard to his or her hand. */
export function returnRecovered(g: Game, id: ObjectId): void {
  const moved = moveCard(g, id, "hand");
  emit(g, { type: "returnToHand", text: `${nameOf(moved)} returns from ${possessive(playerName(g.s, moved.owner))} graveyard to their hand (recover).`, data: { object: id, card: { id: moved.id, name: moved.card } } });
}

/** Not paid: the card is removed from the game. */
export function removeRecovered(g: Game, id: ObjectId): void {
  const moved = moveCard(g, id, "removed");
  emit(g, { type: "removeFromGame", text: `${nameOf(moved)} is removed from the game (recover).`, data: { object: id, card: { id: moved.id, name: moved.card } } });
}
