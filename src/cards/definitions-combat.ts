// Cards of the combat keywords (306–311, 502): first strike, double strike, trample,
// vigilance, defender, fear, shadow, flanking, bushido, rampage, provoke, nonbasic and
// legendary landwalk, "attacks each turn if able", "can't be blocked except by creatures with
// flying" — printed, granted by Auras and Equipment, or gained until end of turn.
import type { z } from "zod";
import type { CardDefinition, Effect } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type EffectInput = z.input<typeof Effect>;

/** "Target creature gains [keyword] until end of turn." */
const gains = (keyword: "firstStrike"): EffectInput => ({ do: "becomes", object: { target: 0 }, modifications: [{ kind: "addKeyword", keyword }], duration: "endOfTurn" });

export const COMBAT_DEFINITIONS: Record<string, Definition> = {
  "Tundra Wolves": { keywords: ["firstStrike"] },
  "Boros Swiftblade": { keywords: ["doubleStrike"] },
  "Skyhunter Skirmisher": { keywords: ["flying", "doubleStrike"] },
  "Rootbreaker Wurm": { keywords: ["trample"] },
  "Veteran Cavalier": { keywords: ["vigilance"] },
  /** Vigilance in the words of Eighth Edition: "Attacking doesn't cause Serra Angel to tap." */
  "Serra Angel": { keywords: ["flying", "vigilance"] },
  "Carven Caryatid": {
    keywords: ["defender"],
    abilities: [{ kind: "triggered", trigger: { on: "comesIntoPlay", what: "self" }, effects: [{ do: "draw", amount: 1, player: "you" }], text: "When Carven Caryatid comes into play, draw a card." }],
  },
  "Severed Legion": { keywords: ["fear"] },
  "Soltari Priest": { keywords: ["protectionFromRed", "shadow"] },
  "Benalish Cavalry": { keywords: ["flanking"] },
  "Devoted Retainer": { bushido: 1 },
  "Kitsune Blademaster": { keywords: ["firstStrike"], bushido: 1 },
  "Craw Giant": { keywords: ["trample"], rampage: 2 },
  "Dryad Sophisticate": { keywords: ["nonbasicLandwalk"] },
  "Ayumi, the Last Visitor": { keywords: ["legendaryLandwalk"] },
  "Goblin Brigand": { restrictions: ["attacksEachTurnIfAble"] },
  "Treetop Scout": { restrictions: ["cantBeBlockedExceptByFlying"] },
  "Goblin Grappler": { keywords: ["provoke"] },
  "Lowland Tracker": { keywords: ["firstStrike", "provoke"] },
  "Selesnya Sagittars": { asThough: ["blockAsThoughFlying"], restrictions: ["canBlockAdditionalCreature"] },
  "Foriysian Interceptor": { keywords: ["flash", "defender"], restrictions: ["canBlockAdditionalCreature"] },
  "Valor Made Real": {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "addRestriction", restriction: "canBlockAnyNumber" }], duration: "endOfTurn" }],
    },
  },
  Fireshrieker: { equip: "{2}", statics: [{ affects: "equipped", modification: { kind: "addKeyword", keyword: "doubleStrike" } }] },
  Reflexes: { enchant: { kind: "creature" }, statics: [{ affects: "enchanted", modification: { kind: "addKeyword", keyword: "firstStrike" } }] },
  "Mythic Proportions": {
    enchant: { kind: "creature" },
    statics: [{ affects: "enchanted", modification: { kind: "modifyPT", power: 8, toughness: 8 }, also: [{ kind: "addKeyword", keyword: "trample" }] }],
  },
  "Shinka, the Bloodsoaked Keep": {
    abilities: [
      { kind: "mana", cost: { tap: true }, effects: [{ do: "addMana", mana: "R" }] },
      {
        kind: "activated",
        cost: { mana: "{R}", tap: true },
        targets: [{ kind: "creature", filter: { supertypes: ["legendary"] } }],
        effects: [gains("firstStrike")],
        text: "{R}, {T}: Target legendary creature gains first strike until end of turn.",
      },
    ],
  },
  "Viashino Bladescout": {
    keywords: ["flash"],
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "comesIntoPlay", what: "self" },
        targets: [{ kind: "creature" }],
        effects: [gains("firstStrike")],
        text: "When Viashino Bladescout comes into play, target creature gains first strike until end of turn.",
      },
    ],
  },
};
