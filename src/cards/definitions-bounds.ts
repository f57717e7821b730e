// Cards for the order of layer 6 in the Time Spiral rules (418.5a): a resolved +N/+N and a
// "becomes N/N" share sublayer 6b, in timestamp order.
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

type Definition = z.input<typeof CardDefinition>;

export const BOUNDS_DEFINITIONS: Record<string, Definition> = {
  "Monstrous Growth": {
    spell: { targets: [{ kind: "creature" }], effects: [{ do: "modifyPT", power: 4, toughness: 4, object: { target: 0 }, duration: "endOfTurn" }] },
  },
};
