// "You gain life equal to its converted mana cost" (Terashi's Grasp), "Draw cards equal to that
// spell's converted mana cost" (Overwhelming Intellect), "... equal to that spell's converted mana
// cost" of a "Whenever you play a Spirit or Arcane spell" ability (the Kirin): the language's
// `convertedManaCostOf` amount (203.3). A target is read as it is now, or as it last existed once
// it has left its zone (413.2: the spell Overwhelming Intellect has just countered, the artifact
// Terashi's Grasp has just destroyed); on the stack X counts as the value announced for it.
import { getCard } from "../../cards/registry.js";
import { convertedManaCost } from "../spells/targets.js";
import type { GameState, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { permanents, player } from "../game/game.js";
import type { Condition } from "../../cards/language.js";
import type { Resolvable } from "../spells/resolve.js";
import { controllerOf } from "./control.js";
import { FACE_DOWN_NAME } from "./face-down.js";

/** 203.3: the converted mana cost of the object target word `index` of `id` chose; 0 if it chose none. */
export function targetConvertedManaCost(s: GameState, id: ObjectId, index: number): number {
  const t = s.objects[id]?.targets?.[index];
  if (!t || !("object" in t)) return 0;
  const now = s.objects[t.object];
  if (now?.kind === "card" && (now.zone === "play" || now.zone === "stack")) return convertedManaCost(now);
  const last = s.objects[id]?.targetsLastKnown?.[t.object];
  return last ? lastKnownCost(last) : 0;
}

/** The converted mana cost of an object as it last existed: its name's card (the copied card for a copy, 503), plus X as announced if it left the stack. A face-down object has none (504). */
function lastKnownCost(last: LastKnown): number {
  if (last.name === FACE_DOWN_NAME) return 0;
  const info = getCard(last.name);
  return info.convertedManaCost + info.cost.x * (last.x ?? 0);
}

/** Whether one of the ability's effects or targets reads the converted mana cost of the spell that triggered it (an amount, or a filter
 * "with that spell's converted mana cost", the Kirin): only then is it kept on the trigger (no other trigger changes). */
export function readsThatSpellsCost(parts: readonly unknown[]): boolean {
  return parts.some((e) => {
    const json = JSON.stringify(e);
    return json.includes('"convertedManaCostOf":"thatSpell"') || json.includes('"convertedManaCostOfThatSpell":true');
  });
}

/**
 * "The highest converted mana cost among permanents you control" (Scourge): as the spell or ability
 * resolves (413.2), 0 if the player controls none. A face-down permanent has no mana cost (504.1), a token
 * none (0), and an X in a permanent's mana cost counts as 0 (203.3).
 */
export function highestConvertedManaCost(s: GameState, player: PlayerId): number {
  let best = 0;
  for (const o of permanents(s)) if (controllerOf(s, o) === player) best = Math.max(best, convertedManaCost(o));
  return best;
}

/**
 * "Counter target spell if its converted mana cost is X" (Disrupting Shoal), "Destroy target artifact or
 * enchantment if its converted mana cost is less than or equal to the number of cards in your hand"
 * (Rending Vines), "... to the highest converted mana cost among permanents you control" (Dispersal
 * Shield): the target's converted mana cost (203.3; X on the stack as announced) against the number,
 * both as the spell resolves.
 */
export function targetCostCompares(s: GameState, r: Resolvable, c: NonNullable<Condition["targetConvertedManaCost"]>): boolean {
  const cost = targetConvertedManaCost(s, r.id, c.of.target);
  const than = c.than === "X" ? r.x : c.than === "cardsInYourHand" ? player(s, r.controller).hand.length : highestConvertedManaCost(s, r.controller);
  return c.is === "equal" ? cost === than : cost <= than;
}
