// Cards of replacement and prevention effects (419), "comes into play" replacements (419.1b),
// Dredge (502.47?), optional ("you may") triggered abilities and poison counters (420.5h).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

const creatureOrPlayer = { kind: "creatureOrPlayer" } as const;

export const REPLACE_DEFINITIONS: Record<string, Definition> = {
  "Furnace of Rath": { replacements: [{ kind: "doubleDamage" }] },
  "Healing Salve": {
    spell: {
      modes: [
        { text: "Target player gains 3 life", targets: [{ kind: "player" }], effects: [{ do: "gainLife", amount: 3, player: { target: 0 } }] },
        { text: "prevent the next 3 damage that would be dealt to target creature or player this turn", targets: [creatureOrPlayer], effects: [{ do: "preventDamage", amount: 3, to: { target: 0 } }] },
      ],
    },
  },
  "Leyline of the Void": { beginInPlay: true, replacements: [{ kind: "opponentsGraveyardToRemoved" }] },
  Darkblast: {
    dredge: 3,
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: -1, toughness: -1, object: { target: 0 }, duration: "endOfTurn" }] },
  },
  "Words of Worship": {
    abilities: [{
      kind: "activated",
      cost: { mana: "{1}" },
      effects: [{ do: "drawShield", text: "you gain 5 life", effects: [{ do: "gainLife", amount: 5, player: "you" }] }],
      text: "{1}: The next time you would draw a card this turn, you gain 5 life instead.",
    }],
  },
  Plagiarize: { spell: { targets: [{ kind: "player" }], effects: [{ do: "takeDraws", player: { target: 0 } }] } },
  "Coastal Tower": {
    comesIntoPlay: { tapped: true },
    abilities: [{ kind: "mana", cost: { tap: true }, effects: [{ do: "addManaOfChoice", mana: "WU" }] }],
  },
  Triskelion: {
    comesIntoPlay: { counters: { "+1/+1": 3 } },
    abilities: [{
      kind: "activated",
      cost: { removeCounters: { counter: "+1/+1", count: 1 } },
      targets: [creatureOrPlayer],
      effects: [{ do: "damage", amount: 1, to: { target: 0 } }],
      text: "Remove a +1/+1 counter from Triskelion: Triskelion deals 1 damage to target creature or player.",
    }],
  },
  "Shared Triumph": {
    comesIntoPlay: { choose: "creatureType" },
    statics: [{ affects: { types: ["creature"], chosenType: true }, modification: { kind: "modifyPT", power: 1, toughness: 1 } }],
  },
  "Shifting Sky": {
    comesIntoPlay: { choose: "color" },
    statics: [{ affects: { notTypes: ["land"] }, modification: { kind: "setChosenColor" } }],
  },
  Gravedigger: {
    abilities: [{
      kind: "triggered",
      trigger: { on: "comesIntoPlay", what: "self" },
      targets: [{ kind: "cardInYourGraveyard", filter: { types: ["creature"] } }],
      effects: [{ do: "may", text: "return target creature card from your graveyard to your hand", effects: [{ do: "returnToHand", object: { target: 0 } }] }],
      text: "When Gravedigger comes into play, you may return target creature card from your graveyard to your hand.",
    }],
  },
  "Swamp Mosquito": {
    keywords: ["flying"],
    abilities: [{
      kind: "triggered",
      trigger: { on: "attacksUnblocked", what: "self" },
      effects: [{ do: "poison", amount: 1, player: "defendingPlayer" }],
      text: "Whenever Swamp Mosquito attacks and isn't blocked, defending player gets a poison counter.",
    }],
  },
};
