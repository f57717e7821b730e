// Playing lands (305.2), spells and activated abilities (409.1), step by step: announce (a
// spell's card moves to the stack; an ability is put on it), choose targets (409.1c),
// determine the total cost (409.1e), play mana abilities and pay (409.1f–h). A play that
// isn't finished may be backed out of: the game returns to the moment before it was
// announced (409.1i?).
import { colorsOfMana } from "../keywords/sunburst.js";
import { conditionHolds, describeCondition } from "../effects/conditions.js";
import { controllerOf } from "../effects/control.js";
import type { ActivatedAbility } from "../../cards/language.js";
import { getCard, spellTargets, type CardInfo } from "../../cards/registry.js";
import { abilitiesBanned, BANNED } from "./ability-bans.js";
import { characteristics, copiableName, isCreature, readingState, whileReading } from "../effects/characteristics.js";
import { summoningSick } from "../combat/combat.js";
import { describeTarget } from "../combat/combat.js";
import { illegal } from "../game/errors.js";
import { ownObject, putObject, removeObject } from "../game/clone.js";
import { card, changeCard, emit, nameOf, newId, newTimestamp, obj, player, playerName, type Game } from "../game/game.js";
import { giveBackLife, lifePaymentProblem, payLife } from "../effects/life.js";
import { costTotal, formatCost, MANA_TYPES, parseCost, paysExactly, parseMana, spendPaid, withX, type Cost } from "./mana.js";
import { imprintedCreatureCard } from "../effects/imprinted.js";
import { payReveal } from "./reveal-x-costs.js";
import { costKindAsk, costKindsToPay, payCostKinds, paysCostKinds } from "./cost-kinds.js";
import { abilityCost, abilityCostChoice, abilityCostChoices, alternativeX, paysXLife, spellPayment, totalCost, type Announced } from "./costs.js";
import { addCounters, manaSources, playerSupply, playManaAbility, type ManaSource } from "./mana-abilities.js";
import { canAffordMana, landPlayProblem, noManaCost, retainPriority, spellTimingProblem, sorceryTimingProblem } from "../turn/priority.js";
import { comesIntoPlayAs, declaredTargets, effectDecisionDone, nameOnStack, resolvable } from "./resolve.js";
import { chooseAbilityX, maxAbilityX, playingAbility } from "./ability-x.js";
import { cycled, playCycling } from "../keywords/cycling.js";
import { offeringTimingProblem } from "../keywords/offering.js";
import { spellPlayed } from "../keywords/storm.js";
import { spliceOnto } from "../keywords/splice.js";
import { inGraveyardWithFlashback } from "../keywords/flashback.js";
import { tapForConvoke } from "../keywords/convoke.js";
import { replicatePlayed } from "../keywords/replicate.js";
import { splitSecondProblem } from "../keywords/split-second.js";
import { backOutOfMadness } from "../keywords/madness.js";
import { noteReturnedAttacker } from "../keywords/ninjutsu.js";
import { asAnnounced } from "./split-cards.js";
import { notePlayedWhen } from "./played-when.js";
import { convertedManaCost, targetChoices, targeter, targetsProblem } from "./targets.js";
import { abilityHasTargets } from "./targets.js";
import { describeTargets, divisionProblem } from "./dividing.js";
import type { CardObject, CostChoice, GameState, ManaType, ObjectId, PlayInProgress, PlayerId, SpellCostBasis, StackAbility, Target } from "../game/types.js";
import { discard, lastKnown, moveCard, putIntoGraveyardFromPlay, returnToOwnersHand } from "../zones/zones.js";
import { simultaneously } from "../zones/simultaneous.js";
import { isActive } from "../multiplayer/two-headed-giant.js";
import { agree, possessive } from "../view/wording.js";
import { becameTapped } from "./tap-triggers.js";

export function playLand(g: Game, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id)) illegal("305.2", `${id} is not a card in your hand`);
  const c = card(s, id);
  if (!getCard(c.card).types.includes("land")) illegal("305.2", `${nameOf(c)} is not a land`);
  const problem = landPlayProblem(s, who);
  if (problem) illegal(problem.split(":")[0]!, problem);
  const land = moveCard(g, id, "play", who);
  comesIntoPlayAs(g.s, land); // 419.1b: "comes into play tapped"
  p.landsPlayedThisTurn += 1;
  emit(g, { type: "playLand", text: `${p.name} plays ${nameOf(c)}${land.tapped ? " (it comes into play tapped)" : ""}.`, data: { player: who, object: land.id, card: c.card } });
  retainPriority(g, who);
}

/** `given`: the state `apply` was given, the same as `g.s` until its first change: the checks read
 * it, with what the listing of it read (index.ts). */
export function playSpell(g: Game, who: PlayerId, id: ObjectId, announced: Announced, given = g.s): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id) && !inGraveyardWithFlashback(s, who, id)) illegal("409.1a", `${id} is not a card in your hand (nor one with flashback in your graveyard, 502.22a)`);
  const c = asAnnounced(card(s, id), announced.half); // 505.2: a split card is played as one of its halves
  const info = getCard(c.card);
  // The checks only read the state: in one reading scope, where the layers' memo answers them.
  const payment = readingState(given, () => {
    // 502.42a: played by its offering, a card is played any time its player could play an instant.
    const timing = announced.offering !== undefined ? offeringTimingProblem(given) : spellTimingProblem(given, who, c);
    if (timing) illegal(timing.split(":")[0]!, timing);
    if (noManaCost(info) && !announced.alternative) illegal("203.?", `${nameOf(c)} has no mana cost, so it can't be played by paying one (suspend it, or play it for an alternative cost)`);
    if (!hasLegalPlay(given, who, info, id)) illegal("409.1c", `${nameOf(c)} has no legal target`);
    return spellPayment(given, who, c, announced); // 409.1b, 409.1e: before the card leaves the hand
  });
  if (typeof payment === "string") illegal(payment.split(":")[0]!, payment);
  const fromGraveyard = c.zone === "graveyard";
  const undo = { card: { ...card(s, id) }, handIndex: p.hand.indexOf(id), ...(fromGraveyard ? { graveyardIndex: p.graveyard.indexOf(id) } : {}), pool: { ...p.manaPool }, tapped: [], priority: { ...s.priority! } };
  const spell = moveCard(g, id, "stack", who); // 409.1a: announce
  if (spell.card !== c.card) changeCard(s, spell.id).card = c.card; // 505.2: on the stack only the half played exists
  if (fromGraveyard) spell.flashback = true; // 502.22a
  else spell.playedFromHand = true; // "if you played it from your hand" (Myojin, 419.1c)
  if (announced.buyback) spell.buyback = true;
  if (announced.kicker?.length) spell.kicked = [...announced.kicker]; // 502.21a
  notePlayedWhen(s, who, spell);
  if (announced.splice?.length) spliceOnto(g, who, spell, announced.splice); // 502.40a
  if (announced.replicate) spell.replicated = announced.replicate; // 502.52a
  const buyback = (announced.buyback ? " with buyback" : "") + (announced.kicker?.length ? `, paying its kicker ${announced.kicker.join(" and ")}` : "") + (fromGraveyard ? " from the graveyard, with flashback" : "");
  emit(g, { type: "announce", text: `${p.name} announces ${nameOf(c)}${buyback}.`, data: { player: who, object: spell.id, card: c.card, ...(announced.buyback ? { buyback: true } : {}) } });
  // 409.1b: a Shoal's X is the converted mana cost of the card removed for its alternative cost.
  const x = alternativeX(s, info, announced);
  if (x !== undefined) {
    spell.x = x;
    emit(g, { type: "x", text: `${p.name} announces X = ${x} for ${nameOf(c)} (the converted mana cost of the card removed).`, data: { object: spell.id, x } });
  }
  begin(g, who, spell.id, "", payment.other, undo, payment.basis);
}

/** Whether some mode of the spell (the card `id`) has legal targets for all its target specs (409.1c). */
/**
 * Whether some mode of the card has legal targets. `maxX`: the largest X its player could pay, when
 * known: a target word that reads X ("spell with converted mana cost X") then needs a legal
 * target for some X the player can announce and pay (409.1b–c: X is announced before the
 * targets), so a Spell Burst with no spell of a payable cost on the stack isn't offered only to
 * be backed out of at its targets.
 */
export function hasLegalPlay(s: GameState, who: PlayerId, info: CardInfo, id: ObjectId, maxX?: number): boolean {
  return readingState(s, () => someModePlayable(s, who, info, id, maxX));
}

function someModePlayable(s: GameState, who: PlayerId, info: CardInfo, id: ObjectId, maxX: number | undefined): boolean {
  const modes = info.spell ? info.spell.modes.length : 1;
  for (let m = 0; m < modes; m++) {
    const specs = spellTargets(info, m);
    if (specs.length === 0) return true;
    if (maxX === undefined || !info.cost.x || !specs.some((t) => t.filter?.convertedManaCostX || t.filter?.convertedManaCostAtMostX)) {
      if (targetChoices(s, specs, who, 1, targeter(id)).length > 0) return true;
      continue;
    }
    for (let x = 0; x <= maxX; x++) if (targetChoices(s, specs, who, 1, { ...targeter(id), x }).length > 0) return true;
  }
  return false;
}

/** Plays an ability of a permanent: a mana ability at once (411), any other one through the stack.
 * `given` as for `playSpell` (autoPay plays mana abilities on a state it has changed: g.s). */
export function playAbility(g: Game, who: PlayerId, source: ObjectId, index: number, choice?: CostChoice, mana?: ManaType, paid?: string, given = g.s): void {
  const s = g.s;
  const o = s.objects[source];
  // 502.18a: cycling is played from the hand.
  if (o?.kind === "card" && o.zone === "hand" && getCard(o.card).cycling && !mana && s.pending?.kind === "priority") return playCycling(g, who, source, index, choice !== undefined);
  // Read in a reading scope: the layers' memo answers it (outside one, each question goes through the layers).
  const ability = o && o.kind === "card" && (o.zone === "play" || o.zone === "hand" || o.zone === "graveyard") ? readingState(given, () => characteristics(given, o).abilities[index]) : undefined;
  if (!ability || ability.kind === "triggered" || (o!.zone !== "play" && ability.kind === "mana")) illegal("403.1", `${source} is not a permanent in play (or a card in hand) with an activated ability ${index}`);
  if (ability.kind === "mana") return playManaAbility(g, who, source, index, mana, paid, given, choice);
  if (paid !== undefined) illegal("409.1f", "only a mana ability with a mana cost takes \"paid\": the mana from the pool that pays it");
  if (mana) illegal("406.1", "only a mana ability that adds one of several kinds of mana takes a \"mana\" choice");
  if (s.pending?.kind === "payment") illegal("409.1f", "only mana abilities can be played while paying a cost");
  if (s.pending?.kind === "unlessPays") illegal("411.1", "only mana abilities can be played while paying a cost as a spell resolves");
  const problem = abilityProblem(given, who, o as CardObject, ability);
  if (problem) illegal(problem.split(":")[0]!, problem);
  // Asked here and by the listing's walk over the permanents (priority.ts), not for every ability in abilityProblem.
  if (o!.zone === "play" && readingState(given, () => abilitiesBanned(characteristics(given, o as CardObject), false))) illegal("103.2", BANNED);
  if (!readingState(given, () => abilityCostChoice(given, who, ability.cost, choice, source)))
    illegal("409.1b", ability.cost.tapUntapped ? `choose ${ability.cost.tapUntapped.count} different untapped permanents you control of the kind the cost names to tap` : ability.cost.sacrifice ? "choose a permanent you control to sacrifice for the cost" : ability.cost.discard ? "choose a card in your hand to discard for the cost" : ability.cost.discardType ? `choose a ${ability.cost.discardType} card in your hand to discard for the cost` : ability.cost.returnToHand ? `choose ${ability.cost.returnToHand.count} different permanents you control of the kind the cost names to return to their owner's hand` : ability.cost.revealX ? "choose the different cards of the color the cost names in your hand to reveal (costs: { reveal: [...] }; X is their number)" : (costKindAsk(ability.cost) ?? "this ability's cost has nothing to choose"));
  const permanent = o as CardObject;
  const p = player(s, who);
  const stacked: StackAbility = {
    id: newId(s),
    kind: "ability",
    controller: who,
    source: lastKnown(s, permanent),
    text: ability.text ?? `${possessive(nameOf(permanent))} ability`,
    specs: ability.targets,
    effects: ability.effects,
    origin: "activated",
    timestamp: newTimestamp(s),
    zone: "stack",
  };
  putObject(s, stacked);
  s.stack.push(stacked.id);
  const { tap, sacrificeSelf, payLife, removeCounters, discardSelf, revealSelf } = ability.cost;
  // "Only once each turn": counted as it is announced; backing out takes it back (cancelPlay).
  if (ability.kind === "activated" && ability.oncePerTurn)
    s.abilitiesPlayed = [...(s.abilitiesPlayed ?? []).filter((a) => a.turn === s.turn.number), { turn: s.turn.number, key: onceKey(source, ability), object: stacked.id }];
  const other: PlayInProgress["otherCosts"] = {
    ...(tap ? { tap: source } : {}),
    ...(discardSelf ? { discard: source } : {}),
    ...(ability.cost.discardHand ? { discardHand: true as const } : {}),
    ...(discardSelf && ability.kind === "activated" && ability.cycling ? { cycling: true } : {}), // 502.18e: typecycling is cycling
    ...(revealSelf ? { reveal: source } : {}),
    ...(sacrificeSelf ? { sacrifice: [source] } : {}),
    ...(payLife ? { payLife } : {}),
    ...(removeCounters ? { removeCounters: { from: source, ...removeCounters } } : {}),
    ...(ability.cost.removeCountersX ? { removeCountersX: { from: source, counter: ability.cost.removeCountersX } } : {}),
    ...(choice && "sacrifice" in choice ? { sacrifice: [choice.sacrifice] } : {}),
    ...(choice && "discard" in choice ? { discard: choice.discard } : {}),
    ...(choice && "returnToHand" in choice ? { returnToHand: choice.returnToHand } : {}),
    ...(choice && "tapUntapped" in choice ? { tapUntapped: choice.tapUntapped } : {}),
    ...(choice && "reveal" in choice ? { revealCards: choice.reveal } : {}),
    ...costKindsToPay(ability.cost, source, choice),
  };
  emit(g, { type: "announce", text: `${p.name} plays ${possessive(nameOf(permanent))} ability: ${stacked.text}`, data: { player: who, object: stacked.id, source } });
  let cost = abilityCost(s, who, ability);
  // 409.1b: "Reveal X [color] cards from your hand": X is the number of cards chosen to reveal, announced with them.
  if (choice && "reveal" in choice) {
    stacked.x = choice.reveal.length;
    emit(g, { type: "x", text: `${p.name} announces X = ${stacked.x} for ${possessive(nameOf(permanent))} ability (the cards to reveal).`, data: { object: stacked.id, x: stacked.x } });
  }
  // 409.1b: "X is the converted mana cost of that card" (Soul Foundry): X is the imprinted creature card's, not announced.
  if (ability.kind === "activated" && ability.xIsImprintedCost) {
    const imprinted = imprintedCreatureCard(s, permanent);
    const x = imprinted ? convertedManaCost(imprinted) : 0;
    stacked.x = x;
    cost = withX(cost, x);
    emit(g, { type: "x", text: `X = ${x} for ${possessive(nameOf(permanent))} ability (the converted mana cost of the imprinted card).`, data: { object: stacked.id, x } });
  }
  begin(g, who, stacked.id, formatCost(cost), other, { handIndex: -1, pool: { ...p.manaPool }, tapped: [], priority: { ...s.priority! } });
}

/** Why the player can't play this (non-mana) ability now, or null if he or she can; `sources`:
 * the player's mana sources, when the caller has found them already. */
export function abilityProblem(s: GameState, who: PlayerId, o: CardObject, a: ActivatedAbility, sources?: ManaSource[]): string | null {
  return readingState(s, () => findAbilityProblem(s, who, o, a, sources));
}

function findAbilityProblem(s: GameState, who: PlayerId, o: CardObject, a: ActivatedAbility, sources?: ManaSource[]): string | null {
  if (controllerOf(s, o) !== who) return "403.1: only a permanent's controller can play its activated abilities";
  // 403.1: an ability is played from where it says (Channel: from its owner's hand), otherwise only while its permanent is in play.
  const where = (a.kind === "activated" && a.from) || "play";
  if (where !== o.zone) return where === "hand" ? "403.1: this ability is played only from your hand" : where === "graveyard" ? "403.1: this ability is played only while its card is in your graveyard" : "403.1: this ability is played only while its permanent is in play";
  const splitSecond = splitSecondProblem(s);
  if (splitSecond) return splitSecond;
  if (a.timing === "sorcery") {
    const problem = sorceryTimingProblem(s, who);
    if (problem) return problem;
  }
  if (a.kind === "activated" && a.condition && !conditionHolds(s, a.condition, who, o.id)) return `403.1: the ability says "Play this ability only if ${describeCondition(a.condition)}"`;
  if (a.kind === "activated" && a.timing === "yourUpkeep" && (s.turn.active !== who || s.turn.step !== "upkeep")) return "403.1: play this ability only during your upkeep";
  if (a.kind === "activated" && a.timing === "yourTurn" && !isActive(s, who)) return "403.1: play this ability only during your turn";
  if (a.kind === "activated" && a.timing === "combat" && s.turn.phase !== "combat") return "403.1: play this ability only during combat (the combat phase, 306)";
  if (a.kind === "activated" && a.timing === "endOfCombat" && s.turn.step !== "endOfCombat") return "403.1: play this ability only during the end of combat step (312)";
  if (a.kind === "activated" && a.oncePerTurn && s.abilitiesPlayed?.some((p) => p.turn === s.turn.number && p.key === onceKey(o.id, a))) return "403.1: play this ability only once each turn";
  if (a.cost.tap && o.tapped) return "409.1f: {T} can't be paid: the permanent is tapped";
  if (a.cost.tap && isCreature(s, o) && summoningSick(s, o))
    return "212.3d: a creature's {T} ability can't be played unless you have controlled it continuously since your most recent turn began";
  const life = lifePaymentProblem(s, who, a.cost.payLife ?? 0);
  if (life) return life;
  const counters = a.cost.removeCounters;
  if (counters && (o.counters?.[counters.counter] ?? 0) < counters.count) return `409.1f: it doesn't have ${counters.count} ${counters.counter} ${agree(counters.count, "counter")} to remove`;
  if (abilityCostChoices(s, who, a.cost, o.id).length === 0) return "409.1f: you have nothing to sacrifice, discard, tap or return to hand for the cost";
  const except = a.cost.tap ? o.id : undefined;
  if (!canAffordMana(s, who, abilityCost(s, who, a), playerSupply(s, who, { sources, except, lifeSpent: a.cost.payLife }))) return "409.1f: you can't pay the ability's total cost (409.1e) with your mana pool and untapped mana sources";
  if (a.targets.length > 0 && !abilityHasTargets(s, a.targets, who, o)) return "409.1c: the ability has no legal target";
  return null;
}

export function begin(g: Game, who: PlayerId, object: ObjectId, cost: string, otherCosts: PlayInProgress["otherCosts"], undo: PlayInProgress["undo"], basis?: SpellCostBasis, byEffect?: true): void {
  const s = g.s;
  if (!byEffect) s.priority = null;
  s.playing = { player: who, object, stage: "payment", cost, otherCosts, undo, ...(basis ? { basis } : {}), ...(byEffect ? { byEffect: "running" as const } : {}) };
  nextStage(g, who);
}

/** A spell's total cost as far as it is known (409.1e): X stays {X} until announced. */
function spellCost(s: GameState, o: CardObject, basis: SpellCostBasis, x = o.x, targets = o.targets?.length ?? 1): Cost {
  return totalCost(s, o.controller, getCard(copiableName(o)), basis, basis.alternative === undefined ? x : 0, targets);
}

/** 409.1a–d: mode, then X, then targets, then the cost: asks for the first one still open. */
function nextStage(g: Game, who: PlayerId): void {
  const s = g.s;
  const playing = s.playing!;
  const o = obj(s, playing.object);
  const modes = o.kind === "card" ? (getCard(o.card).spell?.modes.length ?? 1) : 1;
  if (o.kind === "card") playing.cost = formatCost(spellCost(s, o, playing.basis!));
  const stage: PlayInProgress["stage"] =
    o.kind === "card" && modes > 1 && o.mode === undefined ? "mode"
    : parseCost(playing.cost).x > 0 || playing.otherCosts.removeCountersX ? "x"
    : !o.targets && declaredTargets(s, o).length > 0 ? "targets"
    : "payment";
  playing.stage = stage;
  s.pending = { kind: stage, player: who };
  if (stage === "payment") payIfFree(g, who);
}

/** 409.1b: the mode of a modal spell is chosen as it is announced. */
export function chooseMode(g: Game, who: PlayerId, mode: number): void {
  const s = g.s;
  const o = changeCard(s, s.playing!.object);
  const info = getCard(o.card);
  const modes = info.spell!.modes;
  const last = info.entwine ? modes.length : modes.length - 1;
  if (!Number.isInteger(mode) || mode < 0 || mode > last) illegal("409.1a", `${nameOf(o)} has modes 0 to ${last}${info.entwine ? ` (${last}: all of them, entwined, 502.32)` : ""}`);
  const specs = spellTargets(info, mode);
  if (specs.length > 0 && targetChoices(s, specs, who, 1, targeter(o.id)).length === 0) illegal("409.1c", `that mode of ${nameOf(o)} has no legal target`);
  o.mode = mode;
  // 502.32: choosing all the modes adds the Entwine cost.
  if (mode === modes.length) s.playing!.basis = { ...s.playing!.basis, entwine: info.entwine };
  const text = mode === modes.length ? `all its modes, paying Entwine ${info.entwine}` : (modes[mode]!.text ?? `mode ${mode}`);
  emit(g, { type: "mode", text: `${playerName(s, who)} chooses for ${nameOf(o)}: ${text}.`, data: { object: o.id, mode } });
  nextStage(g, who);
}

/** 409.1b: the value of X is announced; the cost then includes it as generic mana. */
export function chooseX(g: Game, who: PlayerId, value: number): void {
  const s = g.s;
  if (playingAbility(s)) {
    chooseAbilityX(g, who, value); // {X} in an ability's cost (ability-x.ts)
    return nextStage(g, who);
  }
  const playing = s.playing!;
  const o = changeCard(s, playing.object);
  if (!Number.isInteger(value) || value < 0) illegal("409.1b", "X is a whole number, 0 or more");
  // "As an additional cost, pay X life": X is also the life to pay (glossary: Pay).
  const xLife = paysXLife(getCard(o.card)) ? value : 0;
  const life = lifePaymentProblem(s, who, xLife);
  if (life) illegal(life.split(":")[0]!, life);
  const cost = spellCost(s, o, playing.basis!, value);
  if (!canAffordMana(s, who, cost, playerSupply(s, who, { lifeSpent: xLife }))) illegal("409.1f", `you can't pay ${formatCost(cost)}`);
  if (xLife > 0) playing.otherCosts.payLife = xLife;
  o.x = value;
  emit(g, { type: "x", text: `${playerName(s, who)} announces X = ${value} for ${nameOf(o)}.`, data: { object: o.id, x: value } });
  nextStage(g, who);
}

/** The largest X the player could pay for now, in mana and in life for "pay X life" (for the options). */
export function maxX(s: GameState, who: PlayerId): number {
  if (playingAbility(s)) return maxAbilityX(s, who);
  const o = card(s, s.playing!.object);
  const xLife = (x: number) => (paysXLife(getCard(o.card)) ? x : 0);
  const sources = manaSources(s, who); // found once for every X tried
  const payable = (x: number) => !lifePaymentProblem(s, who, xLife(x)) && canAffordMana(s, who, spellCost(s, o, s.playing!.basis!, x), playerSupply(s, who, { sources, lifeSpent: xLife(x) }));
  let x = 0;
  while (x < 40 && payable(x + 1)) x++;
  return x;
}

/** 409.1c–d: the targets, and how damage is divided among them; then the total cost (409.1e) must still be payable. */
export function chooseTargets(g: Game, who: PlayerId, targets: Target[], division?: number[], given = g.s): void {
  const s = g.s;
  const o = obj(s, s.playing!.object);
  const r = resolvable(s, o);
  // The checks read `given` (as for `playSpell`), with what the listing of the targets read.
  const problem = readingState(given, () => targetsProblem(given, r.declared, targets, who, r.self));
  if (problem) illegal("409.1c", `${r.name}: ${problem}`);
  const split = divisionProblem(r, targets, division);
  if (split) illegal("409.1d", `${r.name}: ${split}`);
  // 409.1e: the total cost for this many targets (the targets themselves don't change it).
  if (o.kind === "card" && !readingState(given, () => canAffordTargets(given, o, targets.length)))
    illegal("409.1f", `you can't pay ${possessive(r.name)} total cost for ${targets.length} targets`);
  const chosen = ownObject(s, o.id);
  chosen.targets = targets;
  if (division) chosen.division = division;
  emit(g, { type: "targets", text: `${playerName(s, who)} targets ${describeTargets(s, r, targets, division)} with ${r.name}.`, data: { object: o.id, targets, ...(division ? { division } : {}) } });
  nextStage(g, who);
}

/** Whether the spell's total cost for this many targets can still be paid (Fireball's additional cost, 409.1e). */
export function canAffordTargets(s: GameState, o: CardObject, targets: number): boolean {
  // The same for every answer with this many targets: found once per reading of the state (the target listing asks it of each answer).
  return whileReading(s, `canAffordTargets ${o.id} ${targets}`, () => canAffordMana(s, o.controller, spellCost(s, o, s.playing!.basis!, o.x, targets), playerSupply(s, o.controller, { lifeSpent: s.playing!.otherCosts.payLife })));
}

/** A play whose mana cost is zero needs no payment decision: its other costs are paid at once. */
function payIfFree(g: Game, who: PlayerId): void {
  if (costTotal(parseCost(g.s.playing!.cost)) === 0) finishPlay(g, who, "");
}

/** 409.1h: pay the total cost with mana from the pool, all at once, with the other costs. */
export function payMana(g: Game, who: PlayerId, mana: string): void {
  spendFromPool(g.s, who, g.s.playing!.cost, mana);
  finishPlay(g, who, mana);
}

/** 409.1h: `mana` leaves the player's pool if the pool holds it and it pays `cost` exactly (no partial payment). */
export function spendFromPool(s: GameState, who: PlayerId, cost: string, mana: string): void {
  const paid = parseMana(mana);
  if (!paid) illegal("409.1h", `"${mana}" is not a string of mana symbols (W, U, B, R, G, C)`);
  const p = player(s, who);
  for (const k of MANA_TYPES) {
    if (paid[k] > p.manaPool[k]) illegal("409.1h", `your mana pool doesn't hold ${mana}`);
  }
  if (!paysExactly(parseCost(cost), paid, p.manaPool)) illegal("409.1h", `${mana || "nothing"} doesn't pay ${cost} exactly${parseCost(cost).snow ? " ({S} is paid only with mana a snow source produced)" : ""}`);
  spendPaid(p.manaPool, parseCost(cost), paid);
}

function finishPlay(g: Game, who: PlayerId, mana: string): void {
  const s = g.s;
  const playing = s.playing!;
  const o = obj(s, playing.object);
  const p = player(s, who);
  const { tap, sacrifice, payLife: life, discard: discarded, removeFromGame, removeCounters, returnToHand, reveal } = playing.otherCosts;
  if (reveal) emit(g, { type: "reveal", text: `${p.name} reveals ${nameOf(card(s, reveal))} from their hand.`, data: { player: who, cards: [{ id: reveal, name: card(s, reveal).card }] } });
  if (playing.otherCosts.revealCards) payReveal(g, who, playing.otherCosts.revealCards);
  if (tap) {
    const t = s.objects[tap];
    if (!t || t.kind !== "card" || t.tapped) illegal("409.1f", "{T} can't be paid: the permanent is already tapped");
    changeCard(s, tap).tapped = true;
    becameTapped(g, [tap]);
  }
  if (playing.otherCosts.convoke) tapForConvoke(g, who, playing.otherCosts.convoke); // 502.46a
  if (playing.otherCosts.tapUntapped) tapForCost(g, who, playing.otherCosts.tapUntapped);
  if (life) {
    // glossary: Pay: life paid for mana abilities since may leave too little.
    const problem = lifePaymentProblem(s, who, life);
    if (problem) illegal("215.4", problem);
    payLife(g, who, life, nameOnStack(o));
  }
  if (removeCounters) {
    const from = changeCard(s, removeCounters.from);
    from.counters = { ...from.counters, [removeCounters.counter]: from.counters![removeCounters.counter]! - removeCounters.count };
    if (from.counters[removeCounters.counter] === 0) delete from.counters[removeCounters.counter];
    if (Object.keys(from.counters).length === 0) delete from.counters;
    emit(g, { type: "removeCounters", text: `${p.name} removes ${removeCounters.count} ${removeCounters.counter} ${agree(removeCounters.count, "counter")} from ${nameOf(from)}.`, data: { object: from.id, ...removeCounters } });
  }
  if (o.kind === "card" && colorsOfMana(mana).length > 0) changeCard(s, o.id).colorsSpent = colorsOfMana(mana); // 502.37: Sunburst
  // 409.1f, 413.2: "the sacrificed creature" of an ability's cost or a spell's additional cost is known as it last existed in play.
  if (sacrifice?.length === 1 && (o.kind === "ability" || getCard(o.card).additionalCost?.some((c) => "sacrifice" in c))) {
    const gone = card(s, sacrifice[0]!);
    const known = { ...lastKnown(s, gone), convertedManaCost: convertedManaCost(gone) };
    if (o.kind === "ability") (ownObject(s, o.id) as StackAbility).sacrificedForCost = known;
    else changeCard(s, o.id).sacrificedForCost = known;
  }
  simultaneously(g, () => (sacrifice ?? []).forEach((id) => putIntoGraveyardFromPlay(g, id, "sacrificed"))); // 410.10d: a cost's sacrifices, at once
  // 409.1b: "for each creature sacrificed this way" counts what was sacrificed for the cost.
  if (o.kind === "card" && getCard(o.card).additionalCost?.some((c) => "sacrificeAnyNumber" in c)) changeCard(s, o.id).sacrificed = sacrifice?.length ?? 0;
  if (discarded) {
    const now = discard(g, discarded);
    if (playing.otherCosts.cycling) cycled(g, who, now); // 502.18c
  }
  // 409.1f: "Discard your hand": whatever is in it now, after any other cost (an empty hand pays it too).
  if (playing.otherCosts.discardHand) for (const id of [...player(s, who).hand]) discard(g, id);
  if (paysCostKinds(playing.otherCosts)) payCostKinds(g, who, playing.otherCosts, nameOnStack(o));
  if (o.kind === "ability" && returnToHand) noteReturnedAttacker(s, o.id, returnToHand); // 502.43a
  for (const id of returnToHand ?? []) returnToOwnersHand(g, id);
  for (const id of removeFromGame ?? []) {
    const name = card(s, id).card;
    const removed = moveCard(g, id, "removed");
    emit(g, { type: "removeFromGame", text: `${p.name} removes ${name} in their hand from the game.`, data: { player: who, card: { id: removed.id, name } } });
  }
  const byEffect = playing.byEffect;
  s.playing = null;
  const name = nameOnStack(o);
  const chosen = o.targets ?? [];
  const targets = chosen.length ? ` targeting ${chosen.map((t) => describeTarget(s, t)).join(" and ")}` : "";
  emit(g, {
    type: o.kind === "card" ? "playSpell" : "playAbility",
    text: o.kind === "card" ? `${p.name} plays ${name}${targets}.` : `${p.name} plays ${possessive(name)} ability${targets}.`,
    data: { player: who, object: o.id, name, targets: chosen, paid: mana },
  });
  // 502.30: storm counts it, played from the hand or by an effect (suspend, ripple, madness, a copy an imprint ability plays).
  if (o.kind === "card") spellPlayed(g, o);
  if (byEffect) return playedByEffect(g, byEffect);
  if (o.kind === "card") replicatePlayed(g, o); // 502.52a
  retainPriority(g, who);
}

/** 502.59a: a spell played as an effect resolves: the resolution goes on (no one gets priority). */
function playedByEffect(g: Game, by: "running" | "waiting"): void {
  g.s.pending = null;
  if (by === "waiting") effectDecisionDone(g);
}

/** Backing out of an unfinished play: everything since the announcement is undone. */
export function cancelPlay(g: Game, who: PlayerId): void {
  const s = g.s;
  if (s.playing!.madness) return backOutOfMadness(g); // 502.24a
  if (s.playing!.byEffect) illegal("502.59a", "a spell played by an effect as it resolves (suspend, Panoptic Mirror) can't be backed out of");
  const { object, undo } = s.playing!;
  // 406.1: a mana ability resolves at once; a permanent it sacrificed is in the graveyard for good, so this play is finished instead.
  if (undo.sacrificed?.length) illegal("406.1", "a permanent was sacrificed for mana while paying this cost: it can't be returned, so finish paying instead of backing out");
  const name = nameOnStack(obj(s, object));
  s.stack.splice(s.stack.indexOf(object), 1);
  removeObject(s, object);
  if (s.abilitiesPlayed) s.abilitiesPlayed = s.abilitiesPlayed.filter((a) => a.object !== object);
  const p = player(s, who);
  if (undo.card && undo.graveyardIndex !== undefined) {
    putObject(s, undo.card);
    p.graveyard.splice(undo.graveyardIndex, 0, undo.card.id); // 502.22a: back where it was played from
  } else if (undo.card) {
    putObject(s, undo.card);
    p.hand.splice(undo.handIndex, 0, undo.card.id);
  }
  p.manaPool = undo.pool;
  for (const id of undo.tapped) changeCard(s, id).tapped = false;
  for (const id of undo.skipsNextUntap ?? []) delete changeCard(s, id).skipsNextUntap;
  if (undo.life) giveBackLife(g, who, undo.life);
  for (const c of undo.counters ?? []) addCounters(s, c.object, c.counter, c.count);
  s.playing = null;
  s.priority = undo.priority;
  s.pending = null;
  emit(g, { type: "backOut", text: `${p.name} backs out of playing ${name}; the game returns to before it was announced.`, data: { player: who, name } });
}

/** Which ability "only once each turn" is about: the object it belongs to and the ability. */
function onceKey(source: ObjectId, a: ActivatedAbility): string {
  return `${source}:${a.text ?? ""}`;
}

/** 409.1f: "Tap an untapped [permanent] you control": the chosen permanents are tapped as the cost is paid; one tapped since (by a mana ability) can't pay it. */
function tapForCost(g: Game, who: PlayerId, ids: ObjectId[]): void {
  const s = g.s;
  for (const id of ids) {
    const o = s.objects[id];
    if (!o || o.kind !== "card" || o.tapped) illegal("409.1f", `${o && o.kind === "card" ? nameOf(o) : id} is already tapped: it can't be tapped for the cost`);
  }
  for (const id of ids) changeCard(s, id).tapped = true;
  emit(g, { type: "tapForCost", text: `${playerName(s, who)} taps ${ids.map((id) => nameOf(card(s, id))).join(", ")} for the cost.`, data: { player: who, objects: ids } });
  becameTapped(g, ids);
}
