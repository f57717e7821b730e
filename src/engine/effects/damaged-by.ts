// Which sources dealt a creature damage this turn (404.1): "Whenever a creature dealt damage by
// ~ this turn is put into a graveyard, put a +1/+1 counter on ~" (Sengir Vampire). Each
// creature notes, as damage more than 0 is marked on it, the source and the turn; a creature
// that changes zones is a new object with no such note (217.1c). The note is read as the
// creature last existed in play, when it is put into a graveyard. The turn notes the same of
// damage to players: "Target player dealt damage by ~ this turn loses 1 life" (Wicked Akuba),
// "target creature that dealt damage to you this turn" (Reciprocate).
import { changeCard } from "../game/game.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

export function noteDamagedBy(s: GameState, id: ObjectId, source: ObjectId): void {
  const o = changeCard(s, id);
  const turn = s.turn.number;
  const kept = (o.damagedBy ?? []).filter((d) => d.turn === turn && d.source !== source);
  o.damagedBy = [...kept, { source, turn }];
}

/** A source dealt a player damage more than 0: the turn keeps the pair (it is made anew each turn, so it forgets). */
export function notePlayerDamagedBy(s: GameState, player: PlayerId, source: ObjectId): void {
  const noted = (s.turn.playersDamagedBy ??= []);
  if (!noted.some((d) => d.player === player && d.source === source)) noted.push({ player, source });
}

/** The source (by its id: a source that left play and came back is a new object, 217.1c) dealt the player damage this turn. */
export function playerDamagedBy(s: GameState, player: PlayerId, source: ObjectId | undefined): boolean {
  return (s.turn.playersDamagedBy ?? []).some((d) => d.player === player && d.source === source);
}

/**
 * "target creature that was dealt damage this turn" (Crushing Pain): some source dealt it damage
 * more than 0 this turn; "target creature that dealt damage to you this turn" (Reciprocate): it
 * dealt damage to `viewer` this turn (true without the filters).
 */
export function dealtDamageMatches(s: GameState, o: CardObject, f: { dealtDamageThisTurn?: true; dealtDamageToYouThisTurn?: true }, viewer: PlayerId): boolean {
  if (f.dealtDamageToYouThisTurn && !playerDamagedBy(s, viewer, o.id)) return false;
  return !f.dealtDamageThisTurn || (o.damagedBy ?? []).some((d) => d.turn === s.turn.number);
}

/** The sources that dealt the permanent damage this turn, for its last known information. */
export function damagedByThisTurn(s: GameState, o: CardObject): { damagedBy?: ObjectId[] } {
  const sources = (o.damagedBy ?? []).filter((d) => d.turn === s.turn.number).map((d) => d.source);
  return sources.length ? { damagedBy: sources } : {};
}
