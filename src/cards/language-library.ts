// The card language's effects on the top of a library that the "library" clauses add (217.2: a
// library is hidden, its order kept): looking at its top cards without changing them, and
// putting the card looked at elsewhere ("You may put that card into your graveyard").
// language.ts adds them to its effects; this module imports nothing from it.
import { z } from "zod";

/** Who an effect is about: "you", or a target player ({ target: n }). */
const PlayerRef = z.union([z.literal("you"), z.strictObject({ target: z.number().int().min(0) })]);

export function libraryEffects() {
  return [
    /** "Look at the top card / top N cards of [your / target player's] library": the effect's controller alone sees them; they stay where they are, in their order. */
    z.strictObject({ do: z.literal("lookAtTopOfLibrary"), amount: z.number().int().min(1), player: PlayerRef }),
    /** "Put that card into your / that player's graveyard", "Put that card on the bottom of your library": the top card of the player's library, the one just looked at; "hand": "If it's a creature card, put that card into your hand" (Momir Vig), the top card just revealed. */
    z.strictObject({ do: z.literal("topCardTo"), player: PlayerRef, to: z.enum(["graveyard", "bottom", "hand"]) }),
    /** "Return ~ from your graveyard to your hand": the card whose ability it is, if it is still in its owner's graveyard (the same object, 217.1c). */
    /** `enchanting`: "return ~ from your graveyard to play enchanting that creature" (Dragon Wings): an Aura, into play attached to the creature its trigger names (212.4k). */
    z.strictObject({ do: z.literal("returnSelfFromGraveyard"), enchanting: z.literal("thatCreature").optional() }),
  ] as const;
}
