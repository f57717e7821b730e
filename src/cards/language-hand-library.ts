// The card language's effects on hands, libraries and graveyards (217.2–217.4): revealing and
// looking at hands, choosing a card from a revealed hand, the top cards of a library, cards
// put from a library into a graveyard, cards returned from a graveyard, graveyards shuffled
// into libraries, cards put into play from a hand. language.ts adds them to its effects; the
// pieces they are built from are passed in, so this module imports nothing from it.
import { z } from "zod";


/** Who an effect is about: "you", or a target player ({ target: n }). */
const PlayerRef = z.union([z.literal("you"), z.strictObject({ target: z.number().int().min(0) })]);
const AnyRef = z.strictObject({ target: z.number().int().min(0) });
/** The card types a card in a library is taken by ("all land cards", "an instant or sorcery card"): any of them (printed, 217.2). */
const CardTypes = z.array(z.enum(["artifact", "creature", "land", "instant", "sorcery"])).min(1);

export function handLibraryEffects<F extends z.ZodTypeAny, A extends z.ZodTypeAny, C extends z.ZodTypeAny, L extends z.ZodTypeAny>({ ObjectFilter, Amount, Condition, LibraryFilter }: { ObjectFilter: F; Amount: A; Condition: C; LibraryFilter: L }) {
  return [
    /** "[Player] puts the top N cards of his or her library into his or her graveyard" (Millstone), from the top; "half":
     * "the top half of his or her library, rounded down" (Traumatize), counted as it resolves. */
    z.strictObject({ do: z.literal("libraryToGraveyard"), amount: z.union([Amount, z.literal("half")]), player: PlayerRef }),
    /** "Return target creature card from your graveyard to play" (Zombify): under its owner's control. */
    z.strictObject({ do: z.literal("returnToPlay"), object: z.union([AnyRef, /** "return that land to play" (Sacred Ground): the card the trigger's event put into the graveyard, if it is still there (217.1c) */ z.literal("thatCard")]),
      /** "put target creature or enchantment card in an opponent's graveyard into play under your control" (Crime): the effect's controller controls it */
      control: z.literal("you").optional(),
      /** "If {G} was spent to play ~, that creature comes into play with a +1/+1 counter on it." (Vigor Mortis): a counter it comes into play with if the condition holds as it resolves (419.1c) */
      withCounterIf: z.strictObject({ counter: z.string().min(1), if: Condition }).optional() }),
    /** "Put target card from your graveyard on top of your library" (Reclaim); "Put target creature on top of its owner's library" (Time Ebb). */
    z.strictObject({ do: z.literal("putOnTopOfLibrary"), object: AnyRef }),
    /** "Put target card in a graveyard on the bottom of its owner's library" (Junktroller). */
    z.strictObject({ do: z.literal("putOnBottomOfLibrary"), object: AnyRef }),
    /** "Remove target card in a graveyard from the game" (217.7: the removed-from-the-game zone). */
    z.strictObject({ do: z.literal("removeFromGame"), object: z.union([AnyRef, /** "Remove all creatures from the game": the permanents in play as it resolves (217.7) */ z.strictObject({ all: ObjectFilter }), /** the permanent a delayed ability was made for, if still in play (effects/token-removal.ts) */ z.literal("thatCreature")]) }),
    /** "[Player] shuffles his or her graveyard into his or her library" (Reminisce); "each": each player (Mnemonic Nexus). */
    /** `filter`: "Shuffle all creature cards of that type from your graveyard into your library" (Elvish Soultiller, after "choose a creature type"): only the cards of the graveyard it matches, by their printed characteristics. */
    z.strictObject({ do: z.literal("shuffleGraveyard"), player: z.union([PlayerRef, z.literal("each")]), filter: LibraryFilter.optional() }),
    /** "Remove target player's graveyard from the game" (Tormod's Crypt): every card in it, as it resolves (217.7; effects/graveyard-cards.ts). */
    z.strictObject({ do: z.literal("removeGraveyard"), player: AnyRef }),
    /** "Shuffle ~ into its owner's library" (the Beacons of Fifth Dawn): the spell, as it resolves, is put into its owner's library, which is then shuffled; it doesn't go to the graveyard (effects/shuffle-self.ts). */
    z.strictObject({
      do: z.literal("shuffleSelfIntoLibrary"),
      /** "~'s owner shuffles it into his or her library" (Cerulean Sphinx): an ability of a permanent moves the permanent itself, if it is still in play (effects/shuffle-self.ts). */
      permanent: z.literal(true).optional(),
    }),
    /** "Return ~ to its owner's hand" said by a spell of itself (the Pulses of Darksteel, after "Then if ..."): the spell moves from the stack to its owner's hand as it resolves and isn't put into the graveyard (effects/return-self.ts). */
    z.strictObject({ do: z.literal("returnSelfToHand") }),
    /** "[Player] reveals his or her hand": every player sees the cards in it (217.3c: otherwise no one sees another player's hand). */
    z.strictObject({ do: z.literal("revealHand"), player: AnyRef }),
    /** "Choose a [quality] card from it. That player discards that card." / "Remove that card from the game.":
     * after `revealHand`, the effect's controller chooses a card of the revealed hand; with none that matches, nothing happens. */
    z.strictObject({ do: z.literal("chooseFromHand"), player: AnyRef, filter: ObjectFilter.optional(), then: z.enum(["discard", "removeFromGame"]), fromRevealed: z.literal(true).optional() }),
    /** "You draw a card for each Mountain and red card in it" (after `revealHand`): a card for each card of that hand with any of the qualities. */
    z.strictObject({ do: z.literal("drawPerCardInHand"), player: AnyRef, anyOf: z.array(ObjectFilter).min(1) }),
    /** "Look at target opponent's hand": only the effect's controller sees it. */
    z.strictObject({ do: z.literal("lookAtHand"), player: z.union([AnyRef, /** "look at that player's hand" (Walker of Secret Ways): the player the trigger's damage was dealt to (404.1) */ z.literal("thatPlayer")]) }),
    /** "Look at the top N cards of [your] library, then put them back in any order": only the looker sees them; he or she orders them. */
    z.strictObject({ do: z.literal("orderTopOfLibrary"), amount: z.union([z.number().int().min(2), /** "the top X cards ..., where X is the number of Wizards in play" (Information Dealer): counted as it resolves (413.2) */ Amount]), player: PlayerRef }),
    /** "Reveal the top N cards of your library. Put all artifact cards revealed this way into your hand and the rest into your graveyard." (Chromescale Drake; "all"),
     * "Look at the top X cards ... Put one of those cards into your hand and the rest on the bottom of your library in any order." (Machinate; "one"),
     * "Look at the top five cards ... You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom ..." (Commune with Nature; "mayOne"):
     * the effect's controller's own library; looked-at cards are seen by him or her alone, revealed ones by all; the rest go to the graveyard or, in an order he or she chooses, to the bottom (217.2; engine/effects/top-cards.ts). */
    z.strictObject({ do: z.literal("topCards"), amount: Amount, reveal: z.boolean(), take: z.union([z.literal("one"), z.strictObject({ all: CardTypes }), z.strictObject({ mayOne: CardTypes })]), rest: z.enum(["graveyard", "bottom"]) }),
    /** "Reveal cards from the top of your library until you reveal a nonland card" (Goblin Machinist; `not`: a card of none of the types): every player sees them; they stay on top,
     * the card found is "that card" of the `foundCard` amount, and a following `revealedToBottom` puts them all on the bottom of the library (engine/effects/top-cards.ts). */
    z.strictObject({ do: z.literal("revealUntil"), types: CardTypes, not: z.literal(true).optional() }),
    /** "Put the revealed cards on the bottom of your library in any order": the cards the `revealUntil` before it revealed, in an order the effect's controller chooses. */
    z.strictObject({ do: z.literal("revealedToBottom") }),
    /** "Look at the top N cards of your library. Put one of them into your hand and the other(s) on the bottom of your library" (Sleight of Hand):
     * the looker alone sees them and chooses the one; with more than one left, he or she orders them too. */
    z.strictObject({ do: z.literal("lookAtTopPutOneInHand"), amount: z.literal(2) }),
    /** "Target player reveals N cards from his or her hand": that player chooses them; the revealed cards are what
     * a following `chooseFromHand` with `fromRevealed` chooses among (Blackmail). */
    z.strictObject({ do: z.literal("revealCardsFromHand"), player: AnyRef, amount: z.number().int().min(1) }),
    /** "Target player reveals two cards at random from his or her hand, then discards each nonland card revealed this way" (Fall): seeded, shown to all (effects/random-discard.ts). */
    z.strictObject({ do: z.literal("revealAtRandom"), player: AnyRef, amount: z.number().int().min(1), discard: ObjectFilter }),
    /** "[Player] reveals the top card of his or her library": every player sees it; it stays there. */
    z.strictObject({ do: z.literal("revealTopOfLibrary"), player: PlayerRef }),
    /** "[That player] puts the cards in his or her hand on the bottom of his or her library in any order, then draws that many cards" (Teferi's Puzzle Box, Mindmoil):
     * the player orders them (217.2: a hidden choice), then draws as many (effects/hand-to-bottom.ts). */
    z.strictObject({ do: z.literal("handToBottomThenDraw"), player: z.union([PlayerRef, z.literal("thatPlayer")]) }),
    /** "Target opponent puts a card from his or her hand on top of his or her library" (Chittering Rats): that player chooses the card (engine/effects/hand-to-top.ts). */
    z.strictObject({ do: z.literal("handToTop"), player: PlayerRef }),
    /** "(You may) put a [quality] card from your hand into play [tapped]": the effect's controller chooses one (or, with `may`, none). */
    z.strictObject({ do: z.literal("putFromHand"), filter: ObjectFilter.optional(), tapped: z.literal(true).optional(), may: z.literal(true).optional(),
      /** "each other player may put ... from his or her hand": each player but the controller, in APNAP order, chooses one or none; all come into play at once (103.4; engine/effects/put-from-hands.ts). */
      players: z.literal("eachOther").optional() }),
  ] as const;
}
