// "You can't be the target of spells or abilities." (Ivory Mask, True Believer): a line of a
// permanent that makes its controller no legal target, the card-level field youCantBeTargeted
// (engine/spells/untargetable-players.ts).
import type { Part } from "./abilities.js";
import { word, type Syntax } from "./syntax.js";

/** The card-level fields these lines set (card.ts renders each as a line of its own). */
export const PLAYER_TARGET_FIELDS = ["youCantBeTargeted"] as const;

export const playerTargetLines: Syntax<Part> = word("You can't be the target of spells or abilities.", { youCantBeTargeted: true } as unknown as Part);
