// "Target opponent discards a card at random, then discards a card." (Stupor): the same player
// discards one card chosen at random, then one card of his or her choice (glossary "Discard";
// the second is chosen after the first is gone).
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { map, syn, type Syntax } from "./syntax.js";

const targetPlayer: Syntax<TargetSpec> = map(target, (t) => (t.kind === "player" ? t : undefined), (t) => (t.kind === "player" ? t : undefined));

export const discardThenClauses: Syntax<Clause[]> = map(
  syn`${targetPlayer} discards a card at random, then discards a card`,
  ([t]): Clause[] => [{ do: "discard", amount: 1, player: { target: t }, random: true }, { do: "discard", amount: 1, player: { target: "it" } }],
  (cs: Clause[]) => {
    const [r, d] = cs;
    const t = (r?.player as { target?: TargetSpec } | undefined)?.target;
    const same = JSON.stringify(d?.player) === JSON.stringify({ target: "it" });
    return cs.length === 2 && r!.do === "discard" && r!.random && r!.amount === 1 && d!.do === "discard" && !d!.random && d!.amount === 1 && same && typeof t === "object" ? [t] : undefined;
  },
);
