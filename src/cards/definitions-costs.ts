// Cards whose text is about costs (409.1b, 409.1e–g) and about choosing several targets
// (409.1c–d): alternative and additional costs, cost increases and reductions, activated
// abilities with sacrifice, discard, counter and life costs, and spells with several targets.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

const creatureOrPlayer = { kind: "creatureOrPlayer" } as const;
const plusOne = (target: number) => ({ do: "modifyPT", power: 1, toughness: 1, object: { target }, duration: "endOfTurn" }) as const;
const activated = (text: string, a: Omit<Extract<AbilityInput, { kind: "activated" }>, "kind" | "text">): AbilityInput => ({ kind: "activated", ...a, text });
const twoPlusOne = { counter: "+1/+1", count: 2 } as const;

export const COST_DEFINITIONS: Record<string, Definition> = {
  // Alternative costs (seed glossary "Alternative Cost").
  "Soul Spike": {
    alternativeCost: { removeFromHand: { count: 2, color: "B" } },
    spell: { targets: [creatureOrPlayer], effects: [{ do: "damage", amount: 4, to: { target: 0 } }, { do: "gainLife", amount: 4, player: "you" }] },
  },
  Snapback: {
    alternativeCost: { removeFromHand: { count: 1, color: "U" } },
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "returnToHand", object: { target: 0 } }] },
  },
  "Fist of Suns": { alternativeCostForYourSpells: "{W}{U}{B}{R}{G}" },
  // Additional costs (409.1b).
  "Shrapnel Blast": {
    additionalCost: [{ sacrifice: { types: ["artifact"] } }],
    spell: { targets: [creatureOrPlayer], effects: [{ do: "damage", amount: 5, to: { target: 0 } }] },
  },
  "Fiery Conclusion": {
    additionalCost: [{ sacrifice: { types: ["creature"] } }],
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "damage", amount: 5, to: { target: 0 } }] },
  },
  "Lightning Axe": {
    additionalCost: [{ discard: 1 }, { mana: "{5}" }],
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "damage", amount: 5, to: { target: 0 } }] },
  },
  "Vicious Betrayal": {
    additionalCost: [{ sacrificeAnyNumber: { types: ["creature"] } }],
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: { perSacrificed: 2 }, toughness: { perSacrificed: 2 }, object: { target: 0 }, duration: "endOfTurn" }] },
  },
  "Devouring Greed": {
    additionalCost: [{ sacrificeAnyNumber: { subtypes: ["Spirit"] } }],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { do: "loseLife", amount: { plus: 2, perSacrificed: 2 }, player: { target: 0 } },
        { do: "gainLife", amount: { plus: 2, perSacrificed: 2 }, player: "you" },
      ],
    },
  },
  "Devouring Rage": {
    additionalCost: [{ sacrificeAnyNumber: { subtypes: ["Spirit"] } }],
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: { plus: 3, perSacrificed: 3 }, toughness: 0, object: { target: 0 }, duration: "endOfTurn" }] },
  },
  "Bond of Agony": { additionalCost: [{ payLife: "X" }], spell: { effects: [{ do: "loseLife", amount: "X", player: "eachOther" }] } },
  // Spirits, for the costs that sacrifice them.
  "Wandering Ones": {},
  "Lantern Kami": { keywords: ["flying"] },
  // Activated abilities with counter, discard and sacrifice costs.
  "Icatian Javelineers": {
    comesIntoPlay: { counters: { javelin: 1 } },
    abilities: [activated("{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to target creature or player.", {
      cost: { tap: true, removeCounters: { counter: "javelin", count: 1 } }, targets: [creatureOrPlayer], effects: [{ do: "damage", amount: 1, to: { target: 0 } }],
    })],
  },
  "Spike Feeder": {
    comesIntoPlay: { counters: { "+1/+1": 2 } },
    abilities: [
      activated("{2}, Remove a +1/+1 counter from Spike Feeder: Put a +1/+1 counter on target creature.", {
        cost: { mana: "{2}", removeCounters: { counter: "+1/+1", count: 1 } }, targets: [{ kind: "creature" }], effects: [{ do: "putCounters", counter: "+1/+1", amount: 1, object: { target: 0 } }],
      }),
      activated("Remove a +1/+1 counter from Spike Feeder: You gain 2 life.", {
        cost: { removeCounters: { counter: "+1/+1", count: 1 } }, effects: [{ do: "gainLife", amount: 2, player: "you" }],
      }),
    ],
  },
  "Mindless Automaton": {
    comesIntoPlay: { counters: { "+1/+1": 2 } },
    abilities: [
      activated("{1}, Discard a card: Put a +1/+1 counter on Mindless Automaton.", {
        cost: { mana: "{1}", discard: 1 }, effects: [{ do: "putCounters", counter: "+1/+1", amount: 1, object: "self" }],
      }),
      activated("Remove two +1/+1 counters from Mindless Automaton: Draw a card.", {
        cost: { removeCounters: twoPlusOne }, effects: [{ do: "draw", amount: 1, player: "you" }],
      }),
    ],
  },
  "Nantuko Husk": {
    abilities: [activated("Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn.", {
      cost: { sacrifice: { types: ["creature"] } }, effects: [{ do: "modifyPT", power: 2, toughness: 2, object: "self", duration: "endOfTurn" }],
    })],
  },
  // Activated abilities with a life payment (glossary: Pay, 409.1f).
  "Carrion Howler": {
    abilities: [activated("Pay 1 life: Carrion Howler gets +2/-1 until end of turn.", {
      cost: { payLife: 1 }, effects: [{ do: "modifyPT", power: 2, toughness: -1, object: "self", duration: "endOfTurn" }],
    })],
  },
  "Unspeakable Symbol": {
    abilities: [activated("Pay 3 life: Put a +1/+1 counter on target creature.", {
      cost: { payLife: 3 }, targets: [{ kind: "creature" }], effects: [{ do: "putCounters", counter: "+1/+1", amount: 1, object: { target: 0 } }],
    })],
  },
  // Mana abilities with a life payment (406, 411, glossary: Pay).
  "Vesper Ghoul": { abilities: [{ kind: "mana", cost: { tap: true, payLife: 1 }, effects: [{ do: "addManaOfChoice", mana: "WUBRG" }] }] },
  "Horizon Canopy": {
    abilities: [
      { kind: "mana", cost: { tap: true, payLife: 1 }, effects: [{ do: "addManaOfChoice", mana: "GW" }] },
      activated("{1}, {T}, Sacrifice Horizon Canopy: Draw a card.", { cost: { mana: "{1}", tap: true, sacrificeSelf: true }, effects: [{ do: "draw", amount: 1, player: "you" }] }),
    ],
  },
  // Several targets (409.1c) and divided damage (409.1d).
  "Seeds of Strength": { spell: { targets: [{ kind: "creature" }, { kind: "creature" }, { kind: "creature" }], effects: [plusOne(0), plusOne(1), plusOne(2)] } },
  "Cone of Flame": {
    spell: {
      targets: [creatureOrPlayer, { ...creatureOrPlayer, another: true }, { ...creatureOrPlayer, another: true }],
      effects: [1, 2, 3].map((amount, target) => ({ do: "damage", amount, to: { target } }) as const),
    },
  },
  "Stand Together": {
    spell: {
      targets: [{ kind: "creature" }, { kind: "creature", another: true }],
      effects: [0, 1].map((target) => ({ do: "putCounters", counter: "+1/+1", amount: 2, object: { target } }) as const),
    },
  },
  Fireball: {
    additionalCost: [{ manaPerTargetBeyondFirst: "{1}" }],
    spell: { targets: [{ ...creatureOrPlayer, anyNumber: true }], effects: [{ do: "damage", amount: "X", to: { target: 0 }, divided: "evenly" }] },
  },
};
