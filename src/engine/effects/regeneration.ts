// Regeneration (419.6b): "Regenerate [permanent]" is a destruction-replacement effect — the
// next time the permanent would be destroyed this turn, instead it is tapped, all damage is
// removed from it, and it is removed from combat. Each shield is used up once it applies;
// shields on one permanent give the same result in any order, so no order is asked. Only
// destruction is replaced: a creature with toughness 0 (420.5b), a sacrifice or the legend
// rule puts it into the graveyard without destroying it.
import { removeFromCombat } from "../combat/combat.js";
import { card, changeCard, emit, nameOf, type Game } from "../game/game.js";
import type { GameState, ObjectId } from "../game/types.js";
import { becameTapped } from "../spells/tap-triggers.js";

/** 419.6b: "can't be regenerated this turn": marks the permanents; a permanent that changes zones is a new object the mark doesn't follow (217.1c). */
export function markCantRegenerate(s: GameState, ids: ObjectId[]): void {
  for (const id of ids) changeCard(s, id).cantRegenerateTurn = s.turn.number;
}

export function addRegenerationShield(g: Game, object: ObjectId, source: string): void {
  const s = g.s;
  s.regenerationShields = [...(s.regenerationShields ?? []), { id: s.nextEffectId++, object, source }];
  emit(g, { type: "regenerationShield", text: `The next time ${nameOf(card(s, object))} would be destroyed this turn, it regenerates instead (${source}).`, data: { object, source } });
}

/** Applies the oldest shield on `id` if there is one: returns true when the destruction was replaced. */
export function regenerate(g: Game, id: ObjectId): boolean {
  const s = g.s;
  const shield = s.regenerationShields?.find((r) => r.object === id);
  // 419.6b: a permanent that can't be regenerated is destroyed; its shields stay unused.
  if (!shield || card(s, id).cantRegenerateTurn === s.turn.number) return false;
  const rest = s.regenerationShields!.filter((r) => r !== shield);
  if (rest.length) s.regenerationShields = rest;
  else delete s.regenerationShields;
  const o = changeCard(s, id);
  const was = o.tapped;
  o.tapped = true;
  o.damage = 0;
  const removed = removeFromCombat(s, id);
  emit(g, {
    type: "regenerate",
    text: `${nameOf(o)} would be destroyed; instead it regenerates: it is tapped and all damage is removed from it${removed ? ", and it is removed from combat" : ""} (419.6b).`,
    data: { object: id, source: shield.source },
  });
  if (!was) becameTapped(g, [id]);
  return true;
}
