// Clauses about the top of a library (217.2): "Look at the top card of your library", "Look at
// the top three cards of target player's library", "You may put that card into your graveyard /
// into that player's graveyard / on the bottom of your library", "Reveal the top card of your
// library. If it's a land, ~ gets +1/+0 and gains flying until end of turn." (the Deceivers).
import { target } from "./nouns.js";
import { count } from "./nouns.js";
import type { Clause, InlineTarget } from "./effects.js";
import { modeClauses, one } from "./effects.js";
import { alt, lazy, lit, map, syn, word, words, type Syntax } from "./syntax.js";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const IT = { target: "it" };

/** "your library" / "target player's library" / "target opponent's library". */
const whose: Syntax<unknown> = alt<unknown>(
  word("your library", "you"),
  map(syn`${target}'s library`, ([t]) => (t.kind === "player" ? { target: t } : undefined), (p) => {
    const t = (p as InlineTarget | undefined)?.target;
    return typeof t === "object" && t.kind === "player" ? [t] : undefined;
  }),
);
/** "the top card" / "the top three cards". */
const top: Syntax<number> = alt<number>(word("the top card", 1), map(syn`the top ${count} cards`, ([n]) => (n > 1 ? n : undefined), (n) => (n > 1 ? [n] : undefined)));

const lookAtTop = one(
  syn`look at ${top} of ${whose}`,
  ([amount, player]) => ({ do: "lookAtTopOfLibrary", amount, player }),
  (c) => (c.do === "lookAtTopOfLibrary" ? [c.amount, c.player] : undefined),
);
/** "put that card into your graveyard" / "into that player's graveyard" / "on the bottom of your library": the card looked at. */
const thatCardTo = one(
  alt<[unknown, "graveyard" | "bottom"]>(
    map(syn`put that card into ${words<unknown>([["your", "you"], ["that player's", IT]])} graveyard`, ([p]) => [p, "graveyard"], ([p, to]) => (to === "graveyard" && (p === "you" || same(p, IT)) ? [p] : undefined)),
    map(word("put that card on the bottom of your library", null), () => ["you", "bottom"], ([p, to]) => (to === "bottom" && p === "you" ? null : undefined)),
  ),
  ([player, to]) => ({ do: "topCardTo", player, to }),
  (c) => (c.do === "topCardTo" ? [c.player, c.to] : undefined),
);
const revealYourTop = one(
  word("reveal the top card of your library", null),
  () => ({ do: "revealTopOfLibrary", player: "you" }),
  (c) => (c.do === "revealTopOfLibrary" && c.player === "you" ? null : undefined),
);

/** "it" after "~" is the ability's source ("untap ~ and it gets +1/+1"): the event word "it:self" read as "self" here. */
export function itIsSelf(v: unknown): unknown {
  if (v === "it:self") return "self";
  if (Array.isArray(v)) return v.map(itIsSelf);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, itIsSelf(x)]));
}
/** "If it's a land, [effects]" after "Reveal the top card of your library": checked as it resolves, on the card still on top. */
const ifItsALand = one(
  syn`if it's a land, ${lazy(() => modeClauses)}`,
  ([effects]) => ({ do: "conditional", if: { yourTopCardIs: { types: ["land"] } }, effects: itIsSelf(effects), otherwise: [] }),
  (c) => (c.do === "conditional" && same(c.if, { yourTopCardIs: { types: ["land"] } }) && (c.otherwise as unknown[]).length === 0 ? [c.effects] : undefined),
);
/** "If it's a creature card, put that card into your hand." (Momir Vig) after "reveal the top card of your library": the revealed card, if it is still on top. */
const ifItsACreatureCard = one(
  lit("if it's a creature card, put that card into your hand"),
  () => ({ do: "conditional", if: { yourTopCardIs: { types: ["creature"] } }, effects: [{ do: "topCardTo", player: "you", to: "hand" }], otherwise: [] }),
  (c) =>
    c.do === "conditional" && same(c.if, { yourTopCardIs: { types: ["creature"] } }) && same(c.effects, [{ do: "topCardTo", player: "you", to: "hand" }]) && (c.otherwise as unknown[]).length === 0 ? null : undefined,
);

type CardType = "artifact" | "creature" | "enchantment" | "land";
/** "a land" / "an artifact": the article the type takes. */
const aCardType = words<CardType>([["a creature", "creature"], ["a land", "land"], ["an artifact", "artifact"], ["an enchantment", "enchantment"]]);
/** "put that card" / "put it": the card revealed, the same either way. */
const thatCardOrIt = words<null>([["put that card", null], ["put it", null]]);
/**
 * "If it's a land card, put it into play. Otherwise, put that card into your hand." (Coiling
 * Oracle), "If it's a creature card, put it into play. Otherwise, put it into your graveyard."
 * (Call of the Wild), after "Reveal the top card of your library": checked as it resolves on the
 * card revealed, still on top (217.2); into play under its owner's control (419.1c applies).
 */
const ifItsACardPutIntoPlay = one(
  syn`if it's ${aCardType} card, put it into play. Otherwise, ${thatCardOrIt} into your ${words<"hand" | "graveyard">([["hand", "hand"], ["graveyard", "graveyard"]])}`,
  ([type, , to]) => ({ do: "conditional", if: { yourTopCardIs: { types: [type] } }, effects: [{ do: "topCardTo", player: "you", to: "play" }], otherwise: [{ do: "topCardTo", player: "you", to }] }),
  (c) => {
    if (c.do !== "conditional") return undefined;
    const types = (c.if as { yourTopCardIs?: { types: CardType[] } }).yourTopCardIs?.types;
    const [then] = c.effects as { do: string; to?: string; player?: unknown }[];
    const [otherwise] = c.otherwise as { do: string; to?: "hand" | "graveyard"; player?: unknown }[];
    if (Object.keys(c.if as object).length !== 1 || types?.length !== 1 || (c.effects as unknown[]).length !== 1 || (c.otherwise as unknown[]).length !== 1) return undefined;
    if (!same(then, { do: "topCardTo", player: "you", to: "play" }) || otherwise?.do !== "topCardTo" || otherwise.player !== "you" || (otherwise.to !== "hand" && otherwise.to !== "graveyard")) return undefined;
    return [types[0]!, null, otherwise.to];
  },
);

export const libraryLookClauses: Syntax<Clause[]> = alt(lookAtTop, thatCardTo, revealYourTop, ifItsALand, ifItsACardPutIntoPlay, ifItsACreatureCard);
