// "Shuffle ~ into its owner's library." (Beacon of Destruction, Beacon of Creation, Beacon of
// Tomorrows): the last instruction of a spell, which moves the spell itself from the stack into
// its owner's library and shuffles it, so it isn't put into the graveyard as it finishes
// resolving (413.2?; engine effects/shuffle-self.ts). Only a spell's text says it of itself.
// "~'s owner shuffles it into his or her library." (Cerulean Sphinx): an activated ability that
// moves the permanent itself from play.
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { alt, lit, type Syntax } from "./syntax.js";

export const shuffleSelfClauses: Syntax<Clause[]> = alt(
  one(
    lit("shuffle ~ into its owner's library"),
    () => ({ do: "shuffleSelfIntoLibrary" }),
    (c) => (c.do === "shuffleSelfIntoLibrary" && !c.permanent ? null : undefined),
  ),
  one(
    lit("~'s owner shuffles it into his or her library"),
    () => ({ do: "shuffleSelfIntoLibrary", permanent: true }),
    (c) => (c.do === "shuffleSelfIntoLibrary" && c.permanent ? null : undefined),
  ),
);
