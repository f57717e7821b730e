// Cards for text-changing effects (418.6, layer 3 of 418.5) and the color words they change:
// in filters, and in protection from a color (502.7).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

export const TEXT_DEFINITIONS: Record<string, Definition> = {
  "Mind Bend": {
    spell: { targets: [{ kind: "permanent" }], effects: [{ do: "changeText", words: ["color", "landType"], object: { target: 0 } }] },
  },
  // The printed "can't be Legend" is moot in this edition: Legend is no longer a creature type.
  "Artificial Evolution": {
    spell: { targets: [{ kind: "spellOrPermanent" }], effects: [{ do: "changeText", words: ["creatureType"], object: { target: 0 }, notTo: ["Wall"] }] },
  },
  "Spectral Shift": {
    spell: {
      modes: [
        { text: "Change the text of target spell or permanent by replacing all instances of one basic land type with another.", targets: [{ kind: "spellOrPermanent" }], effects: [{ do: "changeText", words: ["landType"], object: { target: 0 } }] },
        { text: "Change the text of target spell or permanent by replacing all instances of one color word with another.", targets: [{ kind: "spellOrPermanent" }], effects: [{ do: "changeText", words: ["color"], object: { target: 0 } }] },
      ],
    },
    entwine: "{2}",
  },
  "Coast Watcher": { keywords: ["flying", "protectionFromGreen"] },
  "Ascendant Evincar": {
    keywords: ["flying"],
    statics: [
      { affects: { types: ["creature"], colors: ["B"], other: true }, modification: { kind: "modifyPT", power: 1, toughness: 1 } },
      { affects: { types: ["creature"], notColors: ["B"] }, modification: { kind: "modifyPT", power: -1, toughness: -1 } },
    ],
  },
};
