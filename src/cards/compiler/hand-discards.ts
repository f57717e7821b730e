// Whole hands discarded as the effect resolves (glossary "Discard"): "Discard your hand" (One with
// Nothing), "Each opponent discards his or her hand" (Myojin of Night's Reach; each opponent within
// its controller's range of influence, 601.2), "Target player discards his or her hand" (Wit's End)
// and "that player discards his or her hand" (one player's). "Each player discards his or her
// hand" is effects.ts's `discardHands` with neither `players` nor `player`.
import type { Clause } from "./effects.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const whole = (words: string, players: "you" | "eachOpponent"): Syntax<Clause[]> =>
  map(lit(words), () => [{ do: "discardHands", players }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discardHands" && cs[0]!.players === players ? null : undefined));

/** `third` is the effects grammar's player in the third person (effects.ts). */
export function handDiscardClauses(third: Syntax<unknown>): Syntax<Clause[]> {
  const onePlayer = map(
    syn`${third} discards his or her hand`,
    ([player]): Clause[] | undefined => (player === "itsController" ? undefined : [{ do: "discardHands", player }]),
    (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discardHands" && cs[0]!.player !== undefined ? [cs[0]!.player] : undefined),
  ) as Syntax<Clause[]>;
  return alt(whole("discard your hand", "you"), whole("each opponent discards his or her hand", "eachOpponent"), onePlayer);
}
