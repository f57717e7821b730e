// Dealing damage (damage to a player is life loss; to a creature it is marked, 420.5c) and
// prevention shields: "prevent the next N damage that would be dealt to X this turn" (419.7)
// is a prevention effect used up as damage would be dealt. Damage passes through the
// replacement and prevention effects that apply to it first (replacement.ts).
import { changeCard, emit, nameOf, newTimestamp, player, type Game } from "../game/game.js";
import { changeLife } from "./life.js";
import { lifeLostToDamage } from "./life-floor.js";
import { recordDamageDealt } from "./damage-dealt.js";
import { describeTarget } from "../combat/combat.js";
import { replace } from "./replacement.js";
import { sourceUnpreventable } from "./static-prevention.js";
import { noteDamageDealt } from "../keywords/bloodthirst.js";
import { noteDamagedBy, notePlayerDamagedBy } from "./damaged-by.js";
import { noteDamageToPermanent, noteDamageToPlayer } from "./damage-this-turn.js";
import { protectedFrom, qualitiesOf, type Source } from "../keywords/protection.js";
import type { PlayerId, PreventedReward, ReplaceableEvent, Replacing, Target } from "../game/types.js";
import { possessive } from "../view/wording.js";

export function addShield(g: Game, to: Target, amount: number, source: string, reward?: PreventedReward): void {
  g.s.shields = [...g.s.shields, { id: newTimestamp(g.s), to, amount, source, ...(reward ? { reward } : {}) }];
  emit(g, { type: "shield", text: `The next ${amount} damage that would be dealt to ${describeTarget(g.s, to)} this turn will be prevented (${source}).`, data: { to, amount } });
}

/**
 * Deals damage after replacement and prevention effects. Returns false when a player must
 * first choose the order of those effects (419.9); `resumes` says what goes on afterwards.
 * The source's qualities are its own if it is still there, else as it last existed (qualitiesOf).
 */
export function dealDamage(g: Game, source: Source & { name: string }, to: Target, amount: number, resumes: Replacing["resumes"], combat = false, unpreventable = false): boolean {
  // 502.7: all damage from a source with a quality it has protection from is prevented (in any
  // order with other effects the result is the same: none is dealt) — unless it can't be
  // prevented (Excruciator's own static ability).
  const o = "object" in to ? g.s.objects[to.object] : undefined;
  if (o?.kind === "card" && protectedFrom(g.s, o, qualitiesOf(g.s, source)) && !(unpreventable || sourceUnpreventable(g.s, source.id))) {
    emit(g, { type: "damagePrevented", text: `${possessive(source.name)} ${amount} damage to ${nameOf(o)} is prevented: protection (502.7).`, data: { source: source.id, to, amount, rule: "502.7" } });
    return true;
  }
  // 413.2: a source that has left play (combat damage already on the stack) deals the damage as it
  // last existed; its controller then is kept with it for the abilities the damage triggers
  // ("Whenever a Sliver deals damage, its controller ...", spells/damage-triggers.ts). So is a
  // spell's: it has left the stack by the time those abilities are put on it ("Whenever a source
  // an opponent controls deals damage to you", Farsight Mask).
  const now = g.s.objects[source.id];
  const gone = !now && "controller" in source ? { controller: (source as { controller: PlayerId }).controller } : now?.kind === "card" && now.zone === "stack" ? { controller: now.controller, spell: true as const } : {};
  // "The damage can't be prevented" (Pinpoint Avalanche) is targeted: a creature with protection from
  // its source is no legal target (502.7), so only the prevention effects below are left out (replacement.ts).
  return replace(g, { kind: "damage", source: { id: source.id, name: source.name, qualities: qualitiesOf(g.s, source), ...gone }, to, amount, combat, prevented: 0, ...(unpreventable ? { unpreventable } : {}) }, resumes);
}

/** The damage as it is after all replacement and prevention effects: it is dealt now. */
export function markDamage(g: Game, e: Extract<ReplaceableEvent, { kind: "damage" }>): void {
  const s = g.s;
  if (e.amount > 0) {
    recordDamageDealt(s, e.amount);
    if ("player" in e.to) {
      // 419.6: a life floor (Worship) limits the life the damage takes, not the damage dealt.
      const { loss, floor } = lifeLostToDamage(s, e.to.player, e.amount);
      if (floor) emit(g, { type: "replaced", text: `${floor.source}: the damage reduces ${player(s, e.to.player).name}'s life total to ${floor.floor} instead (419.6).`, data: { replacement: floor.source, to: e.to, floor: floor.floor } });
      changeLife(g, e.to.player, -loss);
      noteDamageDealt(s, e.to.player); // 502.50
      notePlayerDamagedBy(s, e.to.player, e.source.id);
      noteDamageToPlayer(s, e.to.player, e.amount);
    }
    else {
      changeCard(s, e.to.object).damage += e.amount;
      noteDamagedBy(s, e.to.object, e.source.id);
      noteDamageToPermanent(s, e.to.object, e.amount);
    }
  }
  const kind = e.combat ? "combat damage" : "damage";
  // A log reader should not have to add up damage to know where a player stands: damage to a
  // player carries the life total it leaves (a team's in Two-Headed Giant, 606.2a).
  const hit = "player" in e.to ? player(s, e.to.player) : undefined;
  emit(g, {
    type: e.combat ? "combatDamage" : "damage",
    text: `${e.source.name} deals ${e.amount} ${kind} to ${describeTarget(s, e.to)}${e.prevented ? ` (${e.prevented} prevented)` : ""}${hit ? `; ${hit.name} is at ${hit.life} life` : ""}.`,
    data: { source: e.source.id, to: e.to, amount: e.amount, prevented: e.prevented, ...(hit ? { life: hit.life } : {}), ...(e.source.controller && e.source.qualities ? { lastKnown: { controller: e.source.controller, types: e.source.qualities.types, subtypes: e.source.qualities.subtypes, ...(e.source.spell ? { spell: true } : {}) } } : {}) },
  });
}
