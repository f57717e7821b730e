// Static abilities that change the rules of hands (217.3b, 217.3c): "You have no maximum hand
// size" (Spellbook) and "Your opponents play with their hands revealed" / "Players play with
// their hands revealed" (Telepathy, Zur's Weirding). They are card-level abilities of a
// permanent in play, read from the card it is (a copy's, 503), while it is in play.
import { getCard } from "../../cards/registry.js";
import { controllerOf } from "./control.js";
import { copiableName } from "./characteristics.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";
import { opponents } from "../game/game.js";
import { inRange } from "../multiplayer/multiplayer.js";

function inPlay(s: GameState): CardObject[] {
  return s.play.map((id) => s.objects[id] as CardObject).filter((o) => !o.faceDown);
}

/** 217.3b: a player who controls a permanent saying "You have no maximum hand size" discards nothing in cleanup. */
export function hasNoMaximumHandSize(s: GameState, who: PlayerId): boolean {
  return inPlay(s).some((o) => getCard(copiableName(o)).noMaximumHandSize && controllerOf(s, o) === who);
}

/**
 * 217.3c: the owner plays with his or her hand revealed: every player may see it (an opponent of
 * Telepathy's controller; anyone under Zur's Weirding). 601.2: only a player within the range of
 * influence of the permanent's controller is affected.
 */
export function handRevealed(s: GameState, owner: PlayerId): boolean {
  return inPlay(s).some((o) => {
    const how = getCard(copiableName(o)).handsRevealed;
    if (!how || !inRange(s, controllerOf(s, o), owner)) return false;
    return how === "all" || (how === "opponents" && controllerOf(s, o) !== owner && s.players.find((p) => p.id === owner)?.team !== s.players.find((p) => p.id === controllerOf(s, o))?.team);
  });
}

/**
 * 217.3b: a player's maximum hand size, normally seven (314.1), changed by each permanent in
 * play saying "Your maximum hand size is increased by one" (its controller's) or "Each
 * opponent's maximum hand size is reduced by two" (each opponent of its controller, within its
 * range of influence, 601.2); never below zero. Undefined: no maximum ("You have no maximum
 * hand size" wins over any change of it).
 */
export function maximumHandSize(s: GameState, who: PlayerId, normal: number): number | undefined {
  if (hasNoMaximumHandSize(s, who)) return undefined;
  let size = normal;
  for (const o of inPlay(s)) {
    const m = getCard(copiableName(o)).maximumHandSize;
    if (!m) continue;
    const controller = controllerOf(s, o);
    if (m.player === "you" ? controller === who : opponents(s, controller).includes(who)) size += m.change;
  }
  return Math.max(0, size);
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** A maximum hand size as the rules write it ("seven"). */
export function handSizeWords(n: number): string {
  return WORDS[n] ?? String(n);
}
