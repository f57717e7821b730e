// Amounts counted on the counters of the ability's source (language.ts `perCounter`, read as
// the ability resolves, or as the source last existed in play): "Put a 1/1 green Snake creature
// token into play for each charge counter on ~" (Orochi Hatchery), "target player loses life
// equal to the number of +1/+1 counters on it" (Maga, Traitor to Mortals).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { counterKind } from "./effects.js";
import { target } from "./nouns.js";
import { describedTokens } from "./tokens.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const perOne = (c: Clause) => {
  const a = c.amount as { perCounter?: string; times?: number } | undefined;
  return typeof a === "object" && a.perCounter && a.times === 1 ? a.perCounter : undefined;
};

// Built on first use: effects.ts, which defines counterKind, imports this module (a cycle).
const tokensPerCounter = (): Syntax<Clause[]> => map(
  syn`put ${describedTokens} into play for each ${counterKind} counter on ~`,
  ([[token, n], perCounter]) => (n === 1 ? [{ do: "createTokens", token, amount: { perCounter, times: 1 } }] : undefined),
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "createTokens" && !cs[0]!.controller && perOne(cs[0]!) ? [[cs[0]!.token as string, 1], perOne(cs[0]!)] : undefined),
);

const targetPlayer = (): Syntax<{ target: TargetSpec }> => map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));

const loseLifePerCounter = (): Syntax<Clause[]> => map(
  syn`${targetPlayer()} loses life equal to the number of ${counterKind} counters on it`,
  ([player, perCounter]) => [{ do: "loseLife", amount: { perCounter, times: 1 }, player }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLife" && perOne(cs[0]!) && typeof (cs[0]!.player as { target?: unknown })?.target === "object" ? [cs[0]!.player, perOne(cs[0]!)] : undefined),
);

let built: Syntax<Clause[]> | undefined;
export const counterAmountClauses: Syntax<Clause[]> = lazy(() => (built ??= alt(tokensPerCounter(), loseLifePerCounter())));
