// Cards of the keyword abilities that are costs or ways to play spells (502): cycling,
// cumulative upkeep, echo and the others, and the costs the era prints: hybrid mana symbols
// (Ravnica block) and {X} in activated abilities' costs (409.1b).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

const creature = { kind: "creature" } as const;
const cycled = (text: string, a: { targets?: Extract<AbilityInput, { kind: "triggered" }>["targets"]; effects: Extract<AbilityInput, { kind: "triggered" }>["effects"] }): AbilityInput => ({ kind: "triggered", trigger: { on: "cycled", what: "self" }, text, ...a });
const tappedLand = (mana: "W" | "U" | "B" | "R" | "G", cycling: string): Definition => ({
  comesIntoPlay: { tapped: true }, abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana }] }], cycling,
});
const activated = (text: string, a: Omit<Extract<AbilityInput, { kind: "activated" }>, "kind" | "text">): AbilityInput => ({ kind: "activated", ...a, text });

export const COST_KEYWORD_DEFINITIONS: Record<string, Definition> = {
  // {X} in an activated ability's cost (409.1b).
  "Pain Kami": {
    abilities: [activated("{X}{R}, Sacrifice Pain Kami: Pain Kami deals X damage to target creature.", {
      cost: { mana: "{X}{R}", sacrificeSelf: true }, targets: [{ kind: "creature" }], effects: [{ do: "damage", amount: "X", to: { target: 0 } }],
    })],
  },
  "Goblin Dynamo": {
    abilities: [activated("{T}: Goblin Dynamo deals 1 damage to target creature or player.", {
      cost: { tap: true }, targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 1, to: { target: 0 } }],
    }), activated("{X}{R}, {T}, Sacrifice Goblin Dynamo: Goblin Dynamo deals X damage to target creature or player.", {
      cost: { mana: "{X}{R}", tap: true, sacrificeSelf: true }, targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: "X", to: { target: 0 } }],
    })],
  },
  // Hybrid mana symbols (Ravnica block): {W/U} is paid with either color.
  "Dimir Guildmage": {
    abilities: [
      activated("{3}{U}: Target player draws a card. Play this ability only any time you could play a sorcery.", { cost: { mana: "{3}{U}" }, timing: "sorcery", targets: [{ kind: "player" }], effects: [{ do: "draw", amount: 1, player: { target: 0 } }] }),
      activated("{3}{B}: Target player discards a card. Play this ability only any time you could play a sorcery.", { cost: { mana: "{3}{B}" }, timing: "sorcery", targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 1, player: { target: 0 } }] }),
    ],
  },
  "Selesnya Guildmage": {
    abilities: [
      activated("{3}{G}: Put a 1/1 green Saproling creature token into play.", { cost: { mana: "{3}{G}" }, effects: [{ do: "createTokens", token: "Saproling", amount: 1 }] }),
      activated("{3}{W}: Creatures you control get +1/+1 until end of turn.", { cost: { mana: "{3}{W}" }, effects: [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 1, toughness: 1, duration: "endOfTurn" }] }),
    ],
  },
  "Riot Spikes": { enchant: { kind: "creature" }, statics: [{ affects: "enchanted", modification: { kind: "modifyPT", power: 2, toughness: -1 } }] },
  "Centaur Safeguard": {
    abilities: [{
      kind: "triggered", trigger: { on: "putIntoGraveyardFromPlay", what: "self" }, text: "When Centaur Safeguard is put into a graveyard from play, you may gain 3 life.",
      effects: [{ do: "may", text: "gain 3 life", effects: [{ do: "gainLife", amount: 3, player: "you" }] }],
    }],
  },
  // Cycling (502.18).
  "Barkhide Mauler": { cycling: "{2}" },
  Hundroog: { cycling: "{3}" },
  "Keeneye Aven": { keywords: ["flying"], cycling: "{2}" },
  "Primoc Escapee": { keywords: ["flying"], cycling: "{2}" },
  "Disciple of Grace": { keywords: ["protectionFromBlack"], cycling: "{2}" },
  "Disciple of Malice": { keywords: ["protectionFromWhite"], cycling: "{2}" },
  "Secluded Steppe": tappedLand("W", "{W}"),
  "Lonely Sandbar": tappedLand("U", "{U}"),
  "Barren Moor": tappedLand("B", "{B}"),
  "Forgotten Cave": tappedLand("R", "{R}"),
  "Tranquil Thicket": tappedLand("G", "{G}"),
  "Akroma's Vengeance": { spell: { effects: [{ do: "destroy", object: { all: { types: ["artifact", "creature", "enchantment"] } } }] }, cycling: "{3}" },
  "Improvised Armor": { enchant: creature, statics: [{ affects: "enchanted", modification: { kind: "modifyPT", power: 2, toughness: 5 } }], cycling: "{3}" },
  Unburden: { spell: { targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 2, player: { target: 0 } }] }, cycling: "{2}" },
  "Lay Waste": { spell: { targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "destroy", object: { target: 0 } }] }, cycling: "{2}" },
  "Break Asunder": { spell: { targets: [{ kind: "permanent", filter: { types: ["artifact", "enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] }, cycling: "{2}" },
  "Spark Spray": { spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 1, to: { target: 0 } }] }, cycling: "{R}" },
  "Essence Fracture": {
    spell: { targets: [creature, { kind: "creature", another: true }], effects: [{ do: "returnToHand", object: { target: 0 } }, { do: "returnToHand", object: { target: 1 } }] },
    cycling: "{2}{U}",
  },
  "Renewed Faith": {
    spell: { effects: [{ do: "gainLife", amount: 6, player: "you" }] },
    cycling: "{1}{W}",
    abilities: [cycled("When you cycle Renewed Faith, you may gain 2 life.", { effects: [{ do: "may", text: "gain 2 life", effects: [{ do: "gainLife", amount: 2, player: "you" }] }] })],
  },
  "Primal Boost": {
    spell: { targets: [creature], effects: [{ do: "modifyPT", power: 4, toughness: 4, object: { target: 0 }, duration: "endOfTurn" }] },
    cycling: "{2}{G}",
    abilities: [cycled("When you cycle Primal Boost, you may have target creature get +1/+1 until end of turn.", {
      targets: [creature], effects: [{ do: "may", text: "have target creature get +1/+1 until end of turn", effects: [{ do: "modifyPT", power: 1, toughness: 1, object: { target: 0 }, duration: "endOfTurn" }] }],
    })],
  },
  "Death Pulse": {
    spell: { targets: [creature], effects: [{ do: "modifyPT", power: -4, toughness: -4, object: { target: 0 }, duration: "endOfTurn" }] },
    cycling: "{1}{B}{B}",
    abilities: [cycled("When you cycle Death Pulse, you may have target creature get -1/-1 until end of turn.", {
      targets: [creature], effects: [{ do: "may", text: "have target creature get -1/-1 until end of turn", effects: [{ do: "modifyPT", power: -1, toughness: -1, object: { target: 0 }, duration: "endOfTurn" }] }],
    })],
  },
  "Gempalm Strider": {
    cycling: "{2}{G}{G}",
    abilities: [cycled("When you cycle Gempalm Strider, all Elves get +2/+2 until end of turn.", {
      effects: [{ do: "modifyPTAll", filter: { types: ["creature"], subtypes: ["Elf"] }, power: 2, toughness: 2, duration: "endOfTurn" }],
    })],
  },
  "Gempalm Sorcerer": {
    cycling: "{2}{U}",
    abilities: [cycled("When you cycle Gempalm Sorcerer, all Wizards gain flying until end of turn.", {
      effects: [{ do: "becomes", object: { all: { types: ["creature"], subtypes: ["Wizard"] } }, modifications: [{ kind: "addKeyword", keyword: "flying" }], duration: "endOfTurn" }],
    })],
  },
  // Echo (502.19) and cumulative upkeep (502.13).
  "Flamecore Elemental": { echo: "{2}{R}{R}" },
  "Basalt Gargoyle": {
    keywords: ["flying"],
    echo: "{2}{R}",
    abilities: [activated("{R}: Basalt Gargoyle gets +0/+1 until end of turn.", { cost: { mana: "{R}" }, effects: [{ do: "modifyPT", power: 0, toughness: 1, object: "self", duration: "endOfTurn" }] })],
  },
  "Avalanche Riders": {
    keywords: ["haste"],
    echo: "{3}{R}",
    abilities: [{ kind: "triggered", trigger: { on: "comesIntoPlay", what: "self" }, text: "When Avalanche Riders comes into play, destroy target land.", targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "destroy", object: { target: 0 } }] }],
  },
  "Mogg War Marshal": {
    echo: "{1}{R}",
    abilities: (["comesIntoPlay", "putIntoGraveyardFromPlay"] as const).map((on): AbilityInput => ({
      kind: "triggered", trigger: { on, what: "self" }, text: "When Mogg War Marshal comes into play or is put into a graveyard from play, put a 1/1 red Goblin creature token into play.",
      effects: [{ do: "createTokens", token: "Goblin", amount: 1 }],
    })),
  },
  "Hunting Moa": {
    echo: "{2}{G}",
    abilities: (["comesIntoPlay", "putIntoGraveyardFromPlay"] as const).map((on): AbilityInput => ({
      kind: "triggered", trigger: { on, what: "self" }, text: "Whenever Hunting Moa comes into play or is put into a graveyard from play, put a +1/+1 counter on target creature.",
      targets: [creature], effects: [{ do: "putCounters", counter: "+1/+1", amount: 1, object: { target: 0 } }],
    })),
  },
  "Krovikan Whispers": {
    enchant: creature,
    cumulativeUpkeep: "{U} or {B}",
    statics: [{ affects: "enchanted", modification: { kind: "gainControl" } }],
    abilities: [{
      kind: "triggered", trigger: { on: "putIntoGraveyardFromPlay", what: "self" }, text: "When Krovikan Whispers is put into a graveyard from play, you lose 2 life for each age counter on it.",
      effects: [{ do: "loseLife", amount: { perCounter: "age", times: 2 }, player: "you" }],
    }],
  },
  // Storm (502.30).
  Grapeshot: { keywords: ["storm"], spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 1, to: { target: 0 } }] } },
  Scattershot: { keywords: ["storm"], spell: { targets: [creature], effects: [{ do: "damage", amount: 1, to: { target: 0 } }] } },
  "Empty the Warrens": { keywords: ["storm"], spell: { effects: [{ do: "createTokens", token: "Goblin", amount: 2 }] } },
  "Volcanic Awakening": { keywords: ["storm"], spell: { targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  "Temporal Fissure": { keywords: ["storm"], spell: { targets: [{ kind: "permanent" }], effects: [{ do: "returnToHand", object: { target: 0 } }] } },
  "Tendrils of Agony": {
    keywords: ["storm"],
    spell: { targets: [{ kind: "player" }], effects: [{ do: "loseLife", amount: 2, player: { target: 0 } }, { do: "gainLife", amount: 2, player: "you" }] },
  },
  "Astral Steel": { keywords: ["storm"], spell: { targets: [creature], effects: [{ do: "modifyPT", power: 1, toughness: 2, object: { target: 0 }, duration: "endOfTurn" }] } },
  // Split second (502.58).
  "Sudden Shock": { keywords: ["splitSecond"], spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 2, to: { target: 0 } }] } },
  "Sudden Death": { keywords: ["splitSecond"], spell: { targets: [creature], effects: [{ do: "modifyPT", power: -4, toughness: -4, object: { target: 0 }, duration: "endOfTurn" }] } },
  "Krosan Grip": { keywords: ["splitSecond"], spell: { targets: [{ kind: "permanent", filter: { types: ["artifact", "enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  "Wipe Away": { keywords: ["splitSecond"], spell: { targets: [{ kind: "permanent" }], effects: [{ do: "returnToHand", object: { target: 0 } }] } },
  "Celestial Crusader": {
    keywords: ["flash", "splitSecond", "flying"],
    statics: [{ affects: { types: ["creature"], colors: ["W"], other: true }, modification: { kind: "modifyPT", power: 1, toughness: 1 } }],
  },
  // Splice onto Arcane (502.40) and Arcane spells.
  "Glacial Ray": { spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 2, to: { target: 0 } }] }, spliceOntoArcane: "{1}{R}" },
  "Kodama's Might": { spell: { targets: [creature], effects: [{ do: "modifyPT", power: 2, toughness: 2, object: { target: 0 }, duration: "endOfTurn" }] }, spliceOntoArcane: "{G}" },
  "Consuming Vortex": { spell: { targets: [creature], effects: [{ do: "returnToHand", object: { target: 0 } }] }, spliceOntoArcane: "{3}{U}" },
  "Lifted by Clouds": {
    spell: { targets: [creature], effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "addKeyword", keyword: "flying" }], duration: "endOfTurn" }] },
    spliceOntoArcane: "{1}{U}",
  },
  "Vital Surge": { spell: { effects: [{ do: "gainLife", amount: 3, player: "you" }] }, spliceOntoArcane: "{1}{G}" },
  "Wear Away": { spell: { targets: [{ kind: "permanent", filter: { types: ["artifact", "enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] }, spliceOntoArcane: "{3}{G}" },
  "Hideous Laughter": { spell: { effects: [{ do: "modifyPTAll", filter: { types: ["creature"] }, power: -2, toughness: -2, duration: "endOfTurn" }] }, spliceOntoArcane: "{3}{B}{B}" },
  "Lava Spike": { spell: { targets: [{ kind: "player" }], effects: [{ do: "damage", amount: 3, to: { target: 0 } }] } },
  "Reach Through Mists": { spell: { effects: [{ do: "draw", amount: 1, player: "you" }] } },
  "Eye of Nowhere": { spell: { targets: [{ kind: "permanent" }], effects: [{ do: "returnToHand", object: { target: 0 } }] } },
  "Quiet Purity": { spell: { targets: [{ kind: "permanent", filter: { types: ["enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  "Pull Under": { spell: { targets: [creature], effects: [{ do: "modifyPT", power: -5, toughness: -5, object: { target: 0 }, duration: "endOfTurn" }] } },
  // Flashback (502.22).
  "Think Twice": { spell: { effects: [{ do: "draw", amount: 1, player: "you" }] }, flashback: "{2}{U}" },
  "Thrill of the Hunt": { spell: { targets: [creature], effects: [{ do: "modifyPT", power: 1, toughness: 2, object: { target: 0 }, duration: "endOfTurn" }] }, flashback: "{W}" },
  "Ancient Grudge": { spell: { targets: [{ kind: "permanent", filter: { types: ["artifact"] } }], effects: [{ do: "destroy", object: { target: 0 } }] }, flashback: "{G}" },
  "Call of the Herd": { spell: { effects: [{ do: "createTokens", token: "Elephant", amount: 1 }] }, flashback: "{3}{G}" },
  // Convoke (502.46).
  "Conclave Equenaut": { keywords: ["convoke", "flying"] },
  "Gather Courage": { keywords: ["convoke"], spell: { targets: [creature], effects: [{ do: "modifyPT", power: 2, toughness: 2, object: { target: 0 }, duration: "endOfTurn" }] } },
  "Sundering Vitae": { keywords: ["convoke"], spell: { targets: [{ kind: "permanent", filter: { types: ["artifact", "enchantment"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  Overwhelm: { keywords: ["convoke"], spell: { effects: [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 3, toughness: 3, duration: "endOfTurn" }] } },
  "Scatter the Seeds": { keywords: ["convoke"], spell: { effects: [{ do: "createTokens", token: "Saproling", amount: 3 }] } },
  // Replicate (502.52).
  Gigadrowse: { replicate: "{U}", spell: { targets: [{ kind: "permanent" }], effects: [{ do: "tap", object: { target: 0 } }] } },
  Pyromatics: { replicate: "{1}{R}", spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 1, to: { target: 0 } }] } },
  "Shattering Spree": { replicate: "{R}", spell: { targets: [{ kind: "permanent", filter: { types: ["artifact"] } }], effects: [{ do: "destroy", object: { target: 0 } }] } },
  "Train of Thought": { replicate: "{1}{U}", spell: { effects: [{ do: "draw", amount: 1, player: "you" }] } },
  Vacuumelt: { replicate: "{2}{U}", spell: { targets: [creature], effects: [{ do: "returnToHand", object: { target: 0 } }] } },
};
