// "Target player shuffles his or her library." (Lantern of Insight): the seeded generator orders
// it anew (101.1: a shuffle is random); no one learns anything of its cards. A target that is
// no longer legal as the ability resolves was dealt with before (413.2a).
import { ownLibrary, ownList } from "../game/clone.js";
import { emit, playerName, type Game } from "../game/game.js";
import { shuffle } from "../game/rng.js";
import type { Effect } from "../../cards/language.js";
import type { Resolvable } from "../spells/resolve.js";
import { playerRef } from "./effects.js";

export function shuffleLibrary(g: Game, r: Resolvable, e: Extract<Effect, { do: "shuffleLibrary" }>): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  shuffle(ownList(g.s, "rng"), ownLibrary(g.s, who));
  emit(g, { type: "shuffle", text: `${playerName(g.s, who)} shuffles their library (${r.name}).`, data: { player: who } });
  return true;
}
