// 502.39a: "Soulshift is a triggered ability. 'Soulshift N' means 'When this permanent is put
// into a graveyard from play, you may return target Spirit card with converted mana cost N or
// less from your graveyard to your hand.'" The ability is a card's own (registry.ts adds it),
// so a copy has it and a permanent that lost its abilities doesn't; its target is chosen as it
// is put on the stack (410.4), and the card itself may be that target.
import type { TriggeredAbility } from "../../cards/language.js";

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
