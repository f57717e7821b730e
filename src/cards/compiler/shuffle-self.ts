// "Shuffle ~ into its owner's library." (Beacon of Destruction, Beacon of Creation, Beacon of
// Tomorrows): the last instruction of a spell, which moves the spell itself from the stack into
// its owner's library and shuffles it, so it isn't put into the graveyard as it finishes
// resolving (413.2?; engine effects/shuffle-self.ts). Only a spell's text says it of itself.
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { lit, type Syntax } from "./syntax.js";

export const shuffleSelfClauses: Syntax<Clause[]> = one(
  lit("shuffle ~ into its owner's library"),
  () => ({ do: "shuffleSelfIntoLibrary" }),
  (c) => (c.do === "shuffleSelfIntoLibrary" ? null : undefined),
);
