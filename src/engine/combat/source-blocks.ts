// 309.2: blocking restrictions and requirements that name one attacker — the source of the
// effect: "Target creature can't block ~ this turn" (Screeching Griffin) and "Target creature
// blocks ~ this turn if able" (Burning-Tree Bloodscale). The effect is on the blocker (it stays
// with that object: a new object after a zone change is not bound, 217.1c) and names its source
// by the object it was when the ability was played, so a source that left play and came back is
// another object and no longer named.
import { nameOf, card } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import type { BlockProblem } from "./block-legality.js";

type Paired = "cantBlockSource" | "blocksSourceIfAble";

/** The attackers named by effects of this kind on `creature`. */
export function namedAttackers(s: GameState, creature: ObjectId, kind: Paired): ObjectId[] {
  return s.effects
    .filter((e) => e.affects.includes(creature) && e.modification.kind === "addRestriction" && e.modification.restriction === kind)
    .map((e) => e.source.id);
}

/** 309.2: "[blocker] can't block [attacker] this turn". */
export function sourceBlockProblem(s: GameState, blocker: CardObject, attacker: CardObject): BlockProblem | null {
  return namedAttackers(s, blocker.id, "cantBlockSource").includes(attacker.id)
    ? { rule: "309.2", why: `an effect of ${nameOf(card(s, attacker.id))} says ${nameOf(blocker)} can't block it this turn` }
    : null;
}
