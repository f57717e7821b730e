// "[player] skips his or her next combat phase" (300.9): a target player, or "that player" of a
// trigger whose event names one (Blinding Angel's combat damage to a player, 404.1). Engine:
// turn/skip-phases.ts. "You skip your next turn" the same way for a whole turn.
import type { Clause } from "./effects.js";
import { target } from "./nouns.js";
import { alt, map, syn, word, type Syntax } from "./syntax.js";

const skipper: Syntax<unknown> = alt<unknown>(
  map(target, (t) => (t.kind === "player" ? { target: t } : undefined), (r) => (r && typeof r === "object" && typeof (r as { target?: unknown }).target === "object" ? (r as { target: { kind: string } }).target : undefined)),
  word("that player", "thatPlayer"),
);

export const skipClauses: Syntax<Clause[]> = alt(
  map(
    syn`${skipper} skips his or her next combat phase`,
    ([player]) => [{ do: "skipCombatPhase", player }],
    (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "skipCombatPhase" ? [cs[0]!.player] : undefined),
  ),
  // "You skip your next turn." (Chronatog Totem, Unstable Hulk, Lethal Vapors): 300.9, turn/extra-turns.ts.
  word("you skip your next turn", [{ do: "skipTurn", player: "you" }]),
);
