// Cards of the creature keywords: protection from any quality (502.7 (?)), "can't be the
// target of spells or abilities [your opponents control]", soulshift (502.39), modular,
// graft, sunburst (502.37) and bloodthirst (502.50).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

export const CREATURE_KEYWORD_DEFINITIONS: Record<string, z.input<typeof CardDefinition>> = {
  "Tel-Jilad Chosen": { keywords: ["protectionFromArtifacts"] },
  "Azorius First-Wing": { keywords: ["flying", "protectionFromEnchantments"] },
  "Guardian of the Guildpact": { keywords: ["protectionFromMonocolored"] },
  "Enemy of the Guildpact": { keywords: ["protectionFromMulticolored"] },
  Dragonstalker: { keywords: ["flying", "protectionFromDragons"] },
  "Humble Budoka": { restrictions: ["cantBeTargeted"] },
  "Troll Ascetic": {
    restrictions: ["cantBeTargetedByOpponents"],
    abilities: [{ kind: "activated", cost: { mana: "{1}{G}" }, effects: [{ do: "regenerate", object: "self" }], text: "{1}{G}: Regenerate Troll Ascetic." }],
  },
};
