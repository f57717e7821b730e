// 502.39a: "Soulshift is a triggered ability. 'Soulshift N' means 'When this permanent is put
// into a graveyard from play, you may return target Spirit card with converted mana cost N or
// less from your graveyard to your hand.'" The ability is a card's own (registry.ts adds it),
// so a copy has it and a permanent that lost its abilities doesn't; its target is chosen as it
// is put on the stack (410.4), and the card itself may be that target. Each instance is a
// triggered ability of its own: "Soulshift 4, soulshift 4" triggers twice (Forked-Branch Garami).
import { getCard, isSupported, type CardInfo } from "../../cards/registry.js";
import type { TriggeredAbility } from "../../cards/language.js";
import { abilitiesRemoved, type Characteristics } from "../effects/characteristics.js";
import { permanentsCountedIn } from "../effects/count-permanents.js";
import type { CardObject, GameState, PlayerId } from "../game/types.js";

export function soulshiftAbility(n: number): TriggeredAbility {
  const text = `you may return target Spirit card with converted mana cost ${n} or less from your graveyard to your hand`;
  return {
    kind: "triggered",
    trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
    targets: [{ kind: "cardInYourGraveyard", filter: { subtypes: ["Spirit"], convertedManaCostAtMost: n } }],
    effects: [{ do: "may", text, effects: [{ do: "returnToHand", object: { target: 0 } }] }],
    text: `Soulshift ${n} (502.39): ${text}.`,
  };
}

/** The instances of soulshift with a printed number (one "Soulshift N", or several). */
export function soulshiftAbilities(soulshift: CardInfo["soulshift"]): TriggeredAbility[] {
  if (typeof soulshift === "number") return [soulshiftAbility(soulshift)];
  return Array.isArray(soulshift) ? soulshift.map(soulshiftAbility) : [];
}

/**
 * "~ has soulshift X, where X is the number of Spirits you control" (Kodama of the Center Tree).
 * The soulshift triggers as the permanent leaves play and looks back in time (410: leaves-play
 * abilities): X is counted in play just before, the permanent itself among what its controller
 * controls. `was` is the permanent as it left play (zones.ts): a copy has the copied card's
 * ability (its name), a permanent face down or without abilities (407) has none.
 */
export function countedSoulshift(s: GameState, o: CardObject, was: Characteristics, controller: PlayerId): TriggeredAbility[] {
  if (!isSupported(was.name) || abilitiesRemoved(s, o)) return [];
  const soulshift = getCard(was.name).soulshift;
  if (typeof soulshift !== "object" || Array.isArray(soulshift)) return [];
  return [soulshiftAbility(permanentsCountedIn(s, controller, soulshift.count))];
}
