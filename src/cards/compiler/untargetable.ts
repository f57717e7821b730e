// "can't be the target of spells or abilities" granted to other objects (409.1c, 413.2a; the
// restriction is engine/spells/untargetable.ts): until end of turn by a spell or ability
// ("Target creature can't be the target of spells or abilities this turn", Mage's Guile;
// "creatures you control can't be the targets of spells or abilities this turn", Plaxmanta;
// with a P/T change, keywords or "is unblockable" in the same sentence), and by static abilities
// of Auras, Equipment and lords ("Equipped creature has haste and can't be the target of spells
// or abilities", "Artifacts you control can't be the targets of spells or abilities your
// opponents control").
import type { StaticAbility } from "../language.js";
import type { Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { alt, map, syn, type Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];
const CANT = { kind: "addRestriction", restriction: "cantBeTargeted" } as const;
const CANT_BY_OPPONENTS = { kind: "addRestriction", restriction: "cantBeTargetedByOpponents" } as const;
const isCant = (m: unknown) => JSON.stringify(m) === JSON.stringify(CANT);

/** A "becomes ... until end of turn" whose modifications end with the restriction: the ones before it. */
function before(cs: Clause[]): { object: unknown; mods: { kind: string; keyword?: string; restriction?: string }[] } | undefined {
  const c = cs.length === 1 && cs[0]!.do === "becomes" && cs[0]!.duration === "endOfTurn" ? cs[0]! : undefined;
  const mods = c?.modifications as { kind: string }[] | undefined;
  if (!c || !mods?.length || !isCant(mods[mods.length - 1]) || (c.object as { all?: unknown }).all) return undefined;
  return { object: c.object, mods: mods.slice(0, -1) };
}

/** The effects: `object`, `grantWords` and `ptChange` are the effects grammar's (effects.ts). */
export function untargetableClauses(object: Syntax<unknown>, grantWords: Syntax<string[]>, ptChange: Syntax<{ power: number | "X"; toughness: number | "X" }>): Syntax<Clause[]> {
  const becomes = (o: unknown, mods: unknown[]): Clause[] => [{ do: "becomes", object: o, modifications: [...mods, CANT], duration: "endOfTurn" }];
  return alt<Clause[]>(
    map(syn`${object} can't be the target of spells or abilities this turn`, ([o]) => becomes(o, []), (cs: Clause[]) => {
      const b = before(cs);
      return b && b.mods.length === 0 ? [b.object] : undefined;
    }),
    // "~ gains flying until end of turn and can't be the target of spells or abilities this turn" (Warped Researcher).
    map(syn`${object} gains ${grantWords} until end of turn and can't be the target of spells or abilities this turn`, ([o, ks]) => becomes(o, ks.map((keyword) => ({ kind: "addKeyword", keyword }))), (cs: Clause[]) => {
      const b = before(cs);
      return b && b.mods.length > 0 && b.mods.every((m) => m.kind === "addKeyword") ? [b.object, b.mods.map((m) => m.keyword)] : undefined;
    }),
    // "Target creature is unblockable and can't be the target of spells or abilities this turn" (Veil of Secrecy).
    map(syn`${object} is unblockable and can't be the target of spells or abilities this turn`, ([o]) => becomes(o, [{ kind: "addRestriction", restriction: "unblockable" }]), (cs: Clause[]) => {
      const b = before(cs);
      return b && b.mods.length === 1 && b.mods[0]!.kind === "addRestriction" && b.mods[0]!.restriction === "unblockable" ? [b.object] : undefined;
    }),
    // "Target creature gets +5/+5 until end of turn and can't be the target of spells or abilities this turn" (Stonewood Invocation): "it" is the same creature.
    map(
      syn`${object} gets ${ptChange} until end of turn and can't be the target of spells or abilities this turn`,
      ([o, pt]): Clause[] => [{ do: "modifyPT", ...pt, object: o, duration: "endOfTurn" }, ...becomes(typeof o === "string" ? o : { target: "it" }, [])],
      (cs: Clause[]) => {
        if (cs.length !== 2 || cs[0]!.do !== "modifyPT" || cs[0]!.duration !== "endOfTurn") return undefined;
        const b = before(cs.slice(1));
        const o = cs[0]!.object;
        const same = b && b.mods.length === 0 && JSON.stringify(b.object) === JSON.stringify(typeof o === "string" ? o : { target: "it" });
        return same ? [o, { power: cs[0]!.power, toughness: cs[0]!.toughness }] : undefined;
      },
    ),
    // "creatures you control can't be the targets of spells or abilities this turn" (Plaxmanta): the permanents matching as it resolves.
    map(
      syn`${filterPhrase("many")} can't be the targets of spells or abilities this turn`,
      ([f]): Clause[] | undefined => (f.controller ? [{ do: "becomes", object: { all: f }, modifications: [CANT], duration: "endOfTurn" }] : undefined),
      (cs: Clause[]) => {
        const c = cs.length === 1 && cs[0]!.do === "becomes" && cs[0]!.duration === "endOfTurn" ? cs[0]! : undefined;
        const all = (c?.object as { all?: Filter } | undefined)?.all;
        const mods = c?.modifications as unknown[] | undefined;
        return all?.controller && mods?.length === 1 && isCant(mods[0]) ? [all] : undefined;
      },
    ),
  );
}

const SAID = " can't be the target of spells or abilities";

/**
 * What an Aura or Equipment gives "Enchanted creature" / "Equipped creature" (and other singular
 * subjects): " can't be the target of spells or abilities", after other modifications joined by
 * " and " (" has haste", " is unblockable"); those are read from the words before " and" only.
 * `singular`: the static grammar's singular modifications (abilities.ts).
 */
export function untargetableSingular(singular: () => Syntax<Mod[]>): Syntax<Mod[]> {
  return {
    *parse(text, at) {
      if (text.startsWith(SAID, at)) yield [[CANT], at + SAID.length];
      const stop = text.indexOf(` and${SAID}`, at);
      if (stop < 0) return;
      for (const [mods, end] of singular().parse(text.slice(0, stop), at)) if (end === stop && !mods.some(isCant)) yield [[...mods, CANT], stop + ` and${SAID}`.length];
    },
    print(ms) {
      if (!ms.length || !isCant(ms[ms.length - 1])) return undefined;
      if (ms.length === 1) return SAID;
      const rest = singular().print(ms.slice(0, -1));
      return rest === undefined ? undefined : `${rest} and${SAID}`;
    },
  };
}

/**
 * "Artifacts you control can't be the targets of spells or abilities [your opponents control]":
 * plural subjects. "Your opponents" are the opponents of the permanents' controller only when
 * the subject says "you control" (the restriction names the permanent's controller's opponents).
 */
export function untargetablePlural(): Syntax<Mod[]> {
  return alt<Mod[]>(
    map(syn` can't be the targets of spells or abilities`, () => [CANT], (ms: Mod[]) => (ms.length === 1 && isCant(ms[0]) ? [] : undefined)),
  );
}

/** The plural line with "your opponents control", whose subject must be controlled by "you". */
export function untargetableByOpponentsLine(subject: Syntax<Filter>): Syntax<{ affects: Filter; mods: Mod[] }> {
  return map(
    syn`${subject} can't be the targets of spells or abilities your opponents control.`,
    ([f]) => (f.controller === "you" ? { affects: f, mods: [CANT_BY_OPPONENTS as Mod] } : undefined),
    (v) => (v.affects.controller === "you" && v.mods.length === 1 && JSON.stringify(v.mods[0]) === JSON.stringify(CANT_BY_OPPONENTS) ? [v.affects] : undefined),
  );
}
