// 309.2: restrictions on how an attacker may be blocked, printed on it or given by an Aura or an
// Equipment: "~ can't be blocked by more than one creature." (Krosan Vorine; Vorrac Battlehorns'
// "Equipped creature has trample and can't be blocked by more than one creature."), "~ can't be
// blocked except by three or more creatures." (Phyrexian Colossus), "~ can't be blocked by Walls."
// (Juggernaut), "Enchanted creature can't be blocked except by Walls." (Invisibility); and the
// era's "may" for "can" of the blocker's own abilities: "~ may block an additional creature."
// (Two-Headed Dragon), "~ may block any number of creatures." (Ironfist Crusher), "~ may block
// only creatures with flying." (Ascending Aven). The engine reads them in combat/block-restrictions.ts.
import type { Restriction, StaticAbility } from "../language.js";
import type { Part } from "./abilities.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

type Mod = StaticAbility["modification"];

/** Lines about the creature itself. */
export const blockCountLines: Syntax<Part> = alt<Part>(
  word("~ can't be blocked by more than one creature.", { restrictions: ["cantBeBlockedByMoreThanOne"] }),
  word("~ can't be blocked except by three or more creatures.", { restrictions: ["cantBeBlockedExceptByThreeOrMore"] }),
  word("~ can't be blocked by Walls.", { restrictions: ["cantBeBlockedByWalls"] }),
  // Read only: each prints in the "can" wording of the same ability (abilities.ts, combat-lines.ts).
  map(word("~ may block an additional creature.", null), () => ({ restrictions: ["canBlockAdditionalCreature"] }) as Part, () => undefined),
  map(word("~ may block any number of creatures.", null), () => ({ restrictions: ["canBlockAnyNumber"] }) as Part, () => undefined),
  map(word("~ may block only creatures with flying.", null), () => ({ restrictions: ["canBlockOnlyFlying"] }) as Part, () => undefined),
);

const restriction = (r: Restriction): Mod => ({ kind: "addRestriction", restriction: r });
const isOnly = (ms: Mod[], r: Restriction) => ms.length === 1 && ms[0]!.kind === "addRestriction" && ms[0]!.restriction === r;

/** What an Aura or Equipment gives the creature (the statics' singular " has ...", abilities.ts): `grants` are its keywords. */
export function blockCountGrants(grants: Syntax<Mod[]>): Syntax<Mod[]>[] {
  return [
    map(word(" can't be blocked except by Walls", null), () => [restriction("cantBeBlockedExceptByWalls")], (ms: Mod[]) => (isOnly(ms, "cantBeBlockedExceptByWalls") ? null : undefined)),
    map(word(" can't be blocked by more than one creature", null), () => [restriction("cantBeBlockedByMoreThanOne")], (ms: Mod[]) => (isOnly(ms, "cantBeBlockedByMoreThanOne") ? null : undefined)),
    map(
      syn` has ${grants} and can't be blocked by more than one creature`,
      ([ks]) => [...ks, restriction("cantBeBlockedByMoreThanOne")],
      (ms: Mod[]) => (ms.length > 1 && isOnly(ms.slice(-1), "cantBeBlockedByMoreThanOne") && ms.slice(0, -1).every((m) => m.kind === "addKeyword") ? [ms.slice(0, -1)] : undefined),
    ),
  ];
}
