// "Target player sacrifices an artifact or creature. ~ deals damage to that player equal to
// that permanent's converted mana cost." (Hit): the damage is the converted mana cost of the
// permanent the sacrifice sacrificed, as it last existed in play (413.2); both sentences are
// read together, so "that permanent" always has a sacrifice before it (effects/edicts.ts,
// effects/damage-equal.ts).
import type { Clause, InlineTarget } from "./effects.js";
import { sacrificed } from "./effects.js";
import type { Filter } from "./nouns.js";
import { target } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

const targetPlayer: Syntax<InlineTarget> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => {
  const t = (r as InlineTarget | undefined)?.target;
  return typeof t === "object" && t.kind === "player" ? t : undefined;
});
const IT = JSON.stringify({ target: "it" });

export const sacrificedCostClauses: Syntax<Clause[]> = map(
  syn`${targetPlayer} sacrifices ${lazy(() => sacrificed)}. ~ deals damage to that player equal to that permanent's converted mana cost`,
  ([player, [amount, filter]]) =>
    amount === 1 ? [{ do: "sacrifice", player, amount, filter }, { do: "damageEqual", to: { target: "it" }, equalTo: { sacrificed: "convertedManaCost" } }] : undefined,
  (cs: Clause[]) => {
    const [s, d] = cs;
    if (cs.length !== 2 || s!.do !== "sacrifice" || s!.amount !== 1 || d!.do !== "damageEqual" || d!.from !== undefined || JSON.stringify(d!.to) !== IT) return undefined;
    if (JSON.stringify(d!.equalTo) !== JSON.stringify({ sacrificed: "convertedManaCost" })) return undefined;
    return [s!.player as InlineTarget, [1, s!.filter as Filter]];
  },
);
