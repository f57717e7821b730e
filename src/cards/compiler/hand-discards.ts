// "Discard your hand" (One with Nothing) and "Each opponent discards his or her hand" (Myojin of
// Night's Reach): whole hands discarded as the effect resolves (glossary "Discard"; each player
// within its controller's range of influence, 601.2). "Each player discards his or her hand" is
// effects.ts's `discardHands`.
import type { Clause } from "./effects.js";
import { alt, lit, map, type Syntax } from "./syntax.js";

const whole = (words: string, players: "you" | "eachOpponent"): Syntax<Clause[]> =>
  map(lit(words), () => [{ do: "discardHands", players }], (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "discardHands" && cs[0]!.players === players ? null : undefined));

export const handDiscardClauses: Syntax<Clause[]> = alt(whole("discard your hand", "you"), whole("each opponent discards his or her hand", "eachOpponent"));
