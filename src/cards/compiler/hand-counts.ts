// Amounts counted from the cards in its controller's hand as the spell or ability resolves
// (the Saviors of Kamigawa "X is the number of cards in your hand"; the hand is counted after the
// spell itself has left it, 413.2): "~ gets +X/+0 until end of turn, where X is the number of
// cards in your hand" (418.5a, layer 6b), "All creatures get -X/-X until end of turn, where X
// ...", "You gain 2 life for each card in your hand", "Put a 1/1 green Snake creature token
// into play for each card in your hand", "Target player draws X cards, where X ...". The
// language's `perCardInHand` (engine: spells/resolve.ts amountOf). Statics that count the hand
// ("Enchanted creature gets -X/-X, where X is ...") are `handStaticX` (418.5a, layer 6d).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { describedTokens } from "./tokens.js";
import { count, filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

const WHERE = ", where X is the number of cards in your hand";

type PerHand = { perCardInHand: number };
const isPer = (v: unknown): v is PerHand => typeof v === "object" && v !== null && "perCardInHand" in v;
/** A signed part of a P/T change: "+X", "-X" (once per card in hand) or a fixed "+0", "-0", "+2". */
type Part = number | "+X" | "-X";
const signedPart: Syntax<Part> = {
  *parse(text, at) {
    const m = /^([+-])(\d+|X)/.exec(text.slice(at));
    if (!m) return;
    yield [m[2] === "X" ? (`${m[1]}X` as Part) : Number(m[1]! + m[2]!), at + m[0].length];
  },
  print: (v) => (v === "+X" || v === "-X" ? v : Number.isInteger(v) ? (v < 0 ? `-${-v}` : `+${v}`) : undefined),
};
/** "+0/+X", "-X/-X": at least one part is X. */
const xChange: Syntax<[Part, Part]> = map(syn`${signedPart}/${signedPart}`, ([p, t]) => (p === "+X" || p === "-X" || t === "+X" || t === "-X" ? ([p, t] as [Part, Part]) : undefined), (v) => v);
const toValue = (p: Part): number | PerHand => (p === "+X" ? { perCardInHand: 1 } : p === "-X" ? { perCardInHand: -1 } : p);
const toPart = (v: unknown): Part | undefined => (typeof v === "number" ? v : isPer(v) && v.perCardInHand === 1 ? "+X" : isPer(v) && v.perCardInHand === -1 ? "-X" : undefined);
/** The change as the language's power and toughness, or undefined unless each is a number or once per card. */
const partsOf = (c: Clause): [Part, Part] | undefined => {
  const [p, t] = [toPart(c.power), toPart(c.toughness)];
  return p !== undefined && t !== undefined && (isPer(c.power) || isPer(c.toughness)) ? [p, t] : undefined;
};

/** "~" (the ability's source) or "target creature". */
const creature: Syntax<unknown> = alt<unknown>(
  word("~", "self"),
  map(lazy(() => target), (spec) => (spec.kind === "creature" ? { target: spec } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" ? (o.target as TargetSpec) : undefined)),
);
const one = (c: Clause): Clause[] => [c];

/** "~ gets +X/+0 until end of turn, where X is the number of cards in your hand." */
const pump: Syntax<Clause[]> = map(
  syn`${creature} gets ${xChange} until end of turn${lazy(() => word(WHERE, null))}`,
  ([object, [p, t]]) => one({ do: "modifyPT", object, power: toValue(p), toughness: toValue(t), duration: "endOfTurn" }),
  (cs) => (cs.length === 1 && cs[0]!.do === "modifyPT" && partsOf(cs[0]!) ? [cs[0]!.object, partsOf(cs[0]!), null] : undefined),
);

/** "All creatures get -X/-X until end of turn, where X is the number of cards in your hand." */
const pumpAll: Syntax<Clause[]> = map(
  syn`all ${lazy(() => filterPhrase("many"))} get ${xChange} until end of turn${lazy(() => word(WHERE, null))}`,
  ([filter, [p, t]]) => (filter.controller ? undefined : one({ do: "modifyPTAll", filter, power: toValue(p), toughness: toValue(t), duration: "endOfTurn" })),
  (cs) => (cs.length === 1 && cs[0]!.do === "modifyPTAll" && partsOf(cs[0]!) && !(cs[0]!.filter as Filter).controller ? [cs[0]!.filter, partsOf(cs[0]!), null] : undefined),
);

/** "You gain 2 life for each card in your hand." */
const lifePerCard: Syntax<Clause[]> = map(
  syn`you gain ${lazy(() => digits)} life for each card in your hand`,
  ([n]) => (n > 0 ? one({ do: "gainLife", amount: { perCardInHand: n }, player: "you" }) : undefined),
  (cs) => (cs.length === 1 && cs[0]!.do === "gainLife" && cs[0]!.player === "you" && isPer(cs[0]!.amount) && cs[0]!.amount.perCardInHand > 0 ? [cs[0]!.amount.perCardInHand] : undefined),
);

/** "that player loses 1 life for each card fewer than three in his or her hand" (Stabwhisker the Odious): the player the trigger named. */
const lifePerCardFewer: Syntax<Clause[]> = map(
  syn`that player loses ${lazy(() => digits)} life for each card fewer than ${lazy(() => count)} in his or her hand`,
  ([times, fewerThan]) => (times > 0 && fewerThan > 0 ? one({ do: "loseLife", amount: { perCardFewerThanInHand: { times, fewerThan } }, player: "thatPlayer" }) : undefined),
  (cs) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const a = c?.do === "loseLife" && c.player === "thatPlayer" && typeof c.amount === "object" && c.amount !== null && "perCardFewerThanInHand" in c.amount ? (c.amount as { perCardFewerThanInHand: { times: number; fewerThan: number } }).perCardFewerThanInHand : undefined;
    return a ? [a.times, a.fewerThan] : undefined;
  },
);

/** "Put a 1/1 green Snake creature token into play for each card in your hand." */
const tokensPerCard: Syntax<Clause[]> = map(
  syn`put ${lazy(() => describedTokens)} into play for each card in your hand`,
  ([[token, n]]) => one({ do: "createTokens", token, amount: { perCardInHand: n } }),
  (cs) => (cs.length === 1 && cs[0]!.do === "createTokens" && !cs[0]!.controller && isPer(cs[0]!.amount) && cs[0]!.amount.perCardInHand > 0 ? [[cs[0]!.token, cs[0]!.amount.perCardInHand]] : undefined),
);

/** "Target player draws X cards, where X is the number of cards in your hand." */
const targetPlayer: Syntax<unknown> = map(lazy(() => target), (t) => (t.kind === "player" ? { target: t } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" && (o.target as TargetSpec).kind === "player" ? (o.target as TargetSpec) : undefined));
const drawPerCard: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`${targetPlayer} draws X cards${lazy(() => word(WHERE, null))}`,
    ([player]) => one({ do: "draw", amount: { perCardInHand: 1 }, player }),
    (cs) => (cs.length === 1 && cs[0]!.do === "draw" && cs[0]!.player !== "you" && isPer(cs[0]!.amount) && cs[0]!.amount.perCardInHand === 1 ? [cs[0]!.player, null] : undefined),
  ),
);

/** "Counter target spell unless its controller pays {1} for each card in your hand." (414: counted as it resolves). */
const targetSpell: Syntax<unknown> = map(lazy(() => target), (t) => (t.kind === "spell" ? { target: t } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" && (o.target as TargetSpec).kind === "spell" ? (o.target as TargetSpec) : undefined));
const counterUnlessPerCard: Syntax<Clause[]> = map(
  syn`counter ${targetSpell} unless its controller pays {${lazy(() => digits)}} for each card in your hand`,
  ([object, n]) => (n > 0 ? one({ do: "counter", object, unlessPays: { perCardInHand: n } }) : undefined),
  (cs) => (cs.length === 1 && cs[0]!.do === "counter" && isPer(cs[0]!.unlessPays) && cs[0]!.unlessPays.perCardInHand > 0 ? [cs[0]!.object, cs[0]!.unlessPays.perCardInHand] : undefined),
);

export const handCountClauses: Syntax<Clause[]> = alt(pump, pumpAll, lifePerCard, lifePerCardFewer, tokensPerCard, drawPerCard, counterUnlessPerCard);

type Mod = { kind: string; power?: number; toughness?: number; each?: unknown };
/**
 * A static ability's "gets -X/-X, where X is the number of cards in your hand" (Kagemaro's
 * Clutch, Meishin): the language's `modifyPTFor` counting "cardsInYourHand" (418.5a, layer 6d),
 * the same as "-1/-1 for each card in your hand".
 */
export const handStaticX = (verb: " get " | " gets "): Syntax<Mod[]> =>
  map(
    syn`${lazy(() => word(verb, null))}${xChange}${lazy(() => word(WHERE, null))}`,
    ([, [p, t]]) => {
      const n = (x: Part) => (x === "+X" ? 1 : x === "-X" ? -1 : x === 0 ? 0 : undefined);
      const [power, toughness] = [n(p), n(t)];
      return power === undefined || toughness === undefined ? undefined : [{ kind: "modifyPTFor", power, toughness, each: "cardsInYourHand" }];
    },
    (ms) => {
      const m = ms.length === 1 ? ms[0]! : undefined;
      if (m?.kind !== "modifyPTFor" || m.each !== "cardsInYourHand") return undefined;
      const part = (x: number | undefined): Part | undefined => (x === 1 ? "+X" : x === -1 ? "-X" : x === 0 ? 0 : undefined);
      const [p, t] = [part(m.power), part(m.toughness)];
      return p !== undefined && t !== undefined ? [null, [p, t], null] : undefined;
    },
  );
