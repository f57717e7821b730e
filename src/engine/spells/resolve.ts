// Resolving spells and abilities (413) and countering (414). A spell or ability whose
// targets have all become illegal is countered on resolution (413.2a); with some still
// legal, it does what it can to those (415.?). Resolution runs its effects in order and
// may stop at a choice (a player discarding cards), carrying on when the answer arrives
// (see `continueResolution`).
import { chooseCardName } from "../effects/naming.js";
import { answerNameAndOpponent } from "../zones/name-and-opponent.js";
import { removeObject } from "../game/clone.js";
import { cardText, characteristics, copiableName, hasKeyword } from "../effects/characteristics.js";
import { copyCandidates } from "../effects/copying.js";
import { getCard, spellMode, spellTargets } from "../../cards/registry.js";
import type { Amount, Effect, ObjectFilter, TargetSpec } from "../../cards/language.js";
import { card, changeCard, emit, nameOf, newTimestamp, obj, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { describeTarget } from "../combat/combat.js";
import { creaturesBlocking } from "../keywords/rampage.js";
import { countOthers } from "../effects/count-others.js";
import { basicLandTypesAmong, permanentsCountedIn, permanentsOfTargetPlayer, permanentsOfThatPlayer, type CountedWhose } from "../effects/count-permanents.js";
import { putIntoGraveyardThisTurn } from "../zones/graveyard-history.js";
import { runEffect } from "../effects/effects.js";
import { withScry } from "../keywords/scry.js";
import { expandSpecs, targeter, type Targeter } from "./targets.js";
import { illegalTargets } from "./resolution-targets.js";
import type { CardObject, GameObject, GameState, ObjectId, SacrificedForCost, Pending, PlayerId, StackAbility, Target } from "../game/types.js";
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { knownAs, lastKnown, moveCard } from "../zones/zones.js";
import { FACE_DOWN_NAME } from "../effects/face-down.js";
import { spellHaunts } from "../keywords/haunt.js";
import { epicResolves } from "../keywords/epic.js";
import { dealDamage } from "../effects/damage.js";
import { conditionHolds } from "./triggers.js";
import { checkWord } from "../effects/text-changing.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { bloodthirstCounters } from "../keywords/bloodthirst.js";
import { sunburstCounters } from "../keywords/sunburst.js";
import { X_KICKER } from "../keywords/kicker.js";
import { arrivalCounters, graveyardCountedCounters, othersCountedCounters } from "../zones/arrival-counters.js";
import { answerMaySearch } from "../effects/search.js";
import { answerMayRipple } from "../keywords/ripple.js";
import { withSplicedText } from "../keywords/splice.js";
import { chooseAsResolving } from "../effects/color-choice.js";
import { namedInGraveyards } from "../effects/named-in-graveyards.js";
import { cardsInGraveyardOf } from "../effects/cards-in-graveyard.js";
import { lifeLostThisWay } from "../effects/life-lost.js";
import { lifeLostThisTurn } from "../effects/life.js";
import { damageDealtThisWay } from "../effects/damage-dealt.js";
import { highestConvertedManaCost, targetConvertedManaCost } from "../effects/converted-cost.js";
import { agree, possessive } from "../view/wording.js";
import { addEffect } from "../effects/effect-list.js";

/** What a spell or ability on the stack does, and to what. */
export interface Resolvable {
  id: ObjectId;
  name: string;
  controller: PlayerId;
  /** The object that is the source of the effects (the spell itself, or an ability's source). */
  source: ObjectId;
  /** The target words as printed (409.1c)... */
  declared: TargetSpec[];
  /** ...and the one each chosen target answers (an "up to N" word takes several). */
  specs: TargetSpec[];
  targets: Target[];
  effects: Effect[];
  /** The value announced for X (409.1b), 0 if none. */
  x: number;
  /** How many permanents were sacrificed for the spell's "any number" additional cost (409.1b), 0 if none. */
  sacrificed: number;
  /** Sweep: how many permanents the spell returned "this way" as it resolved (absent: none). */
  returned?: number;
  /** How damage or counters are divided among the last word's targets (409.1d). */
  division: number[];
  /** Whose targets they are: what "another target" excludes, and whose colors protection sees (Targeter). */
  self: Targeter;
  /** "That player": the player a triggered ability's event named (the spell's player, the active player of "each player's upkeep"). */
  triggerPlayer?: PlayerId;
  /** "That creature": the object a triggered ability's event was about (Graft; flanking's blocker, "thatCreature", 502.3). */
  subject?: ObjectId;
  /** Target words that stand, for the effect under way, for an object that isn't targeted
   * (Radiance's "each other creature that shares a color with it"): not checked as targets. */
  untargeted?: number[];
  /** A damage trigger's event: the damage dealt ("that much", 404.1). */
  eventAmount?: number;
  /** 409.1f: the permanent sacrificed for the ability's cost or the spell's additional cost, as it last existed in play. */
  sacrificedForCost?: SacrificedForCost;
  /** 203.3: the converted mana cost of the spell that triggered the ability. */
  spellCost?: number;
  /** The state it was read from and the stack object itself: the amounts its effects count
   * ("for each other attacking Aurochs", "your life total", ...) are found from them when an
   * effect asks (`amountOf`), not for every Resolvable made. A draw shield's effects, run as a
   * replacement (effects/replacement.ts), have no stack object: their amounts are fixed numbers. */
  state: GameState;
  object?: GameObject;
}

/** The spell or ability now resolving (608.2), read as `resolvable` reads it. */
export function resolvingNow(s: GameState): Resolvable {
  return resolvable(s, obj(s, s.resolving!.object));
}

/** The spell or ability now resolving and the effect of it under way: the one whose decision is
 * pending (608.2c); inside a conditional's branch under way ("sacrifice a creature if you don't
 * control an Ogre"), the effect of the branch now running (effects.ts `runBranch`). */
export function resolvingEffect<E extends Effect>(s: GameState): { r: Resolvable; e: E } {
  const r = resolvingNow(s);
  const { step, branch, branchPart } = s.resolving!;
  const e = r.effects[step]!;
  if (e.do === "conditional" && branch !== undefined && branchPart !== undefined) return { r, e: (branch ? e.effects : e.otherwise)[branchPart] as E };
  // An accepted "may" runs its effects as a branch (effects.ts "may"): "you may sacrifice ~. If you do, search ..." (Blood Speaker).
  if (e.do === "may" && branch !== undefined && branchPart !== undefined) return { r, e: (branch ? e.effects : (e.otherwise ?? []))[branchPart] as E };
  return { r, e: e as E };
}

/** The name `resolvable` gives it (an ability's is its source's), without reading its text. */
export function nameOnStack(o: GameObject): string {
  return o.kind === "ability" ? o.source.name : nameOf(o);
}

/** `resolvable`'s `declared`: its target words as its text now reads (418.6), without the rest of what it does. */
export function declaredTargets(s: GameState, o: GameObject): TargetSpec[] {
  if (o.kind === "ability") return o.specs;
  const info = cardText(s, o);
  const mode = o.mode ?? 0;
  const m = o.spliced ? spellMode(info, mode) : undefined;
  return (m ? withSplicedText(m, o.spliced!).targets : undefined) ?? spellTargets(info, mode);
}

/** What it does is read from its text as it now reads (418.6: a spell's text may have been changed). */
export function resolvable(s: GameState, o: GameObject): Resolvable {
  const count = o.targets?.length;
  if (o.kind === "ability") {
    const self: Targeter = { id: o.sourceNow ?? o.source.id, source: o.source };
    if (o.x !== undefined) self.x = o.x;
    if (o.spellCost !== undefined) self.spellCost = o.spellCost;
    if (o.triggerPlayer) self.triggerPlayer = o.triggerPlayer;
    return { id: o.id, name: o.source.name, controller: o.controller, source: o.source.id, declared: o.specs, specs: expandSpecs(o.specs, count), targets: o.targets ?? [], effects: o.effects, x: o.x ?? o.source.kickerX ?? 0, sacrificed: 0, returned: undefined, division: o.division ?? [], self, triggerPlayer: o.triggerPlayer, subject: o.subject, eventAmount: o.eventAmount, sacrificedForCost: o.sacrificedForCost, spellCost: o.spellCost, state: s, object: o };
  }
  const info = cardText(s, o);
  const mode = o.mode ?? 0;
  // 502.40c: a spell with cards spliced onto it has their text after its own.
  const text = o.spliced && spellMode(info, mode) ? withSplicedText(spellMode(info, mode)!, o.spliced) : undefined;
  const effects = withScry(info, text?.effects ?? spellMode(info, mode)?.effects ?? []);
  const declared = text?.targets ?? spellTargets(info, mode);
  const self = targeter(o.id);
  if (o.x !== undefined) self.x = o.x;
  return { id: o.id, name: nameOf(o), controller: o.controller, source: o.id, declared, specs: expandSpecs(declared, count), targets: o.targets ?? [], effects, x: o.x ?? 0, sacrificed: o.sacrificed ?? 0, returned: o.returned, division: o.division ?? [], self, triggerPlayer: undefined, subject: undefined, eventAmount: undefined, sacrificedForCost: o.sacrificedForCost, spellCost: undefined, state: s, object: o };
}

/**
 * 413.2: the power (or toughness) of the object a spell or ability's target word `index` chose: now
 * while it is in play, else as it last existed (the stack object remembered it as it left).
 */
function targetPT(s: GameState, id: ObjectId, index: number, which: "power" | "toughness"): number {
  const o = s.objects[id];
  const t = o?.targets?.[index];
  if (!o || !t || !("object" in t)) return 0;
  const now = s.objects[t.object];
  if (now?.kind === "card" && now.zone === "play") return characteristics(s, now)[which] ?? 0;
  return o.targetsLastKnown?.[t.object]?.[which] ?? 0;
}

/** 203.2: how many colors the permanent target word `index` chose has now (none once it has left play). */
function targetColors(s: GameState, id: ObjectId, index: number): number {
  const t = s.objects[id]?.targets?.[index];
  const now = t && "object" in t ? s.objects[t.object] : undefined;
  return now?.kind === "card" && now.zone === "play" ? characteristics(s, now).colors.length : 0;
}

/** 203.3: the converted mana cost of the one card a search of this resolution found (Seek's "its converted mana cost"); 0 if it found none. */
function foundCardCost(s: GameState): number {
  const found = s.resolving?.foundCards ?? [];
  return found.length === 1 ? getCard(found[0]!).convertedManaCost : 0;
}

/** The cards in a player's hand now. */
function handSize(s: GameState, who: PlayerId): number {
  return s.players.find((p) => p.id === who)!.hand.length;
}

/** The counters on the ability's source if it is still in play, else as it last existed. */
function sourceCounters(s: GameState, a: StackAbility): Record<string, number> | undefined {
  const now = s.objects[a.source.id];
  return now?.kind === "card" && now.zone === "play" ? now.counters : a.source.counters;
}

/** 413.2: the power of an ability's source: in play now, or as it last existed (sacrificed to pay the cost). */
function sourcePower(s: GameState, a: StackAbility): number {
  const now = s.objects[a.source.id];
  return now?.kind === "card" && now.zone === "play" ? (characteristics(s, now).power ?? 0) : a.source.power;
}

/**
 * The number an effect's amount stands for: fixed, the X announced, or counted from the permanents
 * sacrificed "this way" (409.1b); a count of the game (the permanents, a hand, a life total) is made
 * now, as the effect is applied (413.2), from the state and the stack object the Resolvable was read from.
 */
export function amountOf(r: Resolvable, a: Amount): number {
  if (a === "X") return r.x;
  if (a === "thatMuch") return r.eventAmount ?? 0; // 404.1: the damage the trigger's event dealt
  if (typeof a === "number") return a;
  const s = r.state;
  const o = r.object;
  if (!o) return 0; // a draw shield's effects (replacement.ts) count nothing
  if (a === "lifeLostThisWay") return lifeLostThisWay(s);
  if (a === "damageDealtThisWay") return damageDealtThisWay(s);
  if ("perCounter" in a) return a.times * ((o.kind === "ability" ? sourceCounters(s, o)?.[a.perCounter] : 0) ?? 0);
  if ("perOther" in a) return a.perOther * (o.kind === "ability" ? countOthers(s, o.source.id, a.count, o.controller) : 0);
  if ("perX" in a) return a.perX * r.x; // "-X/-X", "for each counter removed" (409.1b)
  if ("perCardInHand" in a) return a.perCardInHand * handSize(s, o.controller);
  if ("perCardFewerThanInHand" in a) {
    // The hand of the player the trigger named ("that player"), as it resolves; gone from the game: none.
    const { times, fewerThan } = a.perCardFewerThanInHand;
    return r.triggerPlayer ? times * Math.max(0, fewerThan - handSize(s, r.triggerPlayer)) : 0;
  }
  if ("perEach" in a) return a.perEach * countPermanents(s, o, a.count, (a as { whose?: CountedWhose }).whose);
  if ("perPutIntoGraveyardThisTurn" in a) return a.perPutIntoGraveyardThisTurn * putIntoGraveyardThisTurn(s, a.count);
  if ("perBlocking" in a) return a.perBlocking * (o.kind === "ability" && s.combat ? creaturesBlocking(s, o.subject ?? o.source.id) : 0);
  if ("perPlayer" in a) return a.perPlayer * s.players.filter((p) => p.outcome === "playing").length; // "for each player" (Benediction of Moons)
  // 413.2: as it last existed if it left play; "that creature" of a leaves-play trigger, as it left (Proper Burial).
  if ("powerOf" in a) return Math.max(0, a.powerOf === "thatCreature" ? (o.kind === "ability" ? (o.subjectPT?.[0] ?? 0) : 0) : targetPT(s, o.id, a.powerOf.target, "power"));
  if ("foundCard" in a) return foundCardCost(s); // 203.3
  if ("sourcePower" in a) return o.kind === "ability" ? Math.max(0, sourcePower(s, o)) : 0; // 413.2
  if ("convertedManaCostOf" in a) return a.convertedManaCostOf === "thatSpell" ? (r.spellCost ?? 0) : targetConvertedManaCost(s, o.id, a.convertedManaCostOf.target);
  if ("highestConvertedManaCost" in a) return highestConvertedManaCost(s, o.controller); // 203.3
  if ("basicLandTypes" in a) return basicLandTypesAmong(s, o.controller); // 205.3d
  if ("lifeTotal" in a) return Math.max(0, player(s, o.controller).life);
  if ("perCardInYourGraveyard" in a) return a.perCardInYourGraveyard * cardsInGraveyardOf(s, o.controller, a.count);
  if ("namedInGraveyards" in a) return a.plus + a.times * namedInGraveyards(s, o);
  if ("perColorOf" in a) return a.times * targetColors(s, o.id, a.perColorOf.target); // 203.2
  if ("toughnessOf" in a) return Math.max(0, a.toughnessOf === "thatCreature" ? (o.kind === "ability" ? (o.subjectPT?.[1] ?? 0) : 0) : targetPT(s, o.id, a.toughnessOf.target, "toughness"));
  if ("sacrificedForCost" in a) return a.times * Math.max(0, r.sacrificedForCost?.[a.sacrificedForCost] ?? 0); // 409.1f, 413.2: as it last existed
  if ("lifeLostThisTurn" in a) return lifeLostThisTurn(s, o.controller);
  if ("perBlockerBeyondFirst" in a) return a.perBlockerBeyondFirst * Math.max(0, (o.kind === "ability" && s.combat ? creaturesBlocking(s, o.source.id) : 0) - 1);
  return "perReturned" in a ? a.perReturned * (r.returned ?? 0) : a.plus + a.perSacrificed * r.sacrificed;
}

/** The permanents matching a filter now: its controller's, a target player's, or (a trigger's) that player's (413.2). */
function countPermanents(s: GameState, o: GameObject, f: ObjectFilter, whose?: CountedWhose): number {
  if (whose === "thatPlayer" && o.kind === "ability") return permanentsOfThatPlayer(s, o.triggerPlayer, f);
  // "theirOwn" is counted by the effect that names each player (effects.ts `loseLife`): here none.
  if (whose === "theirOwn" && o.kind === "ability") return 0;
  return typeof whose === "object" ? permanentsOfTargetPlayer(s, o.targets ?? [], whose.target, f) : permanentsCountedIn(s, o.controller, f);
}

export function resolveTop(g: Game): void {
  const s = g.s;
  const id = s.stack[s.stack.length - 1]!;
  const top = obj(s, id);
  if (top.kind === "ability" && top.combatDamage) {
    s.resolving = { object: id, step: 0 };
    return continueResolution(g);
  }
  const r = resolvable(s, top);
  // A spell whose "up to N" word got no target has none to lose, and resolves.
  const illegal = illegalTargets(s, r);
  if (illegal.length > 0 && illegal.length === r.targets.length) {
    counter(g, top, "on resolution: all its targets are illegal", "413.2a");
    return givePriorityAfterResolution(g);
  }
  // 504: a face-down creature spell has no text: it just comes into play face down.
  if (top.kind === "card" && top.faceDown) return enterPlay(g, top, 0);
  if (top.kind === "card" && !getCard(top.card).spell) {
    // 502.27: as an Amplify permanent comes into play, its controller may reveal cards first.
    if (getCard(top.card).amplify && amplifyCandidates(s, top).length > 0) {
      s.pending = { kind: "reveal", player: top.controller, object: id };
      s.resolving = { object: id, step: 0 };
      return;
    }
    // 503: "As [this] comes into play, you may choose a creature in play" to copy.
    if (getCard(top.card).comesIntoPlayAsCopy && copyCandidates(s, top).length > 0) {
      s.pending = { kind: "copy", player: top.controller, object: id };
      s.resolving = { object: id, step: 0 };
      return;
    }
    // 419.1b: "As [this] comes into play, choose ..." — chosen before it is in play.
    const choose = getCard(top.card).comesIntoPlay?.choose;
    if (choose) {
      s.pending = { kind: "choose", player: top.controller, object: id, what: choose };
      s.resolving = { object: id, step: 0 };
      return;
    }
    return enterPlay(g, top, 0);
  }
  if (top.kind === "ability" && top.condition && !conditionHolds(s, top.condition, top.controller, top.source.id, top.triggerPlayer)) {
    // 404.3: the "intervening if" condition is checked again; if false, the ability does nothing.
    removeFromStack(g, top);
    emit(g, { type: "conditionFalse", text: `${describe(top)} does nothing: its condition is no longer true.`, data: { object: id } });
    return givePriorityAfterResolution(g);
  }
  emit(g, { type: "resolves", text: `${describe(top)} resolves.`, data: { object: id } });
  s.resolving = { object: id, step: 0 };
  if (illegal.length > 0) s.resolving.illegal = illegal; // 413.2a: checked once, here (spells/resolution-targets.ts)
  continueResolution(g);
}

/**
 * 413.2?: a permanent spell resolving comes into play under its controller's control; an
 * Aura spell comes into play attached to the object it targeted (212.4d?); "comes into play
 * with" counters are on it as it arrives (502.27).
 */
export function enterPlay(g: Game, spell: CardObject, amplified: number, chosen?: string, copy?: { of: string; attachTo?: ObjectId }): void {
  const s = g.s;
  const enchanted = getCard(spell.card).enchant ? (spell.targets![0] as { object: ObjectId }).object : copy?.attachTo;
  const permanent = moveCard(g, spell.id, "play", spell.controller);
  // 504: a face-down spell becomes a face-down permanent; 502.59a: one played by suspend keeps that (haste).
  if (spell.faceDown) permanent.faceDown = true;
  if (spell.suspended) permanent.suspended = true;
  if (spell.colorsSpent) permanent.colorsSpent = spell.colorsSpent; // 409.1h: "if {B} was spent to play ~" (mana-spent.ts)
  if (spell.kicked) permanent.kicked = spell.kicked; // 502.21a: its "if the kicker cost was paid" abilities (kicker.ts)
  if (spell.playedFromHand) permanent.playedFromHand = true; // 409.1a: its "if you played it from your hand" trigger (as-played.ts)
  if (spell.kicked?.includes(X_KICKER)) permanent.kickerX = spell.x ?? 0; // 409.1b: the X of "Kicker {X}", for its linked ability
  const copyOf = copy?.of;
  if (copyOf) {
    // 503: it comes into play as the copy (a new timestamp: what it is has changed, see characteristics.ts).
    permanent.copyOf = copyOf;
    permanent.timestamp = newTimestamp(s);
  }
  if (enchanted) permanent.attachedTo = enchanted;
  if (chosen) permanent.chosen = chosen;
  // Counters it comes into play with as it comes from the stack: Bloodthirst (502.50), Sunburst (502.37).
  const extra: Record<string, number> = { "+1/+1": bloodthirstCounters(s, permanent) };
  const sun = sunburstCounters(s, spell, permanent);
  if (sun) extra[sun.counter] = (extra[sun.counter] ?? 0) + sun.count;
  for (const [kind, n] of Object.entries(arrivalCounters(spell, permanent))) extra[kind] = (extra[kind] ?? 0) + n;
  comesIntoPlayAs(s, permanent, amplified, extra);
  const onto = enchanted ? ` attached to ${describeTarget(s, { object: enchanted })}` : "";
  const withCounters = permanent.counters ? ` with ${Object.entries(permanent.counters).map(([k, n]) => `${n} ${k} ${agree(n, "counter")}`).join(" and ")}` : "";
  const counters = `${withCounters}${permanent.tapped ? ", tapped" : ""}${chosen ? ` (chosen: ${chosen})` : ""}${copyOf ? ` as a copy of ${getCard(copyOf).name || FACE_DOWN_NAME}` : ""}`;
  const text = (name: string) => `${name} resolves and comes into play under ${possessive(playerName(s, spell.controller))} control${onto}${counters}.`;
  emit(g, {
    type: "comesIntoPlay",
    text: text(nameOf(spell)),
    data: { object: permanent.id, ...(spell.faceDown ? { faceDown: true } : { card: spell.card }), controller: spell.controller, ...(enchanted ? { attachedTo: enchanted } : {}) },
    // 504: only its controller may look at a face-down permanent.
    ...(spell.faceDown ? { secret: { to: [spell.controller], text: text(`${spell.card} (face down)`), data: { card: spell.card } } } : {}),
  });
  givePriorityAfterResolution(g);
}

/**
 * 419.1b–c: "comes into play tapped" and "comes into play with N [kind] counters" modify how the
 * permanent arrives (so it is never seen untapped or without them); Amplify's +1/+1 counters
 * (502.27), Modular's and Graft's, those counted from its controller's graveyard (Golgari Grave-Troll)
 * and the `extra` ones of Bloodthirst and Sunburst are added to those.
 */
export function comesIntoPlayAs(s: GameState, permanent: CardObject, amplified = 0, extra: Record<string, number> = {}): void {
  const info = getCard(copiableName(permanent));
  const cip = info.comesIntoPlay;
  if (cip?.tapped) permanent.tapped = true;
  const counters: Record<string, number> = { ...cip?.counters };
  if (cip?.countersPerCardInYourGraveyard) for (const [kind, n] of Object.entries(graveyardCountedCounters(s, permanent))) extra = { ...extra, [kind]: (extra[kind] ?? 0) + n };
  if (cip?.countersPerOtherInPlay) for (const [kind, n] of Object.entries(othersCountedCounters(s, permanent))) extra = { ...extra, [kind]: (extra[kind] ?? 0) + n };
  // Modular (502.35) and Graft (502.54) N: N +1/+1 counters.
  for (const [kind, n] of Object.entries({ ...extra, "+1/+1": (extra["+1/+1"] ?? 0) + amplified + (info.modular ?? 0) + (info.graft ?? 0) })) if (n > 0) counters[kind] = (counters[kind] ?? 0) + n;
  if (Object.keys(counters).length > 0) permanent.counters = counters;
}

/** 419.1b: the choice made as the permanent comes into play (a creature type or a color). */
export function chooseAsComesIntoPlay(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  const pending = s.pending as Extract<Pending, { kind: "choose" }>;
  if (pending.what === "cardName") return chooseCardName(g, who, choice);
  if (pending.what === "namedCard" || pending.what === "opponent") return answerNameAndOpponent(g, who, choice);
  // "Tap or untap" is checked by its own answer (effects/tap-or-untap.ts).
  if (pending.what !== "tapOrUntap" && pending.what !== "auraHome" && !choiceOptions(pending.what).includes(choice))
    illegal("419.1b", `choose ${pending.what === "color" ? "one of the colors W, U, B, R, G" : "a creature type of this edition"}`);
  if (pending.resolving) return chooseAsResolving(g, who, choice);
  const spell = card(s, pending.object);
  emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${choice} for ${spell.card}.`, data: { player: who, object: spell.id, choice } });
  s.pending = null;
  if (pending.inPlay) {
    changeCard(s, spell.id).chosen = choice;
    return;
  }
  s.resolving = null;
  enterPlay(g, spell, 0, choice, pending.copy);
}

/**
 * 418.6: a text-changing effect's words, chosen as it resolves: the word to replace, then the
 * new one. With both chosen the effect begins, and lasts indefinitely (418.3a: no duration).
 */
export function chooseWord(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  const p = s.pending as Extract<Pending, { kind: "changeText" }>;
  checkWord(p, choice);
  if (p.from === undefined) {
    s.pending = { ...p, from: choice };
    return;
  }
  const r = resolvingNow(s);
  addEffect(s, {
    id: s.nextEffectId++,
    timestamp: newTimestamp(s),
    layer: 3,
    affects: [p.object],
    modification: { kind: "changeText", from: p.from, to: choice },
    duration: "permanent",
    source: { id: r.source, name: r.name, controller: r.controller },
  });
  emit(g, {
    type: "changeText",
    text: `${playerName(s, who)} changes the text of ${describeTarget(s, { object: p.object })} (${r.name}): every "${p.from}" now reads "${choice}".`,
    data: { player: who, object: p.object, from: p.from, to: choice },
  });
  effectDecisionDone(g);
}

/** What may be chosen: the five colors, or the creature types of this edition's cards. */
export function choiceOptions(what: "creatureType" | "color"): string[] {
  return what === "color" ? ["W", "U", "B", "R", "G"] : CREATURE_TYPES;
}

/** A "you may" effect (see effects.ts): if accepted its effects happen now; either way the resolution goes on. */
export function answerMay(g: Game, who: PlayerId, accept: boolean): void {
  const s = g.s;
  const r = resolvingNow(s);
  if (r.effects[s.resolving!.step]!.do === "search") return answerMaySearch(g, who, accept);
  const ripple = r.effects[s.resolving!.step]!;
  if (ripple.do === "ripple") return answerMayRipple(g, who, accept, ripple.count); // 502.56a
  const e = r.effects[s.resolving!.step] as Extract<Effect, { do: "may" }>;
  emit(g, { type: "may", text: `${playerName(s, who)} ${accept ? "chooses to" : "chooses not to"} ${e.text} (${r.name}).`, data: { player: who, accept } });
  if (!accept && !e.otherwise) return effectDecisionDone(g);
  // Accepted: the resolution carries on with the effect's inner effects (effects.ts, "may");
  // declined, with what happens otherwise (502.13a: "sacrifice it unless you ...").
  s.pending = null;
  s.resolving!.branch = accept;
}

/** 502.27: cards in the controller's hand that share a creature type with the Amplify card. */
export function amplifyCandidates(s: GameState, spell: CardObject): ObjectId[] {
  const types = characteristics(s, spell).subtypes;
  return player(s, spell.controller).hand.filter((id) => {
    const info = getCard((s.objects[id] as CardObject).card);
    return info.types.includes("creature") && info.subtypes.some((t) => types.includes(t));
  });
}

/** 502.27: reveal any number of those cards; N +1/+1 counters for each card revealed. */
export function revealForAmplify(g: Game, who: PlayerId, cards: ObjectId[]): void {
  const s = g.s;
  const spell = card(s, s.resolving!.object);
  const allowed = amplifyCandidates(s, spell);
  if (new Set(cards).size !== cards.length || cards.some((c) => !allowed.includes(c)))
    illegal("502.27", "reveal only cards from your hand that share a creature type with it, each once");
  emit(g, {
    type: "reveal",
    text: cards.length ? `${playerName(s, who)} reveals ${cards.map((c) => card(s, c).card).join(", ")} for ${possessive(spell.card)} Amplify.` : `${playerName(s, who)} reveals no cards for ${possessive(spell.card)} Amplify.`,
    data: { player: who, cards: cards.map((c) => ({ id: c, name: card(s, c).card })) },
  });
  s.pending = null;
  s.resolving = null;
  enterPlay(g, spell, cards.length * getCard(spell.card).amplify!);
}

function describe(o: GameObject): string {
  return o.kind === "card" ? nameOf(o) : `${possessive(knownAs(o.source))} ability`;
}

/** Runs the remaining effects of what is resolving; stops if one waits for a decision. */
export function continueResolution(g: Game): void {
  const s = g.s;
  const progress = s.resolving!;
  const top = obj(s, progress.object);
  if (top.kind === "ability" && top.combatDamage) return continueCombatDamage(g, top);
  const r = resolvable(s, top);
  while (progress.step < r.effects.length) {
    const done = runEffect(g, r, r.effects[progress.step]!);
    if (!done) return;
    progress.step++;
  }
  s.resolving = null;
  // A spell that has left the stack as it resolved ("Shuffle ~ into its owner's library", effects/shuffle-self.ts) goes nowhere else.
  if (top.kind === "card" && !s.objects[top.id]) return givePriorityAfterResolution(g);
  if (top.kind === "card" && top.buyback) {
    // 502.16: with buyback paid, it goes to its owner's hand instead (a copy then ceases to exist, 503.10a).
    const moved = moveCard(g, top.id, "hand");
    const text = `${top.card}${top.spellCopy ? " (a copy)" : ""} is put into ${possessive(playerName(s, top.owner))} hand as it resolves (buyback).`;
    emit(g, { type: "buyback", text, data: { object: top.id, owner: top.owner, name: top.card }, secret: { to: handViewers(s, top.owner), text, data: { card: { id: moved.id, name: moved.card } } } });
  } else {
    // 413.2?: an instant or sorcery goes to its owner's graveyard as the last step of resolving;
    // one with haunt then triggers (502.51a), with the spell as it last existed as its source.
    const haunting = top.kind === "card" && !top.spellCopy && hasKeyword(s, top, "haunt") ? lastKnown(s, top) : undefined;
    if (top.kind === "card") epicResolves(g, top); // 502.44a
    const moved = removeFromStack(g, top);
    if (haunting && moved?.zone === "graveyard") spellHaunts(g, haunting, moved);
  }
  givePriorityAfterResolution(g);
}

/** 414: a countered spell leaves the stack for its owner's graveyard (a copy then ceases to exist, 503.10a); an ability ceases to exist. */
export function counter(g: Game, o: GameObject, why: string, rule: string): void {
  removeFromStack(g, o);
  emit(g, { type: "countered", text: `${describe(o)}${o.kind === "card" && o.spellCopy ? " (a copy)" : ""} is countered ${why} (${rule}).`, data: { object: o.id, rule } });
}

/** Called when the decision a resolving effect waited for has been carried out. */
export function effectDecisionDone(g: Game): void {
  g.s.pending = null;
  // Inside divided damage, the rest of its targets are still to be dealt theirs (409.1d): the
  // effect runs again from its `part`. Otherwise the effect is done: the next one of the branch
  // under way, or of the resolution, runs next.
  const progress = g.s.resolving!;
  if (progress.part !== undefined) return;
  if (progress.branchPart !== undefined) progress.branchPart++;
  else progress.step++;
}

/** Returns the card it became, for a spell. */
function removeFromStack(g: Game, o: GameObject): CardObject | undefined {
  if (o.kind === "card") return moveCard(g, o.id, "graveyard");
  g.s.stack.splice(g.s.stack.indexOf(o.id), 1);
  removeObject(g.s, o.id);
  return undefined;
}

/**
 * 310.?: combat damage is dealt by each source as it is, or as it last existed if it has left
 * play (413.2), assignment by assignment
 * (`resolving.step`), so that a choice among replacement effects (419.9) can pause it.
 */
function continueCombatDamage(g: Game, damage: StackAbility): void {
  const s = g.s;
  const progress = s.resolving!;
  for (; progress.step < damage.combatDamage!.length; progress.step++) {
    const d = damage.combatDamage![progress.step]!;
    if ("player" in d.to && player(s, d.to.player).outcome !== "playing") continue;
    if ("object" in d.to) {
      const t = s.objects[d.to.object];
      if (!t || t.kind !== "card" || t.zone !== "play") continue;
    }
    if (!dealDamage(g, d.source, d.to, d.amount, "resolution", true)) return;
  }
  s.resolving = null;
  removeFromStack(g, damage);
  givePriorityAfterResolution(g);
}

/** 408.?: after a spell or ability resolves, the active player receives priority. */
function givePriorityAfterResolution(g: Game): void {
  g.s.priority = { player: g.s.turn.active, passes: 0 };
}
