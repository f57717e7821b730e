// "Put the top card of your library into your graveyard, then draw cards equal to that card's
// converted mana cost." (Heed the Mists): the card moved by the first effect is remembered by
// the resolution (effects/library-top.ts), and the second reads its converted mana cost (203.3)
// as it is in the graveyard.
import type { Clause } from "./effects.js";
import { lit, map, same, type Syntax } from "./syntax.js";

const MOVE: Clause = { do: "libraryToGraveyard", amount: 1, player: "you" };
const DRAW: Clause = { do: "draw", amount: { thatCard: "convertedManaCost" }, player: "you" };

export const libraryThenClauses: Syntax<Clause[]> = map(
  lit("put the top card of your library into your graveyard, then draw cards equal to that card's converted mana cost"),
  () => [MOVE, DRAW],
  (cs) => (same(cs, [MOVE, DRAW]) ? null : undefined),
);
