// "You can't be the target of spells or abilities" (Ivory Mask, True Believer): while the
// permanent is in play with its abilities, its controller is no legal target of any spell or
// ability, checked with the other conditions of a legal target (409.1c, 413.2a) — as targets are
// chosen and again as the spell or ability resolves. Only spells and abilities target players.
import { getCard, type CardInfo } from "../../cards/registry.js";
import { abilitiesRemoved, copiableName } from "../effects/characteristics.js";
import { somePermanentCard } from "../zones/cards-in-play.js";
import { controllerOf } from "../effects/control.js";
import { permanents } from "../game/game.js";
import type { GameState, PlayerId } from "../game/types.js";

const youCantBeTargeted = (info: CardInfo) => info.youCantBeTargeted === true;

export function playerUntargetable(s: GameState, who: PlayerId): boolean {
  // Asked for every player target of every listed option: most games have no such card in play, which is answered once per set of permanents.
  if (!somePermanentCard(s, youCantBeTargeted)) return false;
  // 502.26: a face-down permanent has no text; 407: nor has one whose abilities an effect removed; 503: a copy has the text of the card it copies.
  return permanents(s).some((o) => controllerOf(s, o) === who && !o.faceDown && getCard(copiableName(o)).youCantBeTargeted === true && !abilitiesRemoved(s, o));
}
