// The special actions a player with priority may take (502.26c turning a face-down permanent
// face up, 502.59a suspending a card), described for the priority decision: they are paid
// from the mana pool, so they are offered as options only once the pool holds their cost; the
// details list each one with its cost beforehand, in plain words.
import { getCard } from "../../cards/registry.js";
import { parseCost } from "../spells/mana.js";
import { canAffordMana } from "../turn/priority.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";
import { turnableFaceUp } from "./morph.js";
import { suspendable } from "./suspend.js";
import { numbered } from "../view/wording.js";

export function specialActions(s: GameState, who: PlayerId): { prompt: string; details: { turnFaceUp?: { card: ObjectId; name: string; cost: string }[]; suspend?: ReturnType<typeof suspendable> } } {
  // The controller may look at his or her face-down permanents (504), so they are named here.
  const faceUp = turnableFaceUp(s, who).map((o) => ({ card: o.id, name: o.card, cost: getCard(o.card).morph! }));
  const suspend = suspendable(s, who);
  // Built key by key: asked at every priority, where there is most often neither.
  const details: ReturnType<typeof specialActions>["details"] = {};
  let prompt = "";
  if (faceUp.length) {
    details.turnFaceUp = faceUp;
    for (const f of faceUp) prompt += ` You may turn your face-down ${f.name} face up by paying its morph cost ${f.cost} from your mana pool (502.26c).`;
  }
  if (suspend.length) {
    details.suspend = suspend;
    for (const c of suspend) prompt += ` You may suspend ${c.name}: pay ${c.cost} from your mana pool and remove it from the game with ${numbered(c.counters, "time counter")} on it (502.59a).`;
  }
  return { prompt, details };
}

/**
 * Whether the player could take one of these special actions after playing mana abilities: then
 * passing is not his or her only choice, so priority isn't passed automatically (the option
 * appears once the mana is in the pool).
 */
export function specialActionWithin(s: GameState, who: PlayerId): boolean {
  const costs = [...turnableFaceUp(s, who).map((o) => getCard(o.card).morph!), ...suspendable(s, who).map((c) => c.cost)];
  return costs.some((cost) => canAffordMana(s, who, parseCost(cost)));
}
