// "~ deals X damage to target creature and you gain X life, where X is the number of Swamps you
// control." (Tendrils of Corruption): X is no announced value (the spell has no {X}, 409.1b) but
// a number counted as the spell resolves (413.2), the same for both effects: the language's
// `perEach` amount (engine: spells/resolve.ts amountOf, effects/count-permanents.ts).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { filterPhrase, target, type Filter } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

type PerEach = { perEach: number; count: Filter };
const counted = (a: unknown): Filter | undefined => {
  const p = a as PerEach | undefined;
  return typeof p === "object" && p !== null && p.perEach === 1 && typeof p.count === "object" ? p.count : undefined;
};
const damaged: Syntax<TargetSpec> = map(target, (t) => (t.kind === "spell" || t.kind === "player" ? undefined : t), (t) => (t.kind === "spell" || t.kind === "player" ? undefined : t));
/** "the number of Swamps you control" (not "other": nothing is excluded). */
const number: Syntax<Filter> = map(syn`the number of ${filterPhrase("many")}`, ([f]) => (f.other || !f.controller ? undefined : f), (f) => (f.other || !f.controller ? undefined : [f]));

export const whereXCountClauses: Syntax<Clause[]> = map(
  syn`~ deals X damage to ${damaged} and you gain X life, where X is ${number}`,
  ([t, f]) => {
    const amount = { perEach: 1, count: f };
    return [{ do: "damage", amount, to: { target: t } }, { do: "gainLife", amount, player: "you" }];
  },
  (cs: Clause[]) => {
    const [d, g] = cs;
    if (cs.length !== 2 || d!.do !== "damage" || d!.divided || g!.do !== "gainLife" || g!.player !== "you") return undefined;
    const f = counted(d!.amount);
    const to = d!.to as { target?: TargetSpec };
    if (!f || JSON.stringify(f) !== JSON.stringify(counted(g!.amount)) || typeof to !== "object" || typeof to.target !== "object") return undefined;
    return [to.target, f];
  },
);
