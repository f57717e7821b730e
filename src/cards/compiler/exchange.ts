// "exchange control of target land you control and target land an opponent controls" (Vedalken
// Plotter, Chromeshell Crab): two target permanents trade controllers (418.5 layer 2), the
// whole exchange or none of it. Engine: effects/exchange-control.ts.
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

const isPermanent = (t: TargetSpec) => t.kind === "creature" || t.kind === "permanent";
const permanentTarget: Syntax<InlineTarget> = map(target, (t) => (isPermanent(t) ? { target: t } : undefined), (r) => (typeof r.target === "object" && isPermanent(r.target) ? r.target : undefined));

const exchangeControl: Syntax<Clause[]> = map(
  syn`exchange control of ${permanentTarget} and ${permanentTarget}`,
  ([a, b]) => [{ do: "exchangeControl", objects: [a, b] }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "exchangeControl" ? (cs[0]!.objects as [InlineTarget, InlineTarget]) : undefined),
);

// "Exchange life totals with target opponent." (Magus of the Mirror): each player gains or loses the
// life needed to have the other's total (engine effects/exchange-life.ts).
const opponent: Syntax<InlineTarget> = map(target, (t) => (t.kind === "player" && t.opponent ? { target: t } : undefined), (r) => (typeof r.target === "object" && r.target.kind === "player" && r.target.opponent ? r.target : undefined));
const exchangeLife: Syntax<Clause[]> = map(
  syn`exchange life totals with ${opponent}`,
  ([player]) => [{ do: "exchangeLife", player }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "exchangeLife" ? [cs[0]!.player as InlineTarget] : undefined),
);

export const exchangeClauses: Syntax<Clause[]> = alt(exchangeControl, exchangeLife);
