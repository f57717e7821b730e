// Cards for the layer system (418.5): control-changing effects (layer 2), copy effects (layer
// 1), characteristic-defining power and toughness (208.2, layer 6a), adding and removing
// abilities (407), and type-changing effects that depend on each other (418.5e).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

export const LAYER_DEFINITIONS: Record<string, Definition> = {
  Threaten: {
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { do: "untap", object: { target: 0 } },
        { do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }, { kind: "addKeyword", keyword: "haste" }], duration: "endOfTurn" },
      ],
    },
  },
  "Keiga, the Tide Star": {
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "putIntoGraveyardFromPlay", what: "self" },
        targets: [{ kind: "creature" }],
        effects: [{ do: "becomes", object: { target: 0 }, modifications: [{ kind: "gainControl" }], duration: "permanent" }],
        text: "When Keiga, the Tide Star is put into a graveyard from play, gain control of target creature.",
      },
    ],
  },
  Confiscate: { enchant: { kind: "permanent" }, statics: [{ affects: "enchanted", modification: { kind: "gainControl" } }] },
};
