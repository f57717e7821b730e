// 502.6: landwalk — "A creature with landwalk is unblockable as long as the defending
// player controls at least one land with the specified subtype" (swampwalk ...), "...
// supertype" (legendary landwalk), or a nonbasic land (nonbasic landwalk).
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { permanents } from "../game/game.js";
import type { Characteristics } from "../effects/characteristics.js";
import type { CardObject, GameState, Keyword, PlayerId } from "../game/types.js";

const WALKS: [Keyword, string, (land: Characteristics) => boolean][] = [
  ["plainswalk", "a Plains", (l) => l.subtypes.includes("Plains")],
  ["islandwalk", "an Island", (l) => l.subtypes.includes("Island")],
  ["swampwalk", "a Swamp", (l) => l.subtypes.includes("Swamp")],
  ["mountainwalk", "a Mountain", (l) => l.subtypes.includes("Mountain")],
  ["forestwalk", "a Forest", (l) => l.subtypes.includes("Forest")],
  ["nonbasicLandwalk", "a nonbasic land", (l) => !l.supertypes.includes("basic")],
  ["legendaryLandwalk", "a legendary land", (l) => l.supertypes.includes("legendary")],
  ["snowLandwalk", "a snow land", (l) => l.supertypes.includes("snow")],
];

/** Why a creature controlled by `defender` can't block `attacker` because of its landwalk, or null. */
export function landwalkProblem(s: GameState, defender: PlayerId, attacker: CardObject): string | null {
  const keywords = characteristics(s, attacker).keywords;
  for (const [walk, land, matches] of WALKS) {
    if (!keywords.includes(walk)) continue;
    const lands = permanents(s).filter((o) => controllerOf(s, o) === defender).map((o) => characteristics(s, o)).filter((c) => c.types.includes("land"));
    if (lands.some(matches)) return `it has ${walk.replace(/([A-Z])/g, " $1").toLowerCase()} and the defending player controls ${land}`;
  }
  return null;
}
