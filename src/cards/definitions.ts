// How each supported card's text works, in the card language (language.ts). Vanilla
// creatures and basic lands need no entry beyond their name: their printed facts and the
// rules (basic land types, 212.6) say everything.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

const creatureOrPlayer = { kind: "creatureOrPlayer" } as const;
const damage = (amount: number) => ({ do: "damage", amount, to: { target: 0 } }) as const;
type AbilityInput = NonNullable<Definition["abilities"]>[number];
type Activated = Omit<Extract<AbilityInput, { kind: "activated" }>, "kind" | "text">;
type Triggered = Omit<Extract<AbilityInput, { kind: "triggered" }>, "kind" | "text">;
const cip = { on: "comesIntoPlay", what: "self" } as const;
const gain = (amount: number) => ({ do: "gainLife", amount, player: "you" }) as const;
const lose = (amount: number) => ({ do: "loseLife", amount, player: "you" }) as const;
const pt = (power: number, toughness: number) => ({ kind: "modifyPT", power, toughness }) as const;
/** "Enchant creature / Enchanted creature gets ±N/±N." */
const aura = (modification: ReturnType<typeof pt>): Definition => ({ enchant: { kind: "creature" }, statics: [{ affects: "enchanted", modification }] });
const artifacts: { types: ["artifact"] } = { types: ["artifact"] };
/** An artifact land with "{T}: Add {C} to your mana pool." */
const artifactLand = (mana: "W" | "U" | "B" | "R" | "G"): Definition => ({ abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana }] }] });
const prevent = (amount: number) => ({ do: "preventDamage", amount, to: { target: 0 } }) as const;
const forests: { subtypes: string[]; controller: "you" } = { subtypes: ["Forest"], controller: "you" };
/** "Other [type]s get +1/+1 and have [landwalk]." */
const lord = (subtype: string, walk: "mountainwalk" | "forestwalk"): Definition => ({
  statics: [
    { affects: { subtypes: [subtype], other: true }, modification: pt(1, 1) },
    { affects: { subtypes: [subtype], other: true }, modification: { kind: "addKeyword", keyword: walk } },
  ],
});
const activated = (text: string, a: Activated): AbilityInput => ({ kind: "activated", ...a, text });
const triggered = (text: string, a: Triggered): AbilityInput => ({ kind: "triggered", ...a, text });

export { TOKENS, type TokenDefinition } from "./named-tokens.js";

export const DEFINITIONS: Record<string, Definition> = {
  Plains: {},
  Island: {},
  Swamp: {},
  Mountain: {},
  Forest: {},
  "Grizzly Bears": {},
  "Hill Giant": {},
  "Craw Wurm": {},
  // The card data lacks its text; the card reads "Goblin Piker can't block."
  "Goblin Piker": { printedText: "Goblin Piker can't block.", restrictions: ["cantBlock"] },
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
    abilities: [activated("{T}: Destroy target tapped creature.", {
      cost: { tap: true }, targets: [{ kind: "creature", filter: { tapped: true } }], effects: [{ do: "destroy", object: { target: 0 } }],
    })],
  },
  "Anaba Shaman": {
    abilities: [activated("{R}, {T}: Anaba Shaman deals 1 damage to target creature or player.", {
      cost: { mana: "{R}", tap: true }, targets: [creatureOrPlayer], effects: [damage(1)],
    })],
  },
  "Rod of Ruin": {
    abilities: [activated("{3}, {T}: Rod of Ruin deals 1 damage to target creature or player.", {
      cost: { mana: "{3}", tap: true }, targets: [creatureOrPlayer], effects: [damage(1)],
    })],
  },
  "Orcish Artillery": {
    abilities: [activated("{T}: Orcish Artillery deals 2 damage to target creature or player and 3 damage to you.", {
      cost: { tap: true }, targets: [creatureOrPlayer], effects: [damage(2), { do: "damage", amount: 3, to: "you" }],
    })],
  },
  Tanglebloom: {
    abilities: [activated("{1}, {T}: You gain 1 life.", {
      cost: { mana: "{1}", tap: true }, effects: [{ do: "gainLife", amount: 1, player: "you" }],
    })],
  },
  Archivist: {
    abilities: [activated("{T}: Draw a card.", { cost: { tap: true }, effects: [{ do: "draw", amount: 1, player: "you" }] })],
  },
  "Master Decoy": {
    abilities: [activated("{W}, {T}: Tap target creature.", {
      cost: { mana: "{W}", tap: true }, targets: [{ kind: "creature" }], effects: [{ do: "tap", object: { target: 0 } }],
    })],
  },
  "Ley Druid": {
    abilities: [activated("{T}: Untap target land.", {
      cost: { tap: true }, targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "untap", object: { target: 0 } }],
    })],
  },
  "Ur-Golem's Eye": { abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "CC" }] }] },

  // Triggered abilities (404).
  "Venerable Monk": { abilities: [triggered("When Venerable Monk comes into play, you gain 2 life.", { trigger: cip, effects: [gain(2)] })] },
  "Angel of Mercy": {
    keywords: ["flying"],
    abilities: [triggered("When Angel of Mercy comes into play, you gain 3 life.", { trigger: cip, effects: [gain(3)] })],
  },
  "Foul Imp": {
    keywords: ["flying"],
    abilities: [triggered("When Foul Imp comes into play, you lose 2 life.", { trigger: cip, effects: [lose(2)] })],
  },
  "Serpent Warrior": { abilities: [triggered("When Serpent Warrior comes into play, you lose 3 life.", { trigger: cip, effects: [lose(3)] })] },
  "Kavu Climber": {
    abilities: [triggered("When Kavu Climber comes into play, draw a card.", { trigger: cip, effects: [{ do: "draw", amount: 1, player: "you" }] })],
  },
  "Phyrexian Gargantua": {
    abilities: [triggered("When Phyrexian Gargantua comes into play, you draw two cards and you lose 2 life.", {
      trigger: cip, effects: [{ do: "draw", amount: 2, player: "you" }, lose(2)],
    })],
  },
  "Highway Robber": {
    abilities: [triggered("When Highway Robber comes into play, you gain 2 life and target opponent loses 2 life.", {
      trigger: cip, targets: [{ kind: "player", opponent: true }], effects: [gain(2), { do: "loseLife", amount: 2, player: { target: 0 } }],
    })],
  },
  "Ravenous Rats": {
    abilities: [triggered("When Ravenous Rats comes into play, target opponent discards a card.", {
      trigger: cip, targets: [{ kind: "player", opponent: true }], effects: [{ do: "discard", amount: 1, player: { target: 0 } }],
    })],
  },
  "Soul Warden": {
    abilities: [triggered("Whenever another creature comes into play, you gain 1 life.", {
      trigger: { on: "comesIntoPlay", what: { types: ["creature"], other: true } }, effects: [gain(1)],
    })],
  },
  "Festering Goblin": {
    abilities: [triggered("When Festering Goblin is put into a graveyard from play, target creature gets -1/-1 until end of turn.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
      targets: [{ kind: "creature" }],
      effects: [{ do: "modifyPT", power: -1, toughness: -1, object: { target: 0 }, duration: "endOfTurn" }],
    })],
  },
  Mindslicer: {
    abilities: [triggered("When Mindslicer is put into a graveyard from play, each player discards his or her hand.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" }, effects: [{ do: "discardHands" }],
    })],
  },
  // Static abilities (405) and Auras (212.4, 502.45).
  "Glorious Anthem": { statics: [{ affects: { types: ["creature"], controller: "you" }, modification: pt(1, 1) }] },
  "Blessed Orator": { statics: [{ affects: { types: ["creature"], controller: "you", other: true }, modification: pt(0, 1) }] },
  "Warrior's Honor": {
    spell: { effects: [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 1, toughness: 1, duration: "endOfTurn" }] },
  },
  "Holy Strength": aura(pt(1, 2)),
  "Unholy Strength": aura(pt(2, 1)),
  "Enfeeblement": aura(pt(-2, -2)),
  Pacifism: {
    enchant: { kind: "creature" },
    statics: [
      { affects: "enchanted", modification: { kind: "addRestriction", restriction: "cantAttack" } },
      { affects: "enchanted", modification: { kind: "addRestriction", restriction: "cantBlock" } },
    ],
  },
  // Mirrodin block: artifact lands, Affinity (502.31), Equipment (502.33).
  "Seat of the Synod": artifactLand("U"),
  "Vault of Whispers": artifactLand("B"),
  "Great Furnace": artifactLand("R"),
  "Tree of Tales": artifactLand("G"),
  "Ancient Den": artifactLand("W"),
  Frogmite: { affinity: artifacts },
  "Myr Enforcer": { affinity: artifacts },
  "Somber Hoverguard": { affinity: artifacts, keywords: ["flying"] },
  Thoughtcast: { affinity: artifacts, spell: { effects: [{ do: "draw", amount: 2, player: "you" }] } },
  Bonesplitter: { equip: "{1}", statics: [{ affects: "equipped", modification: pt(2, 0) }] },
  "Leonin Scimitar": { equip: "{1}", statics: [{ affects: "equipped", modification: pt(1, 1) }] },
  "Vulshok Morningstar": { equip: "{2}", statics: [{ affects: "equipped", modification: pt(2, 2) }] },
  // X (409.1b), modes (409.1a), prevention (419), Amplify (502.27), hybrid mana.
  Blaze: { spell: { targets: [creatureOrPlayer], effects: [{ do: "damage", amount: "X", to: { target: 0 } }] } },
  "Stream of Life": { spell: { targets: [{ kind: "player" }], effects: [{ do: "gainLife", amount: "X", player: { target: 0 } }] } },
  Enrage: {
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: "X", toughness: 0, object: { target: 0 }, duration: "endOfTurn" }] },
  },
  Recuperate: {
    spell: {
      modes: [
        { text: "You gain 6 life", effects: [gain(6)] },
        { text: "prevent the next 6 damage that would be dealt to target creature this turn", targets: [{ kind: "creature" }], effects: [prevent(6)] },
      ],
    },
  },
  "Consult the Necrosages": {
    spell: {
      modes: [
        { text: "Target player draws two cards", targets: [{ kind: "player" }], effects: [{ do: "draw", amount: 2, player: { target: 0 } }] },
        { text: "target player discards two cards", targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 2, player: { target: 0 } }] },
      ],
    },
  },
  Fortify: {
    spell: {
      modes: [
        { text: "Creatures you control get +2/+0 until end of turn", effects: [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 2, toughness: 0, duration: "endOfTurn" }] },
        { text: "creatures you control get +0/+2 until end of turn", effects: [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 0, toughness: 2, duration: "endOfTurn" }] },
      ],
    },
  },
  "Mending Hands": { spell: { targets: [creatureOrPlayer], effects: [prevent(4)] } },
  Withstand: { spell: { targets: [creatureOrPlayer], effects: [prevent(3), { do: "draw", amount: 1, player: "you" }] } },
  "Samite Healer": {
    abilities: [activated("{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn.", { cost: { tap: true }, targets: [creatureOrPlayer], effects: [prevent(1)] })],
  },
  "Master Healer": {
    abilities: [activated("{T}: Prevent the next 4 damage that would be dealt to target creature or player this turn.", { cost: { tap: true }, targets: [creatureOrPlayer], effects: [prevent(4)] })],
  },
  "Aven Redeemer": {
    keywords: ["flying"],
    abilities: [activated("{T}: Prevent the next 2 damage that would be dealt to target creature or player this turn.", { cost: { tap: true }, targets: [creatureOrPlayer], effects: [prevent(2)] })],
  },
  "Glowering Rogon": { amplify: 1 },
  "Aven Warhawk": { amplify: 1, keywords: ["flying"] },
  "Minister of Impediments": {
    abilities: [activated("{T}: Tap target creature.", { cost: { tap: true }, targets: [{ kind: "creature" }], effects: [{ do: "tap", object: { target: 0 } }] })],
  },
  // Type-changing effects (212.1b–d), tokens (216), the legend rule.
  "Natural Affinity": {
    spell: { effects: [{ do: "becomes", object: { all: { types: ["land"] } }, modifications: [{ kind: "addTypes", types: ["creature"] }, { kind: "setPT", power: 2, toughness: 2 }], duration: "endOfTurn" }] },
  },
  "Stalking Stones": {
    abilities: [
      { kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "C" }] },
      activated("{6}: Stalking Stones becomes a 3/3 artifact creature that's still a land.", {
        cost: { mana: "{6}" },
        effects: [{ do: "becomes", object: "self", modifications: [{ kind: "addTypes", types: ["artifact", "creature"] }, { kind: "setPT", power: 3, toughness: 3 }], duration: "permanent" }],
      }),
    ],
  },
  "Ambush Commander": {
    statics: [
      { affects: forests, modification: { kind: "addTypes", types: ["creature"], subtypes: ["Elf"] } },
      { affects: forests, modification: { kind: "setColors", colors: ["G"] } },
      { affects: forests, modification: { kind: "setPT", power: 1, toughness: 1 } },
    ],
  },
  "Sea's Claim": { enchant: { kind: "permanent", filter: { types: ["land"] } }, statics: [{ affects: "enchanted", modification: { kind: "setLandType", subtype: "Island" } }] },
  "Verdant Force": {
    abilities: [triggered("At the beginning of each player's upkeep, put a 1/1 green Saproling creature token into play under your control.", {
      trigger: { on: "beginningOfUpkeep", whose: "each" }, effects: [{ do: "createTokens", token: "Saproling", amount: 1 }],
    })],
  },
  "Isamaru, Hound of Konda": {},
  // "As though" (seed glossary), landwalk, lords, delayed and "intervening if" triggers.
  "Giant Spider": { asThough: ["blockAsThoughFlying"] },
  "Bog Wraith": { keywords: ["swampwalk"] },
  "Goblin King": lord("Goblin", "mountainwalk"),
  "Elvish Champion": lord("Elf", "forestwalk"),
  "Rukh Egg": {
    abilities: [triggered("When Rukh Egg is put into a graveyard from play, put a 4/4 red Bird creature token with flying into play at end of turn.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
      effects: [{ do: "delayed", at: "endOfTurn", text: "Put a 4/4 red Bird creature token with flying into play.", effects: [{ do: "createTokens", token: "Bird", amount: 1 }] }],
    })],
  },
  "Imaginary Pet": {
    abilities: [triggered("At the beginning of your upkeep, if you have a card in hand, return Imaginary Pet to its owner's hand.", {
      trigger: { on: "beginningOfUpkeep", whose: "yours" }, condition: { youHaveCardsInHand: true }, effects: [{ do: "returnToHand", object: "self" }],
    })],
  },
  "Jasmine Boreal": {},
  "Phyrexian Arena": {
    abilities: [triggered("At the beginning of your upkeep, you draw a card and you lose 1 life.", {
      trigger: { on: "beginningOfUpkeep", whose: "yours" }, effects: [{ do: "draw", amount: 1, player: "you" }, lose(1)],
    })],
  },
};
