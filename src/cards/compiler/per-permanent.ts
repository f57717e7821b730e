// Amounts counted over the permanents in play as the effect resolves, the source included
// (413.2: a spell or ability's numbers are determined as it resolves): "you gain 2 life for each
// Shrine you control" (Honden of Cleansing Fire), "target opponent discards a card for each
// Shrine you control" (Honden of Night's Reach), "put a 1/1 colorless Spirit creature token into
// play for each Shrine you control" (Honden of Life's Web), "for each Swamp in play". The
// language's `perEach` amount (engine: spells/resolve.ts amountOf, effects/count-permanents.ts).
import type { TargetSpec } from "../language.js";
import { counted } from "./draw-per-count.js";
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import type { Filter } from "./nouns.js";
import { target } from "./nouns.js";
import { describedTokens } from "./tokens.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

type PerEach = { perEach: number; count: Filter };
// A count of the permanents a named player controls ("that player controls", `whose`) is for-each.ts's.
const perEach = (v: unknown): PerEach | undefined => (typeof v === "object" && v !== null && "perEach" in v && !("whose" in v) ? (v as PerEach) : undefined);
const one = (c: Clause): Clause[] => [c];
const only = (cs: Clause[], d: string): Clause | undefined => (cs.length === 1 && cs[0]!.do === d && perEach(cs[0]!.amount) ? cs[0] : undefined);

/** "target player", "target opponent". */
const targetPlayer: Syntax<unknown> = map(lazy(() => target), (t) => (t.kind === "player" ? { target: t } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" && (o.target as TargetSpec).kind === "player" ? (o.target as TargetSpec) : undefined));

let built: Syntax<Clause[]> | undefined;
// Built on first use: effects.ts imports this module, and nouns.ts is part of that cycle.
export const perPermanentClauses: Syntax<Clause[]> = lazy(
  () =>
    (built ??= alt<Clause[]>(
      map(
        syn`you gain ${digits} life for each ${counted()}`,
        ([n, f]) => (n > 0 ? one({ do: "gainLife", amount: { perEach: n, count: f }, player: "you" }) : undefined),
        (cs) => {
          const c = only(cs, "gainLife");
          return c && c.player === "you" ? [perEach(c.amount)!.perEach, perEach(c.amount)!.count] : undefined;
        },
      ),
      map(
        syn`${targetPlayer} discards a card for each ${counted()}`,
        ([player, f]) => one({ do: "discard", amount: { perEach: 1, count: f }, player }),
        (cs) => {
          const c = only(cs, "discard");
          return c && !c.random && perEach(c.amount)!.perEach === 1 ? [c.player, perEach(c.amount)!.count] : undefined;
        },
      ),
      map(
        syn`put ${describedTokens} into play for each ${counted()}`,
        ([[token, n], f]) => one({ do: "createTokens", token, amount: { perEach: n, count: f } }),
        (cs) => {
          const c = only(cs, "createTokens");
          return c && !c.controller ? [[c.token, perEach(c.amount)!.perEach], perEach(c.amount)!.count] : undefined;
        },
      ),
    )),
);
