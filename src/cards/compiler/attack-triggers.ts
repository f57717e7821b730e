// Attack triggers of other creatures (308.2: they trigger as attackers are declared; engine
// spells/attack-triggers.ts): "Whenever a creature attacks" (Righteous Cause, Patron of the
// Kitsune), "Whenever a creature attacks you" (Hissing Miasma), "Whenever a creature you control
// attacks" (Anthem of Rakdos), "Whenever a creature you control with trample attacks" (Stonebrow,
// Krosan Hero): once for each attacker that matches, "it" / "that creature" the attacker and "its
// controller" its controller; and "Whenever you attack with three or more creatures"
// (Overwhelming Instinct): once, for the whole declaration.
import type { Trigger } from "../language.js";
import { count, filterPhrase, type Filter } from "./nouns.js";
import { map, opt, syn, word, words, type Syntax } from "./syntax.js";

/** "a creature", "a creature you control with trample": any creature, never "another". */
const attacker = map(
  syn`${words([["a ", null], ["an ", null]])}${filterPhrase("one")}`,
  ([, f]) => (f.other ? undefined : f),
  (f: Filter) => [null, f],
);

const creatureAttacks = map(
  syn`Whenever ${attacker} attacks${opt(word(" you", true as const))}`,
  ([what, you]): Trigger => ({ on: "creatureAttacks", what, ...(you ? { attacksYou: true as const } : {}) }),
  (t: Trigger) => (t.on === "creatureAttacks" ? [t.what as Filter, t.attacksYou] : undefined),
);

const attackWith = map(
  syn`Whenever you attack with ${count} or more creatures`,
  ([atLeast]) => (atLeast >= 2 ? ({ on: "youAttackWith", atLeast } as Trigger) : undefined),
  (t: Trigger) => (t.on === "youAttackWith" ? [t.atLeast] : undefined),
);


/** "When ~ attacks or blocks" (Quicksilver Behemoth): the older "When" of "Whenever ~ attacks or blocks" (the same event, each time). */
const whenAttacksOrBlocks = word<Trigger>("When ~ attacks or blocks", { on: "attacksOrBlocks", what: "self" });

export const ATTACK_TRIGGERS: Syntax<Trigger>[] = [creatureAttacks, attackWith, whenAttacksOrBlocks];
