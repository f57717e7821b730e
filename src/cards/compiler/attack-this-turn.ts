// "Target Ninja is unblockable this turn" (Higure, the Still Wind), "Target creature with power 2
// or less is unblockable this turn" (Soratami Mirror-Guard): until end of turn it can't be blocked
// (309.2: the defending player's blocks must obey every restriction; the engine's
// "unblockable" restriction). "Target creature attacks this turn if able" (Into the Fray): until end of turn the creature has
// the requirement "attacks each turn if able" (308.2: the active player declares attackers
// obeying as many requirements as possible; engine/combat/requirements.ts), a continuous effect
// from a resolving spell (418.3a: it lasts as long as stated).
import type { Clause } from "./effects.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const MUST = { kind: "addRestriction", restriction: "attacksEachTurnIfAble" };
const UNBLOCKABLE = { kind: "addRestriction", restriction: "unblockable" };

/** "[object] [words] this turn": one restriction until end of turn. */
const thisTurn = (object: Syntax<unknown>, words: string, mod: typeof MUST): Syntax<Clause[]> =>
  map(
    syn`${object} ${lit(words)}`,
    ([o]) => [{ do: "becomes", object: o, modifications: [mod], duration: "endOfTurn" }],
    (cs: Clause[]) => {
      const c = cs.length === 1 && cs[0]!.do === "becomes" && cs[0]!.duration === "endOfTurn" ? cs[0]! : undefined;
      const mods = c?.modifications as unknown[] | undefined;
      return c && !(c.object as { all?: unknown }).all && mods?.length === 1 && JSON.stringify(mods[0]) === JSON.stringify(mod) ? [c.object, null] : undefined;
    },
  );

/** `object` is the effects grammar's permanent ("~", a target, "it"). */
export function attackThisTurnClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  return alt(thisTurn(object, "attacks this turn if able", MUST), thisTurn(object, "is unblockable this turn", UNBLOCKABLE));
}
