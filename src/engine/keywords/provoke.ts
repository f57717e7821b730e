// 502.29: "Provoke" — "Provoke is a triggered ability. 'Provoke' means 'Whenever this creature
// attacks, you may have target creature defending player controls untap and block this
// creature if able.'" The card's keyword becomes that triggered ability (registry.ts); the
// requirement it makes is obeyed as blockers are declared (requirements.ts).
import type { Ability } from "../../cards/language.js";
import { emit, nameOf, type Game } from "../game/game.js";
import type { CardObject, ObjectId } from "../game/types.js";

export function provokeAbility(): Ability {
  return {
    kind: "triggered",
    trigger: { on: "attacks", what: "self" },
    targets: [{ kind: "creature", defendingPlayer: true }],
    effects: [{ do: "may", text: "untap target creature defending player controls and have it block this creature if able", effects: [{ do: "untap", object: { target: 0 } }, { do: "blockIfAble", object: { target: 0 } }] }],
    text: "Provoke (you may have target creature defending player controls untap and block this creature if able)",
  };
}

/** The effect "[blocker] blocks [attacker] this turn if able": noted for this combat. */
export function requireBlock(g: Game, blocker: CardObject, attacker: ObjectId): void {
  const combat = g.s.combat;
  const source = g.s.objects[attacker];
  if (!combat || !source || source.kind !== "card" || !combat.attackers.some((a) => a.attacker === attacker)) return;
  combat.mustBlock = [...(combat.mustBlock ?? []), { blocker: blocker.id, attacker }];
  emit(g, { type: "blockIfAble", text: `${nameOf(blocker)} blocks ${nameOf(source)} this turn if able (provoke).`, data: { blocker: blocker.id, attacker } });
}
