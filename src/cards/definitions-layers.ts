// Cards for the layer system (418.5): control-changing effects (layer 2), copy effects (layer
// 1), characteristic-defining power and toughness (208.2, layer 6a), adding and removing
// abilities (407), and type-changing effects that depend on each other (418.5e).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

const swamps: { count: { subtypes: string[]; controller: "you" } } = { count: { subtypes: ["Swamp"], controller: "you" } };

export const LAYER_DEFINITIONS: Record<string, Definition> = {
  Threaten: {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { do: "untap", object: { target: 0 } },
        { do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }, { kind: "addKeyword", keyword: "haste" }], duration: "endOfTurn" },
      ],
    },
  },
  "Keiga, the Tide Star": {
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
        targets: [{ kind: "creature" }],
        effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }], duration: "permanent" }],
        text: "When Keiga, the Tide Star is put into a graveyard from play, gain control of target creature.",
      },
    ],
  },
  Clone: { comesIntoPlayAsCopy: { of: "creature" } },
  Nightmare: { keywords: ["flying"], definedPT: { power: swamps, toughness: swamps } },
  Maro: { definedPT: { power: "cardsInYourHand", toughness: "cardsInYourHand" } },
  "Arcane Teachings": {
    enchant: { kind: "creature" },
    statics: [
      { affects: "enchanted", modification: { kind: "modifyPT", power: 2, toughness: 2 } },
      {
        affects: "enchanted",
        modification: {
          kind: "addAbility",
          ability: { kind: "activated", cost: { tap: true }, targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 1, to: { target: 0 } }], text: "{T}: This creature deals 1 damage to target creature or player." },
        },
      },
    ],
  },
  Ovinize: {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "loseAllAbilities" }, { kind: "setPT", power: 0, toughness: 1 }], duration: "endOfTurn" }],
    },
  },
  "Mycosynth Lattice": {
    statics: [
      { affects: {}, modification: { kind: "addTypes", types: ["artifact"] } },
      { affects: "allObjects", modification: { kind: "setColors", colors: [] } },
    ],
    manaAsAnyColor: true,
  },
  "March of the Machines": {
    statics: [
      {
        affects: { types: ["artifact"], notTypes: ["creature"] },
        modification: { kind: "addTypes", types: ["creature"] },
        also: [{ kind: "setPT", power: "convertedManaCost", toughness: "convertedManaCost" }],
      },
    ],
  },
  Confiscate: { enchant: { kind: "permanent" }, statics: [{ affects: "enchanted", modification: { kind: "gainControl" } }] },
  // "As long as [this] remains tapped" (durations.ts), with "you may choose not to untap" (302.1).
  "Vedalken Shackles": {
    untapOptional: true,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true },
        targets: [{ kind: "creature", powerAtMost: { count: { subtypes: ["Island"], controller: "you" } } }],
        effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }], duration: "whileSourceTapped" }],
        text: "{2}, {T}: Gain control of target creature with power less than or equal to the number of Islands you control as long as Vedalken Shackles remains tapped.",
      },
    ],
  },
  "Flamestick Courier": {
    untapOptional: true,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}{R}", tap: true },
        targets: [{ kind: "creature", filter: { subtypes: ["Goblin"] } }],
        effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "modifyPT", power: 2, toughness: 2 }, { kind: "addKeyword", keyword: "haste" }], duration: "whileSourceTapped" }],
        text: "{2}{R}, {T}: As long as Flamestick Courier remains tapped, target Goblin gets +2/+2 and has haste.",
      },
    ],
  },
  Inspirit: {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { do: "untap", object: { target: 0 } },
        { do: "modifyPT", power: 2, toughness: 4, object: { target: 0 }, duration: "endOfTurn" },
      ],
    },
  },
  "Yixlid Jailer": { statics: [{ affects: "cardsInGraveyards", modification: { kind: "loseAllAbilities" } }] },
  "Rootwater Matriarch": {
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "creature" }],
        effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }], duration: "whileEnchanted" }],
        text: "{T}: Gain control of target creature as long as that creature is enchanted.",
      },
    ],
  },
  Naturalize: { spell: { targets: [{ kind: "permanent", filter: { types: ["artifact", "enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  Shatter: { spell: { targets: [{ kind: "permanent", filter: { types: ["artifact"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
};
