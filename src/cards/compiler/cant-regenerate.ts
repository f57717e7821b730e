// 419.6b: "That creature can't be regenerated this turn." after damage to a target (Carbonize,
// Disintegrate, with "If the creature would be put into a graveyard this turn, remove it from the
// game instead.", effects/removed-if-dies.ts) and "A creature (Creatures) dealt damage this way can't be regenerated this
// turn." (Jaya Ballard, Flamebreak): the creatures are marked as the spell or ability resolves,
// and a regeneration shield doesn't apply to them until the turn ends (engine
// effects/regeneration.ts).
import type { Clause } from "./effects.js";
import { alt, map, syn, words, type Syntax } from "./syntax.js";

/** `object` is the effects grammar's permanent ("~", a target, "that creature"). */
export function cantRegenerateClauses(object: Syntax<unknown>): Syntax<Clause[]> {
  const only = (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "cantRegenerateThisTurn" ? cs[0]!.object : undefined);
  return alt(
    map(
      syn`${words([["a creature dealt damage this way can't", null], ["creatures dealt damage this way can't", null]])} be regenerated this turn`,
      () => [{ do: "cantRegenerateThisTurn", object: "damagedThisWay" }],
      (cs: Clause[]) => (only(cs) === "damagedThisWay" ? [null] : undefined),
    ),
    // "That creature can't be regenerated this turn. If the creature would be put into a graveyard this turn, remove it from the game instead." (Carbonize, Disintegrate): "the creature" is the one the sentence before names (419.6).
    map(
      syn`${object} can't be regenerated this turn. If the creature would be put into a graveyard this turn, remove it from the game instead`,
      ([o]) => [{ do: "cantRegenerateThisTurn", object: o }, { do: "removedIfDiesThisTurn", object: o }],
      (cs: Clause[]) =>
        cs.length === 2 && cs[0]!.do === "cantRegenerateThisTurn" && cs[1]!.do === "removedIfDiesThisTurn" && cs[0]!.object !== "damagedThisWay" && JSON.stringify(cs[0]!.object) === JSON.stringify(cs[1]!.object) ? [cs[0]!.object] : undefined,
    ),
    map(
      syn`${object} can't be regenerated this turn`,
      ([o]) => [{ do: "cantRegenerateThisTurn", object: o }],
      (cs: Clause[]) => {
        const o = only(cs);
        return o !== undefined && o !== "damagedThisWay" ? [o] : undefined;
      },
    ),
  );
}
