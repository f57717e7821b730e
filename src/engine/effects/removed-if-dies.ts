// 419.6: replacement effects that remove a creature from the game instead of putting it into a
// graveyard. "If a creature dealt damage by ~ this turn would be put into a graveyard, remove it
// from the game instead" (Kumano's Pupils, Frostwielder; "by enchanted creature": Kumano's
// Blessing) is a static ability: it applies while its permanent is in play, to any creature that
// permanent dealt damage to this turn (the note of effects/damaged-by.ts). "If a creature dealt
// damage this way would be put into a graveyard this turn, remove it from the game instead"
// (Yamabushi's Flame) and "If that creature would be put into a graveyard this turn, ..."
// (Nine-Ringed Bo) are effects of a resolving spell or ability: they mark the creatures as it
// resolves, for the rest of the turn; a creature that changes zones is a new object the mark
// doesn't follow (217.1c).
import { getCard } from "../../cards/registry.js";
import { changeCard, permanents } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { abilitiesRemoved, isCreature } from "./characteristics.js";

/** The permanents in play this turn's damage from `source` was dealt to (for "dealt damage this way"). */
export function damagedThisTurnBy(s: GameState, source: ObjectId): ObjectId[] {
  return permanents(s)
    .filter((o) => o.damagedBy?.some((d) => d.source === source && d.turn === s.turn.number))
    .map((o) => o.id);
}

/** Marks the permanents: removed from the game instead if they would be put into a graveyard this turn. */
export function markRemovedIfDies(s: GameState, ids: ObjectId[], by: string): void {
  for (const id of ids) changeCard(s, id).removedIfDies = { turn: s.turn.number, by };
}

/**
 * The name of the source whose effect removes this creature from the game instead of putting it
 * into a graveyard from play, or undefined. Read as it leaves play (its damage notes and types as
 * it last existed there).
 */
export function removedInsteadOfDying(s: GameState, o: CardObject): string | undefined {
  if (o.zone !== "play" || !isCreature(s, o)) return undefined;
  if (o.removedIfDies?.turn === s.turn.number) return o.removedIfDies.by;
  const sources = new Set((o.damagedBy ?? []).filter((d) => d.turn === s.turn.number).map((d) => d.source));
  if (sources.size === 0) return undefined;
  for (const p of permanents(s)) {
    if (p.faceDown || abilitiesRemoved(s, p)) continue;
    for (const r of getCard(p.card).replacements) {
      if (r.kind !== "damagedByToRemoved") continue;
      const dealer = r.by === "self" ? p.id : p.attachedTo;
      if (dealer && sources.has(dealer)) return p.card;
    }
  }
  return undefined;
}
