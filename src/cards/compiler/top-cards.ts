// The top cards of the reader's own library, some taken into the hand and the rest put away
// (217.2; engine/effects/top-cards.ts): "Reveal the top three cards of your library. Put all
// artifact cards revealed this way into your hand and the rest into your graveyard." (Chromescale
// Drake; Elder Pine of Jukai and Enshrined Memories: "the rest on the bottom of your library in
// any order"), "Look at the top five cards of your library. You may reveal a creature card from
// among them and put it into your hand. Put the rest on the bottom of your library in any order."
// (Commune with Nature, Peer Through Depths), "Look at the top X cards of your library, where X is
// the number of artifacts you control. Put one of those cards into your hand and the rest on the
// bottom of your library in any order." (Machinate), and "Look at the top X cards of your
// library, where X is [a count], then put them back in any order." (Information Dealer,
// Descendant of Soramaro). X is no announced value there (409.1b): it is counted as the effect
// resolves (413.2): the language's `perEach` and `perCardInHand` amounts.
import type { Clause } from "./effects.js";
import { one } from "./effects.js";
import { count, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, word, words, type Syntax } from "./syntax.js";
import { whereXClauses } from "./where-x.js";
import { number } from "./where-x-pumps.js";

type Types = ("artifact" | "creature" | "land" | "instant" | "sorcery")[];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
type Amount = number | "X" | { perEach: 1; count: Filter } | { perCardInHand: 1 };

/** "three", or "X" announced for the spell (Enshrined Memories). */
const announced: Syntax<Amount> = alt<Amount>(map(count, (n) => (n > 1 ? n : undefined), (n) => (typeof n === "number" && n > 1 ? n : undefined)), word("X", "X"));
/** The X of "the top X cards of your library, where X is the number of Wizards in play" / "... artifacts you control" / "... cards in your hand". */
const counted: Syntax<Amount> = alt<Amount>(
  map(number, (f) => ({ perEach: 1 as const, count: f }), (a) => (typeof a === "object" && "perEach" in a ? a.count : undefined)),
  word("the number of cards in your hand", { perCardInHand: 1 as const }),
);
const typeWords = words<Types>([["artifact", ["artifact"]], ["creature", ["creature"]], ["land", ["land"]], ["instant or sorcery", ["instant", "sorcery"]]]);
/** "a creature card" / "an instant or sorcery card". */
const aType: Syntax<Types> = alt<Types>(
  map(syn`a ${typeWords} card`, ([t]) => (t[0] === "instant" ? undefined : t), (t) => (t[0] === "instant" ? undefined : [t])),
  map(syn`an ${typeWords} card`, ([t]) => (t[0] === "instant" ? t : undefined), (t) => (t[0] === "instant" ? [t] : undefined)),
);
const rest = words<"graveyard" | "bottom">([["into your graveyard", "graveyard"], ["on the bottom of your library in any order", "bottom"]]);

const revealAll = one(
  syn`reveal the top ${announced} cards of your library. Put all ${typeWords} cards revealed this way into your hand and the rest ${rest}`,
  ([amount, types, to]) => ({ do: "topCards", amount, reveal: true, take: { all: types }, rest: to }),
  (c) => (c.do === "topCards" && c.reveal && typeof c.take === "object" && "all" in (c.take as object) ? [c.amount, (c.take as { all: Types }).all, c.rest] : undefined),
);
const lookMayReveal = one(
  syn`look at the top ${announced} cards of your library. You may reveal ${aType} from among them and put it into your hand. Put the rest on the bottom of your library in any order`,
  ([amount, types]) => ({ do: "topCards", amount, reveal: false, take: { mayOne: types }, rest: "bottom" }),
  (c) => (c.do === "topCards" && !c.reveal && c.rest === "bottom" && typeof c.take === "object" && "mayOne" in (c.take as object) ? [c.amount, (c.take as { mayOne: Types }).mayOne] : undefined),
);
const lookPutOne = one(
  syn`look at the top X cards of your library, where X is ${counted}. Put one of those cards into your hand and the rest on the bottom of your library in any order`,
  ([amount]) => ({ do: "topCards", amount, reveal: false, take: "one", rest: "bottom" }),
  (c) => (c.do === "topCards" && !c.reveal && c.take === "one" && c.rest === "bottom" ? [c.amount] : undefined),
);
const lookPutBack = one(
  syn`look at the top X cards of your library, where X is ${counted}, then put them back in any order`,
  ([amount]) => ({ do: "orderTopOfLibrary", amount, player: "you" }),
  (c) => (c.do === "orderTopOfLibrary" && c.player === "you" && typeof c.amount === "object" ? [c.amount] : undefined),
);

/**
 * "Reveal cards from the top of your library until you reveal a nonland card. ~ gets +X/+0 until
 * end of turn, where X is that card's converted mana cost. Put the revealed cards on the bottom of
 * your library in any order." (Goblin Machinist): three sentences read together, so that each is
 * printed as its own (the middle one's X is "that card": the `foundCard` amount, where-x.ts).
 */
const revealUntil = map(
  syn`reveal cards from the top of your library until you reveal ${words<boolean>([["a nonland card", true], ["a land card", false]])}. ${lazy(() => whereXClauses)}. Put the revealed cards on the bottom of your library in any order`,
  ([not, middle]) => [{ do: "revealUntil", types: ["land"], ...(not ? { not: true } : {}) } as Clause, ...middle, { do: "revealedToBottom" } as Clause],
  (cs) => {
    const [first, last] = [cs[0], cs[cs.length - 1]];
    return cs.length > 2 && first!.do === "revealUntil" && same(first!.types, ["land"]) && last!.do === "revealedToBottom" ? [!!first!.not, cs.slice(1, -1)] : undefined;
  },
);

export const topCardsClauses: Syntax<Clause[]> = alt(revealAll, lookMayReveal, lookPutOne, lookPutBack, revealUntil);
