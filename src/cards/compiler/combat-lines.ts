// Lines of a permanent about creatures in combat and what they are (the "combat" clause
// families): "Creatures you control that are enchanted get +1/+1" (the Magemarks); restrictions on
// the card itself: "~ can't block creatures with power greater than ~'s power" (Spitfire Handler),
// "~ can't attack unless a creature with greater power also attacks" (Okk), "~ can't attack unless
// you control more creatures than defending player" (Goblin Goon).
import type { StaticAbility } from "../language.js";
import type { Part } from "./abilities.js";
import { plural } from "./abilities.js";
import { filterPhrase } from "./nouns.js";
import { alt, capital, lazy, map, syn, word, type Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];

/** "Creatures you control that are enchanted get +1/+1 and have first strike." (412, 418.5): the permanents of the filter to which an Aura is attached. */
const thatAreEnchanted: Syntax<Part> = map(
  syn`${capital(filterPhrase("many"))} that are enchanted${lazy(() => plural)}.`,
  ([f, mods]) => ({ statics: mods.map((modification: Mod) => ({ affects: { ...f, enchanted: true as const }, modification })) }),
  (p) => {
    if (!("statics" in p) || !p.statics.length) return undefined;
    const statics = p.statics as StaticAbility[];
    const a = statics[0]!.affects;
    if (typeof a !== "object" || !a.enchanted || statics.some((s) => JSON.stringify(s.affects) !== JSON.stringify(a) || s.also || s.condition)) return undefined;
    const { enchanted: _, ...f } = a;
    return [f, statics.map((s) => s.modification)];
  },
);

export const combatStatics: Syntax<Part> = alt<Part>(thatAreEnchanted);

/** Lines about the card itself that restrict blocking it or by it (309.2, combat/block-restrictions.ts and requirements.ts). */
export const combatSelfLines: Syntax<Part> = alt<Part>(
  word("~ can't be blocked by creatures with flying.", { restrictions: ["cantBeBlockedByFlying"] }),
  word("~ can block only creatures with flying.", { restrictions: ["canBlockOnlyFlying"] }),
  word("Creatures with power less than ~'s power can't block it.", { restrictions: ["cantBeBlockedByLesserPower"] }),
  word("~ is unblockable as long as it's attacking alone.", { restrictions: ["unblockableAttackingAlone"] }),
  word("All creatures able to block ~ do so.", { restrictions: ["allAbleToBlockDoSo"] }),
  word("~ can't block creatures with power greater than ~'s power.", { restrictions: ["cantBlockGreaterPower"] }),
  word("~ can't attack unless a creature with greater power also attacks.", { restrictions: ["cantAttackUnlessGreaterAttacks"] }),
  word("~ can't block unless a creature with greater power also blocks.", { restrictions: ["cantBlockUnlessGreaterBlocks"] }),
  word("~ can't attack unless you control more creatures than defending player.", { restrictions: ["cantAttackUnlessMoreCreatures"] }),
  word("~ can't block unless you control more creatures than attacking player.", { restrictions: ["cantBlockUnlessMoreCreatures"] }),
);
