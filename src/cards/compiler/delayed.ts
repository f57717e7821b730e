// Delayed triggered abilities made by a spell or ability as it resolves (404.?): "Draw a card at
// the beginning of the next turn's upkeep." (Coldsnap's cantrips, Mishra's Bauble); "~ gets +1/+1
// until end of turn. Sacrifice it at end of turn." (Deathknell Kami: "it" is ~, sacrificed by the
// delayed ability at the next end of turn step if still in play under its controller's control);
// "When that creature is put into a graveyard this turn, flip ~." (Initiate of Blood, after its
// damage to target creature: a delayed ability watching that creature for the rest of the turn).
import { ptChange, type Clause } from "./effects.js";
import { flipClause } from "./flip.js";
import { lazy, map, same, syn, word, type Syntax } from "./syntax.js";

const DRAW = [{ do: "draw", amount: 1, player: "you" }];

export const nextUpkeepDraw: Syntax<Clause[]> = map(
  word("draw a card at the beginning of the next turn's upkeep", null),
  () => [{ do: "delayed", at: "nextUpkeep", text: "Draw a card.", effects: DRAW }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "delayed" && cs[0]!.at === "nextUpkeep" && same(cs[0]!.effects, DRAW) ? null : undefined),
);

const SACRIFICE = [{ do: "sacrificeSelf" }];
export const selfPumpThenSacrifice: Syntax<Clause[]> = map(
  syn`~ gets ${lazy(() => ptChange)} until end of turn. Sacrifice it at end of turn`,
  ([pt]) => (typeof pt.power === "number" && typeof pt.toughness === "number" ? [{ do: "modifyPT", power: pt.power, toughness: pt.toughness, object: "self", duration: "endOfTurn" }, { do: "delayed", at: "endOfTurn", text: "Sacrifice it.", effects: SACRIFICE }] : undefined),
  (cs: Clause[]) => {
    const [pump, later] = cs;
    if (cs.length !== 2 || pump!.do !== "modifyPT" || pump!.object !== "self" || pump!.duration !== "endOfTurn" || Object.keys(pump!).length !== 5) return undefined;
    return later!.do === "delayed" && later!.at === "endOfTurn" && same(later!.effects, SACRIFICE) ? [{ power: pump!.power as number, toughness: pump!.toughness as number }] : undefined;
  },
);

/** "When that creature is put into a graveyard this turn, flip ~.": "that creature" is the last target (targets.ts lifts it). */
export const whenThatCreatureDies: Syntax<Clause[]> = map(
  syn`when that creature is put into a graveyard this turn, ${lazy(() => flipClause)}`,
  ([effects]) => [{ do: "whenPutIntoGraveyardThisTurn", object: { target: "it" }, text: "Flip it.", effects }],
  (cs: Clause[]) => {
    const c = cs.length === 1 && cs[0]!.do === "whenPutIntoGraveyardThisTurn" ? cs[0]! : undefined;
    return c && (c.object as { target?: unknown }).target === "it" ? [c.effects as Clause[]] : undefined;
  },
);
