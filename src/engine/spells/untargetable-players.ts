// "You can't be the target of spells or abilities" (Ivory Mask, True Believer): while the
// permanent is in play with its abilities, its controller is no legal target of any spell or
// ability, checked with the other conditions of a legal target (409.1c, 413.2a) — as targets are
// chosen and again as the spell or ability resolves. Only spells and abilities target players.
import { getCard } from "../../cards/registry.js";
import { abilitiesRemoved } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { permanents } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";

export function playerUntargetable(s: GameState, who: PlayerId): boolean {
  // 502.26: a face-down permanent has no text; 407: nor has one whose abilities an effect removed.
  return permanents(s).some((o) => controllerOf(s, o) === who && !o.faceDown && getCard(o.card).youCantBeTargeted === true && !abilitiesRemoved(s, o));
}
