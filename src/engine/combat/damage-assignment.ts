// How a blocked attacker's combat damage is assigned (310.2): its controller divides it
// among the creatures blocking it as he or she chooses (no order, no lethal-first requirement);
// with trample (502.9) the rest may go to the player it attacks once every blocker has been
// assigned lethal damage — counting damage already on the blocker (from the first-strike step,
// say) and damage other attackers assign it in the same step. The choice is described and the
// answer validated; the options offer complete defaults, never every division.
import { characteristics, hasKeyword } from "../effects/characteristics.js";
import { card, nameOf, player } from "../game/game.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { list } from "../view/wording.js";
import { liveBlockers } from "./combat.js";

export interface Share {
  blocker: ObjectId;
  amount: number;
}

/** The combat damage a creature assigns: its power, 0 if negative. */
export function combatPower(s: GameState, o: CardObject): number {
  return Math.max(0, characteristics(s, o).power ?? 0);
}

/** 502.9c: the damage that is lethal to a blocker now: its toughness less the damage on it
 * and the damage other attackers have already been assigned to deal it in this step. */
export function lethalDamage(s: GameState, blocker: CardObject, attacker: ObjectId): number {
  const combat = s.combat!;
  const assigned = Object.entries(combat.divisions)
    .filter(([a]) => a !== attacker)
    .flatMap(([, shares]) => shares)
    .filter((d) => d.blocker === blocker.id)
    .reduce((n, d) => n + d.amount, 0);
  return Math.max(0, (characteristics(s, blocker).toughness ?? 0) - blocker.damage - assigned);
}

/** 310.2e: "You may have ~ deal its combat damage to defending player as though it weren't
 * blocked" (Thorn Elemental): a blocked attacker with it may assign all its damage to the player
 * it attacks, even with no blocker left (310.2b, as though unblocked); never part of it. */
export function mayAssignAsUnblocked(s: GameState, attacker: CardObject): boolean {
  return !!s.combat?.blocked.includes(attacker.id) && characteristics(s, attacker).asThough.includes("assignDamageAsThoughUnblocked");
}

/** Whether the attacker's controller chooses how it assigns its damage: it has power, and two
 * or more blockers, or trample and at least one blocker, or it may assign as though unblocked. */
export function choosesAssignment(s: GameState, attacker: CardObject): boolean {
  const blockers = liveBlockers(s, attacker.id).length;
  return combatPower(s, attacker) > 0 && (blockers >= 2 || (blockers === 1 && hasKeyword(s, attacker, "trample")) || mayAssignAsUnblocked(s, attacker));
}

/** Why a division of the attacker's damage is not allowed, or null (310.2, 502.9). */
export function assignmentProblem(s: GameState, attacker: CardObject, division: Share[], toPlayer: number): { rule: string; why: string } | null {
  const blockers = liveBlockers(s, attacker.id);
  const total = combatPower(s, attacker);
  const seen = new Set<ObjectId>();
  let sum = toPlayer;
  if (!Number.isInteger(toPlayer) || toPlayer < 0) return { rule: "310.2c", why: "damage amounts are whole numbers, 0 or more" };
  for (const d of division) {
    if (!blockers.some((b) => b.id === d.blocker)) return { rule: "310.2c", why: `${d.blocker} is not blocking ${nameOf(attacker)}` };
    if (seen.has(d.blocker)) return { rule: "310.2c", why: `${d.blocker} is listed twice` };
    if (!Number.isInteger(d.amount) || d.amount < 0) return { rule: "310.2c", why: "damage amounts are whole numbers, 0 or more" };
    seen.add(d.blocker);
    sum += d.amount;
  }
  // 310.2c: with every blocker gone it assigns no combat damage, unless it goes to the player (310.2e).
  if (blockers.length === 0 && sum === 0) return null;
  if (sum !== total) return { rule: "310.2c", why: `${nameOf(attacker)} must assign all of its ${total} combat damage; the division adds up to ${sum}` };
  if (toPlayer === total && mayAssignAsUnblocked(s, attacker)) return null;
  if (toPlayer > 0) {
    if (!hasKeyword(s, attacker, "trample")) return { rule: "310.2c", why: `${nameOf(attacker)} is blocked and has no trample: it assigns its damage only to the creatures blocking it` };
    const short = blockers.find((b) => (division.find((d) => d.blocker === b.id)?.amount ?? 0) < lethalDamage(s, b, attacker.id));
    if (short) return { rule: "502.9", why: `trample: ${nameOf(short)} must be assigned lethal damage (${lethalDamage(s, short, attacker.id)}) before any goes to the player` };
  }
  return null;
}

/**
 * Complete assignments to offer: lethal damage to each blocker in turn and the rest to the
 * player (with trample) or to the last blocker; all of it to each one blocker; and all of it to
 * the player when it may assign as though it weren't blocked (310.2e).
 */
export function defaultAssignments(s: GameState, attacker: CardObject): { division: Share[]; toPlayer: number }[] {
  const blockers = liveBlockers(s, attacker.id);
  const total = combatPower(s, attacker);
  const trample = hasKeyword(s, attacker, "trample");
  let left = total;
  const lethal = blockers.map((b) => {
    const n = Math.min(left, lethalDamage(s, b, attacker.id));
    left -= n;
    return { blocker: b.id, amount: n };
  });
  const first = trample ? { division: lethal, toPlayer: left } : { division: lethal.map((d, i) => (i === lethal.length - 1 ? { ...d, amount: d.amount + left } : d)), toPlayer: 0 };
  const each = blockers.map((b) => ({ division: blockers.map((x) => ({ blocker: x.id, amount: x.id === b.id ? total : 0 })), toPlayer: 0 }));
  const unblocked = mayAssignAsUnblocked(s, attacker) ? [{ division: [], toPlayer: total }] : [];
  const key = (a: { division: Share[]; toPlayer: number }) => JSON.stringify(a);
  return [first, ...each, ...unblocked].filter((a, i, all) => all.findIndex((x) => key(x) === key(a)) === i);
}

/** The player the attacker attacks: where trample (502.9) or "as though it weren't blocked"
 * (310.2e) sends its damage. */
export function attackedPlayer(s: GameState, attacker: ObjectId): PlayerId | undefined {
  return s.combat?.attackers.find((a) => a.attacker === attacker)?.defender;
}

/** The blockers and what is lethal to each, for a client that builds its own division;
 * `asThoughUnblocked` when it may assign all its damage to the player instead (310.2e). */
export function assignmentDetails(s: GameState, attacker: CardObject) {
  return {
    attacker: attacker.id,
    power: combatPower(s, attacker),
    trample: hasKeyword(s, attacker, "trample"),
    ...(mayAssignAsUnblocked(s, attacker) ? { asThoughUnblocked: true } : {}),
    blockers: liveBlockers(s, attacker.id).map((b) => ({ id: b.id, name: nameOf(card(s, b.id)), lethal: lethalDamage(s, b, attacker.id) })),
  };
}

/**
 * What the attacking player may do with a blocked attacker's damage, in plain English, for
 * each case: divide it among the blockers only (310.2c); with trample, the rest to the player
 * once each blocker has lethal damage (502.9); with "as though it weren't blocked", all of it to
 * the player instead (310.2e); or both. With every blocker gone it stays blocked (310.2c).
 */
export function assignmentPrompt(s: GameState, attacker: CardObject): string {
  const name = nameOf(attacker);
  const n = combatPower(s, attacker);
  const defender = attackedPlayer(s, attacker.id);
  const to = defender === undefined ? "the defending player" : player(s, defender).name;
  const trample = hasKeyword(s, attacker, "trample");
  const unblocked = mayAssignAsUnblocked(s, attacker);
  const blockers = liveBlockers(s, attacker.id).map((b) => nameOf(b));
  if (blockers.length === 0)
    return trample
      ? `No creature is blocking ${name} any more: with trample it assigns all ${n} of its combat damage to ${to}, the player it attacks (502.9; toPlayer ${n}).`
      : `No creature is blocking ${name} any more, and it stays blocked: it assigns no combat damage (310.2c; an empty division) unless you have it assign all ${n} to ${to}, the player it attacks, as though it weren't blocked (310.2e; toPlayer ${n}).`;
  const them = blockers.length === 1 ? "that creature" : "those creatures";
  const parts = [`${name} is blocked by ${list(blockers)}: it assigns its ${n} combat damage to ${them}${blockers.length === 1 ? "" : ", divided as you choose"} (310.2c).`];
  if (trample) parts.push(`It has trample (502.9): once ${blockers.length === 1 ? "the blocker is" : "each blocker is"} assigned lethal damage (its toughness less the damage already on it), you may assign the rest to ${to}, the player it attacks (toPlayer).`);
  if (unblocked) parts.push(`Or you may have it assign all ${n} to ${to}${trample ? "" : ", the player it attacks,"} as though it weren't blocked, and none to ${them} (310.2e; toPlayer ${n} and an empty division)${trample ? "" : `; it can't split its damage between ${to} and ${them}`}.`);
  if (!unblocked && !trample) parts.push(`It has no trample: none of it may go to ${to}, the player it attacks.`);
  parts.push(`Any division that adds up to ${n} may be posted; the options are complete examples.`);
  return parts.join(" ");
}
