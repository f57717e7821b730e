// Cards added with the multiplayer variants (600–609): effects whose rules differ in Grand
// Melee (608.4e) and with a limited range of influence (601).
import type { z } from "zod";
import type { CardDefinition } from "./language.js";

export const MULTIPLAYER_DEFINITIONS: Record<string, z.input<typeof CardDefinition>> = {
  // "Target player takes two extra turns after this one."
  "Time Stretch": { spell: { targets: [{ kind: "player" }], effects: [{ do: "extraTurns", amount: 2, player: { target: 0 } }] } },
};
