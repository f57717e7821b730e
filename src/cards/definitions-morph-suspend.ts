// Cards with Morph (502.26, face-down spells and permanents 504) and Suspend (502.59).
import type { z } from "zod";
import type { CardDefinition, Effect, TargetSpec } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

/** 502.26: "When [this] is turned face up, [effects]" (on one target, or none). */
const whenTurnedFaceUp = (text: string, target: TargetSpec | null, effects: Effect[]): AbilityInput => ({
  kind: "triggered",
  trigger: { on: "turnedFaceUp", what: "self" },
  targets: target ? [target] : [],
  effects,
  text,
});
type Activated = Omit<Extract<AbilityInput, { kind: "activated" }>, "kind" | "text">;
const activated = (text: string, a: Activated): AbilityInput => ({ kind: "activated", ...a, text });
const destroyIt: Effect = { do: "destroy", object: { target: 0 } };

export const MORPH_SUSPEND_DEFINITIONS: Record<string, Definition> = {
  "Spined Basher": { morph: "{2}{B}" },
  "Sootfeather Flock": { keywords: ["flying"], morph: "{3}{B}" },
  "Skirk Marauder": {
    morph: "{2}{R}",
    abilities: [whenTurnedFaceUp("When Skirk Marauder is turned face up, it deals 2 damage to target creature or player.", { kind: "creatureOrPlayer" }, [{ do: "damage", amount: 2, to: { target: 0 } }])],
  },
  "Echo Tracer": {
    morph: "{2}{U}",
    abilities: [whenTurnedFaceUp("When Echo Tracer is turned face up, return target creature to its owner's hand.", { kind: "creature" }, [{ do: "returnToHand", object: { target: 0 } }])],
  },
  "Aphetto Exterminator": {
    morph: "{3}{B}",
    abilities: [whenTurnedFaceUp("When Aphetto Exterminator is turned face up, target creature gets -3/-3 until end of turn.", { kind: "creature" }, [{ do: "modifyPT", power: -3, toughness: -3, object: { target: 0 }, duration: "endOfTurn" }])],
  },
  "Patron of the Wild": {
    morph: "{2}{G}",
    abilities: [whenTurnedFaceUp("When Patron of the Wild is turned face up, target creature gets +3/+3 until end of turn.", { kind: "creature" }, [{ do: "modifyPT", power: 3, toughness: 3, object: { target: 0 }, duration: "endOfTurn" }])],
  },
  "Daru Sanctifier": {
    morph: "{1}{W}",
    abilities: [whenTurnedFaceUp("When Daru Sanctifier is turned face up, destroy target enchantment.", { kind: "permanent", filter: { types: ["enchantment"] } }, [destroyIt])],
  },
  "Nantuko Vigilante": {
    morph: "{1}{G}",
    abilities: [whenTurnedFaceUp("When Nantuko Vigilante is turned face up, destroy target artifact or enchantment.", { kind: "permanent", filter: { types: ["artifact", "enchantment"] } }, [destroyIt])],
  },
  "Shaleskin Plower": {
    morph: "{4}{R}",
    abilities: [whenTurnedFaceUp("When Shaleskin Plower is turned face up, destroy target land.", { kind: "permanent", filter: { types: ["land"] } }, [destroyIt])],
  },
  Skinthinner: {
    morph: "{3}{B}{B}",
    abilities: [whenTurnedFaceUp("When Skinthinner is turned face up, destroy target nonblack creature. It can't be regenerated.", { kind: "creature", filter: { notColors: ["B"] } }, [{ ...destroyIt, noRegeneration: true }])],
  },
  "Daru Mender": {
    morph: "{W}",
    abilities: [whenTurnedFaceUp("When Daru Mender is turned face up, regenerate target creature.", { kind: "creature" }, [{ do: "regenerate", object: { target: 0 } }])],
  },
  "Defender of the Order": {
    morph: "{W}{W}",
    abilities: [whenTurnedFaceUp("When Defender of the Order is turned face up, creatures you control get +0/+2 until end of turn.", null, [{ do: "modifyPTAll", filter: { types: ["creature"], controller: "you" }, power: 0, toughness: 2, duration: "endOfTurn" }])],
  },
  "Bloodstoke Howler": {
    morph: "{6}{R}",
    abilities: [whenTurnedFaceUp("When Bloodstoke Howler is turned face up, Beasts you control get +3/+0 until end of turn.", null, [{ do: "modifyPTAll", filter: { subtypes: ["Beast"], controller: "you" }, power: 3, toughness: 0, duration: "endOfTurn" }])],
  },
  "Riptide Survivor": {
    morph: "{1}{U}{U}",
    abilities: [whenTurnedFaceUp("When Riptide Survivor is turned face up, discard two cards from your hand, then draw three cards.", null, [{ do: "discard", amount: 2, player: "you" }, { do: "draw", amount: 3, player: "you" }])],
  },
  "Daru Healer": {
    morph: "{W}",
    abilities: [activated("{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn.", { cost: { tap: true }, targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "preventDamage", amount: 1, to: { target: 0 } }] })],
  },
  Whipcorder: {
    morph: "{W}",
    abilities: [activated("{W}, {T}: Tap target creature.", { cost: { mana: "{W}", tap: true }, targets: [{ kind: "creature" }], effects: [{ do: "tap", object: { target: 0 } }] })],
  },
  "Aphetto Alchemist": {
    morph: "{U}",
    abilities: [activated("{T}: Untap target artifact or creature.", { cost: { tap: true }, targets: [{ kind: "permanent", filter: { types: ["artifact", "creature"] } }], effects: [{ do: "untap", object: { target: 0 } }] })],
  },
  "Disruptive Pitmage": {
    morph: "{U}",
    abilities: [activated("{T}: Counter target spell unless its controller pays {1}.", { cost: { tap: true }, targets: [{ kind: "spell" }], effects: [{ do: "counter", object: { target: 0 }, unlessPays: 1 }] })],
  },
  "Goblin Taskmaster": {
    morph: "{R}",
    abilities: [activated("{1}{R}: Target Goblin gets +1/+0 until end of turn.", { cost: { mana: "{1}{R}" }, targets: [{ kind: "creature", filter: { subtypes: ["Goblin"] } }], effects: [{ do: "modifyPT", power: 1, toughness: 0, object: { target: 0 }, duration: "endOfTurn" }] })],
  },
  "Snarling Undorak": {
    morph: "{1}{G}{G}",
    abilities: [activated("{2}{G}: Target Beast gets +1/+1 until end of turn.", { cost: { mana: "{2}{G}" }, targets: [{ kind: "creature", filter: { subtypes: ["Beast"] } }], effects: [{ do: "modifyPT", power: 1, toughness: 1, object: { target: 0 }, duration: "endOfTurn" }] })],
  },
  "Grinning Demon": {
    morph: "{2}{B}{B}",
    abilities: [{ kind: "triggered", text: "At the beginning of your upkeep, you lose 2 life.", trigger: { on: "beginningOfUpkeep", whose: "yours" }, effects: [{ do: "loseLife", amount: 2, player: "you" }] }],
  },
  "Charging Slateback": { morph: "{4}{R}", restrictions: ["cantBlock"] },
  "Spitting Gourna": { morph: "{4}{G}", asThough: ["blockAsThoughFlying"] },
  "Krosan Colossus": { morph: "{6}{G}{G}" },
  "Towering Baloth": { morph: "{6}{G}" },
  "Treespring Lorian": { morph: "{5}{G}" },
  "Rift Bolt": { suspend: { count: 1, cost: "{R}" }, spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 3, to: { target: 0 } }] } },
  "Durkwood Baloth": { suspend: { count: 5, cost: "{G}" } },
  Mindstab: { suspend: { count: 4, cost: "{B}" }, spell: { targets: [{ kind: "player" }], effects: [{ do: "discard", amount: 3, player: { target: 0 } }] } },
  "Errant Ephemeron": { keywords: ["flying"], suspend: { count: 4, cost: "{1}{U}" } },
  "Duskrider Peregrine": { keywords: ["flying", "protectionFromBlack"], suspend: { count: 3, cost: "{1}{W}" } },
  "Viscerid Deepwalker": {
    suspend: { count: 4, cost: "{U}" },
    abilities: [{ kind: "activated", text: "{U}: Viscerid Deepwalker gets +1/+0 until end of turn.", cost: { mana: "{U}" }, effects: [{ do: "modifyPT", power: 1, toughness: 0, object: "self", duration: "endOfTurn" }] }],
  },
};
