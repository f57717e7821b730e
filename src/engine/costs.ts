// Determining a spell's total cost (409.1e): its mana cost, then cost reductions. Affinity
// (502.31) reduces only the generic part, by one for each matching permanent its player
// controls, never below 0. Other effects still see the printed mana cost.
import { controllerOf } from "./control.js";
import type { CardInfo } from "../cards/registry.js";
import { permanents } from "./game.js";
import type { Cost } from "./mana.js";
import { matchesFilter } from "./targets.js";
import type { GameState, PlayerId } from "./types.js";

export function totalCost(s: GameState, who: PlayerId, card: CardInfo): Cost {
  const cost: Cost = { ...card.cost, colored: { ...card.cost.colored } };
  if (card.affinity) {
    const count = permanents(s).filter((o) => controllerOf(s, o) === who && matchesFilter(s, o, card.affinity, who)).length;
    cost.generic = Math.max(0, cost.generic - count);
  }
  return cost;
}
