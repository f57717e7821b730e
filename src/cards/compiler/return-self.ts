// The Pulses of Darksteel: "You gain 4 life. Then if an opponent has more life than you, return ~
// to its owner's hand." (Pulse of the Fields), "... Then if that player has more life than you,
// ..." after "target player" (Pulse of the Forge), "... if an opponent has more cards in hand than
// you ..." (Pulse of the Grid), "... if an opponent controls more creatures than you ..." (Pulse of
// the Tangle). The condition is checked as that instruction is reached, after the earlier ones
// (413.2); the spell then moves itself from the stack to its owner's hand instead of the graveyard
// (engine effects/return-self.ts). And Nezumi Shortfang's "Then if that player has no cards in hand,
// flip ~." after its target opponent discards.
import type { Condition } from "../language.js";
import type { Clause } from "./effects.js";
import { filterPhrase } from "./nouns.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

const condition: Syntax<Condition> = alt<Condition>(
  word("an opponent has more life than you", { anOpponentHasMoreLife: true }),
  word("an opponent has more cards in hand than you", { anOpponentHasMoreCardsInHand: true }),
  // "that player": the last target word, a player (targets.ts lifts the inner `{ target: "it" }`).
  map(word("that player has more life than you", null), () => ({ targetPlayerHasMoreLife: { target: "it" } }) as unknown as Condition, (c) => (c.targetPlayerHasMoreLife ? null : undefined)),
  map(
    syn`an opponent controls more ${lazy(() => filterPhrase("many"))} than you`,
    ([f]) => (f.controller || f.other ? undefined : { anOpponentControlsMore: f }),
    (c) => (c.anOpponentControlsMore ? [c.anOpponentControlsMore] : undefined),
  ),
);

/** "Then if that player has no cards in hand, flip ~." (Nezumi Shortfang, after "Target opponent discards a card"): checked after the discard (508). */
const flipIfEmptyHand: Syntax<Clause[]> = map(
  word("then if that player has no cards in hand, flip ~", null),
  () => [{ do: "conditional", if: { targetPlayerHasNoCardsInHand: { target: "it" } }, effects: [{ do: "flip" }], otherwise: [] }] as unknown as Clause[],
  (cs) => {
    const c = cs.length === 1 && cs[0]!.do === "conditional" ? cs[0]! : undefined;
    const effects = c?.effects as Clause[] | undefined;
    return c && (c.otherwise as unknown[]).length === 0 && effects?.length === 1 && effects[0]!.do === "flip" && (c.if as Condition).targetPlayerHasNoCardsInHand && Object.keys(c.if as object).length === 1 ? null : undefined;
  },
);

const returnSelf: Syntax<Clause[]> = map(
  syn`then if ${condition}, return ~ to its owner's hand`,
  ([c]) => [{ do: "conditional", if: c, effects: [{ do: "returnSelfToHand" }], otherwise: [] }],
  (cs) => {
    const c = cs.length === 1 && cs[0]!.do === "conditional" ? cs[0]! : undefined;
    const effects = c?.effects as Clause[] | undefined;
    if (!c || (c.otherwise as unknown[]).length > 0 || effects?.length !== 1 || effects[0]!.do !== "returnSelfToHand") return undefined;
    const keys = Object.keys(c.if as object);
    return keys.length === 1 ? [c.if] : undefined;
  },
);

export const returnSelfClauses: Syntax<Clause[]> = alt<Clause[]>(returnSelf, flipIfEmptyHand);
