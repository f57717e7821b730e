// The card-level fields of compiler/creature-types.ts (card.ts renders each as a line of its
// own); a module of its own so that card.ts needn't import the grammar it belongs to.
export const CREATURE_TYPE_FIELDS = ["everyCreatureType"] as const;
/** The card-level field of compiler/color-lines.ts ("~ is blue."), rendered the same way. */
export const COLOR_FIELDS = ["colorsDefined"] as const;
