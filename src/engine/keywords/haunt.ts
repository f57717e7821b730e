// 502.51a: "Haunt is a triggered ability. 'Haunt' on a permanent means 'When this permanent is
// put into a graveyard from play, remove it from the game haunting target creature.'" 502.51b:
// the card removed from the game this way haunts the creature that ability targeted; "the
// creature it haunts" is that object. 502.51c: its abilities that refer to the creature it haunts
// trigger while it is removed from the game. (Haunt on instants and sorceries is not supported.)
import type { TriggeredAbility } from "../../cards/language.js";
import { card, emit, nameOf, type Game } from "../game/game.js";
import { moveCard } from "../zones/zones.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";

export function hauntAbility(): TriggeredAbility {
  return {
    kind: "triggered",
    trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
    targets: [{ kind: "creature" }],
    effects: [{ do: "haunt", object: { target: 0 } }],
    text: "Haunt (502.51): remove this card from the game haunting target creature.",
  };
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
