// The card language's imprint effects (502.34, Mirrodin block). Imprint labels an ability that
// removes a card from the game; the permanent's other abilities that say "the imprinted card"
// are linked to it: they refer to the card that ability of this same object removed, and only
// while the object stays in play (a permanent that leaves play and comes back is a new object
// with nothing imprinted, 217.1c). engine/effects/imprint.ts. language.ts adds them to its
// effects; the pieces they are built from are passed in, so this module imports nothing from it.
import { z } from "zod";

export function imprintEffects<F extends z.ZodTypeAny>({ ObjectFilter }: { ObjectFilter: F }) {
  return [
    /** "you may remove [a card of this quality] in your hand from the game": its controller chooses one of his or her hidden hand, or none; the card, removed face up, is imprinted on the ability's source if that is still the same object in play. */
    z.strictObject({ do: z.literal("imprintFromHand"), filter: ObjectFilter.optional(), /** "with converted mana cost X": exactly the value announced for the ability (Panoptic Mirror, 409.1b) */ convertedManaCost: z.literal("X").optional() }),
    /** "you may remove target card in a graveyard from the game" (Mirror Golem): as it resolves its controller may remove the target (still legal); the card is imprinted as above. */
    z.strictObject({ do: z.literal("imprintTarget"), object: z.strictObject({ target: z.number().int().min(0) }) }),
    /** "Add one mana of any of the imprinted card's colors to your mana pool" (Chrome Mox): a mana ability whose choices are the imprinted cards' colors as it is played (none: it adds no mana). */
    z.strictObject({ do: z.literal("addManaOfImprintedColors") }),
    /** "You may copy the imprinted instant card and play the copy without paying its mana cost" (Isochron Scepter): its controller may choose one imprinted card of these types; a copy of it is put onto the stack and played at once, for no mana (an alternative cost of {0}). */
    z.strictObject({ do: z.literal("playImprintedCopy"), types: z.array(z.enum(["instant", "sorcery"])).min(1) }),
    /** "Put a creature token into play that's a copy of the imprinted creature card" (Soul Foundry): a token whose copiable values are the imprinted card's printed ones (503, 216); none if no creature card is imprinted on the ability's source, still in play. */
    z.strictObject({ do: z.literal("tokenCopyOfImprinted") }),
  ] as const;
}
