// Turn structure (300–314): phases and steps in order, the turn-based actions at the start
// of each step, which steps give players priority, and the mana pools emptying at the end
// of each phase with mana burn (300.3).
import { maximumHandSize } from "../effects/hand-rules.js";
import { beginCombatDamageStep, beginDeclareAttackersStep, beginDeclareBlockersStep, newCombat } from "../combat/combat.js";
import { nextTurn } from "./extra-turns.js";
import { beginSecondDamageStep } from "../combat/damage-steps.js";
import { card, changeCard, emit, player, type Game } from "../game/game.js";
import { changeLife } from "../effects/life.js";
import { emptyPool, formatMana, poolTotal } from "../spells/mana.js";
import { manaPoolsEmpty } from "../effects/play-rules.js";
import { checkStateBasedEffects } from "../state-based/state-based.js";
import { activePlayers } from "../multiplayer/two-headed-giant.js";
import { untapStep } from "./untap-step.js";
import type { PhaseName, StepName } from "../game/types.js";
import { draw, discard } from "../zones/zones.js";
import { possessive } from "../view/wording.js";
import { skipsCombatPhase } from "./skip-phases.js";
import { endUntilEndOfCombat } from "../effects/durations.js";
import { endDelayedThisTurn } from "../spells/delayed-triggers.js";
import { nextAdditionalStep, skippedAdditionalCombat } from "./additional-phases.js";

export const STEPS: [PhaseName, StepName][] = [
  ["beginning", "untap"],
  ["beginning", "upkeep"],
  ["beginning", "draw"],
  ["precombatMain", "main"],
  ["combat", "beginningOfCombat"],
  ["combat", "declareAttackers"],
  ["combat", "declareBlockers"],
  ["combat", "combatDamage"],
  ["combat", "endOfCombat"],
  ["postcombatMain", "main"],
  ["end", "endOfTurn"],
  ["end", "cleanup"],
];

/** Where each step is in `STEPS`, by its name ("main", the only name in two phases, by its phase): a step ends several times a turn. */
const STEP_AT = new Map<string, number>(STEPS.map(([phase, step], i) => [step === "main" ? phase : step, i]));
function stepIndex(phase: PhaseName, step: StepName): number {
  return STEP_AT.get(step === "main" ? phase : step) ?? -1;
}

export const MAX_HAND_SIZE = 7;

export function stepLabel(phase: PhaseName, step: StepName): string {
  if (step === "main") return phase === "precombatMain" ? "precombat main phase" : "postcombat main phase";
  let label = stepLabels.get(step);
  if (label === undefined) stepLabels.set(step, (label = `${step.replace(/([A-Z])/g, " $1").toLowerCase()} step`));
  return label;
}
/** Each step's label, worked out once (every step begun and every priority prompt names one). */
const stepLabels = new Map<StepName, string>();

/**
 * Runs the turn-based actions of the current step (they may stop at a decision, and run
 * again once it is answered) and then gives the active player priority, or ends the step
 * if players get no priority in it.
 */
export function beginStep(g: Game): void {
  const s = g.s;
  const t = s.turn;
  switch (t.step) {
    case "untap": {
      // 302.1: the active player untaps all his or her permanents; no one gets priority (302.3).
      if (untapStep(g)) t.stage = "end";
      return;
    }
    case "draw": {
      // 101.5a: in a two-player game the player who plays first skips the draw of his or her
      // first turn (606.3: in Two-Headed Giant, the team that plays first); 101.5b: in
      // another multiplayer game no player skips it.
      const skip = (s.format === "two-player" || s.format === "two-headed-giant") && t.number === 1 && t.active === s.startingPlayer;
      // 304.1; 606.6b: each player of the active team draws. A turn whose player has left the
      // game goes on without him or her (600.4): no draw. If a draw waits for a choice among
      // replacement effects (419.9), priority (set below) is given once it is answered.
      if (!skip) for (const p of activePlayers(s)) draw(g, p, 1, "none");
      break;
    }
    case "beginningOfCombat":
      s.combat = newCombat();
      break;
    case "declareAttackers":
      if (!beginDeclareAttackersStep(g)) return;
      break;
    case "declareBlockers":
      if (!beginDeclareBlockersStep(g)) return;
      break;
    case "combatDamage":
      if (!beginCombatDamageStep(g)) return;
      break;
    case "cleanup":
      if (!cleanup(g)) return;
      return;
    default:
      break;
  }
  givePriorityToActivePlayer(g);
}

export function givePriorityToActivePlayer(g: Game): void {
  g.s.turn.stage = "priority";
  g.s.priority = { player: g.s.turn.active, passes: 0 };
}

/** 314: discard to hand size (606.6b: each player of the active team, one after another),
 * then damage wears off and "until end of turn" effects end. */
function cleanup(g: Game): boolean {
  const s = g.s;
  for (const id of activePlayers(s)) {
    // 217.3b: "You have no maximum hand size" (Spellbook), "Your maximum hand size is increased by one" (Minamo Scrollkeeper).
    const max = maximumHandSize(s, id, MAX_HAND_SIZE);
    const excess = max === undefined ? 0 : player(s, id).hand.length - max;
    if (excess > 0) {
      s.pending = { kind: "discard", player: id, count: excess, reason: "cleanup" };
      return false;
    }
  }
  for (const id of s.play) if (card(s, id).damage) changeCard(s, id).damage = 0;
  // A new list only when an effect ends: the layers' context holds while the list is the same.
  if (s.effects.some((e) => e.duration === "endOfTurn")) s.effects = s.effects.filter((e) => e.duration !== "endOfTurn");
  s.shields = [];
  delete s.drawShields;
  delete s.regenerationShields;
  delete s.preventions;
  delete s.sourceShields;
  delete s.redirections;
  // 314.3: if state-based effects happen now, players get priority, then another cleanup step.
  if (checkStateBasedEffects(g)) {
    if (s.status !== "finished") {
      s.turn.cleanupAgain = true;
      givePriorityToActivePlayer(g);
    }
    return true;
  }
  if (s.delayed.length) endDelayedThisTurn(s);
  s.turn.stage = "end";
  return true;
}

export function discardToHandSize(g: Game, cards: string[]): void {
  for (const id of cards) discard(g, id);
  g.s.pending = null;
}

/** Moves to the next step (skipping what the rules skip), the next phase or the next turn. */
export function endStep(g: Game): void {
  const s = g.s;
  const t = s.turn;
  let i = stepIndex(t.phase, t.step);
  if (t.step === "cleanup" && t.cleanupAgain) {
    // 314.3: another cleanup step follows.
    t.cleanupAgain = false;
    t.stage = "start";
    return;
  }
  if (t.step === "combatDamage" && beginSecondDamageStep(g)) {
    // 310.5: after the first-strike combat damage step, a second combat damage step.
    t.stage = "start";
    s.priority = null;
    emit(g, { type: "step", text: "Combat damage step (regular combat damage).", data: { phase: t.phase, step: t.step, active: t.active, second: true } });
    return;
  }
  if (t.step === "endOfCombat") {
    s.combat = null; // 311.?: creatures are removed from combat
    endUntilEndOfCombat(g);
  }
  let next = STEPS[i + 1];
  // 300.7: phases added after a main phase come when it ends, then the turn resumes.
  const added = t.additionalPhases && (!next || next[0] !== t.phase) ? nextAdditionalStep(t) : undefined;
  if (added) {
    next = added;
    i = stepIndex(added[0], added[1]) - 1;
  }
  // 308.?: with no attackers, the declare blockers and combat damage steps are skipped.
  while (next && (next[1] === "declareBlockers" || next[1] === "combatDamage") && !s.combat?.attackers.length) next = STEPS[++i + 1];
  // 300.9: a skipped combat phase is proceeded past as though it didn't exist.
  if (next && next[0] === "combat" && t.phase !== "combat" && skipsCombatPhase(g)) {
    while (next && next[0] === "combat") next = STEPS[++i + 1];
    if (added?.[0] === "combat") skippedAdditionalCombat(t); // the added main phase that followed it comes now
  }
  const phaseEnds = !next || next[0] !== t.phase;
  if (phaseEnds) emptyManaPools(g);
  if (s.status === "finished") return;
  if (next) {
    t.phase = next[0];
    t.step = next[1];
  } else {
    const next = nextTurn(g);
    const { active, extra, marker } = next;
    s.turn = { number: t.number + 1, phase: "beginning", step: "untap", stage: "start", ...next };
    for (const id of activePlayers(s)) {
      const p = player(s, id);
      if (p.turnBegan !== undefined) p.previousTurnBegan = p.turnBegan; // 502.19a
      p.turnBegan = s.turn.number; // 212.3d; 606.6a: each player of the active team
    }
    s.combat = null;
    for (const p of s.players) {
      p.landsPlayedThisTurn = 0;
      delete p.additionalLandPlays; // 305.2: "this turn" is over
    }
    emit(g, { type: "turnBegins", text: `Turn ${s.turn.number}: ${possessive(player(s, active).name)} ${extra ? "extra turn" : "turn"}${marker ? ` (turn marker ${marker})` : ""}.`, data: { turn: s.turn.number, player: active, ...(extra ? { extra } : {}), ...(marker ? { marker } : {}) } });
  }
  s.turn.stage = "start";
  s.priority = null;
  emit(g, { type: "step", text: stepText(s.turn.phase, s.turn.step), data: { phase: s.turn.phase, step: s.turn.step, active: s.turn.active } });
}

/** 300.3: unused mana empties from each pool at the end of each phase; each one burns for 1. */
function emptyManaPools(g: Game): void {
  for (const p of g.s.players) {
    const unused = poolTotal(p.manaPool);
    if (unused === 0) continue;
    // Upwelling: asked only of a pool holding mana (most phases end with every pool empty).
    if (!manaPoolsEmpty(g.s)) return;
    const mana = formatMana(p.manaPool);
    p.manaPool = emptyPool();
    const life = changeLife(g, p.id, -unused);
    emit(g, { type: "manaBurn", text: `${possessive(p.name)} unused mana (${mana}) empties from the pool: mana burn, ${p.name} loses ${unused} life.`, data: { player: p.id, mana, life } });
  }
}

/** The text of the event of a step beginning ("Upkeep step."), worked out once per step. */
function stepText(phase: PhaseName, step: StepName): string {
  const at = step === "main" ? phase : step;
  let text = stepTexts.get(at);
  if (text === undefined) {
    const label = stepLabel(phase, step);
    stepTexts.set(at, (text = `${label.charAt(0).toUpperCase()}${label.slice(1)}.`));
  }
  return text;
}
const stepTexts = new Map<string, string>();
