// Amounts counted on the counters of the ability's source (language.ts `perCounter`, read as
// the ability resolves, or as the source last existed in play): "Put a 1/1 green Snake creature
// token into play for each charge counter on ~" (Orochi Hatchery), "target player loses life
// equal to the number of +1/+1 counters on it" (Maga, Traitor to Mortals), and the age counters
// of Coldsnap's cumulative upkeep (502.13): "you gain 2 life for each age counter on it" (Arctic
// Nishoba), "draw a card for each age counter on ~" (Phyrexian Etchings), "~ deals damage to
// target attacking or blocking creature equal to the number of age counters on ~" (Kjeldoran
// Javelineer), Legions' Amplify creatures: "~ deals damage equal to the number of +1/+1 counters on it
// to target creature or player" (Kilnmouth Dragon, Daru Stinger) and "Target creature gets +1/+1 until
// end of turn for each +1/+1 counter on ~" (Canopy Crawler: a P/T change fixed as it resolves, 418.5a).
// "it" and "~" are the same source here; the canonical wording says "~".
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { counterKind, digits, ptChange } from "./effects.js";
import { target } from "./nouns.js";
import { describedTokens } from "./tokens.js";
import { alt, lazy, lit, map, syn, type Syntax } from "./syntax.js";

const perOne = (c: Clause) => {
  const a = c.amount as { perCounter?: string; times?: number } | undefined;
  return typeof a === "object" && a.perCounter && a.times === 1 ? a.perCounter : undefined;
};
/** The source's counters: "on ~" or "on it" (both the ability's source). */
const onSource = alt(lit(" on ~"), lit(" on it"));

// Built on first use: effects.ts, which defines counterKind, imports this module (a cycle).
const tokensPerCounter = (): Syntax<Clause[]> => map(
  syn`put ${describedTokens} into play for each ${counterKind} counter${onSource}`,
  ([[token, n], perCounter]) => (n === 1 ? [{ do: "createTokens", token, amount: { perCounter, times: 1 } }] : undefined),
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "createTokens" && !cs[0]!.controller && perOne(cs[0]!) ? [[cs[0]!.token as string, 1], perOne(cs[0]!), null] : undefined),
);

const targetPlayer = (): Syntax<{ target: TargetSpec }> => map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (typeof r?.target === "object" && r.target.kind === "player" ? r.target : undefined));

const loseLifePerCounter = (): Syntax<Clause[]> => map(
  syn`${targetPlayer()} loses life equal to the number of ${counterKind} counters on it`,
  ([player, perCounter]) => [{ do: "loseLife", amount: { perCounter, times: 1 }, player }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLife" && perOne(cs[0]!) && typeof (cs[0]!.player as { target?: unknown })?.target === "object" ? [cs[0]!.player, perOne(cs[0]!)] : undefined),
);

const perTimes = (c: Clause) => {
  const a = c.amount as { perCounter?: string; times?: number } | undefined;
  return typeof a === "object" && a.perCounter && a.times ? ([a.times, a.perCounter] as const) : undefined;
};

/** "you gain 2 life for each age counter on it" (Arctic Nishoba). */
const gainLifePerCounter = (): Syntax<Clause[]> => map(
  syn`you gain ${digits} life for each ${counterKind} counter${onSource}`,
  ([times, perCounter]) => (times > 0 ? [{ do: "gainLife", amount: { perCounter, times }, player: "you" }] : undefined),
  (cs: Clause[]) => {
    const t = cs.length === 1 && cs[0]!.do === "gainLife" && cs[0]!.player === "you" ? perTimes(cs[0]!) : undefined;
    return t ? [t[0], t[1], null] : undefined;
  },
);

/** "lose 1 life for each blood counter on ~" (Bloodletter Quill, after "Draw a card, then"): counted as it resolves. */
const loseLifeYouPerCounter = (): Syntax<Clause[]> => map(
  syn`lose ${digits} life for each ${counterKind} counter${onSource}`,
  ([times, perCounter]) => (times > 0 ? [{ do: "loseLife", amount: { perCounter, times }, player: "you" }] : undefined),
  (cs: Clause[]) => {
    const t = cs.length === 1 && cs[0]!.do === "loseLife" && cs[0]!.player === "you" ? perTimes(cs[0]!) : undefined;
    return t ? [t[0], t[1], null] : undefined;
  },
);

/** "draw a card for each age counter on ~" (Phyrexian Etchings). */
const drawPerCounter = (): Syntax<Clause[]> => map(
  syn`draw a card for each ${counterKind} counter${onSource}`,
  ([perCounter]) => [{ do: "draw", amount: { perCounter, times: 1 }, player: "you" }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "draw" && cs[0]!.player === "you" && perOne(cs[0]!) ? [perOne(cs[0]!), null] : undefined),
);

/** "~ deals damage to target attacking or blocking creature equal to the number of age counters on ~" (Kjeldoran Javelineer). */
const damagePerCounter = (): Syntax<Clause[]> => map(
  syn`~ deals damage to ${target} equal to the number of ${counterKind} counters${onSource}`,
  ([t, perCounter]) => (t.kind === "player" ? undefined : [{ do: "damage", amount: { perCounter, times: 1 }, to: { target: t } }]),
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "damage" && !cs[0]!.divided ? cs[0]! : undefined;
    const to = (c?.to as { target?: TargetSpec } | undefined)?.target;
    return c && typeof to === "object" && to.kind !== "player" && perOne(c) ? [to, perOne(c), null] : undefined;
  },
);

/** "~ deals damage equal to the number of +1/+1 counters on it to target creature or player" (Kilnmouth Dragon): the same damage, worded as Legions words it. */
const damageEqualPerCounter = (): Syntax<Clause[]> => map(
  syn`~ deals damage equal to the number of ${counterKind} counters${onSource} to ${target}`,
  ([perCounter, , t]) => (t.kind === "player" ? undefined : [{ do: "damage", amount: { perCounter, times: 1 }, to: { target: t } }]),
  () => undefined, // printed as Kjeldoran Javelineer's wording (damagePerCounter), which reads the same definition
);

/** "Target creature gets +1/+1 until end of turn for each +1/+1 counter on ~" (Canopy Crawler). */
const pumpPerCounter = (): Syntax<Clause[]> => map(
  syn`${target} gets ${ptChange} until end of turn for each ${counterKind} counter${onSource}`,
  ([t, pt, perCounter]) => {
    if (t.kind === "player" || t.kind === "creatureOrPlayer" || t.kind === "spell" || typeof pt.power !== "number" || typeof pt.toughness !== "number") return undefined;
    const per = (n: number) => (n === 0 ? 0 : { perCounter, times: n });
    return pt.power + pt.toughness === 0 || pt.power < 0 || pt.toughness < 0 ? undefined : [{ do: "modifyPT", object: { target: t }, power: per(pt.power), toughness: per(pt.toughness), duration: "endOfTurn" } as Clause];
  },
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "modifyPT" && cs[0]!.duration === "endOfTurn" ? cs[0]! : undefined;
    const to = (c?.object as { target?: TargetSpec } | undefined)?.target;
    if (!c || typeof to !== "object") return undefined;
    const per = [c.power, c.toughness].map((v) => (v === 0 ? 0 : typeof v === "object" && v !== null && "perCounter" in v && (v as unknown as { times: number }).times > 0 ? v : undefined)) as ({ perCounter: string; times: number } | 0 | undefined)[];
    if (per.includes(undefined)) return undefined;
    const kinds = [...new Set(per.filter((v) => v !== 0).map((v) => (v as { perCounter: string }).perCounter))];
    if (kinds.length !== 1) return undefined;
    const n = (v: unknown) => (v === 0 ? 0 : (v as { times: number }).times);
    return [to, { power: n(per[0]), toughness: n(per[1]) }, kinds[0]!, null];
  },
);

let built: Syntax<Clause[]> | undefined;
export const counterAmountClauses: Syntax<Clause[]> = lazy(() => (built ??= alt(tokensPerCounter(), loseLifePerCounter(), loseLifeYouPerCounter(), gainLifePerCounter(), drawPerCounter(), damagePerCounter(), damageEqualPerCounter(), pumpPerCounter())));
