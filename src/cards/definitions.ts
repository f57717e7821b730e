// How each supported card's text works, in the card language (language.ts). Vanilla
// creatures and basic lands need no entry beyond their name: their printed facts and the
// rules (basic land types, 212.6) say everything.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

const creatureOrPlayer = { kind: "creatureOrPlayer" } as const;
const damage = (amount: number) => ({ do: "damage", amount, to: { target: 0 } }) as const;
type AbilityInput = NonNullable<Definition["abilities"]>[number];
const tapAbility = (text: string, a: Omit<AbilityInput, "text">): AbilityInput => ({ ...a, text });

export const DEFINITIONS: Record<string, Definition> = {
  Plains: {},
  Island: {},
  Swamp: {},
  Mountain: {},
  Forest: {},
  "Grizzly Bears": {},
  "Hill Giant": {},
  "Craw Wurm": {},
  "Goblin Piker": {},
  "Balduvian Barbarians": {},
  "Raging Goblin": { keywords: ["haste"] },
  "Suntail Hawk": { keywords: ["flying"] },
  "Bog Imp": { keywords: ["flying"] },
  "Llanowar Elves": { abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "G" }] }] },
  Shock: { spell: { targets: [creatureOrPlayer], effects: [damage(2)] } },
  "Volcanic Hammer": { spell: { targets: [creatureOrPlayer], effects: [damage(3)] } },
  "Lava Axe": { spell: { targets: [{ kind: "player" }], effects: [damage(5)] } },
  "Giant Growth": {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ do: "modifyPT", power: 3, toughness: 3, object: { target: 0 }, duration: "endOfTurn" }],
    },
  },
  "Sacred Nectar": { spell: { effects: [{ do: "gainLife", amount: 4, player: "you" }] } },
  "Counsel of the Soratami": { spell: { effects: [{ do: "draw", amount: 2, player: "you" }] } },
  "Mind Rot": { spell: { targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 2, player: { target: 0 } }] } },

  // Activated abilities (403) with {T}, mana and other costs.
  "Royal Assassin": {
    abilities: [tapAbility("{T}: Destroy target tapped creature.", {
      kind: "activated", cost: { tap: true }, targets: [{ kind: "creature", filter: { tapped: true } }], effects: [{ do: "destroy", object: { target: 0 } }],
    })],
  },
  "Anaba Shaman": {
    abilities: [tapAbility("{R}, {T}: Anaba Shaman deals 1 damage to target creature or player.", {
      kind: "activated", cost: { mana: "{R}", tap: true }, targets: [creatureOrPlayer], effects: [damage(1)],
    })],
  },
  "Rod of Ruin": {
    abilities: [tapAbility("{3}, {T}: Rod of Ruin deals 1 damage to target creature or player.", {
      kind: "activated", cost: { mana: "{3}", tap: true }, targets: [creatureOrPlayer], effects: [damage(1)],
    })],
  },
  "Orcish Artillery": {
    abilities: [tapAbility("{T}: Orcish Artillery deals 2 damage to target creature or player and 3 damage to you.", {
      kind: "activated", cost: { tap: true }, targets: [creatureOrPlayer], effects: [damage(2), { do: "damage", amount: 3, to: "you" }],
    })],
  },
  Tanglebloom: {
    abilities: [tapAbility("{1}, {T}: You gain 1 life.", {
      kind: "activated", cost: { mana: "{1}", tap: true }, effects: [{ do: "gainLife", amount: 1, player: "you" }],
    })],
  },
  Archivist: {
    abilities: [tapAbility("{T}: Draw a card.", { kind: "activated", cost: { tap: true }, effects: [{ do: "draw", amount: 1, player: "you" }] })],
  },
  "Master Decoy": {
    abilities: [tapAbility("{W}, {T}: Tap target creature.", {
      kind: "activated", cost: { mana: "{W}", tap: true }, targets: [{ kind: "creature" }], effects: [{ do: "tap", object: { target: 0 } }],
    })],
  },
  "Ley Druid": {
    abilities: [tapAbility("{T}: Untap target land.", {
      kind: "activated", cost: { tap: true }, targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "untap", object: { target: 0 } }],
    })],
  },
  "Ur-Golem's Eye": { abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "CC" }] }] },
};
