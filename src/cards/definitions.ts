// How each supported card's text works, in the card language (language.ts). Vanilla
// creatures and basic lands need no entry beyond their name: their printed facts and the
// rules (basic land types, 212.6) say everything.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

const creatureOrPlayer = { kind: "creatureOrPlayer" } as const;
const damage = (amount: number) => ({ do: "damage", amount, to: { target: 0 } }) as const;

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
};
