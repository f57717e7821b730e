// "exchange control of target land you control and target land an opponent controls" (Vedalken
// Plotter, Chromeshell Crab): two target permanents trade controllers (418.5 layer 2), the
// whole exchange or none of it. Engine: effects/exchange-control.ts.
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const isPermanent = (t: TargetSpec) => t.kind === "creature" || t.kind === "permanent";
const permanentTarget: Syntax<InlineTarget> = map(target, (t) => (isPermanent(t) ? { target: t } : undefined), (r) => (typeof r.target === "object" && isPermanent(r.target) ? r.target : undefined));

export const exchangeClauses: Syntax<Clause[]> = map(
  syn`exchange control of ${permanentTarget} and ${permanentTarget}`,
  ([a, b]) => [{ do: "exchangeControl", objects: [a, b] }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "exchangeControl" ? (cs[0]!.objects as [InlineTarget, InlineTarget]) : undefined),
);
