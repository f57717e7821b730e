// The engine's public interface: createGame, legalDecision, apply, view. Pure functions on
// plain data; apply never changes the state it is given.
import { RuleError, illegal } from "./game/errors.js";
import { cloneState, settled } from "./game/clone.js";
import { carryReading, readingFinal } from "./effects/characteristics.js";
import { advance } from "./game/flow.js";
import type { Game } from "./game/game.js";
import { cancelPlay, chooseMode, chooseTargets, chooseX, payMana, playAbility, playLand, playSpell } from "./spells/playing.js";
import { passPriority } from "./turn/priority.js";
import { playFaceDown, turnFaceUp } from "./keywords/morph.js";
import { suspend } from "./keywords/suspend.js";
import { declareAttackers, declareBlockers, divideBlockerDamage, divideCombatDamage } from "./combat/combat.js";
import { answerMay, chooseAsComesIntoPlay, chooseWord, effectDecisionDone, revealForAmplify } from "./spells/resolve.js";
import { answerOthersMayPayLife, chooseReplacement } from "./effects/replacement.js";
import { chooseCopy } from "./effects/copying.js";
import { answerPayLifeOrTapped } from "./zones/arrival-choices.js";
import { chooseUntap } from "./turn/untap-step.js";
import { answerSearch } from "./effects/search.js";
import { answerReturns } from "./effects/sweep.js";
import { answerUntaps } from "./effects/untap-up-to.js";
import { chooseUntapType } from "./turn/untap-type.js";
import { answerSacrifice } from "./effects/edicts.js";
import { answerChooseFromHand, answerPutFromHand, answerRevealFromHand } from "./effects/hands.js";
import { answerImprint } from "./effects/imprint.js";
import { answerChooseTop, answerOrderTop } from "./effects/library-top.js";
import { answerOrderHand } from "./effects/hand-to-bottom.js";
import { answerChooseTopOf } from "./effects/top-cards.js";
import { answerHandToTop } from "./effects/hand-to-top.js";
import { answerReturnChosen } from "./effects/return-chosen.js";
import { chooseNewTarget } from "./spells/spell-copies.js";
import { declineToPay, payUnless } from "./spells/unless-pays.js";
import { autoPay } from "./spells/auto-pay.js";
import { discard } from "./zones/zones.js";
import { discardToHandSize } from "./turn/turn.js";
import { beginInPlay, decideMulligan, newState, startFromSetup, startGame, type GameConfig } from "./game/starting.js";
import { concede } from "./state-based/winning.js";
import { chooseTriggerTargets, orderTriggers } from "./spells/triggers.js";
import { chooseSource } from "./effects/source-shields.js";
import { newGame, player } from "./game/game.js";
import { answerRipple } from "./keywords/ripple.js";
import { answerScry } from "./keywords/scry.js";
import { answerEachDiscard } from "./effects/each-player.js";
import type { Action, ApplyResult, GameState, PlayerId } from "./game/types.js";
import { numbered } from "./view/wording.js";
import { answerUnlessDiscard, resolvingUnlessDiscard } from "./effects/unless-discard.js";

export { legalDecision } from "./game/decisions.js";
export { view, eventsFor, type GameView } from "./view/view.js";
export { labelled, optionLabel } from "./view/labels.js";
export { RuleError } from "./game/errors.js";
export { stateHash } from "./game/hash.js";
export { defaultAnswer, timeOut, type TimeoutPolicy } from "./game/timeout.js";
export { changeSettings, DEFAULT_SETTINGS, type PrioritySettings, type Stops } from "./turn/stops.js";
export type { GameConfig, Setup, PlayerConfig } from "./game/starting.js";
export type * from "./game/types.js";

export function createGame(config: GameConfig): ApplyResult {
  const g = newGame(newState(config));
  if (config.setup) startFromSetup(g, config.setup);
  else startGame(g, config);
  advance(g);
  return { state: g.s, events: g.events };
}

export function apply(state: GameState, who: PlayerId, action: Action): ApplyResult {
  if (!state.players.some((p) => p.id === who)) throw new RuleError("102", `${who} is not a player in this game`, 403);
  if (state.status === "finished") illegal("102", "the game is over");
  const g = newGame(cloneState(state));
  carryReading(state, g.s);
  if (action.type === "concede") concede(g, who);
  else {
    const pending = g.s.pending;
    if (!pending || pending.player !== who) throw new RuleError("408.1", "this decision is not yours to make", 403);
    perform(g, who, action, state);
  }
  advance(g);
  settled(g.s);
  readingFinal(g.s);
  return { state: g.s, events: g.events };
}

const ALLOWED: Record<string, Action["type"][]> = {
  mulligan: ["keep", "mulligan"],
  priority: ["pass", "playLand", "playSpell", "playAbility", "turnFaceUp", "suspend"],
  mode: ["chooseMode", "cancel"],
  x: ["chooseX", "cancel"],
  targets: ["chooseTargets", "cancel"],
  payment: ["payMana", "playAbility", "autoPay", "cancel"],
  attackers: ["declareAttackers"],
  blockers: ["declareBlockers"],
  combatDamage: ["assignCombatDamage"],
  blockerDamage: ["assignBlockerDamage"],
  discard: ["discard"],
  orderTriggers: ["orderTriggers"],
  reveal: ["reveal"],
  triggerTargets: ["chooseTargets"],
  replacement: ["chooseReplacement"],
  choose: ["choose"],
  changeText: ["choose"],
  copy: ["chooseCopy"],
  newTarget: ["chooseNewTarget"],
  may: ["may"],
  unlessPays: ["payMana", "playAbility", "decline"],
  untap: ["chooseUntap"],
  openingHand: ["beginInPlay"],
  search: ["search"],
  returnAnyNumber: ["returnAnyNumber"],
  untapChosen: ["untapChosen"],
  untapType: ["choose"],
  ripple: ["ripple"],
  sacrifice: ["sacrifice"],
  payLifeOrTapped: ["may"],
  othersMayPayLife: ["may"],
  chooseSource: ["chooseSource"],
  chooseFromHand: ["chooseCard"],
  orderTop: ["orderTop"],
  putFromHand: ["chooseCard"],
  handToTop: ["chooseCard"],
  imprint: ["chooseCard"],
  revealFromHand: ["reveal"],
  chooseTop: ["chooseTop", "decline"],
  scry: ["scry"],
  returnChosen: ["returnChosen"],
};

/** `given`: the state apply was given, the same as g.s until the action's first change: the
 * checks of an action read it, so that what its listing read is not read again (characteristics.ts `final`). */
function perform(g: Game, who: PlayerId, action: Action, given: GameState): void {
  const pending = g.s.pending!;
  if (!ALLOWED[pending.kind]!.includes(action.type))
    illegal("408.1", `a ${pending.kind} decision is owed; "${action.type}" is not an answer to it (expected ${ALLOWED[pending.kind]!.join(", ")})`);
  switch (action.type) {
    case "keep":
    case "mulligan":
      return decideMulligan(g, who, action.type === "keep");
    case "pass":
      // A priority decision is only owed once state-based effects have found nothing (flow.ts).
      g.settled = passPriority(g, who);
      return;
    case "playLand":
      return playLand(g, who, action.card);
    case "playSpell":
      if (action.faceDown && (action.alternative || action.costs || action.buyback || action.kicker)) illegal("502.26a", "a card played face down is paid for with {3} only: no other cost can be announced with it");
      if (action.faceDown) return playFaceDown(g, who, action.card);
      return playSpell(g, who, action.card, { alternative: action.alternative, costs: action.costs, buyback: action.buyback, splice: action.splice, convoke: action.convoke, replicate: action.replicate, offering: action.offering, half: action.half, kicker: action.kicker }, given);
    case "turnFaceUp":
      return turnFaceUp(g, who, action.card, action.mana);
    case "suspend":
      return suspend(g, who, action.card, action.mana);
    case "playAbility":
      return playAbility(g, who, action.source, action.ability, action.costs, action.mana, action.paid, given);
    case "chooseTargets":
      return pending.kind === "triggerTargets" ? chooseTriggerTargets(g, action.targets, action.division) : chooseTargets(g, who, action.targets, action.division, given);
    case "chooseMode":
      return chooseMode(g, who, action.mode);
    case "chooseX":
      return chooseX(g, who, action.value);
    case "orderTriggers":
      return orderTriggers(g, who, action.order);
    case "reveal":
      return pending.kind === "revealFromHand" ? answerRevealFromHand(g, who, action.cards) : revealForAmplify(g, who, action.cards);
    case "payMana":
      return pending.kind === "unlessPays" ? payUnless(g, who, action.mana) : payMana(g, who, action.mana);
    case "autoPay":
      return autoPay(g, who, given);
    case "decline":
      return pending.kind === "chooseTop" ? answerChooseTopOf(g, null) : declineToPay(g, who);
    case "cancel":
      return cancelPlay(g, who);
    case "declareAttackers":
      return declareAttackers(g, action.attackers, given);
    case "declareBlockers":
      return declareBlockers(g, who, action.blocks, given);
    case "assignBlockerDamage":
      return divideBlockerDamage(g, action.blocker, action.division);
    case "assignCombatDamage":
      return divideCombatDamage(g, action.attacker, action.division, action.toPlayer);
    case "discard":
      return discardCards(g, who, action.cards);
    case "chooseReplacement":
      return chooseReplacement(g, who, action.replacement);
    case "choose":
      if (pending.kind === "untapType") return chooseUntapType(g, who, action.choice);
      return pending.kind === "changeText" ? chooseWord(g, who, action.choice) : chooseAsComesIntoPlay(g, who, action.choice);
    case "chooseCopy":
      return chooseCopy(g, who, action.object, action.attachTo);
    case "chooseNewTarget":
      return chooseNewTarget(g, who, action.target);
    case "may":
      if (pending.kind === "othersMayPayLife") return answerOthersMayPayLife(g, who, action.accept);
      return pending.kind === "payLifeOrTapped" ? answerPayLifeOrTapped(g, who, action.accept) : answerMay(g, who, action.accept);
    case "beginInPlay":
      return beginInPlay(g, who, action.cards);
    case "chooseUntap":
      return chooseUntap(g, who, action.keepTapped);
    case "search":
      return answerSearch(g, who, action.cards);
    case "returnAnyNumber":
      return answerReturns(g, who, action.objects);
    case "untapChosen":
      return answerUntaps(g, who, action.objects);
    case "ripple":
      return answerRipple(g, who, action.play, action.bottom);
    case "sacrifice":
      return answerSacrifice(g, who, action.objects);
    case "chooseSource":
      return chooseSource(g, who, action.source);
    case "chooseCard":
      if (pending.kind === "imprint") return answerImprint(g, who, action.card);
      if (pending.kind === "handToTop") return answerHandToTop(g, who, action.card);
      return pending.kind === "putFromHand" ? answerPutFromHand(g, who, action.card) : answerChooseFromHand(g, action.card);
    case "orderTop":
      return pending.kind === "orderTop" && pending.hand ? answerOrderHand(g, who, action.order) : answerOrderTop(g, who, action.order);
    case "chooseTop":
      return pending.kind === "chooseTop" && pending.of ? answerChooseTopOf(g, action.position) : answerChooseTop(g, action.position);
    case "scry":
      return answerScry(g, who, action.top, action.bottom);
    case "returnChosen":
      return answerReturnChosen(g, who, action.object);
  }
}

function discardCards(g: Game, who: PlayerId, cards: string[]): void {
  const pending = g.s.pending;
  if (pending?.kind !== "discard") return;
  const unless = resolvingUnlessDiscard(g.s);
  if (unless) return answerUnlessDiscard(g, who, cards, unless);
  const hand = player(g.s, who).hand;
  if (cards.length !== pending.count) illegal(pending.reason === "cleanup" ? "314.1" : "416.?", `discard exactly ${numbered(pending.count, "card")}`);
  if (new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c))) illegal("217.?", "discard distinct cards from your own hand");
  if (pending.reason === "cleanup") discardToHandSize(g, cards);
  else if (g.s.resolving?.discarding) answerEachDiscard(g, cards);
  else {
    for (const id of cards) discard(g, id);
    effectDecisionDone(g);
  }
}
