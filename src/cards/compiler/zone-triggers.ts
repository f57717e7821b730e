// Zone-change triggers in their older "When" wording: "When another creature comes into play"
// (Flame-Kin War Scout): the same event as "Whenever another creature comes into play" (404.1),
// each time; "that creature" is the one that came into play (engine spells/triggers.ts). Its
// effect, "sacrifice ~. If you do, ~ deals 4 damage to that creature": only if the permanent was
// still in play under its controller's control to be sacrificed (`sacrificeSelfThenDamage`).
import type { Trigger } from "../language.js";
import { digits, type Clause } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

const whenAnotherComesIntoPlay = map(
  syn`When another ${filterPhrase("one")} comes into play`,
  ([f]): Trigger | undefined => (f.other || f.controller ? undefined : { on: "comesIntoPlay", what: { ...f, other: true } }),
  (t: Trigger) => (t.on === "comesIntoPlay" && t.what !== "self" && t.what.other && !t.what.controller ? [{ ...t.what, other: undefined } as Filter] : undefined),
);

export const ZONE_TRIGGERS: Syntax<Trigger>[] = [whenAnotherComesIntoPlay];

export const sacrificeThenDamageThatCreature: Syntax<Clause[]> = map(
  syn`sacrifice ~. If you do, ~ deals ${lazy(() => digits)} damage to that creature`,
  ([amount]) => (amount > 0 ? [{ do: "sacrificeSelfThenDamage", amount, to: "thatCreature" } as Clause] : undefined),
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "sacrificeSelfThenDamage" && cs[0]!.to === "thatCreature" ? [cs[0]!.amount as number] : undefined),
);
