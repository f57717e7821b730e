// 404.? (delayed triggered abilities): "Draw a card at the beginning of the next turn's upkeep"
// (Coldsnap's cantrips) is a delayed triggered ability made as the spell resolves. It triggers
// once, as the next upkeep step begins — the upkeep of the turn after the current one, since
// the current turn's upkeep began before the spell could be played — and then ceases to exist.
import type { GameState, PendingTrigger } from "../game/types.js";

/** The delayed triggers waiting for the next upkeep, triggered now (and gone from the list). */
export function nextUpkeepTriggers(s: GameState): Omit<PendingTrigger, "id" | "ordered">[] {
  const due = s.delayed.filter((d) => d.at === "nextUpkeep");
  if (!due.length) return [];
  s.delayed = s.delayed.filter((d) => d.at !== "nextUpkeep");
  return due.map((d) => ({ controller: d.controller, source: d.source, text: d.text, specs: [], effects: d.effects }));
}
