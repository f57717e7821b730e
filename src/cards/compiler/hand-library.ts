// Clauses about hands, libraries and graveyards (217.2–217.4): "Target player puts the top two
// cards of his or her library into his or her graveyard", "Return target creature card from
// your graveyard to play", "Put target card from your graveyard on top of your library",
// "Remove target card in a graveyard from the game", "Target player shuffles his or her
// graveyard into his or her library", "Target opponent reveals his or her hand. Choose a card
// from it. That player discards that card.", "look at target opponent's hand", "look at the
// top four cards of your library, then put them back in any order", "Target player reveals the
// top card of his or her library", "You may put a creature card from your hand into play".
import type { ObjectFilter, TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { COLORS, count, filterPhrase, target, withCost, type Filter } from "./nouns.js";
import { alt, lazy, lit, map, opt, syn, word, words, type Syntax } from "./syntax.js";
import { one, search } from "./effects.js";
import { returnThatLand } from "./cause-triggers.js";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const IT = { target: "it" };

/** A player in the third person: "target player", "target opponent", "that player". */
const third: Syntax<unknown> = alt<unknown>(
  map(target, (s) => (s.kind === "player" ? { target: s } : undefined), (r) => {
    const t = (r as InlineTarget | undefined)?.target;
    return typeof t === "object" && t.kind === "player" ? t : undefined;
  }),
  word("that player", IT),
  // 404.1: "that player" of a trigger whose event names a player (Abyssal Specter's damage).
  word("that player", "thatPlayer"),
);

/** The qualities a card outside play may be named by: card types, subtypes, supertypes, colors (printed characteristics). */
const CARD_KEYS = new Set(["types", "allTypes", "subtypes", "supertypes", "colors", "notTypes", "notColors"]);
const cardFilter = (f: Filter): ObjectFilter | undefined => (Object.keys(f).every((k) => CARD_KEYS.has(k) && (f as Record<string, unknown>)[k] !== undefined) ? f : undefined);
/** Adjectives that stand alone before "card": "a nonland card", "a green card". */
const loneAdjective = words<ObjectFilter>([
  ["nonland", { notTypes: ["land"] }],
  ["noncreature", { notTypes: ["creature"] }],
  ["nonartifact", { notTypes: ["artifact"] }],
  ...COLORS.map(([w, c]): [string, ObjectFilter] => [w, { colors: [c] }]),
]);
/** "card", "nonland card", "green card", "creature card", "basic land card", "Zombie card", "artifact or creature card", "artifact creature card". */
export const cardNoun: Syntax<ObjectFilter> = alt<ObjectFilter>(
  word("card", {}),
  map(syn`${loneAdjective} card`, ([f]) => f, (f) => [f]),
  map(syn`${filterPhrase("one")} card`, ([f]) => cardFilter(f), (f) => (f.types || f.allTypes || f.subtypes ? [f] : undefined)),
);
/** "a card" / "an artifact card": the article agrees with the word after it. */
const article: Syntax<ObjectFilter> = {
  *parse(text, at) {
    for (const a of ["a ", "an "]) {
      if (!text.startsWith(a, at)) continue;
      for (const [f, end] of cardNoun.parse(text, at + a.length)) if (text.slice(at, end) === article.print(f)) yield [f, end];
    }
  },
  print(f) {
    const said = cardNoun.print(f);
    return said === undefined ? undefined : `${/^[aeiou]/i.test(said) ? "an" : "a"} ${said}`;
  },
};

/** "target [quality] card from your graveyard" / "in a graveyard" / "in an opponent's graveyard". */
type Where = "your" | "a" | "opponent's";
const place = words<Where>([["from your graveyard", "your"], ["in your graveyard", "your"], ["in a graveyard", "a"], ["in an opponent's graveyard", "opponent's"]]);
function specOf(f: ObjectFilter, where: Where): TargetSpec {
  const filter = Object.keys(f).length ? { filter: f } : {};
  return where === "your" ? { kind: "cardInYourGraveyard", ...filter } : { kind: "cardInAGraveyard", ...filter, ...(where === "opponent's" ? { opponent: true as const } : {}) };
}
/** The converted mana cost a card noun may be followed by: "creature card with converted mana cost X or less" (Stir the Grave). */
const COST_KEYS = ["convertedManaCostAtMost", "convertedManaCostAtMostX"] as const;
export const graveyardCard = (allowed: Where[]): Syntax<InlineTarget> =>
  map(
    // "up to one target card" (Cruel Revival, Conjurer's Bauble): zero or one card (409.1c), the target's `upTo` 1.
    syn`${opt(word("up to one ", true as const))}target ${cardNoun}${withCost} ${place}`,
    ([upToOne, f, cost, where]) => (allowed.includes(where) && (!cost || COST_KEYS.some((k) => cost[k] !== undefined)) ? { target: { ...specOf({ ...f, ...cost }, where), ...(upToOne ? { upTo: 1 } : {}) } } : undefined),
    (r) => {
      const t = (r as InlineTarget | undefined)?.target;
      if (typeof t !== "object" || (t.kind !== "cardInYourGraveyard" && t.kind !== "cardInAGraveyard")) return undefined;
      if (Object.keys(t).some((k) => !["kind", "filter", "opponent", "upTo"].includes(k)) || (t.upTo !== undefined && t.upTo !== 1)) return undefined;
      const where: Where = t.kind === "cardInYourGraveyard" ? "your" : t.opponent ? "opponent's" : "a";
      const { convertedManaCostAtMost, convertedManaCostAtMostX, ...f } = t.filter ?? {};
      const cost = convertedManaCostAtMost !== undefined ? { convertedManaCostAtMost } : convertedManaCostAtMostX ? { convertedManaCostAtMostX } : undefined;
      return allowed.includes(where) ? [t.upTo === 1 ? (true as const) : undefined, f, cost, where] : undefined;
    },
  );

/** A permanent that may be put on top of its owner's library: "target creature", "target nonland permanent". */
const permanentTarget: Syntax<InlineTarget> = map(target, (t) => (t.kind === "creature" || t.kind === "permanent" ? { target: t } : undefined), (r) => {
  const t = (r as InlineTarget | undefined)?.target;
  return typeof t === "object" && (t.kind === "creature" || t.kind === "permanent") ? t : undefined;
});
const isGraveyardCard = (o: unknown) => {
  const t = (o as InlineTarget | undefined)?.target;
  return typeof t === "object" && (t.kind === "cardInYourGraveyard" || t.kind === "cardInAGraveyard");
};

/** "the top two cards" / "the top card" / "the top X cards". */
const topCards: Syntax<number | "X"> = alt<number | "X">(
  word("the top card", 1),
  map(syn`the top ${count} cards`, ([n]) => (n > 1 ? n : undefined), (n) => (typeof n === "number" && n > 1 ? [n] : undefined)),
  word("the top X cards", "X" as const),
);

const libraryToGraveyard = alt<Clause[]>(
  one(
    syn`${third} puts ${topCards} of his or her library into his or her graveyard`,
    ([player, n]) => ({ do: "libraryToGraveyard", amount: n, player }),
    (c) => (c.do === "libraryToGraveyard" && c.player !== "you" && c.amount !== "half" ? [c.player, c.amount] : undefined),
  ),
  one(
    syn`${third} puts the top half of his or her library, rounded down, into his or her graveyard`,
    ([player]) => ({ do: "libraryToGraveyard", amount: "half", player }),
    (c) => (c.do === "libraryToGraveyard" && c.player !== "you" && c.amount === "half" ? [c.player] : undefined),
  ),
);

/** Only permanent cards can come into play (212.1: instants and sorceries can't). */
const PERMANENT_TYPES = ["artifact", "creature", "enchantment", "land"];
export const permanentCard = (t: TargetSpec): boolean => {
  const types = t.filter?.types;
  return !!types && types.length > 0 && types.every((x) => PERMANENT_TYPES.includes(x));
};
/** Returned to play under its owner's control: a permanent card (an Aura chooses what it enchants, 212.4j). */
const returnToPlay = one(
  syn`return ${graveyardCard(["your"])} to play`,
  ([object]) => (permanentCard(object.target as TargetSpec) ? { do: "returnToPlay", object } : undefined),
  (c) => (c.do === "returnToPlay" && !c.control && !c.withCounterIf ? [c.object] : undefined),
);
const returnToHand = one(
  syn`return ${graveyardCard(["your"])} to your hand`,
  ([object]) => ({ do: "returnToHand", object }),
  (c) => (c.do === "returnToHand" && (c.object as InlineTarget).target !== "it" ? [c.object] : undefined),
);
const putOnTop = alt<Clause[]>(
  one(
    syn`put ${graveyardCard(["your"])} on top of your library`,
    ([object]) => ({ do: "putOnTopOfLibrary", object }),
    (c) => (c.do === "putOnTopOfLibrary" && isGraveyardCard(c.object) ? [c.object] : undefined),
  ),
  one(
    syn`put ${permanentTarget} on top of its owner's library`,
    ([object]) => ({ do: "putOnTopOfLibrary", object }),
    (c) => (c.do === "putOnTopOfLibrary" && !isGraveyardCard(c.object) ? [c.object] : undefined),
  ),
  // Rootrunner's "Put target land on the top of its owner's library.": the same effect in other words (read only, printed as above).
  one(syn`put ${permanentTarget} on the top of its owner's library`, ([object]) => ({ do: "putOnTopOfLibrary", object }), () => undefined),
);

/** "[player] discards N cards from his or her hand", "discard a card from your hand": the era's longer wording of a discard. */
const cardsCount: Syntax<number> = alt<number>(word("a card", 1), map(syn`${count} cards`, ([n]) => (n > 1 ? n : undefined), (n) => (n > 1 ? [n] : undefined)));
const discardFromHand = alt<Clause[]>(
  one(syn`${third} discards ${cardsCount} from his or her hand`, ([player, n]) => ({ do: "discard", amount: n, player }), (c) => (c.do === "discard" && c.player !== "you" && typeof c.amount === "number" ? [c.player, c.amount] : undefined)),
  one(syn`discard ${cardsCount} from your hand`, ([n]) => ({ do: "discard", amount: n, player: "you" }), (c) => (c.do === "discard" && c.player === "you" && typeof c.amount === "number" ? [c.amount] : undefined)),
);
const putOnBottom = alt<Clause[]>(
  one(
    syn`put ${graveyardCard(["a"])} on the bottom of its owner's library`,
    ([object]) => ({ do: "putOnBottomOfLibrary", object }),
    (c) => (c.do === "putOnBottomOfLibrary" && isGraveyardCard(c.object) ? [c.object] : undefined),
  ),
  // "Put up to one target card from your graveyard on the bottom of your library." (Conjurer's Bauble): a card of your own graveyard, so your library is its owner's.
  one(
    syn`put ${graveyardCard(["your"])} on the bottom of your library`,
    ([object]) => ({ do: "putOnBottomOfLibrary", object }),
    (c) => (c.do === "putOnBottomOfLibrary" && isGraveyardCard(c.object) ? [c.object] : undefined),
  ),
  // "Put target artifact or enchantment on the bottom of its owner's library" (Hide): a permanent; a token there ceases to exist (216.3).
  one(
    syn`put ${permanentTarget} on the bottom of its owner's library`,
    ([object]) => ({ do: "putOnBottomOfLibrary", object }),
    (c) => (c.do === "putOnBottomOfLibrary" && !isGraveyardCard(c.object) ? [c.object] : undefined),
  ),
);
/** "Return up to three target land cards from your graveyard to your hand" (one word "target", 0 to N cards). */
const cardsNoun: Syntax<ObjectFilter> = alt<ObjectFilter>(
  word("cards", {}),
  map(syn`${filterPhrase("one")} cards`, ([f]) => cardFilter(f), (f) => (f.types || f.allTypes || f.subtypes ? [f] : undefined)),
);
const returnUpTo = one(
  syn`return up to ${count} target ${cardsNoun} from your graveyard to your hand`,
  ([n, f]) => (n > 1 ? { do: "returnToHand", object: { target: { kind: "cardInYourGraveyard", ...(Object.keys(f).length ? { filter: f } : {}), upTo: n } } } : undefined),
  (c) => {
    const t = (c.object as InlineTarget | undefined)?.target;
    if (c.do !== "returnToHand" || typeof t !== "object" || t.kind !== "cardInYourGraveyard" || !t.upTo || Object.keys(t).some((k) => !["kind", "filter", "upTo"].includes(k))) return undefined;
    return [t.upTo, t.filter ?? {}];
  },
);
const removeFromGame = one(
  syn`remove ${graveyardCard(["a", "opponent's"])} from the game`,
  ([object]) => ({ do: "removeFromGame", object }),
  (c) => (c.do === "removeFromGame" ? [c.object] : undefined),
);
// "Remove target player's graveyard from the game" (Tormod's Crypt).
const removeGraveyard = one(
  syn`remove ${target}'s graveyard from the game`,
  ([t]) => (t.kind === "player" ? { do: "removeGraveyard", player: { target: t } } : undefined),
  (c) => (c.do === "removeGraveyard" ? [(c.player as { target: TargetSpec }).target] : undefined),
);
const shuffleGraveyard = alt<Clause[]>(
  one(syn`${third} shuffles his or her graveyard into his or her library`, ([player]) => ({ do: "shuffleGraveyard", player }), (c) => (c.do === "shuffleGraveyard" && c.player !== "each" && c.player !== "you" ? [c.player] : undefined)),
  one(lit("each player shuffles his or her graveyard into his or her library"), () => ({ do: "shuffleGraveyard", player: "each" }), (c) => (c.do === "shuffleGraveyard" && c.player === "each" ? null : undefined)),
  // "Shuffle your graveyard into your library." (Feldon's Cane): the whole graveyard.
  one(lit("shuffle your graveyard into your library"), () => ({ do: "shuffleGraveyard", player: "you" }), (c) => (c.do === "shuffleGraveyard" && c.player === "you" && !c.filter ? null : undefined)),
);

const revealHand = one(syn`${third} reveals his or her hand`, ([player]) => ({ do: "revealHand", player }), (c) => (c.do === "revealHand" ? [c.player] : undefined));
/** "Choose a card from it. That player discards that card." — "it" the hand just revealed, "that player" its owner. */
const then = words<"discard" | "removeFromGame">([["That player discards that card", "discard"], ["Remove that card from the game", "removeFromGame"]]);
const chooseFromHand = one(
  alt<[unknown, ObjectFilter, "discard" | "removeFromGame"]>(
    map(syn`choose ${article} from it. ${then}`, ([f, t]) => [null, f, t], ([you, f, t]) => (you === null ? [f, t] : undefined)),
    map(syn`you choose ${article} from it. ${then}`, ([f, t]) => ["you", f, t], ([you, f, t]) => (you === "you" ? [f, t] : undefined)),
  ),
  ([, filter, t]) => ({ do: "chooseFromHand", player: IT, ...(Object.keys(filter).length ? { filter } : {}), then: t }),
  (c) => (c.do === "chooseFromHand" && same(c.player, IT) ? [null, c.filter ?? {}, c.then] : undefined),
);
/** "You draw a card for each Mountain and red card in it": a basic land type and a color, each card counted once. */
const landType = words<string>(["Plains", "Island", "Swamp", "Mountain", "Forest"].map((t): [string, string] => [t, t]));
const colorWord = words<string>(COLORS.map(([w, c]): [string, string] => [w, c]));
const drawPerCard = one(
  syn`you draw a card for each ${landType} and ${colorWord} card in it`,
  ([subtype, color]) => ({ do: "drawPerCardInHand", player: IT, anyOf: [{ subtypes: [subtype] }, { colors: [color] }] }),
  (c) => {
    const [a, b] = (c.anyOf as ObjectFilter[] | undefined) ?? [];
    return c.do === "drawPerCardInHand" && same(c.player, IT) && (c.anyOf as unknown[]).length === 2 && a?.subtypes?.length === 1 && b?.colors?.length === 1 && Object.keys(a).length === 1 && Object.keys(b).length === 1 ? [a.subtypes[0], b.colors[0]] : undefined;
  },
);
const lookAtHand = one(syn`look at ${third}'s hand`, ([player]) => ({ do: "lookAtHand", player }), (c) => (c.do === "lookAtHand" ? [c.player] : undefined));

/** "your library" or "target player's library". */
const whoseLibrary: Syntax<unknown> = alt<unknown>(word("your library", "you"), map(syn`${third}'s library`, ([p]) => p, (p) => (p === "you" ? undefined : [p])));
const orderTop = one(
  map(syn`look at the top ${count} cards of ${whoseLibrary}, then put them back in any order`, ([n, p]) => (n > 1 ? ([n, p] as const) : undefined), ([n, p]) => [n, p]),
  ([amount, player]) => ({ do: "orderTopOfLibrary", amount, player }),
  (c) => (c.do === "orderTopOfLibrary" ? [c.amount as number, c.player] : undefined),
);
const revealTop = one(
  syn`${third} reveals the top card of his or her library`,
  ([player]) => ({ do: "revealTopOfLibrary", player }),
  (c) => (c.do === "revealTopOfLibrary" && c.player !== "you" ? [c.player] : undefined),
);

/** "(you may) put a creature card from your hand into play (tapped)". */
const putFromHand = one(
  syn`${alt(word("you may put", true), word("put", false))} ${article} from your hand into play${alt(word(" tapped", true), word("", false))}`,
  ([may, filter, tapped]) => ({ do: "putFromHand", ...(Object.keys(filter).length ? { filter } : {}), ...(tapped ? { tapped: true } : {}), ...(may ? { may: true } : {}) }),
  (c) => (c.do === "putFromHand" && !c.players ? [!!c.may, c.filter ?? {}, !!c.tapped] : undefined),
);

/** 103.4: "each other player may put a creature card from his or her hand into play" (Hunted Wumpus; engine/effects/put-from-hands.ts). */
const eachOtherPutsFromHand = one(
  syn`each other player may put ${article} from his or her hand into play`,
  ([filter]) => ({ do: "putFromHand", ...(Object.keys(filter).length ? { filter } : {}), may: true, players: "eachOther" }),
  (c) => (c.do === "putFromHand" && c.players === "eachOther" && c.may && !c.tapped ? [c.filter ?? {}] : undefined),
);

/** "that player puts the cards in his or her hand on the bottom of his or her library in any order, then draws that many cards" (Teferi's Puzzle Box); "put the cards in your hand ..., then draw that many cards" (Mindmoil). */
const handToBottom = alt<Clause[]>(
  one(
    syn`${third} puts the cards in his or her hand on the bottom of his or her library in any order, then draws that many cards`,
    ([player]) => ({ do: "handToBottomThenDraw", player }),
    (c) => (c.do === "handToBottomThenDraw" && c.player !== "you" ? [c.player] : undefined),
  ),
  one(
    lit("put the cards in your hand on the bottom of your library in any order, then draw that many cards"),
    () => ({ do: "handToBottomThenDraw", player: "you" }),
    (c) => (c.do === "handToBottomThenDraw" && c.player === "you" ? null : undefined),
  ),
);

/** "target opponent puts a card from his or her hand on top of his or her library" (Chittering Rats, Chimney Imp). */
const handToTop = one(
  syn`${third} puts a card from his or her hand on top of his or her library`,
  ([player]) => ({ do: "handToTop", player }),
  (c) => (c.do === "handToTop" && c.player !== "you" ? [c.player] : undefined),
);

/** "Each player may search his or her library for up to X creature cards, reveal those cards, and put them into his or her hand. Then each player who searched his or her library this way shuffles it." (Weird Harvest; engine/effects/search.ts). */
const LIBRARY_TYPES = ["artifact", "creature", "enchantment", "land", "instant", "sorcery"] as const;
const eachPlayerSearches = one(
  syn`each player may search his or her library for up to X ${words(LIBRARY_TYPES.map((t): [string, (typeof LIBRARY_TYPES)[number]] => [t, t]))} cards, reveal those cards, and put them into his or her hand. Then each player who searched his or her library this way shuffles it`,
  ([type]) => ({ do: "search", amount: "X", upTo: true, filter: { types: [type] }, reveal: true, to: "hand", may: true, players: "each" }),
  (c) => {
    const f = c.filter as { types?: string[] } | undefined;
    return c.do === "search" && c.players === "each" && c.amount === "X" && c.upTo && c.reveal && c.may && c.to === "hand" && !c.library && f?.types?.length === 1 && Object.keys(f).length === 1 ? [f.types[0]] : undefined;
  },
);

/**
 * "Search target player's library for three cards and remove them from the game. Then that player
 * shuffles his or her library." (Jester's Cap): the effect's controller searches another player's
 * library; its owner shuffles it (glossary "Search"; engine/effects/search.ts).
 */
const searchTheirLibrary = one(
  syn`search ${third}'s library for ${count} cards and remove them from the game. Then that player shuffles his or her library`,
  ([library, amount]) => (amount > 1 ? { do: "search", amount, to: "removed", library } : undefined),
  (c) => (c.do === "search" && c.library && c.to === "removed" && !c.filter && !c.upTo && !c.reveal && !c.may ? [c.library, c.amount] : undefined),
);

/** "If an opponent has more lands than you, search your library for ..." (Gift of Estates): the condition is checked as the spell resolves. */
const ifMoreLands = one(
  syn`if an opponent has more lands than you, ${lazy(() => search)}`,
  ([effects]) => ({ do: "conditional", if: { anOpponentControlsMoreLands: true }, effects, otherwise: [] }),
  (c) => (c.do === "conditional" && same(c.if, { anOpponentControlsMoreLands: true }) && (c.otherwise as unknown[]).length === 0 && (c.effects as Clause[]).every((e) => e.do === "search") ? [c.effects] : undefined),
);

/** "look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library" (Sleight of Hand). */
const putOneInHand = one(
  lit("look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library"),
  () => ({ do: "lookAtTopPutOneInHand", amount: 2 }),
  (c) => (c.do === "lookAtTopPutOneInHand" ? null : undefined),
);
/** "Target player reveals three cards from his or her hand and you choose one of them. That player discards that card." (Blackmail). */
const revealSomeChooseOne = map(
  syn`${third} reveals ${count} cards from his or her hand and you choose one of them. That player discards that card`,
  ([player, n]) => (n > 1 ? [{ do: "revealCardsFromHand", player, amount: n }, { do: "chooseFromHand", player: IT, then: "discard", fromRevealed: true }] : undefined),
  (cs: Clause[]) => {
    const [a, b] = cs;
    return cs.length === 2 && a!.do === "revealCardsFromHand" && b!.do === "chooseFromHand" && b!.fromRevealed && b!.then === "discard" && !b!.filter && same(b!.player, IT) ? [a!.player, a!.amount as number] : undefined;
  },
);

/** Every clause of this family, one alternative (effects.ts lists it once in plainClause). */
export const handLibraryClauses: Syntax<Clause[]> = alt(
  libraryToGraveyard,
  returnToPlay,
  returnToHand,
  putOnTop,
  removeFromGame,
  shuffleGraveyard,
  removeGraveyard,
  revealHand,
  chooseFromHand,
  lookAtHand,
  orderTop,
  revealTop,
  putFromHand,
  eachOtherPutsFromHand,
  searchTheirLibrary,
  eachPlayerSearches,
  returnThatLand,
  handToBottom,
  handToTop,
  discardFromHand,
  drawPerCard,
  ifMoreLands,
  putOneInHand,
  revealSomeChooseOne,
  putOnBottom,
  returnUpTo,
);

