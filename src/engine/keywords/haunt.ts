// 502.51a: "Haunt is a triggered ability. 'Haunt' on a permanent means 'When this permanent is
// put into a graveyard from play, remove it from the game haunting target creature.' 'Haunt' on
// an instant or sorcery spell means 'When this spell is put into a graveyard during its
// resolution, remove it from the game haunting target creature.'" 502.51b:
// the card removed from the game this way haunts the creature that ability targeted; "the
// creature it haunts" is that object. 502.51c: its abilities that refer to the creature it haunts
// trigger while it is removed from the game.
import type { TriggeredAbility } from "../../cards/language.js";
import { card, emit, nameOf, newId, type Game } from "../game/game.js";
import { moveCard } from "../zones/zones.js";
import type { CardObject, GameState, LastKnown, ObjectId } from "../game/types.js";

const HAUNT = { targets: [{ kind: "creature" as const }], effects: [{ do: "haunt" as const, object: { target: 0 } }], text: "Haunt (502.51): remove this card from the game haunting target creature." };

/** A permanent's haunt ability (registry.ts adds it to the card's abilities). */
export function hauntAbility(): TriggeredAbility {
  return { kind: "triggered", trigger: { on: "putIntoGraveyardFromPlay", what: "self" }, ...HAUNT };
}

/** 502.51a: a spell with haunt put into its owner's graveyard as it resolves triggers; `graveyardCard` is the card it became there. */
export function spellHaunts(g: Game, spell: LastKnown, graveyardCard: CardObject): void {
  g.s.triggered = [...g.s.triggered, { id: newId(g.s), controller: spell.controller, source: spell, text: HAUNT.text, specs: HAUNT.targets, effects: HAUNT.effects, ordered: false, sourceNow: graveyardCard.id }];
}

/** The haunt ability resolving: the card it came from, if still in the graveyard, is removed from the game haunting the creature. */
export function removeHaunting(g: Game, cardInGraveyard: ObjectId, creature: ObjectId): void {
  const s = g.s;
  const o = s.objects[cardInGraveyard];
  if (o?.kind !== "card" || o.zone !== "graveyard") return;
  const removed = moveCard(g, o.id, "removed");
  removed.haunting = creature;
  emit(g, { type: "haunt", text: `${removed.card} is removed from the game haunting ${nameOf(card(s, creature))} (502.51).`, data: { card: removed.id, haunting: creature } });
}

/** 502.51b–c: the cards removed from the game that haunt this creature. */
export function hauntedBy(s: GameState, creature: ObjectId): CardObject[] {
  return s.removed.map((id) => s.objects[id] as CardObject).filter((o) => o.haunting === creature);
}
