// Cards that copy spells (503.10) or permanents (503), counter spells (414), or have buyback (502.15?).
import type { z } from "zod";
import type { CardDefinition, Effect, ObjectFilter, TargetSpec } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

const copyIt = [{ do: "copySpell", object: { target: 0 } }] as const;
type Pays = Extract<Effect, { do: "counter" }>["unlessPays"];
/** 414: "Counter target spell[ unless its controller pays ...]", then the rest of its text. */
const counterSpell = (unlessPays?: Pays, ...then: Effect[]): Definition => ({
  spell: { targets: [{ kind: "spell" }], effects: [{ do: "counter", object: { target: 0 }, ...(unlessPays === undefined ? {} : { unlessPays }) }, ...then] },
});
const instantOrSorcery: TargetSpec = { kind: "spell", filter: { types: ["instant", "sorcery"] } };
/** Izzet Guildmage: "{2}{C}: Copy target [type] spell you control with converted mana cost 2 or less. You may choose new targets for the copy." */
const guildmageCopy = (mana: string, type: "instant" | "sorcery"): AbilityInput => {
  const filter: ObjectFilter = { types: [type], controller: "you", convertedManaCostAtMost: 2 };
  return {
    kind: "activated",
    text: `${mana}: Copy target ${type} spell you control with converted mana cost 2 or less. You may choose new targets for the copy.`,
    cost: { mana },
    targets: [{ kind: "spell", filter }],
    effects: [...copyIt],
  };
};

export const COPY_DEFINITIONS: Record<string, Definition> = {
  Twincast: { spell: { targets: [instantOrSorcery], effects: [...copyIt] } },
  Reiterate: { buyback: "{3}", spell: { targets: [instantOrSorcery], effects: [...copyIt] } },
  "Izzet Guildmage": { abilities: [guildmageCopy("{2}{U}", "instant"), guildmageCopy("{2}{R}", "sorcery")] },
  Cancel: counterSpell(),
  "Mana Leak": counterSpell(3),
  Convolute: counterSpell(4),
  "Mana Tithe": counterSpell(1),
  Runeboggle: counterSpell(1, { do: "draw", amount: 1, player: "you" }),
  Overrule: counterSpell("X", { do: "gainLife", amount: "X", player: "you" }),
  Override: counterSpell({ count: { types: ["artifact"], controller: "you" } }),
  "Copy Enchantment": { comesIntoPlayAsCopy: { of: "enchantment" } },
  "Uyo, Silent Prophet": {
    keywords: ["flying"],
    abilities: [{
      kind: "activated",
      text: "{2}, Return two lands you control to their owner's hand: Copy target instant or sorcery spell. You may choose new targets for the copy.",
      cost: { mana: "{2}", returnToHand: { filter: { types: ["land"] }, count: 2 } },
      targets: [instantOrSorcery],
      effects: [...copyIt],
    }],
  },
};
