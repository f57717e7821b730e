// Combat requirements (308.2, 309.2): "attacks each turn if able", "blocks each turn if
// able", and a provoked creature's "blocks [the provoker] this turn if able" (502.29). The attacking or defending
// player must obey as many requirements as he or she can without breaking a restriction; each
// requirement here concerns one creature only, so that means each creature obeys as many of
// its own as it could.
import { characteristics, readingState, whileReading } from "../effects/characteristics.js";
import { card, nameOf } from "../game/game.js";
import type { AttackDeclaration, CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { needsGreaterAttacker } from "./attack-restrictions.js";
import { attackCandidates, blockCandidates } from "./combat.js";
import { namedAttackers } from "./source-blocks.js";

export interface Problem {
  rule: string;
  why: string;
}

/** The creatures that must attack if able (an attack candidate is able to). */
export function mustAttack(s: GameState): ObjectId[] {
  // Found once per reading of the state: the attackers listing checks each declaration it lists.
  // In a reading scope of its own when asked alone (checking a declaration): each creature's layers once.
  return readingState(s, () => whileReading(s, "mustAttack", () => mustAttackNow(s)));
}

function mustAttackNow(s: GameState): ObjectId[] {
  const candidates = attackCandidates(s);
  return candidates
    .filter((c) => characteristics(s, c.creature).restrictions.includes("attacksEachTurnIfAble") && ableBesideGreater(s, c.creature, candidates))
    .map((c) => c.creature.id);
}

/**
 * "Can't attack unless a creature with greater power also attacks" (Okk, 500.2): such a creature is
 * able to attack only if a candidate of greater power could attack beside it; then attacking with
 * both obeys its requirement, the most that can be obeyed (308.2).
 */
function ableBesideGreater(s: GameState, creature: CardObject, candidates: { creature: CardObject }[]): boolean {
  if (!needsGreaterAttacker(s, creature)) return true;
  const power = characteristics(s, creature).power ?? 0;
  return candidates.some((c) => (characteristics(s, c.creature).power ?? 0) > power);
}

export function attackRequirementProblem(s: GameState, attackers: AttackDeclaration[]): Problem | null {
  const missing = mustAttack(s).find((id) => !attackers.some((a) => a.attacker === id));
  return missing ? { rule: "308.2", why: `${nameOf(card(s, missing))} attacks each turn if able, and it is able to` } : null;
}

/**
 * The attackers each creature must block if able, by blocker: 502.29 "blocks it if able"
 * (provoke) names attackers; 309.2 "blocks each turn if able" is obeyed by blocking any
 * attacker it is able to block — so blocking a provoker obeys both.
 */
function blockRequirements(s: GameState, defender: PlayerId): Map<ObjectId, ObjectId[]> {
  // Found once per reading of the state: the blockers listing checks each declaration it lists.
  return readingState(s, () => whileReading(s, `blockRequirements ${defender}`, () => requirementsOf(s, defender)));
}

function requirementsOf(s: GameState, defender: PlayerId): Map<ObjectId, ObjectId[]> {
  const out = new Map<ObjectId, ObjectId[]>();
  for (const c of blockCandidates(s, defender)) {
    const provoked = (s.combat?.mustBlock ?? []).filter((m) => m.blocker === c.blocker.id && c.attackers.includes(m.attacker)).map((m) => m.attacker);
    // 309.2: "Target creature blocks ~ this turn if able" names its attacker as provoke does (source-blocks.ts).
    provoked.push(...namedAttackers(s, c.blocker.id, "blocksSourceIfAble").filter((a) => c.attackers.includes(a) && !provoked.includes(a)));
    const always = c.attackers.length > 0 && characteristics(s, c.blocker).restrictions.includes("blocksEachTurnIfAble");
    // 309.2: "All creatures able to block [this] do so": each creature able to block it must block it (or another such attacker).
    const lured = c.attackers.filter((a) => characteristics(s, card(s, a)).restrictions.includes("allAbleToBlockDoSo"));
    if (provoked.length) out.set(c.blocker.id, provoked);
    else if (lured.length) out.set(c.blocker.id, lured);
    else if (always) out.set(c.blocker.id, c.attackers);
  }
  return out;
}

export function blockRequirementProblem(s: GameState, defender: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[]): Problem | null {
  for (const [blocker, attackers] of blockRequirements(s, defender)) {
    // Blocking one of the attackers it must block obeys one requirement, the most it can obey.
    if (blocks.some((b) => b.blocker === blocker && attackers.includes(b.attacker))) continue;
    const provoked = (s.combat?.mustBlock ?? []).some((m) => m.blocker === blocker);
    if (!provoked && namedAttackers(s, blocker, "blocksSourceIfAble").some((a) => attackers.includes(a)))
      return { rule: "309.2", why: `${nameOf(card(s, blocker))} blocks ${attackers.map((a) => nameOf(card(s, a))).join(" or ")} this turn if able, and it is able to` };
    if (!provoked && attackers.every((a) => characteristics(s, card(s, a)).restrictions.includes("allAbleToBlockDoSo")))
      return { rule: "309.2", why: `all creatures able to block ${attackers.map((a) => nameOf(card(s, a))).join(" or ")} do so, and ${nameOf(card(s, blocker))} is able to` };
    if (!provoked) return { rule: "309.2", why: `${nameOf(card(s, blocker))} blocks each turn if able, and it is able to block ${attackers.map((a) => nameOf(card(s, a))).join(" or ")}` };
    return { rule: "502.29", why: `${nameOf(card(s, blocker))} must block ${attackers.map((a) => nameOf(card(s, a))).join(" or ")} if able (provoke), and it is able to` };
  }
  // A creature free of requirements of its own that could block an unblocked attacker that must
  // be blocked, and doesn't already obey such a requirement by blocking another: one more obeyed.
  const mustBeBlocked = attackersBlockedIfAble(s);
  if (mustBeBlocked.length === 0) return null;
  const required = (a: ObjectId) => mustBeBlocked.includes(a);
  const bound = blockRequirements(s, defender);
  for (const c of blockCandidates(s, defender)) {
    if (bound.has(c.blocker.id) || blocks.some((b) => b.blocker === c.blocker.id && required(b.attacker))) continue;
    const missed = c.attackers.find((a) => required(a) && !blocks.some((b) => b.attacker === a));
    if (missed) return { rule: "309.2", why: `defending player blocks ${nameOf(card(s, missed))} if able, and ${nameOf(c.blocker)} is able to block it` };
  }
  return null;
}

/** The attackers with "Defending player blocks ~ if able" (309.2): found once per reading, as the blockers listing checks each declaration it lists. */
function attackersBlockedIfAble(s: GameState): ObjectId[] {
  return readingState(s, () =>
    whileReading(s, "blockedIfAble", () => (s.combat?.attackers ?? []).map((a) => a.attacker).filter((a) => s.objects[a] && characteristics(s, card(s, a)).restrictions.includes("blockedIfAble"))),
  );
}

/**
 * 309.2: "Defending player blocks ~ if able": each attacker with it, with a creature able to block
 * it that no requirement of its own binds (a bound one obeys its own; the most requirements
 * obeyed is what the rule asks for). One such blocker for each.
 */
function freeToBlockRequired(s: GameState, defender: PlayerId): { blocker: ObjectId; attacker: ObjectId }[] {
  const bound = blockRequirements(s, defender);
  const out: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const c of blockCandidates(s, defender)) {
    if (bound.has(c.blocker.id)) continue;
    const a = c.attackers.find((x) => attackersBlockedIfAble(s).includes(x) && !out.some((o) => o.attacker === x));
    if (a) out.push({ blocker: c.blocker.id, attacker: a });
  }
  return out;
}

/** A declaration of blockers that obeys every block requirement: each required blocker blocks the first attacker it must. */
export function requiredBlocks(s: GameState, defender: PlayerId): { blocker: ObjectId; attacker: ObjectId }[] {
  return [...[...blockRequirements(s, defender)].map(([blocker, attackers]) => ({ blocker, attacker: attackers[0]! })), ...freeToBlockRequired(s, defender)];
}
