// "Target player discards his or her hand" (Wit's End), "that player discards his or her hand":
// every card in that one player's hand is discarded (glossary "Discard"); "each player discards
// his or her hand" is effects.ts `discardHands` without a player.
import type { Clause } from "./effects.js";
import { map, syn, type Syntax } from "./syntax.js";

/** `third` is the effects grammar's player in the third person (effects.ts). */
export function handDiscardClauses(third: Syntax<unknown>): Syntax<Clause[]> {
  return map(
    syn`${third} discards his or her hand`,
    ([player]): Clause[] | undefined => (player === "itsController" ? undefined : [{ do: "discardHands", player }]),
    (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discardHands" && cs[0]!.player !== undefined ? [cs[0]!.player] : undefined),
  );
}
