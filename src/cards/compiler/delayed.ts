// Delayed triggered abilities made by a spell or ability as it resolves (404.?): "Draw a card at
// the beginning of the next turn's upkeep." (Coldsnap's cantrips, Mishra's Bauble).
import type { Clause } from "./effects.js";
import { map, same, word, type Syntax } from "./syntax.js";

const DRAW = [{ do: "draw", amount: 1, player: "you" }];

export const nextUpkeepDraw: Syntax<Clause[]> = map(
  word("draw a card at the beginning of the next turn's upkeep", null),
  () => [{ do: "delayed", at: "nextUpkeep", text: "Draw a card.", effects: DRAW }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "delayed" && cs[0]!.at === "nextUpkeep" && same(cs[0]!.effects, DRAW) ? null : undefined),
);
