// "where X is 1 plus the number of cards named ~ in all graveyards" (Coldsnap: Feast of Flesh,
// Kjeldoran War Cry): X is no announced value (the spell has no {X}, 409.1b) but a number
// counted as the spell resolves (413.2), the same for every use of it in the sentence: the
// language's `namedInGraveyards` amount (engine: effects/named-in-graveyards.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { digits, manaSymbols } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

type Named = { namedInGraveyards: "self"; times: number; plus: number };
const named = (plus: number): Named => ({ namedInGraveyards: "self", times: 1, plus });
/** The N of "N plus the number of cards named ~ in all graveyards", if `a` is that amount. */
const plusOf = (a: unknown): number | undefined => {
  const n = a as Named | undefined;
  return typeof n === "object" && n !== null && n.namedInGraveyards === "self" && n.times === 1 && Object.keys(n).length === 3 ? n.plus : undefined;
};
const whereX: Syntax<number> = map(syn`where X is ${lazy(() => digits)} plus the number of cards named ~ in all graveyards`, ([n]) => n, (n) => [n]);

const damaged: Syntax<TargetSpec> = map(target, (t) => (t.kind === "creature" || t.kind === "creatureOrPlayer" ? t : undefined), (t) => (t.kind === "creature" || t.kind === "creatureOrPlayer" ? t : undefined));

/** "~ deals X damage to target creature and you gain X life, where X is ..." (Feast of Flesh). */
const damageAndGain: Syntax<Clause[]> = map(
  syn`~ deals X damage to ${damaged} and you gain X life, ${whereX}`,
  ([t, n]) => [{ do: "damage", amount: named(n), to: { target: t } }, { do: "gainLife", amount: named(n), player: "you" }],
  (cs: Clause[]) => {
    const [d, g] = cs;
    if (cs.length !== 2 || d!.do !== "damage" || d!.divided || g!.do !== "gainLife" || g!.player !== "you") return undefined;
    const n = plusOf(d!.amount);
    const to = d!.to as { target?: TargetSpec };
    if (n === undefined || n !== plusOf(g!.amount) || typeof to !== "object" || typeof to.target !== "object") return undefined;
    return [to.target, n];
  },
);

/** "Creatures you control get +X/+X until end of turn, where X is ..." (Kjeldoran War Cry). */
const groupPump: Syntax<Clause[]> = map(
  syn`${filterPhrase("many")} get +X/+X until end of turn, ${whereX}`,
  ([f, n]) => (f.controller ? [{ do: "modifyPTAll", filter: f, power: named(n), toughness: named(n), duration: "endOfTurn" }] : undefined),
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const n = plusOf(c?.power);
    return c?.do === "modifyPTAll" && n !== undefined && n === plusOf(c.toughness) && (c.filter as Filter).controller ? [c.filter as Filter, n] : undefined;
  },
);

/** The N of "N plus an additional N for each card named ~ in each graveyard", if `a` is that amount. */
const perNamedOf = (a: unknown): number | undefined => {
  const n = a as Named | undefined;
  return typeof n === "object" && n !== null && n.namedInGraveyards === "self" && n.plus === n.times && Object.keys(n).length === 3 ? n.times : undefined;
};
const spellTarget: Syntax<TargetSpec> = map(target, (t) => (t.kind === "spell" ? t : undefined), (t) => (t.kind === "spell" ? t : undefined));

/**
 * "Counter target spell unless its controller pays {2} plus an additional {2} for each card named
 * ~ in each graveyard." (Rune Snag): the generic mana asked is counted as the spell resolves
 * (413.2, 414), the same count as "in all graveyards" (217.4b).
 */
const counterUnless: Syntax<Clause[]> = map(
  syn`counter ${spellTarget} unless its controller pays {${lazy(() => digits)}} plus an additional {${lazy(() => digits)}} for each card named ~ in each graveyard`,
  ([t, plus, times]) => (plus === times && times > 0 ? [{ do: "counter", object: { target: t }, unlessPays: { namedInGraveyards: "self", times, plus } }] : undefined),
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const n = perNamedOf(c?.unlessPays);
    const o = c?.object as { target?: TargetSpec } | undefined;
    return c?.do === "counter" && n !== undefined && typeof o === "object" && typeof o.target === "object" ? [o.target, n, n] : undefined;
  },
);

/** "add {R} to your mana pool for each card named ~ in each graveyard" (Rite of Flame, a sorcery: the count is the spell's as it resolves, 413.2). */
const manaPerNamed: Syntax<Clause[]> = map(
  syn`add ${lazy(() => manaSymbols)} to your mana pool for each card named ~ in each graveyard`,
  ([mana]) => [{ do: "addMana", mana, each: named(0) }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    return c?.do === "addMana" && !c.instead && !c.player && plusOf(c.each) === 0 ? [c.mana as string] : undefined;
  },
);

export const namedInGraveyardsClauses: Syntax<Clause[]> = alt(damageAndGain, groupPump, counterUnless, manaPerNamed);
