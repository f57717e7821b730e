// "it gets +1/+0 until end of turn for each other attacking Aurochs" (Aurochs Herd, Bull
// Aurochs, Rimehorn Aurochs): a P/T change until end of turn (418.5a, layer 6b) whose size is
// counted as the ability resolves over the permanents other than its source that match the
// filter (`perOther`, effects/count-others.ts).
import type { ObjectFilter } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

type PerOther = { perOther: number; count: ObjectFilter };
const isPer = (v: unknown): v is PerOther => typeof v === "object" && v !== null && "perOther" in v;

/** "~" or, in a trigger about the card itself, "it" (targets.ts reads "it:self" as the source). */
const self = alt<unknown>(word("~", "self"), word("it", "it:self"));

export const countedPumpClauses: Syntax<Clause[]> = map(
  syn`${self} gets ${lazy(() => ptChange)} until end of turn for each other ${filterPhrase("one")}`,
  ([object, pt, f]) => {
    if (typeof pt.power !== "number" || typeof pt.toughness !== "number" || pt.power < 0 || pt.toughness < 0 || pt.power + pt.toughness === 0 || f.other || f.controller) return undefined;
    const per = (n: number) => (n === 0 ? 0 : { perOther: n, count: f });
    return [{ do: "modifyPT", object, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" } as Clause];
  },
  (cs) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object: unknown; power: unknown; toughness: unknown }) : undefined;
    if (c?.do !== "modifyPT" || c.object !== "self") return undefined;
    const pers = [c.power, c.toughness].filter(isPer);
    if (!pers.length || [c.power, c.toughness].some((v) => v !== 0 && !isPer(v))) return undefined;
    if (pers.some((p) => JSON.stringify(p.count) !== JSON.stringify(pers[0]!.count))) return undefined;
    const n = (v: unknown) => (isPer(v) ? v.perOther : 0);
    return ["self", { power: n(c.power), toughness: n(c.toughness) }, pers[0]!.count];
  },
);
