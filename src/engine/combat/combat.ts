// The combat phase (306–311): declaring attackers and blockers, and combat damage, which in
// this edition is assigned (active player first, then the defending player(s)), put on the
// stack as one object, and dealt when that object resolves — even by a creature that has
// left play by then (last-known information). In multiplayer each attacking creature attacks
// one player (601.3, 603, 604, 609.4), and each defending player declares blockers for the
// creatures attacking him or her, one after another in APNAP order (103.4).
import { putObject } from "../game/clone.js";
import { characteristics, hasKeyword, isCreature } from "../effects/characteristics.js";
import { readingState, whileReading } from "../effects/characteristics.js";
import { controllerOf, mostRecentTurn } from "../effects/control.js";
import { apnap, card, changeCard, emit, nameOf, newId, newTimestamp, permanents, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { attackablePlayers, attackProblem } from "../multiplayer/multiplayer.js";
import { actAsOne, isActive, teamHead } from "../multiplayer/two-headed-giant.js";
import type { AttackDeclaration, CombatState, CardObject, DamageAssignment, GameState, ObjectId, PlayerId, StackAbility } from "../game/types.js";
import { lastKnown } from "../zones/zones.js";
import { noteAttacked } from "../turn/additional-phases.js";
import { blockProblem } from "./block-legality.js";
import { declarationRestrictionProblem } from "./block-restrictions.js";
import { assignmentProblem, choosesAssignment, combatPower } from "./damage-assignment.js";
import { assignsDamageNow, decideDamageSteps } from "./damage-steps.js";
import { attackRequirementProblem, blockRequirementProblem } from "./requirements.js";
import { blockedAttackers, blockerDivisionProblem, blockerNeedingDivision, maxBlocks } from "./multiple-blocks.js";
import { defenderBarsAttack } from "../keywords/defender.js";
import { attackingTaps } from "../keywords/vigilance.js";
import { attackDeclarationProblem, attackRestrictionProblem } from "./attack-restrictions.js";
import { becameTapped } from "../spells/tap-triggers.js";

/** 306.?: a combat phase begins with no attackers or blockers declared. */
export function newCombat(): CombatState {
  return { attackers: [], blocks: [], blocked: [], declaredAttackers: false, declaredBlockers: false, defendersDeclared: [], divisions: {}, damageAssigned: false };
}

/** 212.3d: a creature can attack (or {T}) only if it has been under its controller's
 * control continuously since the start of his or her most recent turn, unless it has haste (502.5). */
export function summoningSick(s: GameState, o: CardObject): boolean {
  return o.controlledSince >= mostRecentTurn(s, controllerOf(s, o)) && !hasKeyword(s, o, "haste");
}

export function attackCandidates(s: GameState): { creature: CardObject; defenders: PlayerId[] }[] {
  // Found once per reading of the state: the attackers listing checks each declaration it lists against them.
  return readingState(s, () => whileReading(s, "attackCandidates", () => attackersOf(s)));
}

function attackersOf(s: GameState): { creature: CardObject; defenders: PlayerId[] }[] {
  const defenders = attackablePlayers(s, s.turn.active);
  if (defenders.length === 0) return []; // 601.3, 604.1a/b: no opponent can be attacked
  return permanents(s)
    .filter((o) => mayAttack(s, o))
    .map((creature) => ({ creature, defenders: defenders.filter((d) => attackRestrictionProblem(s, creature, d) === null) }))
    .filter((c) => c.defenders.length > 0); // 500.2: a restriction "unless" its condition is met
}

/** An untapped creature of the active player (606: team) that may attack someone, before the restrictions that name a defender. */
function mayAttack(s: GameState, o: CardObject): boolean {
  // Cheapest first: a tapped permanent is not read further.
  return !o.tapped && isActive(s, controllerOf(s, o)) && isCreature(s, o) && !summoningSick(s, o) && !characteristics(s, o).restrictions.includes("cantAttack") && !defenderBarsAttack(s, o);
}

/**
 * Whether `attackCandidates` finds any, stopping at the first: the step only asks that. Its
 * reading is of a state `apply` is still changing, whose found values are not kept for the
 * listing of the state it returns, which finds them all again.
 */
function someAttacker(s: GameState): boolean {
  return readingState(s, () => {
    const defenders = attackablePlayers(s, s.turn.active);
    return defenders.length > 0 && permanents(s).some((o) => mayAttack(s, o) && defenders.some((d) => attackRestrictionProblem(s, o, d) === null));
  });
}

export function beginDeclareAttackersStep(g: Game): boolean {
  const s = g.s;
  const combat = s.combat!;
  if (combat.declaredAttackers) return true;
  if (!someAttacker(s)) {
    combat.declaredAttackers = true;
    emit(g, { type: "declareAttackers", text: `${playerName(s, s.turn.active)} attacks with nothing (no creature can attack).`, data: { attackers: [] } });
    return true;
  }
  s.pending = { kind: "attackers", player: s.turn.active };
  return false;
}

/**
 * 308.2: the active player declares attackers; attacking creatures become tapped. `given`: the
 * state `apply` was given, the same as `g.s` until its first change: the checks read it (with
 * what the listing of it read, index.ts).
 */
export function declareAttackers(g: Game, attackers: AttackDeclaration[], given = g.s): void {
  readingState(given, () => checkAttackers(given, attackers));
  const s = g.s;
  const tapping = attackers.filter((a) => attackingTaps(s, card(s, a.attacker))).map((a) => a.attacker); // 502.? vigilance
  for (const id of tapping) changeCard(s, id).tapped = true;
  const combat = s.combat!;
  combat.attackers = attackers;
  combat.declaredAttackers = true;
  // "attacks for the first time each turn": the attackers that attacked in an earlier combat phase of this turn.
  const earlier = s.turn.attacked;
  const again = earlier ? attackers.filter((a) => earlier.includes(a.attacker)).map((a) => a.attacker) : [];
  noteAttacked(s, attackers.map((a) => a.attacker)); // "creatures that attacked this turn"
  s.pending = null;
  const names = attackers.map((a) => `${nameOf(card(s, a.attacker))} (attacking ${playerName(s, a.defender)})`);
  emit(g, {
    type: "declareAttackers",
    text: attackers.length ? `${playerName(s, s.turn.active)} attacks with ${names.join(", ")}.` : `${playerName(s, s.turn.active)} declares no attackers.`,
    data: again.length ? { attackers, again } : { attackers },
  });
  becameTapped(g, tapping); // "Whenever a creature an opponent controls becomes tapped" (Palliation Accord)
}

/** Throws if the declaration is not a legal one (308.2, 500.2). */
function checkAttackers(s: GameState, attackers: AttackDeclaration[]): void {
  const candidates = new Map(attackCandidates(s).map((c) => [c.creature.id, c.defenders]));
  const seen = new Set<ObjectId>();
  for (const a of attackers) {
    const defenders = candidates.get(a.attacker);
    const restricted = !defenders && s.objects[a.attacker]?.kind === "card" && controllerOf(s, card(s, a.attacker)) === s.turn.active ? attackRestrictionProblem(s, card(s, a.attacker), a.defender) : null;
    if (restricted) illegal("500.2", restricted);
    if (!defenders) illegal("308.2", `${a.attacker} can't attack: it must be an untapped creature you control that has been under your control since your turn began, or have haste (212.3d), and has no defender (502.41)`);
    if (!defenders.includes(a.defender)) {
      const why = attackProblem(s, s.turn.active, a.defender) ?? attackRestrictionProblem(s, card(s, a.attacker), a.defender)!;
      illegal(why.split(":")[0]!, why);
    }
    if (seen.has(a.attacker)) illegal("308.2", `${a.attacker} is declared as an attacker twice`);
    seen.add(a.attacker);
  }
  const together = attackDeclarationProblem(s, attackers);
  if (together) illegal("500.2", together);
  const requirement = attackRequirementProblem(s, attackers);
  if (requirement) illegal(requirement.rule, requirement.why);
}

/** Whether the evasion abilities of `attacker` let `blocker` block it (block-legality.ts). */
export function canBlock(s: GameState, blocker: CardObject, attacker: CardObject): boolean {
  return blockProblem(s, blocker, attacker) === null;
}

/** The players attacked this combat who are still in the game, in APNAP order (103.4). In
 * Two-Headed Giant the attacked team declares its blockers together (606.4), through its
 * first player. */
export function defendingPlayers(s: GameState): PlayerId[] {
  const attacked = new Set(s.combat?.attackers.map((a) => teamHead(s, a.defender)));
  return apnap(s).filter((p) => attacked.has(p));
}

/** 309.2: an untapped creature of the defending player (or team) that has no "can't block". */
function mayBlock(s: GameState, o: CardObject, defender: PlayerId): boolean {
  return actAsOne(s, controllerOf(s, o), defender) && isCreature(s, o) && !o.tapped && !characteristics(s, o).restrictions.includes("cantBlock");
}

export function blockCandidates(s: GameState, defender: PlayerId): { blocker: CardObject; attackers: ObjectId[] }[] {
  // Found once per reading of the state: the blockers listing checks each declaration it lists against them.
  return readingState(s, () => whileReading(s, `blockCandidates ${defender}`, () => blockersOf(s, defender)));
}

function blockersOf(s: GameState, defender: PlayerId): { blocker: CardObject; attackers: ObjectId[] }[] {
  const attackers = (s.combat?.attackers ?? []).filter((a) => actAsOne(s, a.defender, defender) && s.objects[a.attacker]);
  return permanents(s)
    .filter((o) => mayBlock(s, o, defender))
    .map((blocker) => ({ blocker, attackers: attackers.filter((a) => canBlock(s, blocker, card(s, a.attacker))).map((a) => a.attacker) }))
    .filter((c) => c.attackers.length > 0);
}

/** Whether `blockCandidates` finds any, stopping at the first (as `someAttacker`). */
function someBlocker(s: GameState, defender: PlayerId): boolean {
  return readingState(s, () => {
    const attackers = (s.combat?.attackers ?? []).filter((a) => actAsOne(s, a.defender, defender) && s.objects[a.attacker]);
    return permanents(s).some((o) => mayBlock(s, o, defender) && attackers.some((a) => canBlock(s, o, card(s, a.attacker))));
  });
}

export function beginDeclareBlockersStep(g: Game): boolean {
  const s = g.s;
  const combat = s.combat!;
  if (combat.declaredBlockers) return true;
  // Each defending player who hasn't yet declared and has a creature that could block, in turn.
  const defender = defendingPlayers(s).find((d) => !combat.defendersDeclared.includes(d) && someBlocker(s, d));
  if (defender) {
    s.pending = { kind: "blockers", player: defender };
    return false;
  }
  finishBlocks(g);
  return true;
}

/** 309.2: a defending player declares blockers; each blocks one creature attacking him or her. `given` as for `declareAttackers`. */
export function declareBlockers(g: Game, defender: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[], given = g.s): void {
  readingState(given, () => checkBlocks(given, defender, blocks));
  const s = g.s;
  s.combat!.blocks.push(...blocks);
  s.combat!.defendersDeclared.push(defender);
  s.pending = null;
  const text = blocks.length
    ? `${playerName(s, defender)} blocks: ${blocks.map((b) => `${nameOf(card(s, b.blocker))} blocks ${nameOf(card(s, b.attacker))}`).join(", ")}.`
    : `${playerName(s, defender)} declares no blockers.`;
  emit(g, { type: "declareBlockers", text, data: { player: defender, blocks } });
}

/** Throws if the declaration is not a legal one (309.2, 500.2). */
function checkBlocks(s: GameState, defender: PlayerId, blocks: { blocker: ObjectId; attacker: ObjectId }[]): void {
  const candidates = new Map(blockCandidates(s, defender).map((c) => [c.blocker.id, c.attackers]));
  for (const b of blocks) {
    const can = candidates.get(b.blocker);
    if (!s.combat!.attackers.some((a) => a.attacker === b.attacker && actAsOne(s, a.defender, defender)))
      illegal("309.2", `${b.attacker} isn't attacking you: a defending player blocks only creatures attacking him or her`);
    const o = s.objects[b.blocker];
    if (!can && !(o?.kind === "card" && o.zone === "play" && mayBlock(s, o, defender))) illegal("309.2", `${b.blocker} can't block: it must be an untapped creature you control`);
    if (!can?.includes(b.attacker)) {
      const why = blockProblem(s, card(s, b.blocker), card(s, b.attacker))!;
      illegal(why.rule, `${nameOf(card(s, b.blocker))} can't block ${nameOf(card(s, b.attacker))}: ${why.why}`);
    }
    const already = blocks.filter((x) => x.blocker === b.blocker);
    if (already.filter((x) => x.attacker === b.attacker).length > 1) illegal("309.2", `${b.blocker} is declared blocking ${b.attacker} twice`);
    const most = maxBlocks(s, card(s, b.blocker));
    if (already.length > most) illegal("309.2", `${nameOf(card(s, b.blocker))} can block only ${most === 1 ? "one attacker" : `${most} attackers`}`);
  }
  const restriction = declarationRestrictionProblem(s, blocks);
  if (restriction) illegal(restriction.rule, restriction.why);
  const requirement = blockRequirementProblem(s, defender, blocks);
  if (requirement) illegal(requirement.rule, requirement.why);
}

function finishBlocks(g: Game): void {
  const combat = g.s.combat!;
  combat.declaredBlockers = true;
  combat.blocked = combat.attackers.filter((a) => combat.blocks.some((b) => b.attacker === a.attacker)).map((a) => a.attacker);
  // "Whenever ~ attacks and isn't blocked" triggers once blockers have been declared (309.?).
  const unblocked = combat.attackers.filter((a) => !combat.blocked.includes(a.attacker) && g.s.objects[a.attacker]);
  if (unblocked.length > 0)
    emit(g, { type: "unblocked", text: `Unblocked: ${unblocked.map((a) => card(g.s, a.attacker).card).join(", ")}.`, data: { attackers: unblocked } });
}

/** Blockers of an attacker that are still in play as creatures. */
export function liveBlockers(s: GameState, attacker: ObjectId): CardObject[] {
  return (s.combat?.blocks ?? [])
    .filter((b) => b.attacker === attacker && s.objects[b.blocker] && isCreature(s, card(s, b.blocker)))
    .map((b) => card(s, b.blocker));
}

/** Attackers whose damage the active player must assign (damage-assignment.ts: two or more
 * blockers, or trample), among those assigning combat damage in this step (310.5). */
export function attackerNeedingDivision(s: GameState): CardObject | undefined {
  const combat = s.combat!;
  for (const a of combat.attackers) {
    const attacker = s.objects[a.attacker];
    if (!attacker || attacker.kind !== "card" || combat.divisions[a.attacker] || !isCreature(s, attacker)) continue;
    if (assignsDamageNow(s, attacker) && choosesAssignment(s, attacker)) return attacker;
  }
  return undefined;
}

/** 310.1–310.2: assign combat damage, then put it on the stack as one object. */
export function beginCombatDamageStep(g: Game): boolean {
  const s = g.s;
  const combat = s.combat!;
  decideDamageSteps(g);
  if (!combat.damageAssigned) {
    const needs = attackerNeedingDivision(s);
    if (needs) {
      s.pending = { kind: "combatDamage", player: s.turn.active, attacker: needs.id };
      return false;
    }
    // Then the defending player(s), for creatures blocking several attackers (310.1).
    const blocker = blockerNeedingDivision(s);
    if (blocker) {
      s.pending = { kind: "blockerDamage", player: controllerOf(s, blocker), blocker: blocker.id };
      return false;
    }
    putCombatDamageOnStack(g);
  }
  return true;
}

/** 310.2: the attacking player divides a creature's damage among its blockers as he or she
 * chooses — and with trample (502.9) between them and the player it attacks. */
export function divideCombatDamage(g: Game, attacker: ObjectId, division: { blocker: ObjectId; amount: number }[], toPlayer = 0): void {
  const s = g.s;
  const pending = s.pending;
  if (pending?.kind !== "combatDamage" || pending.attacker !== attacker) illegal("310.1", `the damage of ${attacker} is not the one being assigned now`);
  const problem = assignmentProblem(s, card(s, attacker), division, toPlayer);
  if (problem) illegal(problem.rule, problem.why);
  s.combat!.divisions[attacker] = division.filter((d) => d.amount > 0);
  if (toPlayer > 0) s.combat!.trampled = { ...s.combat!.trampled, [attacker]: toPlayer };
  s.pending = null;
}

/** 310.2: the defending player divides the damage of a creature blocking several attackers among them. */
export function divideBlockerDamage(g: Game, blocker: ObjectId, division: { attacker: ObjectId; amount: number }[]): void {
  const s = g.s;
  const pending = s.pending;
  if (pending?.kind !== "blockerDamage" || pending.blocker !== blocker) illegal("310.1", `the damage of ${blocker} is not the one being assigned now`);
  const problem = blockerDivisionProblem(s, card(s, blocker), division);
  if (problem) illegal(problem.rule, problem.why);
  s.combat!.blockerDivisions = { ...s.combat!.blockerDivisions, [blocker]: division.filter((d) => d.amount > 0) };
  s.pending = null;
}

function putCombatDamageOnStack(g: Game): void {
  const s = g.s;
  const combat = s.combat!;
  const assignments: DamageAssignment[] = [];
  // Attacking creatures (the active player's assignments come first, 310.1).
  for (const a of combat.attackers) {
    const attacker = s.objects[a.attacker];
    if (!attacker || attacker.kind !== "card" || !isCreature(s, attacker) || !assignsDamageNow(s, attacker)) continue;
    const amount = combatPower(s, attacker);
    if (amount === 0) continue;
    const source = lastKnown(s, attacker);
    const blockers = liveBlockers(s, a.attacker);
    // Unblocked — or blocked with trample and every blocker removed (502.9): all to the player.
    if (!combat.blocked.includes(a.attacker) || (blockers.length === 0 && hasKeyword(s, attacker, "trample"))) {
      assignments.push({ source, to: { player: a.defender }, amount });
      continue;
    }
    // A blocked creature whose blockers are all gone assigns no combat damage (310.2c).
    if (blockers.length === 1 && !combat.divisions[a.attacker]) assignments.push({ source, to: { object: blockers[0]!.id }, amount });
    else for (const d of combat.divisions[a.attacker] ?? []) assignments.push({ source, to: { object: d.blocker }, amount: d.amount });
    const trampled = combat.trampled?.[a.attacker];
    if (trampled) assignments.push({ source, to: { player: a.defender }, amount: trampled });
  }
  // Blocking creatures deal their damage to the attacker they block, if it is still there; one
  // blocking several divides it as its controller chose.
  for (const id of new Set(combat.blocks.map((b) => b.blocker))) {
    const blocker = s.objects[id];
    if (!blocker || blocker.kind !== "card" || !isCreature(s, blocker) || !assignsDamageNow(s, blocker)) continue;
    const amount = combatPower(s, blocker);
    const attackers = blockedAttackers(s, id);
    const division = combat.blockerDivisions?.[id];
    const shares = division ?? (attackers.length === 1 ? [{ attacker: attackers[0]!.id, amount }] : []);
    for (const d of shares) if (d.amount > 0) assignments.push({ source: lastKnown(s, blocker), to: { object: d.attacker }, amount: d.amount });
  }
  combat.damageAssigned = true;
  if (assignments.length === 0) return;
  const damage: StackAbility = {
    id: newId(s),
    kind: "ability",
    controller: s.turn.active,
    source: assignments[0]!.source,
    text: "Combat damage",
    specs: [],
    effects: [],
    combatDamage: assignments,
    timestamp: newTimestamp(s),
    zone: "stack",
  };
  putObject(s, damage);
  s.stack.push(damage.id);
  emit(g, {
    type: "combatDamageAssigned",
    text: `Combat damage is put on the stack: ${assignments.map((a) => `${a.source.name} → ${describeTarget(s, a.to)} (${a.amount})`).join(", ")}.`,
    data: { object: damage.id, assignments },
  });
}

export function describeTarget(s: GameState, t: { player: PlayerId } | { object: ObjectId }): string {
  if ("player" in t) return playerName(s, t.player);
  const o = s.objects[t.object];
  if (o?.kind === "ability") return `the ability of ${o.source.name}`;
  return o && o.kind === "card" ? nameOf(o) : "a creature no longer there";
}

/** 306.2: a creature removed from combat stops attacking or blocking. */
export function removeFromCombat(s: GameState, id: ObjectId): boolean {
  const c = s.combat;
  if (!c || !(c.attackers.some((a) => a.attacker === id) || c.blocks.some((b) => b.blocker === id))) return false;
  c.attackers = c.attackers.filter((a) => a.attacker !== id);
  c.blocks = c.blocks.filter((b) => b.blocker !== id && b.attacker !== id);
  c.blocked = c.blocked.filter((a) => a !== id);
  return true;
}
