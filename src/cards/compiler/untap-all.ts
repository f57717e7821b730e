// "Untap all creatures you control" (To Arms!, Call to Glory), "tap all [permanents]": every
// permanent matching the filter as the effect happens (engine/effects/effects.ts tap/untap);
// "tap all other creatures" (Thundermare): not the permanent whose ability it is.
import type { TargetSpec } from "../language.js";
import { filterPhrase, otherFilter, target, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";
import type { Clause } from "./effects.js";

const allOf = (verb: "tap" | "untap"): Syntax<Clause[]> =>
  map(
    syn`${verb === "tap" ? syn`tap all ` : syn`untap all `}${otherFilter}`,
    ([, all]) => [{ do: verb, object: { all } }],
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      const all = c?.do === verb && !(c as { player?: unknown }).player && typeof c.object === "object" && c.object && "all" in c.object ? (c.object as { all: Filter }).all : undefined;
      return all ? [[], all] : undefined;
    },
  );

/** "Untap all Forests and all green creatures" (Patron of the Orochi): each group in turn (a green Forest creature is untapped once). */
const allOfBoth = (verb: "tap" | "untap"): Syntax<Clause[]> =>
  map(
    syn`${verb === "tap" ? syn`tap all ` : syn`untap all `}${filterPhrase("many")} and all ${filterPhrase("many")}`,
    ([, a, b]) => [{ do: verb, object: { all: a } }, { do: verb, object: { all: b } }],
    (cs: Clause[]) => {
      const all = cs.map((c) => (c.do === verb && typeof c.object === "object" && c.object && "all" in c.object ? (c.object as { all: Filter }).all : undefined));
      return cs.length === 2 && all[0] && all[1] ? [[], all[0], all[1]] : undefined;
    },
  );

const targetPlayer: Syntax<{ target: TargetSpec }> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));

/** "Target player untaps all basic lands he or she controls." (Early Harvest): the permanents of that player matching the filter as it resolves. */
const playerUntaps: Syntax<Clause[]> = map(
  syn`${targetPlayer} untaps all ${filterPhrase("many")} he or she controls`,
  ([player, all]) => (all.controller || all.other ? undefined : [{ do: "untap", object: { all }, player }]),
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (c?.do !== "untap" || !c.player || typeof c.object !== "object" || !c.object || !("all" in c.object)) return undefined;
    return [c.player, (c.object as { all: Filter }).all];
  },
);

export const tapAllClauses: Syntax<Clause[]> = alt(allOf("tap"), allOf("untap"), allOfBoth("tap"), allOfBoth("untap"), playerUntaps);
