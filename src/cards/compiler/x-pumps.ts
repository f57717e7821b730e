// P/T changes until end of turn (418.5a, layer 6b) sized by the X announced for the ability
// (409.1b), `perX` times X: "Target creature gets -X/-X until end of turn" (Skullmane Baku) and
// "For each counter removed, ~ gets +2/+0 until end of turn" (Blademane Baku, whose cost removes
// X ki counters: compiler/counter-x-costs.ts). Engine: spells/resolve.ts (amountOf).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

type PerX = { perX: number };
const isPerX = (v: unknown): v is PerX => typeof v === "object" && v !== null && "perX" in v;
const per = (n: number) => (n === 0 ? 0 : { perX: n });
type Pump = { do: string; object: unknown; power: unknown; toughness: unknown; duration: unknown };
const pumpOf = (cs: Clause[]): Pump | undefined => (cs.length === 1 && cs[0]!.do === "modifyPT" ? (cs[0] as Pump) : undefined);

const creature: Syntax<unknown> = map(target, (spec) => (spec.kind === "creature" ? { target: spec } : undefined), (o) => (typeof o === "object" && o !== null && "target" in o && typeof o.target === "object" ? (o.target as TargetSpec) : undefined));

/** "target creature gets -X/-X until end of turn" */
const minusX: Syntax<Clause[]> = map(
  syn`${creature} gets -X/-X until end of turn`,
  ([object]) => [{ do: "modifyPT", object, power: { perX: -1 }, toughness: { perX: -1 }, duration: "endOfTurn" }],
  (cs) => {
    const c = pumpOf(cs);
    return c && isPerX(c.power) && c.power.perX === -1 && isPerX(c.toughness) && c.toughness.perX === -1 ? [c.object] : undefined;
  },
);

/** "for each counter removed, ~ gets +2/+0 until end of turn" */
const perRemoved: Syntax<Clause[]> = map(
  syn`for each counter removed, ${word("~", "self")} gets ${lazy(() => ptChange)} until end of turn`,
  ([object, pt]) => {
    if (typeof pt.power !== "number" || typeof pt.toughness !== "number" || pt.power < 0 || pt.toughness < 0 || pt.power + pt.toughness === 0) return undefined;
    return [{ do: "modifyPT", object, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" }];
  },
  (cs) => {
    const c = pumpOf(cs);
    if (!c || c.object !== "self" || ![c.power, c.toughness].some(isPerX) || [c.power, c.toughness].some((v) => v !== 0 && !isPerX(v))) return undefined;
    const n = (v: unknown) => (isPerX(v) ? v.perX : 0);
    if (n(c.power) < 0 || n(c.toughness) < 0) return undefined;
    return ["self", { power: n(c.power), toughness: n(c.toughness) }];
  },
);

/** One side of a P/T change with X: "+X" / "-X" (`perX` ±1) or a signed number. */
const sideX: Syntax<number | PerX> = {
  *parse(text, at) {
    const m = /^([+-])(\d+|X)/.exec(text.slice(at));
    if (m) yield [m[2] === "X" ? { perX: m[1] === "-" ? -1 : 1 } : Number(m[1]! + m[2]!), at + m[0].length];
  },
  print: (v) => (isPerX(v) ? (v.perX === 1 ? "+X" : v.perX === -1 ? "-X" : undefined) : Number.isInteger(v) ? (v < 0 ? `-${-v}` : `+${v}`) : undefined),
};

/** "All creatures get +X/-X until end of turn." (Flowstone Slide): every creature in play as it resolves (418.3: the set is fixed then). */
const allGetX: Syntax<Clause[]> = map(
  syn`all ${filterPhrase("many")} get ${sideX}/${sideX} until end of turn`,
  ([filter, power, toughness]) => (filter.controller || filter.other || ![power, toughness].some(isPerX) ? undefined : [{ do: "modifyPTAll", filter, power, toughness, duration: "endOfTurn" }]),
  (cs) => {
    const c = cs.length === 1 && cs[0]!.do === "modifyPTAll" ? (cs[0] as { filter: Filter; power: number | PerX; toughness: number | PerX }) : undefined;
    return c && !c.filter.controller && [c.power, c.toughness].some(isPerX) ? [c.filter, c.power, c.toughness] : undefined;
  },
);

export const xPumpClauses: Syntax<Clause[]> = alt(minusX, perRemoved, allGetX);
