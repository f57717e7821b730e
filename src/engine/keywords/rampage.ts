// 502.12: "Rampage N" — "Rampage is a triggered ability. 'Rampage N' means 'Whenever this
// creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it
// beyond the first.'" The bonus is counted once, as the ability resolves (502.12b).
import type { Ability } from "../../cards/language.js";
import type { GameState, ObjectId } from "../game/types.js";

export function rampageAbility(n: number): Ability {
  return {
    kind: "triggered",
    trigger: { on: "becomesBlocked", what: "self" },
    targets: [],
    effects: [{ do: "modifyPT", power: { perBlockerBeyondFirst: n }, toughness: { perBlockerBeyondFirst: n }, object: "self", duration: "endOfTurn" }],
    text: `Rampage ${n} (whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first)`,
  };
}

/** The creatures blocking `attacker` now: those still in play and in combat. */
export function creaturesBlocking(s: GameState, attacker: ObjectId): number {
  return (s.combat?.blocks ?? []).filter((b) => b.attacker === attacker && s.objects[b.blocker]).length;
}
