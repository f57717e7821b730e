// "Target player reveals two cards at random from his or her hand, then discards each nonland
// card revealed this way" (Fall): the cards are picked at random (seeded) and shown to every
// player, and those of the stated quality are discarded (engine: effects/random-discard.ts).
import type { ObjectFilter } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { cardNoun } from "./hand-library.js";
import { count, target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const targetPlayer: Syntax<InlineTarget> = map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => {
  const t = (r as InlineTarget | undefined)?.target;
  return typeof t === "object" && t.kind === "player" ? t : undefined;
});

export const revealAtRandomClauses: Syntax<Clause[]> = map(
  syn`${targetPlayer} reveals ${count} cards at random from his or her hand, then discards each ${cardNoun} revealed this way`,
  ([player, amount, discard]) => (amount > 1 && Object.keys(discard).length > 0 ? [{ do: "revealAtRandom", player, amount, discard }] : undefined),
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "revealAtRandom" ? cs[0]! : undefined;
    return c ? [c.player as InlineTarget, c.amount as number, c.discard as ObjectFilter] : undefined;
  },
);
