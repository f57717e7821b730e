// Cards of regeneration (419.6b) and of destruction that can't be regenerated.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

/** "{B}: Regenerate [this creature]." */
const regenerates = (name: string): Definition["abilities"] => [
  { kind: "activated", cost: { mana: "{B}" }, effects: [{ do: "regenerate", object: "self" }], text: `{B}: Regenerate ${name}.` },
];

export const REGENERATION_DEFINITIONS: Record<string, Definition> = {
  "Drudge Skeletons": { abilities: regenerates("Drudge Skeletons") },
  "Will-o'-the-Wisp": { keywords: ["flying"], abilities: regenerates("Will-o'-the-Wisp") },
  Mortivore: {
    definedPT: { power: { cardsInGraveyards: "creature" }, toughness: { cardsInGraveyards: "creature" } },
    abilities: regenerates("Mortivore"),
  },
  "Wrath of God": { spell: { effects: [{ do: "destroy", object: { all: { types: ["creature"] } }, noRegeneration: true }] } },
};
