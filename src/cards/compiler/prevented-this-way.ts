// 419.7: a prevention effect that does something for each damage it prevents: "Prevent all damage
// that would be dealt by creatures this turn. You gain 1 life for each damage prevented this way."
// (Chant of Vitu-Ghazi), "Prevent the next 3 damage ... You gain 1 life for each damage prevented
// this way." (Candles' Glow), "Prevent all damage that would be dealt to target multicolored
// creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature."
// (Brace for Impact) and "Prevent the next 3 damage that would be dealt to target creature this
// turn, and put a +1/+1 counter on that creature for each 1 damage prevented this way." (Test of
// Faith), "... You gain life equal to the damage prevented this way." (Hallow): the prevention's
// `perPrevented` (engine effects/prevented-this-way.ts).
import type { PerPrevented } from "../language.js";
import type { z } from "zod";
import type { Clause } from "./effects.js";
import { counterKind, digits, prevent } from "./effects.js";
import { preventAll } from "./prevention.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

type Per = z.infer<typeof PerPrevented>;
/** One prevention effect, without what it does for the damage it prevents. */
const prevention: Syntax<Clause[]> = alt(lazy(() => prevent), lazy(() => preventAll));
const bare = (cs: Clause[]): Clause[] | undefined => (cs.length === 1 && cs[0]!.perPrevented === undefined && (cs[0]!.do === "preventDamage" || cs[0]!.do === "preventAll") ? cs : undefined);
/** The counters go on "that creature": the prevention's own target, a creature. */
const toTargetObject = (c: Clause) => typeof c.to === "object" && c.to !== null && typeof (c.to as { target?: unknown }).target === "object";

/** `kind`: the prevention the wording is printed with (one wording each, so that a definition prints one way). */
const withPer = (cs: Clause[], perPrevented: Per, kind?: "preventDamage" | "preventAll"): Clause[] | undefined => {
  const c = bare(cs)?.[0];
  if (!c || (kind && c.do !== kind) || ("counter" in perPrevented && !toTargetObject(c))) return undefined;
  return [{ ...c, perPrevented }];
};
const split = (cs: Clause[]): [Clause[], Per] | undefined => {
  const c = cs.length === 1 ? cs[0]! : undefined;
  const per = c?.perPrevented as Per | undefined;
  if (!c || !per) return undefined;
  const { perPrevented: _, ...rest } = c;
  return [[rest as Clause], per];
};

export const preventedThisWayClauses: Syntax<Clause[]> = alt<Clause[]>(
  map(
    syn`${prevention}. You gain ${lazy(() => digits)} life for each damage prevented this way`,
    ([cs, life]) => withPer(cs, { gainLife: life }),
    (cs) => {
      const p = split(cs);
      return p && "gainLife" in p[1] ? [p[0], p[1].gainLife] : undefined;
    },
  ),
  // "Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way." (Hallow): 1 life for each.
  map(
    syn`${prevention}. You gain life equal to the damage prevented this way`,
    ([cs]) => withPer(cs, { gainLife: 1 }, "preventAll"),
    (cs) => {
      const p = split(cs);
      return p && "gainLife" in p[1] && p[1].gainLife === 1 && p[0][0]!.do === "preventAll" ? [p[0]] : undefined;
    },
  ),
  map(
    syn`${prevention}. For each 1 damage prevented this way, put a ${lazy(() => counterKind)} counter on that creature`,
    ([cs, counter]) => withPer(cs, { counter, amount: 1 }, "preventAll"),
    (cs) => {
      const p = split(cs);
      return p && "counter" in p[1] && p[1].amount === 1 && p[0][0]!.do === "preventAll" ? [p[0], p[1].counter] : undefined;
    },
  ),
  map(
    syn`${prevention}, and put a ${lazy(() => counterKind)} counter on that creature for each 1 damage prevented this way`,
    ([cs, counter]) => withPer(cs, { counter, amount: 1 }, "preventDamage"),
    (cs) => {
      const p = split(cs);
      return p && "counter" in p[1] && p[1].amount === 1 && p[0][0]!.do === "preventDamage" ? [p[0], p[1].counter] : undefined;
    },
  ),
);
