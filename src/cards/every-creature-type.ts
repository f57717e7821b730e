// "Mistform Ultimus is every creature type (even if this card isn't in play)." A
// characteristic-defining ability (208.? (?)): it functions in every zone, so the card's
// subtypes are every creature type of the edition wherever it is; an effect that sets its
// creature type (layer 4, 418.5a) still replaces them all.
import CREATURE_TYPES from "./data/creature-types.json" with { type: "json" };

/** The printed subtypes with every creature type. */
export function everyCreatureType(printed: string[]): string[] {
  return [...new Set([...printed, ...(CREATURE_TYPES as string[])])];
}
