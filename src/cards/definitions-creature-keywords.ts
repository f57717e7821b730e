// Cards of the creature keywords: protection from any quality (502.7), "can't be the
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
  // 502.39: Soulshift.
  "Burr Grafter": {
    abilities: [{ kind: "activated", cost: { sacrificeSelf: true }, targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: 2, toughness: 2, object: { target: 0 }, duration: "endOfTurn" }], text: "Sacrifice Burr Grafter: Target creature gets +2/+2 until end of turn." }],
    soulshift: 3,
  },
  "Kami of Ancient Law": {
    abilities: [{ kind: "activated", cost: { sacrificeSelf: true }, targets: [{ kind: "permanent", filter: { types: ["enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }], text: "Sacrifice Kami of Ancient Law: Destroy target enchantment." }],
  },
  "Harbinger of Spring": { keywords: ["protectionFromNonSpiritCreatures"], soulshift: 4 },
  // 502.35: Modular.
  "Arcbound Worker": { modular: 1 },
  "Arcbound Ravager": {
    abilities: [{ kind: "activated", cost: { sacrifice: { types: ["artifact"] } }, effects: [{ do: "putCounters", counter: "+1/+1", amount: 1, object: "self" }], text: "Sacrifice an artifact: Put a +1/+1 counter on Arcbound Ravager." }],
    modular: 1,
  },
  // 502.37: Sunburst; 502.50: Bloodthirst.
  "Suntouched Myr": { keywords: ["sunburst"] },
  "Baton of Courage": {
    keywords: ["flash", "sunburst"],
    abilities: [{ kind: "activated", cost: { removeCounters: { counter: "charge", count: 1 } }, targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: 1, toughness: 1, object: { target: 0 }, duration: "endOfTurn" }], text: "Remove a charge counter from Baton of Courage: Target creature gets +1/+1 until end of turn." }],
  },
  "Bloodscale Prowler": { bloodthirst: 1 },
  "Ghor-Clan Savage": { bloodthirst: 3 },
  // 502.54: Graft.
  "Simic Initiate": { graft: 1 },
  // 502.51: Haunt.
  "Blind Hunter": {
    keywords: ["flying", "haunt"],
    // One ability with both events (502.51b–c), as the grammar reads it.
    abilities: [{
      kind: "triggered",
      trigger: { on: "comesIntoPlayOrHauntedPutIntoGraveyard" },
      targets: [{ kind: "player" }],
      effects: [{ do: "loseLife", amount: 2, player: { target: 0 } }, { do: "gainLife", amount: 2, player: "you" }],
      text: "When Blind Hunter comes into play or the creature it haunts is put into a graveyard, target player loses 2 life and you gain 2 life.",
    }],
  },
};
