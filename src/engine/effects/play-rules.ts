// Permanents that change a rule of the game for everyone while they are in play (their static
// abilities, 418.2): 'The "legend rule" doesn't apply.' (Mirror Gallery: 420.5e puts no
// legendary permanents into graveyards) and "Permanents come into play tapped." (Orb of Dreams:
// a replacement effect on how every permanent comes into play, 419.1b; not on itself, which
// isn't in play yet as it arrives). "Mana pools don't empty at the end of phases or turns."
// (Upwelling): 300.3's emptying, and so mana burn, doesn't happen while it is in play.
import { getCard } from "../../cards/registry.js";
import { permanents } from "../game/game.js";
import type { GameState } from "../game/types.js";
import { abilitiesRemoved } from "./characteristics.js";

function inEffect(s: GameState, field: "noLegendRule" | "permanentsComeIntoPlayTapped" | "manaPoolsDontEmpty"): boolean {
  return permanents(s).some((p) => !p.faceDown && getCard(p.card)[field] === true && !abilitiesRemoved(s, p));
}

/** 420.5e applies unless a permanent in play says it doesn't. */
export function legendRuleApplies(s: GameState): boolean {
  return !inEffect(s, "noLegendRule");
}

/** Whether a permanent coming into play now comes into play tapped (Orb of Dreams). */
export function permanentsComeIntoPlayTapped(s: GameState): boolean {
  return inEffect(s, "permanentsComeIntoPlayTapped");
}

/** 300.3: mana pools empty at the end of each phase, unless a permanent in play says they don't (Upwelling: nor at the end of the turn, so no mana burns). */
export function manaPoolsEmpty(s: GameState): boolean {
  return !inEffect(s, "manaPoolsDontEmpty");
}
