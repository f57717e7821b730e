// "Shares a creature type with it" (Coat of Arms, Alpha Status): two creatures share a creature
// type when some creature type is among the subtypes of both (212.3 (?)), as layers 1–5 leave
// them (418.5a: layer 4 sets types; a creature that is every creature type shares one with any
// creature that has one). "Each creature gets +1/+1 for each other creature in play that
// shares a creature type with it": counted for each creature the effect applies to, in layer 6.
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { permanents } from "../game/game.js";
import type { CardObject, GameState } from "../game/types.js";

const IS_CREATURE_TYPE = new Set(CREATURE_TYPES as string[]);

/** Whether two lists of subtypes have a creature type in common. */
export function shareACreatureType(a: readonly string[], b: readonly string[]): boolean {
  const mine = new Set(a.filter((t) => IS_CREATURE_TYPE.has(t)));
  return b.some((t) => mine.has(t));
}

type Typed = { types: readonly string[]; subtypes: readonly string[] };

/** The creatures in play other than `o` that share a creature type with it; `through5` reads layers 1–5. */
export function othersSharingACreatureType(s: GameState, o: CardObject, through5: (p: CardObject) => Typed): number {
  const mine = through5(o).subtypes;
  let n = 0;
  for (const p of permanents(s)) {
    if (p.id === o.id) continue;
    const c = through5(p);
    if (c.types.includes("creature") && shareACreatureType(mine, c.subtypes)) n++;
  }
  return n;
}
