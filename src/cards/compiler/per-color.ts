// "Target creature gets +2/+2 until end of turn for each of its colors." (Might of the Nephilim):
// a P/T change until end of turn (418.5a, layer 6b) whose size is the number of colors (203.2)
// the target has as the spell resolves (the language's `perColorOf` amount, spells/resolve.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { ptChange } from "./effects.js";
import { target } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

type PerColorOf = { perColorOf: { target: unknown }; times: number };
const isPer = (v: unknown): v is PerColorOf => typeof v === "object" && v !== null && "perColorOf" in v;
/** A target permanent (not a player, not a spell). */
const permanent = map(target, (t) => (t.kind === "player" || t.kind === "creatureOrPlayer" || t.kind === "spell" ? undefined : t), (t: TargetSpec) => t);

export const perColorClauses: Syntax<Clause[]> = map(
  syn`${permanent} gets ${lazy(() => ptChange)} until end of turn for each of its colors`,
  ([t, pt]) => {
    if (typeof pt.power !== "number" || typeof pt.toughness !== "number" || pt.power < 0 || pt.toughness < 0 || pt.power + pt.toughness === 0) return undefined;
    const per = (n: number) => (n === 0 ? 0 : { perColorOf: { target: "it" }, times: n });
    return [{ do: "modifyPT", object: { target: t }, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" } as Clause];
  },
  (cs) => {
    const c = cs.length === 1 ? (cs[0] as { do: string; object: { target?: unknown }; power: unknown; toughness: unknown; duration: unknown }) : undefined;
    if (c?.do !== "modifyPT" || c.duration !== "endOfTurn" || typeof c.object !== "object" || c.object === null) return undefined;
    const values = [c.power, c.toughness];
    if (!values.some(isPer) || values.some((v) => v !== 0 && !isPer(v))) return undefined;
    // One word "target": named once, wherever the definition's key order put it first (targets.ts `lower`), "it" elsewhere.
    const refs = [c.object.target, ...values.filter(isPer).map((v) => v.perColorOf.target)];
    const named = refs.filter((t) => typeof t === "object" && t !== null);
    if (named.length !== 1 || refs.some((t) => t !== named[0] && t !== "it")) return undefined;
    const n = (v: unknown) => (isPer(v) ? v.times : 0);
    return [named[0] as TargetSpec, { power: n(c.power), toughness: n(c.toughness) }];
  },
);
