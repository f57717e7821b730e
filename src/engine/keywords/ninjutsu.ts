// 502.43a Ninjutsu is an activated ability that functions only while the card with ninjutsu is
// in a player's hand. "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
// an unblocked attacking creature you control to its owner's hand: Put this card into play from
// your hand tapped and attacking."
// 502.43b The card with ninjutsu remains revealed from the time the ability is announced until
// the ability leaves the stack.
//
// Like Channel and typecycling (spells/hand-abilities.ts), the ability is an ordinary activated
// ability of the card in its owner's hand (403.1). An attacking creature is unblocked once
// blockers are declared if no creature blocked it (309.? (?)), so the cost can be paid from the
// declare blockers step to the end of combat. The Ninja attacks the player the returned creature
// was attacking (noted as the cost is paid); it was never declared as an attacker, so nothing
// that triggers on attacking sees it.
import type { Ability } from "../../cards/language.js";
import { ownObject } from "../game/clone.js";
import { card, emit, playerName, type Game } from "../game/game.js";
import type { CardObject, GameState, ObjectId, StackAbility } from "../game/types.js";
import { comesIntoPlayAs, type Resolvable } from "../spells/resolve.js";
import { moveCard } from "../zones/zones.js";
import { isAttacking } from "../combat/combat-status.js";
import { possessive } from "../view/wording.js";

/** 502.43a: the ability "Ninjutsu [cost]" stands for. */
export function ninjutsuAbility(cost: string): Ability {
  return {
    kind: "activated",
    cost: { mana: cost, revealSelf: true, returnToHand: { filter: { types: ["creature"], controller: "you", combat: "unblockedAttacking" }, count: 1 } },
    timing: "instant",
    from: "hand",
    targets: [],
    effects: [{ do: "putIntoPlayAttacking" }],
    text: `Ninjutsu ${cost} (${cost}, Return an unblocked attacker you control to hand: Put this card into play from your hand tapped and attacking.)`,
  };
}

/** An attacking creature no creature blocked, once blockers have been declared (before then an attacker is neither blocked nor unblocked). */
export function isUnblockedAttacker(s: GameState, o: CardObject): boolean {
  const c = s.combat;
  return !!c && c.declaredBlockers && isAttacking(s, o) && !c.blocked.includes(o.id);
}

/** As the cost is paid: the ability remembers the player the creature returned for it was attacking, before it leaves combat. */
export function noteReturnedAttacker(s: GameState, ability: ObjectId, returned: readonly ObjectId[]): void {
  const defender = s.combat?.attackers.find((a) => returned.includes(a.attacker))?.defender;
  if (defender) (ownObject(s, ability) as StackAbility).defending = defender;
}

/** "Put this card into play from your hand tapped and attacking": only if the card is still in its owner's hand (502.43b: it stayed revealed there). */
export function putIntoPlayAttacking(g: Game, r: Resolvable): boolean {
  const s = g.s;
  const o = s.objects[r.source];
  if (!o || o.kind !== "card" || o.zone !== "hand") return true;
  const ability = s.objects[r.id] as StackAbility | undefined;
  const moved = moveCard(g, o.id, "play", r.controller);
  comesIntoPlayAs(g.s, moved);
  moved.tapped = true;
  const defender = ability?.defending;
  if (s.combat && defender) s.combat.attackers.push({ attacker: moved.id, defender });
  emit(g, {
    type: "comesIntoPlay",
    text: `${card(s, moved.id).card} is put into play from ${possessive(playerName(s, r.controller))} hand tapped${s.combat && defender ? ` and attacking ${playerName(s, defender)}` : ""} (ninjutsu, 502.43a).`,
    data: { object: moved.id, card: moved.card, controller: r.controller },
  });
  return true;
}
