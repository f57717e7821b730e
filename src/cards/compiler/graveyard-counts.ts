// Amounts counted from the permanents put into graveyards from play this turn (the Zubera):
// "draw a card for each Zubera put into a graveyard from play this turn", "you gain 2 life for
// each ...", "target opponent discards a card for each ...", "put a 1/1 colorless Spirit creature
// token into play for each ...", "it deals damage to target creature or player equal to the
// number of Zubera put into all graveyards from play this turn". Counted as the ability resolves
// (413.2) over the permanents as they last existed in play (410.10d); the language's
// `perPutIntoGraveyardThisTurn` (engine: zones/graveyard-history.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { describedTokens } from "./tokens.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";

type Counted = { types?: string[]; subtypes?: string[] };
type Per = { perPutIntoGraveyardThisTurn: number; count: Counted };
const per = (v: unknown): Per | undefined => (typeof v === "object" && v !== null && "perPutIntoGraveyardThisTurn" in v ? (v as Per) : undefined);
/** Only a card type or a subtype ("Zubera", "creature"): what the game remembers of them. */
const kindOnly = (f: Filter): Counted | undefined => (Object.keys(f).every((k) => k === "types" || k === "subtypes") && (f.types || f.subtypes) ? (f as Counted) : undefined);
const kind = (number: "one" | "many"): Syntax<Counted> => map(lazy(() => filterPhrase(number)), kindOnly, (c) => c as Filter);

/** " for each Zubera put into a graveyard from play this turn" */
const forEach: Syntax<Counted> = map(syn` for each ${kind("one")} put into a graveyard from play this turn`, ([c]) => c, (c) => [c]);
const one = (c: Clause): Clause[] => [c];
const only = (cs: Clause[], d: string): Clause | undefined => (cs.length === 1 && cs[0]!.do === d && per(cs[0]!.amount) ? cs[0] : undefined);
const amount = (n: number, count: Counted): Per => ({ perPutIntoGraveyardThisTurn: n, count });

const targetOf = (kinds: string[]): Syntax<unknown> =>
  map(lazy(() => target), (t) => (kinds.includes(t.kind) ? { target: t } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" && kinds.includes((o.target as TargetSpec).kind) ? (o.target as TargetSpec) : undefined));

let built: Syntax<Clause[]> | undefined;
export const graveyardCountClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= alt<Clause[]>(
      map(syn`draw a card${forEach}`, ([c]) => one({ do: "draw", amount: amount(1, c), player: "you" }), (cs) => {
        const c = only(cs, "draw");
        return c && c.player === "you" && per(c.amount)!.perPutIntoGraveyardThisTurn === 1 ? [per(c.amount)!.count] : undefined;
      }),
      map(syn`you gain ${lazy(() => digits)} life${forEach}`, ([n, c]) => (n > 0 ? one({ do: "gainLife", amount: amount(n, c), player: "you" }) : undefined), (cs) => {
        const c = only(cs, "gainLife");
        return c && c.player === "you" ? [per(c.amount)!.perPutIntoGraveyardThisTurn, per(c.amount)!.count] : undefined;
      }),
      map(syn`${targetOf(["player"])} discards a card${forEach}`, ([player, c]) => one({ do: "discard", amount: amount(1, c), player }), (cs) => {
        const c = only(cs, "discard");
        return c && !c.random && per(c.amount)!.perPutIntoGraveyardThisTurn === 1 ? [c.player, per(c.amount)!.count] : undefined;
      }),
      map(syn`put ${lazy(() => describedTokens)} into play${forEach}`, ([[token, n], c]) => one({ do: "createTokens", token, amount: amount(n, c) }), (cs) => {
        const c = only(cs, "createTokens");
        return c && !c.controller ? [[c.token, per(c.amount)!.perPutIntoGraveyardThisTurn], per(c.amount)!.count] : undefined;
      }),
      // "it deals damage to target creature or player equal to the number of Zubera put into all graveyards from play this turn": "it" is the ability's source (targets.ts `itDeals`).
      map(
        syn`${alt(map(lit("~"), () => "~", () => null), map(lit("it"), () => "it", () => undefined))} deals damage to ${targetOf(["creatureOrPlayer", "creature", "player"])} equal to the number of ${kind("many")} put into all graveyards from play this turn`,
        ([who, to, c]) => one({ do: "damage", ...(who === "it" ? { itDeals: "it:self" } : {}), amount: amount(1, c), to }),
        (cs) => {
          const c = only(cs, "damage");
          return c && !c.divided && per(c.amount)!.perPutIntoGraveyardThisTurn === 1 ? ["~", c.to, per(c.amount)!.count] : undefined;
        },
      ),
    )),
);
