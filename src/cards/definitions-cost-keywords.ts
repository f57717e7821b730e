// Cards of the keyword abilities that are costs or ways to play spells (502): cycling,
// cumulative upkeep, echo and the others, and the costs the era prints: hybrid mana symbols
// (Ravnica block) and {X} in activated abilities' costs (409.1b).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

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
};
