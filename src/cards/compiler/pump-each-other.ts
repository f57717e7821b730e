// "Attacking creatures you control get +1/+0 until end of turn for each other attacking
// creature" (Run): a P/T change until end of turn (418.5a, layer 6b) on each permanent the
// first filter names, whose size for each is counted as the spell resolves over the permanents
// matching the second filter other than that one (`perOtherThanIt`, effects/pump-each-other.ts).
import type { ObjectFilter } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

type Per = { perOtherThanIt: number; count: ObjectFilter };
const isPer = (v: unknown): v is Per => typeof v === "object" && v !== null && "perOtherThanIt" in v;

export const pumpEachOtherClauses: Syntax<Clause[]> = map(
  syn`${filterPhrase("many")} get ${lazy(() => ptChange)} until end of turn for each other ${filterPhrase("one")}`,
  ([filter, pt, count]) => {
    // "Creatures you control get ...": the plural without "all" names whose (as effects.ts's modifyPTAll).
    if (!filter.controller || filter.other || count.other || count.controller) return undefined;
    if (typeof pt.power !== "number" || typeof pt.toughness !== "number" || pt.power < 0 || pt.toughness < 0 || pt.power + pt.toughness === 0) return undefined;
    const per = (n: number) => (n === 0 ? 0 : { perOtherThanIt: n, count });
    return [{ do: "modifyPTAll", filter, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" } as Clause];
  },
  (cs) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    if (c?.do !== "modifyPTAll" || c.duration !== "endOfTurn") return undefined;
    const pers = [c.power, c.toughness].filter(isPer);
    if (!pers.length || [c.power, c.toughness].some((v) => v !== 0 && !isPer(v))) return undefined;
    if (pers.some((p) => JSON.stringify(p.count) !== JSON.stringify(pers[0]!.count))) return undefined;
    const n = (v: unknown) => (isPer(v) ? v.perOtherThanIt : 0);
    return [c.filter as Filter, { power: n(c.power), toughness: n(c.toughness) }, pers[0]!.count as Filter];
  },
);
