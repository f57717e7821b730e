// Prevention clauses (419.7) that prevent all damage of a kind this turn: "Prevent all combat
// damage that would be dealt this turn", "... dealt by creatures", "... target creature would
// deal", "... dealt to target legendary creature", "... dealt to and dealt by ~", "Prevent all
// damage that creatures would deal to players this turn", "... dealt this turn to up to two target
// creatures" (Redeem), "... that black and/or red sources would deal this turn" (Luminesce), "...
// non-Soldiers would deal" (Frontline Strategist), "... target spell would deal" (Hallow). Their
// effect is `preventAll` (effects/prevention.ts).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import creatureTypes from "../data/creature-types.json" with { type: "json" };
import { COLORS, plural, target } from "./nouns.js";
import { alt, lazy, lit, map, opt, syn, word, words, type Syntax } from "./syntax.js";
import { upToTargets } from "./up-to-targets.js";

const combat = opt(word("combat ", true as const));
const objectTarget: Syntax<InlineTarget> = map(
  target,
  (t) => (t.kind === "player" || t.kind === "spell" ? undefined : { target: t }),
  (r) => (typeof r.target === "object" && r.target.kind !== "player" && r.target.kind !== "spell" ? r.target : undefined),
);
/** A permanent (or a creature or player, for damage dealt to it): "~" or a target. */
const thing = (players: boolean): Syntax<unknown> =>
  alt<unknown>(
    word("~", "self"),
    // "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn." (Ith, High Arcanist): the last target.
    word("that creature", { target: "it" }),
    players ? map(target, (t) => (t.kind === "spell" ? undefined : { target: t }), (r) => (r && typeof r === "object" && typeof (r as InlineTarget).target === "object" && ((r as InlineTarget).target as TargetSpec).kind !== "spell" ? (r as InlineTarget).target : undefined)) : objectTarget,
  );
const creatures = word("creatures", { filter: { types: ["creature"] } });
/** "target spell" (Hallow): the spell deals the damage from the stack as it resolves. */
const spellTarget = map(target, (t) => (t.kind === "spell" ? { target: t } : undefined), (r) => (r && typeof r === "object" && typeof (r as InlineTarget).target === "object" && ((r as InlineTarget).target as TargetSpec).kind === "spell" ? (r as InlineTarget).target : undefined));
const color = words(COLORS);
/** The sources that would deal the damage, as they deal it: "black and/or red sources" (Luminesce: of either color), "non-Soldiers" (Frontline Strategist). */
const sources = alt<unknown>(
  map(syn`${color} and/or ${color} sources`, ([a, b]) => (a !== b ? { filter: { colors: [a, b] } } : undefined), (r) => {
    const f = (r as { filter?: { colors?: string[] } } | undefined)?.filter;
    return f && Object.keys(f).length === 1 && f.colors?.length === 2 ? f.colors : undefined;
  }),
  map(syn`non-${words((creatureTypes as string[]).map((t): [string, string] => [plural(t), t]))}`, ([t]) => ({ filter: { notSubtypes: [t] } }), (r) => {
    const f = (r as { filter?: { notSubtypes?: string[] } } | undefined)?.filter;
    return f && Object.keys(f).length === 1 && f.notSubtypes?.length === 1 ? [f.notSubtypes[0]] : undefined;
  }),
);

type Prevent = { combat?: true; to?: unknown; by?: unknown };
const only = (cs: Clause[], keys: string[]): Prevent | undefined => {
  const c = cs.length === 1 ? cs[0]! : undefined;
  // One that does something for the damage it prevents prints with it (prevented-this-way.ts).
  if (c?.do !== "preventAll" || c.perPrevented !== undefined) return undefined;
  const has = ["to", "by"].filter((k) => c[k] !== undefined);
  return has.length === keys.length && keys.every((k) => has.includes(k)) ? (c as Prevent) : undefined;
};
const make = (p: Prevent): Clause => ({ do: "preventAll", ...(p.combat ? { combat: true } : {}), ...(p.to !== undefined ? { to: p.to } : {}), ...(p.by !== undefined ? { by: p.by } : {}) });

export const preventAll: Syntax<Clause[]> = alt<Clause[]>(
  map(syn`prevent all ${combat}damage that would be dealt this turn`, ([c]) => [make({ combat: c })], (cs: Clause[]) => {
    const p = only(cs, []);
    return p && [p.combat];
  }),
  map(syn`prevent all ${combat}damage that would be dealt by ${alt<unknown>(creatures, thing(false))} this turn`, ([c, by]) => [make({ combat: c, by })], (cs: Clause[]) => {
    const p = only(cs, ["by"]);
    return p && [p.combat, p.by];
  }),
  map(syn`prevent all ${combat}damage ${alt<unknown>(thing(false), spellTarget, sources)} would deal this turn`, ([c, by]) => [make({ combat: c, by })], (cs: Clause[]) => {
    const p = only(cs, ["by"]);
    return p && [p.combat, p.by];
  }),
  map(syn`prevent all ${combat}damage that ${sources} would deal this turn`, ([c, by]) => [make({ combat: c, by })], (cs: Clause[]) => {
    const p = only(cs, ["by"]);
    return p && [p.combat, p.by];
  }),
  map(syn`prevent all ${combat}damage that would be dealt to ${thing(true)} this turn`, ([c, to]) => [make({ combat: c, to })], (cs: Clause[]) => {
    const p = only(cs, ["to"]);
    return p && [p.combat, p.to];
  }),
  // "to and dealt by": two effects, the second on the same permanent ("it"). "Whenever ~ blocks, ...
  // dealt to and dealt by it" (Goblin Snowman): "it" is the permanent itself.
  map(syn`prevent all ${combat}damage that would be dealt to and dealt by ${alt<unknown>(thing(false), word("it", "self"))} this turn`, ([c, o]) => [make({ combat: c, to: o }), make({ combat: c, by: o === "self" ? "self" : { target: "it" } })], (cs: Clause[]) => {
    if (cs.length !== 2) return undefined;
    const a = only([cs[0]!], ["to"]);
    const b = only([cs[1]!], ["by"]);
    if (!a || !b || !!a.combat !== !!b.combat) return undefined;
    const same = a.to === "self" ? b.by === "self" : JSON.stringify(b.by) === '{"target":"it"}';
    return same ? [a.combat, a.to] : undefined;
  }),
  // Redeem: "up to two target creatures", an effect on each target chosen (engine effects.ts).
  map(syn`prevent all damage that would be dealt this turn to ${lazy(() => upToTargets)}`, ([to]) => [make({ to })], (cs: Clause[]) => {
    const p = only(cs, ["to"]);
    const t = p && !p.combat ? (p.to as InlineTarget).target : undefined;
    return typeof t === "object" && t.upTo ? [p!.to] : undefined;
  }),
  // Prahv, Spires of Order: the source chosen as it resolves; all its damage this turn, to anyone (engine effects/source-shields.ts).
  map(lit("prevent all damage a source of your choice would deal this turn"), () => [{ do: "shieldFromChosenSource", allThisTurn: true }], (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    return c?.do === "shieldFromChosenSource" && Object.keys(c).length === 2 && c.allThisTurn ? null : undefined;
  }),
  map(lit("prevent all damage that creatures would deal to players this turn"), () => [make({ by: { filter: { types: ["creature"] } }, to: "players" })], (cs: Clause[]) => {
    const p = only(cs, ["to", "by"]);
    return p && !p.combat && p.to === "players" && JSON.stringify(p.by) === '{"filter":{"types":["creature"]}}' ? null : undefined;
  }),
);

/** "a source", "a red source", "an artifact source". */
const aSource = words<Record<string, unknown> | null>([
  ["a source", null],
  ["an artifact source", { types: ["artifact"] }],
  ...COLORS.map(([w, c]): [string, Record<string, unknown>] => [`a ${w} source`, { colors: [c] }]),
]);
const shieldRecipient = alt<unknown>(word("you", "you"), map(target, (t) => (t.kind === "spell" ? undefined : { target: t }), (r) => (r && typeof r === "object" && typeof (r as InlineTarget).target === "object" ? (r as InlineTarget).target : undefined)));
/** 419.7: "The next time a red source of your choice would deal damage to you this turn, prevent that damage." */
export const shieldFromChosenSource: Syntax<Clause[]> = map(
  syn`the next time ${aSource} of your choice would deal damage to ${shieldRecipient} this turn, prevent that damage`,
  ([sources, to]) => [{ do: "shieldFromChosenSource", to, ...(sources ? { sources } : {}) }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "shieldFromChosenSource" && !cs[0]!.ofChosenColor && !cs[0]!.gainPrevented ? [cs[0]!.sources ?? null, cs[0]!.to] : undefined),
);
/** 419.7: "... prevent that damage. You gain that much life." (Reverse Damage): the life is gained as the damage is prevented. */
export const shieldGainingLife: Syntax<Clause[]> = map(
  syn`the next time ${aSource} of your choice would deal damage to ${shieldRecipient} this turn, prevent that damage. You gain that much life`,
  ([sources, to]) => [{ do: "shieldFromChosenSource", to, ...(sources ? { sources } : {}), gainPrevented: true }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "shieldFromChosenSource" && !cs[0]!.ofChosenColor && cs[0]!.gainPrevented ? [cs[0]!.sources ?? null, cs[0]!.to] : undefined),
);
const GAIN = ". You gain life equal to the damage prevented this way";
/** 419.7: "The next time target creature would deal damage this turn, prevent that damage. You gain life equal to the damage prevented this way." (Awe Strike): its next damage, to anyone. */
export const shieldFromTarget: Syntax<Clause[]> = map(
  syn`the next time ${objectTarget} would deal damage this turn, prevent that damage${opt(word(GAIN, true as const))}`,
  ([from, gain]) => [{ do: "preventNextFrom", from, ...(gain ? { gainPrevented: true } : {}) }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "preventNextFrom" ? [cs[0]!.from, cs[0]!.gainPrevented] : undefined),
);
