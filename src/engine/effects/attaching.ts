// Attaching Auras and Equipment (seed glossary "Attach"; 212.2g–k, 212.4): what each can be
// attached to, moving one (a new timestamp, and no comes-into-play or leaves-play event),
// and the state-based effects for illegal attachments (420.5d/e).
import { controllerOf } from "./control.js";
import { getCard } from "../../cards/registry.js";
import { cardText, characteristics, copiableName } from "./characteristics.js";
import { protectedFrom } from "../keywords/protection.js";
import { card, changeCard, emit, nameOf, newTimestamp, type Game } from "../game/game.js";
import { isLegalTarget, matchesFilter } from "../spells/targets.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";

/** Whether `attachment` could be attached to the permanent `to` (212.2g/i, 212.4). */
export function canAttach(s: GameState, attachment: CardObject, to: ObjectId): boolean {
  if (attachment.id === to) return false;
  const target = s.objects[to];
  if (!target || target.kind !== "card" || target.zone !== "play") return false;
  const c = characteristics(s, attachment);
  // 502.7: nothing with a quality it has protection from can be attached to it.
  if (protectedFrom(s, target, c)) return false;
  if (c.subtypes.includes("Aura")) {
    // 418.6: "Enchant Forest" may read "Enchant Island" once its text is changed.
    const enchant = cardText(s, attachment).enchant;
    return !!enchant && isLegalTarget(s, enchant, { object: to }, controllerOf(s, attachment));
  }
  if (c.subtypes.includes("Equipment")) {
    const creature = characteristics(s, target);
    if (c.types.includes("creature") || !creature.types.includes("creature")) return false;
    // 212.2g: "Goblin Brawler can't be equipped."; "O-Naginata can be attached only to a creature with 3 or more power."
    if (creature.restrictions.includes("cantBeEquipped")) return false;
    const only = cardText(s, attachment).attachOnly;
    return !only || matchesFilter(s, target, only, controllerOf(s, attachment));
  }
  return false;
}

/** Attaches if it can; moving an attachment gives it a new timestamp (seed: "Attach"). */
export function attach(g: Game, attachment: ObjectId, to: ObjectId): void {
  const s = g.s;
  if (card(s, attachment).attachedTo === to || !canAttach(s, card(s, attachment), to)) return;
  const a = changeCard(s, attachment);
  a.attachedTo = to;
  a.timestamp = newTimestamp(s);
  emit(g, { type: "attach", text: `${nameOf(a)} is attached to ${nameOf(card(s, to))}.`, data: { object: attachment, attachedTo: to } });
}

/** 420.5d/e: Auras attached illegally go to the graveyard; such Equipment becomes unattached.
 * `among`: the permanents to look at, when it is known which ones are Auras or attached (state-based.ts). */
export function illegalAttachments(s: GameState, among: readonly ObjectId[] = s.play): { auras: ObjectId[]; equipment: ObjectId[] } {
  const auras: ObjectId[] = [];
  const equipment: ObjectId[] = [];
  for (const id of among) {
    const o = card(s, id);
    // Only Auras and attached permanents can be illegally attached.
    if (!o.attachedTo && !getCard(copiableName(o)).enchant) continue;
    const subtypes = characteristics(s, o).subtypes;
    if (subtypes.includes("Aura") && !(o.attachedTo && canAttach(s, o, o.attachedTo))) auras.push(id);
    else if (o.attachedTo && !canAttach(s, o, o.attachedTo)) equipment.push(id);
  }
  return { auras, equipment };
}
