// "For each Zubera put into a graveyard from play this turn" (the Zubera of Champions of
// Kamigawa): the game remembers, for the current turn, each permanent put into a graveyard from
// play with its card types and subtypes as it last existed in play (410.10d looks back in time:
// a permanent that left play is counted as it was). A permanent that was removed from the game
// instead (419.6) never went to a graveyard and isn't counted; one that has since left the
// graveyard still was put there this turn.
import type { GameState } from "../game/types.js";

/** The types or subtypes counted: a permanent having any of them. */
export interface GraveyardHistoryFilter {
  types?: string[];
  subtypes?: string[];
}

/** Called as a permanent is put into a graveyard from play; keeps only this turn's entries. */
export function notePutIntoGraveyard(s: GameState, was: { types: readonly string[]; subtypes: readonly string[] }): void {
  const turn = s.turn.number;
  s.toGraveyardFromPlay = [...(s.toGraveyardFromPlay ?? []).filter((e) => e.turn === turn), { turn, types: [...was.types], subtypes: [...was.subtypes] }];
}

/** How many permanents matching the filter were put into any graveyard from play this turn. */
export function putIntoGraveyardThisTurn(s: GameState, f: GraveyardHistoryFilter): number {
  const turn = s.turn.number;
  const matches = (e: { types: string[]; subtypes: string[] }) => (!f.types || f.types.some((t) => e.types.includes(t))) && (!f.subtypes || f.subtypes.some((t) => e.subtypes.includes(t)));
  return (s.toGraveyardFromPlay ?? []).filter((e) => e.turn === turn && matches(e)).length;
}
