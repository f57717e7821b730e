// Which sources dealt a creature damage this turn (404.1): "Whenever a creature dealt damage by
// ~ this turn is put into a graveyard, put a +1/+1 counter on ~" (Sengir Vampire). Each
// creature notes, as damage more than 0 is marked on it, the source and the turn; a creature
// that changes zones is a new object with no such note (217.1c). The note is read as the
// creature last existed in play, when it is put into a graveyard.
import { changeCard } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";

export function noteDamagedBy(s: GameState, id: ObjectId, source: ObjectId): void {
  const o = changeCard(s, id);
  const turn = s.turn.number;
  const kept = (o.damagedBy ?? []).filter((d) => d.turn === turn && d.source !== source);
  o.damagedBy = [...kept, { source, turn }];
}

/** "target creature that was dealt damage this turn" (Crushing Pain): some source dealt it damage more than 0 this turn (true without the filter). */
export function dealtDamageMatches(s: GameState, o: CardObject, f: { dealtDamageThisTurn?: true }): boolean {
  return !f.dealtDamageThisTurn || (o.damagedBy ?? []).some((d) => d.turn === s.turn.number);
}

/** The sources that dealt the permanent damage this turn, for its last known information. */
export function damagedByThisTurn(s: GameState, o: CardObject): { damagedBy?: ObjectId[] } {
  const sources = (o.damagedBy ?? []).filter((d) => d.turn === s.turn.number).map((d) => d.source);
  return sources.length ? { damagedBy: sources } : {};
}
