// Cards that search libraries (glossary "Search"), and cards whose abilities carry the ability
// words Hellbent ("if you have no cards in hand") and Threshold ("as long as seven or more cards
// are in your graveyard"): the words have no rules meaning, the conditions they label do.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];
type Activated = Omit<Extract<AbilityInput, { kind: "activated" }>, "kind" | "text">;
type Triggered = Omit<Extract<AbilityInput, { kind: "triggered" }>, "kind" | "text">;

const activated = (text: string, a: Activated): AbilityInput => ({ kind: "activated", ...a, text });
const triggered = (text: string, a: Triggered): AbilityInput => ({ kind: "triggered", ...a, text });
const search = (s: Omit<Extract<EffectInput, { do: "search" }>, "do">): Extract<EffectInput, { do: "search" }> => ({ do: "search", ...s });
const basicLand: { types: ["land"]; supertypes: ["basic"] } = { types: ["land"], supertypes: ["basic"] };
const entersPlay = { on: "comesIntoPlay", what: "self" } as const;
const hellbent = { youHaveNoCardsInHand: true } as const;
const drawOne = { do: "draw", amount: 1, player: "you" } as const;
/** Channel: "[mana], Discard [this card]: ...", an ability of the card in its owner's hand. */
const channel = (text: string, mana: string, a: Omit<Activated, "cost" | "from">): AbilityInput => ({ kind: "activated", from: "hand", cost: { mana, discardSelf: true }, ...a, text });
const boost = (n: number) => ({ do: "modifyPT", power: n, toughness: n, object: { target: 0 }, duration: "endOfTurn" }) as const;
type EffectInput = Extract<NonNullable<Definition["spell"]>, { effects: unknown }>["effects"][number];
type Becomes = Extract<EffectInput, { do: "becomes" }>;
/** "Target creature gains [keyword] / can't block until end of turn". */
const gains = (modification: Becomes["modifications"][number]): Becomes => ({ do: "becomes", object: { target: 0 }, modifications: [modification], duration: "endOfTurn" });
const creature = { kind: "creature" } as const;
/** Sweep: "Return any number of [land type]s you control to their owner's hand." */
const sweep = (subtype: string): Extract<EffectInput, { do: "returnAnyNumber" }> => ({ do: "returnAnyNumber", filter: { subtypes: [subtype], controller: "you" } });
/** "{T}, Pay 1 life, Sacrifice [this]: Search your library for a [type] or [type] card and put it into play. Then shuffle your library." */
function fetchland(name: string, what: string, subtypes: string[]): Definition {
  return {
    abilities: [activated(`{T}, Pay 1 life, Sacrifice ${name}: Search your library for ${what} and put it into play. Then shuffle your library.`, {
      cost: { tap: true, payLife: 1, sacrificeSelf: true },
      effects: [search({ filter: { subtypes }, to: "play" })],
    })],
  };
}

export const SEARCH_ABILITYWORD_DEFINITIONS: Record<string, Definition> = {
  // Searching a library.
  "Rampant Growth": { spell: { effects: [search({ filter: basicLand, to: "playTapped" })] } },
  "Diabolic Tutor": { spell: { effects: [search({ to: "hand" })] } },
  "Explosive Vegetation": { spell: { effects: [search({ filter: basicLand, amount: 2, upTo: true, to: "playTapped" })] } },
  "Seek the Horizon": { spell: { effects: [search({ filter: basicLand, amount: 3, upTo: true, reveal: true, to: "hand" })] } },
  "Kodama's Reach": { spell: { effects: [search({ filter: basicLand, amount: 2, reveal: true, to: ["playTapped", "hand"] })] } },
  "Sylvan Scrying": { spell: { effects: [search({ filter: { types: ["land"] }, reveal: true, to: "hand" })] } },
  Fabricate: { spell: { effects: [search({ filter: { types: ["artifact"] }, reveal: true, to: "hand" })] } },
  Farseek: { spell: { effects: [search({ filter: { subtypes: ["Plains", "Island", "Swamp", "Mountain"] }, to: "playTapped" })] } },
  "Time of Need": { spell: { effects: [search({ filter: { types: ["creature"], supertypes: ["legendary"] }, reveal: true, to: "hand" })] } },
  "Steelshaper's Gift": { spell: { effects: [search({ filter: { subtypes: ["Equipment"] }, reveal: true, to: "hand" })] } },
  "Eerie Procession": { spell: { effects: [search({ filter: { subtypes: ["Arcane"] }, reveal: true, to: "hand" })] } },
  "Merchant Scroll": { spell: { effects: [search({ filter: { types: ["instant"], colors: ["U"] }, reveal: true, to: "hand" })] } },
  "Reap and Sow": {
    entwine: "{1}{G}",
    spell: {
      modes: [
        { text: "Destroy target land", targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "destroy", object: { target: 0 } }] },
        { text: "search your library for a land card, put that card into play, then shuffle your library", effects: [search({ filter: { types: ["land"] }, to: "play" })] },
      ],
    },
  },
  "Bloodstained Mire": fetchland("Bloodstained Mire", "a swamp or mountain card", ["Swamp", "Mountain"]),
  "Flooded Strand": fetchland("Flooded Strand", "a plains or island card", ["Plains", "Island"]),
  "Polluted Delta": fetchland("Polluted Delta", "an island or swamp card", ["Island", "Swamp"]),
  "Windswept Heath": fetchland("Windswept Heath", "a forest or plains card", ["Forest", "Plains"]),
  "Wooded Foothills": fetchland("Wooded Foothills", "a mountain or forest card", ["Mountain", "Forest"]),
  "Perilous Forays": {
    abilities: [activated("{1}, Sacrifice a creature: Search your library for a land card with a basic land type and put it into play tapped. Then shuffle your library.", {
      cost: { mana: "{1}", sacrifice: { types: ["creature"] } },
      effects: [search({ filter: { types: ["land"], subtypes: ["Plains", "Island", "Swamp", "Mountain", "Forest"] }, to: "playTapped" })],
    })],
  },
  "Amrou Scout": {
    abilities: [activated("{4}, {T}: Search your library for a Rebel card with converted mana cost 3 or less and put it into play. Then shuffle your library.", {
      cost: { mana: "{4}", tap: true },
      effects: [search({ filter: { subtypes: ["Rebel"], convertedManaCostAtMost: 3 }, to: "play" })],
    })],
  },
  "Flagstones of Trokair": {
    abilities: [
      { kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "W" }] },
      triggered("When Flagstones of Trokair is put into a graveyard from play, you may search your library for a Plains card and put it into play tapped. If you do, shuffle your library.", {
        trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
        effects: [search({ filter: { subtypes: ["Plains"] }, to: "playTapped", may: true })],
      }),
    ],
  },
  "Mwonvuli Acid-Moss": {
    spell: { targets: [{ kind: "permanent", filter: { types: ["land"] } }], effects: [{ do: "destroy", object: { target: 0 } }, search({ filter: { subtypes: ["Forest"] }, to: "playTapped" })] },
  },
  "Wood Elves": {
    abilities: [triggered("When Wood Elves comes into play, search your library for a Forest card and put that card into play. Then shuffle your library.", { trigger: entersPlay, effects: [search({ filter: { subtypes: ["Forest"] }, to: "play" })] })],
  },
  "Civic Wayfinder": {
    abilities: [triggered("When Civic Wayfinder comes into play, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.", {
      trigger: entersPlay,
      effects: [search({ filter: basicLand, reveal: true, to: "hand", may: true })],
    })],
  },
  "Trinket Mage": {
    abilities: [triggered("When Trinket Mage comes into play, you may search your library for an artifact card with converted mana cost 1 or less, reveal that card, and put it into your hand. If you do, shuffle your library.", {
      trigger: entersPlay,
      effects: [search({ filter: { types: ["artifact"], convertedManaCostAtMost: 1 }, reveal: true, to: "hand", may: true })],
    })],
  },
  "Sakura-Tribe Elder": {
    abilities: [activated("Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card into play tapped, then shuffle your library.", { cost: { sacrificeSelf: true }, effects: [search({ filter: basicLand, to: "playTapped" })] })],
  },
  "Terramorphic Expanse": {
    abilities: [activated("{T}, Sacrifice Terramorphic Expanse: Search your library for a basic land card and put it into play tapped. Then shuffle your library.", { cost: { tap: true, sacrificeSelf: true }, effects: [search({ filter: basicLand, to: "playTapped" })] })],
  },
  "Wayfarer's Bauble": {
    abilities: [activated("{2}, {T}, Sacrifice Wayfarer's Bauble: Search your library for a basic land card and put that card into play tapped. Then shuffle your library.", { cost: { mana: "{2}", tap: true, sacrificeSelf: true }, effects: [search({ filter: basicLand, to: "playTapped" })] })],
  },
  "Silkwing Scout": {
    keywords: ["flying"],
    abilities: [activated("{G}, Sacrifice Silkwing Scout: Search your library for a basic land card and put that card into play tapped. Then shuffle your library.", { cost: { mana: "{G}", sacrificeSelf: true }, effects: [search({ filter: basicLand, to: "playTapped" })] })],
  },
  "Journeyer's Kite": {
    abilities: [activated("{3}, {T}: Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.", { cost: { mana: "{3}", tap: true }, effects: [search({ filter: basicLand, reveal: true, to: "hand" })] })],
  },
  Greenseeker: {
    abilities: [activated("{G}, {T}, Discard a card: Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.", { cost: { mana: "{G}", tap: true, discard: 1 }, effects: [search({ filter: basicLand, reveal: true, to: "hand" })] })],
  },

  // Hellbent (DIS): "if you have no cards in hand".
  "Demon's Jester": { keywords: ["flying"], statics: [{ affects: "self", condition: hellbent, modification: { kind: "modifyPT", power: 2, toughness: 1 } }] },
  "Gobhobbler Rats": {
    statics: [{
      affects: "self",
      condition: hellbent,
      modification: { kind: "modifyPT", power: 1, toughness: 0 },
      also: [{ kind: "addAbility", ability: { kind: "activated", cost: { mana: "{B}" }, effects: [{ do: "regenerate", object: "self" }], text: "{B}: Regenerate Gobhobbler Rats." } }],
    }],
  },
  "Taste for Mayhem": {
    enchant: { kind: "creature" },
    statics: [
      { affects: "enchanted", modification: { kind: "modifyPT", power: 2, toughness: 0 } },
      { affects: "enchanted", condition: hellbent, modification: { kind: "modifyPT", power: 2, toughness: 0 } },
    ],
  },
  "Nihilistic Glee": {
    abilities: [
      activated("{2}{B}, Discard a card: Target opponent loses 1 life and you gain 1 life.", {
        cost: { mana: "{2}{B}", discard: 1 },
        targets: [{ kind: "player", opponent: true }],
        effects: [{ do: "loseLife", amount: 1, player: { target: 0 } }, { do: "gainLife", amount: 1, player: "you" }],
      }),
      activated("Hellbent {1}, Pay 2 life: Draw a card. Play this ability only if you have no cards in hand.", { cost: { mana: "{1}", payLife: 2 }, condition: hellbent, effects: [drawOne] }),
    ],
  },
  Ragamuffyn: {
    abilities: [activated("Hellbent {T}, Sacrifice a creature or land: Draw a card. Play this ability only if you have no cards in hand.", { cost: { tap: true, sacrifice: { types: ["creature", "land"] } }, condition: hellbent, effects: [drawOne] })],
  },
  "Slaughterhouse Bouncer": {
    abilities: [triggered("Hellbent When Slaughterhouse Bouncer is put into a graveyard from play, if you have no cards in hand, target creature gets -3/-3 until end of turn.", {
      trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
      condition: hellbent,
      targets: [{ kind: "creature" }],
      effects: [{ do: "modifyPT", power: -3, toughness: -3, object: { target: 0 }, duration: "endOfTurn" }],
    })],
  },
  "Cackling Flames": {
    spell: {
      targets: [{ kind: "creatureOrPlayer" }],
      effects: [{ do: "conditional", if: hellbent, effects: [{ do: "damage", amount: 5, to: { target: 0 } }], otherwise: [{ do: "damage", amount: 3, to: { target: 0 } }] }],
    },
  },
  Twinstrike: {
    spell: {
      targets: [{ kind: "creature" }, { kind: "creature", another: true }],
      effects: [{
        do: "conditional",
        if: hellbent,
        effects: [{ do: "destroy", object: { target: 0 } }, { do: "destroy", object: { target: 1 } }],
        otherwise: [{ do: "damage", amount: 2, to: { target: 0 } }, { do: "damage", amount: 2, to: { target: 1 } }],
      }],
    },
  },

  // Channel (SOK): "{cost}, Discard [this card]: ..." played from its owner's hand.
  "Ghost-Lit Redeemer": {
    abilities: [
      activated("{W}, {T}: You gain 2 life.", { cost: { mana: "{W}", tap: true }, effects: [{ do: "gainLife", amount: 2, player: "you" }] }),
      channel("Channel {1}{W}, Discard Ghost-Lit Redeemer: You gain 4 life.", "{1}{W}", { effects: [{ do: "gainLife", amount: 4, player: "you" }] }),
    ],
  },
  "Ghost-Lit Raider": {
    abilities: [
      activated("{2}{R}, {T}: Ghost-Lit Raider deals 2 damage to target creature.", { cost: { mana: "{2}{R}", tap: true }, targets: [{ kind: "creature" }], effects: [{ do: "damage", amount: 2, to: { target: 0 } }] }),
      channel("Channel {3}{R}, Discard Ghost-Lit Raider: Ghost-Lit Raider deals 4 damage to target creature.", "{3}{R}", { targets: [{ kind: "creature" }], effects: [{ do: "damage", amount: 4, to: { target: 0 } }] }),
    ],
  },
  "Ghost-Lit Nourisher": {
    abilities: [
      activated("{2}{G}, {T}: Target creature gets +2/+2 until end of turn.", { cost: { mana: "{2}{G}", tap: true }, targets: [{ kind: "creature" }], effects: [boost(2)] }),
      channel("Channel {3}{G}, Discard Ghost-Lit Nourisher: Target creature gets +4/+4 until end of turn.", "{3}{G}", { targets: [{ kind: "creature" }], effects: [boost(4)] }),
    ],
  },
  "Ghost-Lit Warder": {
    abilities: [
      activated("{3}{U}, {T}: Counter target spell unless its controller pays {2}.", { cost: { mana: "{3}{U}", tap: true }, targets: [{ kind: "spell" }], effects: [{ do: "counter", object: { target: 0 }, unlessPays: 2 }] }),
      channel("Channel {3}{U}, Discard Ghost-Lit Warder: Counter target spell unless its controller pays {4}.", "{3}{U}", { targets: [{ kind: "spell" }], effects: [{ do: "counter", object: { target: 0 }, unlessPays: 4 }] }),
    ],
  },
  "Ghost-Lit Stalker": {
    abilities: [
      activated("{4}{B}, {T}: Target player discards two cards. Play this ability only any time you could play a sorcery.", { cost: { mana: "{4}{B}", tap: true }, timing: "sorcery", targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 2, player: { target: 0 } }] }),
      channel("Channel {5}{B}{B}, Discard Ghost-Lit Stalker: Target player discards four cards. Play this ability only any time you could play a sorcery.", "{5}{B}{B}", { timing: "sorcery", targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 4, player: { target: 0 } }] }),
    ],
  },
  "Shinen of Flight's Wings": {
    keywords: ["flying"],
    abilities: [channel("Channel {U}, Discard Shinen of Flight's Wings: Target creature gains flying until end of turn.", "{U}", { targets: [{ kind: "creature" }], effects: [gains({ kind: "addKeyword", keyword: "flying" })] })],
  },
  "Shinen of Fury's Fire": {
    keywords: ["haste"],
    abilities: [channel("Channel {R}, Discard Shinen of Fury's Fire: Target creature gains haste until end of turn.", "{R}", { targets: [{ kind: "creature" }], effects: [gains({ kind: "addKeyword", keyword: "haste" })] })],
  },
  "Shinen of Fear's Chill": {
    restrictions: ["cantBlock"],
    abilities: [channel("Channel {1}{B}, Discard Shinen of Fear's Chill: Target creature can't block this turn.", "{1}{B}", { targets: [{ kind: "creature" }], effects: [gains({ kind: "addRestriction", restriction: "cantBlock" })] })],
  },

  // Sweep (SOK): "Return any number of [basic land type]s you control to their owner's hand. ... for each ... returned this way."
  "Charge Across the Araba": {
    spell: { effects: [sweep("Plains"), { do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: { perReturned: 1 }, toughness: { perReturned: 1 }, duration: "endOfTurn" }] },
  },
  "Plow Through Reito": {
    spell: { targets: [creature], effects: [sweep("Plains"), { do: "modifyPT", power: { perReturned: 1 }, toughness: { perReturned: 1 }, object: { target: 0 }, duration: "endOfTurn" }] },
  },
  "Sink into Takenuma": { spell: { targets: [{ kind: "player" }], effects: [sweep("Swamp"), { do: "discard", amount: { perReturned: 1 }, player: { target: 0 } }] } },
  "Barrel Down Sokenzan": { spell: { targets: [creature], effects: [sweep("Mountain"), { do: "damage", amount: { perReturned: 2 }, to: { target: 0 } }] } },

  // Threshold (TSB): "as long as seven or more cards are in your graveyard".
  "Mystic Enforcer": {
    keywords: ["protectionFromBlack"],
    statics: [{ affects: "self", condition: { cardsInYourGraveyard: 7 }, modification: { kind: "modifyPT", power: 3, toughness: 3 }, also: [{ kind: "addKeyword", keyword: "flying" }] }],
  },
};
