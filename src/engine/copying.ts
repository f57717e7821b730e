// Copying objects (503): "As Clone comes into play, you may choose a creature in play. If you
// do, Clone comes into play as a copy of that creature." The choice is made as the permanent
// spell resolves, before it is in play; the copy takes the copiable values of the creature —
// the values printed on it, or those it has copied itself — and not its counters, damage,
// tapped status or other effects on it (layer 1, see characteristics.ts).
import { copiableName, isCreature } from "./characteristics.js";
import { illegal } from "./errors.js";
import { card, emit, permanents, playerName, type Game } from "./game.js";
import { enterPlay } from "./resolve.js";
import type { GameState, ObjectId, PlayerId } from "./types.js";

/** The creatures in play that may be copied. */
export function copyCandidates(s: GameState): ObjectId[] {
  return permanents(s).filter((o) => isCreature(s, o)).map((o) => o.id);
}

/** 503: the controller chooses a creature to copy, or none (it then comes into play as itself). */
export function chooseCopy(g: Game, who: PlayerId, object: ObjectId | null): void {
  const s = g.s;
  const spell = card(s, s.resolving!.object);
  if (object !== null && !copyCandidates(s).includes(object)) illegal("503", `${object} is not a creature in play that ${spell.card} could copy`);
  const copy = object === null ? undefined : copiableName(card(s, object));
  emit(g, {
    type: "copy",
    text: copy ? `${playerName(s, who)} chooses for ${spell.card} to come into play as a copy of ${card(s, object!).card}.` : `${playerName(s, who)} chooses for ${spell.card} to copy nothing.`,
    data: { player: who, object: spell.id, copyOf: object },
  });
  s.pending = null;
  s.resolving = null;
  enterPlay(g, spell, 0, undefined, copy);
}
