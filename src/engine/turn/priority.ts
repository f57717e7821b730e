// Priority (408.1/408.2): who may act now, what he or she may do, passing, and passing by
// itself for a player the game does not stop for (stops.ts).
import { abilitiesBanned } from "../spells/ability-bans.js";
import { controllerOf } from "../effects/control.js";
import { getCard, type CardInfo } from "../../cards/registry.js";
import { faceDownPlays, turnFaceUpPlays } from "../keywords/morph.js";
import { suspendPlays } from "../keywords/suspend.js";
import { specialActionWithin } from "../keywords/special-actions.js";
import { canAfford, enoughOfEachColor, mostOfEachColor, poolTotal, supplySize, type Cost, type ManaSupply } from "../spells/mana.js";
import { abilityCostChoices, leastManaCost, paymentWays, spellPayment, type Announced } from "../spells/costs.js";
import { offeringPlays } from "../keywords/offering.js";
import { announcedHalf, playableAs } from "../spells/split-cards.js";
import { anyControlEffect, characteristics, hasKeyword, readingState } from "../effects/characteristics.js";
import { abilityProblem, hasLegalPlay } from "../spells/playing.js";
import { handAbilityActions } from "../spells/hand-abilities.js";
import { graveyardAbilityActions } from "../spells/graveyard-abilities.js";
import { manaSources, playerSupply, type ManaSource } from "../spells/mana-abilities.js";
import { nextInTurnOrder, inGame, permanents, player, card, type Game } from "../game/game.js";
import { changesInPlace } from "../game/clone.js";
import { resolveTop } from "../spells/resolve.js";
import { stopsFor } from "./stops.js";
import { cyclingPlays } from "../keywords/cycling.js";
import { splitSecondProblem } from "../keywords/split-second.js";
import { flashbackPlays } from "../keywords/flashback.js";
import { isActive, teamHead } from "../multiplayer/two-headed-giant.js";
import type { Action, CardObject, Color, GameState, PlayerId } from "../game/types.js";
import { epicProblem } from "../keywords/epic.js";

/** 212.6?/305.2: a land may be played by the active player in a main phase with an empty stack, once a turn. */
export function landPlayProblem(s: GameState, who: PlayerId): string | null {
  if (!isActive(s, who)) return "305.2: you can play a land only during your own turn (606.6b: your team's)";
  if (s.turn.step !== "main") return "305.2: you can play a land only in a main phase";
  if (s.stack.length > 0) return "305.2: you can play a land only when the stack is empty";
  const p = player(s, who);
  if (p.landsPlayedThisTurn >= 1 + (p.additionalLandPlays ?? 0))
    return p.additionalLandPlays ? `305.2: you have already played the ${1 + p.additionalLandPlays} lands you may play this turn` : "305.2: you have already played a land this turn";
  return null;
}

/** 212.5a/212.3a/408.?: sorcery-speed spells need your main phase and an empty stack; instants don't. */
/** 203.? (?): a card with no mana cost (Ancestral Vision) can't be played by paying its mana cost: only an alternative cost or an effect plays it. */
export function noManaCost(info: CardInfo): boolean {
  return info.manaCost === "" && !info.types.includes("land") && !info.alternativeCost;
}

export function spellTimingProblem(s: GameState, who: PlayerId, c: CardObject): string | null {
  const info = getCard(c.card);
  if (info.types.includes("land")) return "212.6: a land is played, not cast as a spell";
  const splitSecond = splitSecondProblem(s);
  if (splitSecond) return splitSecond;
  const epic = epicProblem(s, who); // 502.44b
  if (epic) return epic;
  // 502.? Flash: "You may play this spell any time you could play an instant" (from the hand, where it is).
  if (info.types.includes("instant") || hasKeyword(s, c, "flash")) return null;
  return sorceryTimingProblem(s, who);
}

export function sorceryTimingProblem(s: GameState, who: PlayerId): string | null {
  if (!isActive(s, who) || s.turn.step !== "main" || s.stack.length > 0)
    return "408.1: this can be played only in your main phase when the stack is empty";
  return null;
}

/** Whether the pool plus the mana of `supply` (by default, of all the untapped mana sources) can pay. */
export function canAffordMana(s: GameState, who: PlayerId, cost: Cost, supply = playerSupply(s, who)): boolean {
  return canAfford(cost, player(s, who).manaPool, supply);
}

/** The actions a player with priority may take, each complete (mana abilities aside). */
export function priorityActions(s: GameState, who: PlayerId): Action[] {
  const out: Action[] = [{ type: "pass" }];
  plays(s, who, out, false);
  return out;
}

/** Whether the game passes for the player by itself: where it does not stop for him or her
 * (stops.ts), or, if he or she chose so, where passing is all he or she can do (found
 * without listing every play). */
export function autoPasses(s: GameState, who: PlayerId): boolean {
  if (!stopsFor(s, who)) return true;
  // Only read here: characteristics are computed once for the whole search, not per permanent.
  return player(s, who).autoPass && readingState(s, () => plays(s, who, [], true).length === 0 && !specialActionWithin(s, who));
}

/**
 * The actions other than passing, appended to `out` (a list, not a generator: a listing runs
 * at almost every priority, and resuming nested generators cost more than the checks). With
 * `first`, it stops once some play is found (each kind of play is listed whole).
 */
function plays(s: GameState, who: PlayerId, out: Action[], first: boolean): Action[] {
  const p = player(s, who);
  const landOk = landPlayProblem(s, who) === null;
  // The player's mana sources and their mana, found once for every card and ability.
  let sources: ManaSource[] | undefined;
  let supply: ManaSupply | undefined;
  let colors: Record<Color, number> | undefined; // the most mana of each color they and the pool could hold
  // Timing (212.5a, 408.1), decided once for the whole hand: only a card that is neither an
  // instant nor played at sorcery speed now asks whether it has flash.
  const anyTiming = splitSecondProblem(s) === null && epicProblem(s, who) === null;
  const sorcerySpeed = anyTiming && sorceryTimingProblem(s, who) === null;
  // Copies of one card in the hand, with nothing of their own on them, are played the same ways:
  // decided once (a hand of 250 Shocks costs one Shock), unless a way names other cards in the hand.
  const decided = new Map<string, Announced[]>();
  // Only a card whose name is in the hand more than once can be alike another.
  const names = new Set<string>();
  const repeated = new Set<string>();
  // Which keywords of the hand's cards have plays of their own, found in the same pass: most hands have none of them.
  let morph = false, suspend = false, cycling = false, offerings = false;
  for (const id of p.hand) {
    const name = card(s, id).card;
    if (names.has(name)) {
      repeated.add(name);
      continue;
    }
    names.add(name);
    const info = getCard(name);
    morph ||= !!info.morph;
    suspend ||= !!info.suspend;
    cycling ||= !!info.cycling;
    offerings ||= !!info.offering;
  }
  // 505.2: each half of a split card is its own play.
  for (const id of p.hand) {
    for (const c of playableAs(card(s, id))) {
      const info = getCard(c.card);
      if (info.types.includes("land")) {
        if (landOk) out.push({ type: "playLand", card: id });
        continue;
      }
      // Necessary and cheap first: the timing (spellTimingProblem's answer) and a mana cost to pay.
      if (!anyTiming || noManaCost(info)) continue;
      if (!sorcerySpeed && !info.types.includes("instant") && !hasKeyword(s, c, "flash")) continue;
      const key = !repeated.has(card(s, id).card) || namesOtherHandCards(info) ? undefined : sameInHand(s, c);
      let ways = key === undefined ? undefined : decided.get(key);
      if (!ways) {
        ways = [];
        sources ??= manaSources(s, who);
        supply ??= playerSupply(s, who, { sources });
        const least = leastManaCost(s, info);
        // 409.1b: each way of paying (alternative cost, additional-cost choice) is its own action.
        const most = poolTotal(p.manaPool) + supplySize(supply);
        const maxX = info.cost.x ? Math.floor((most - (least?.total ?? 0)) / info.cost.x) : undefined;
        // The ways to pay before the targets: a third of the cards asked cannot be paid for, and
        // almost every one has a legal target (block presets). Most that can't be paid for need
        // more of a color than the mana could hold: found without a search.
        if (least === undefined || (least.total <= most && (!least.colored || enoughOfEachColor(least.colored, (colors ??= mostOfEachColor(p.manaPool, supply)))))) {
          const payable = paymentWays(s, who, c, supply);
          if (payable.length > 0 && hasLegalPlay(s, who, info, id, maxX)) ways = payable;
        }
        if (key !== undefined) decided.set(key, ways);
      }
      for (const way of ways) out.push({ type: "playSpell", card: id, ...announcedHalf(c), ...way });
    }
    if (first && out.length > 0) return out;
  }
  const controlMayChange = anyControlEffect(s); // asked once, not per permanent
  for (const o of permanents(s)) {
    if ((controlMayChange ? controllerOf(s, o) : o.controller) !== who) continue;
    const c = characteristics(s, o);
    const abilities = c.abilities;
    for (let index = 0; index < abilities.length; index++) {
      const a = abilities[index]!;
      if (a.kind !== "activated") continue;
      if (c.restrictions.length > 0 && abilitiesBanned(c, false)) break; // 103.2 (Arrest)
      sources ??= manaSources(s, who);
      if (abilityProblem(s, who, o, a, sources) !== null) continue;
      for (const costs of abilityCostChoices(s, who, a.cost, o.id)) out.push({ type: "playAbility", source: o.id, ability: index, ...(costs ? { costs } : {}) });
    }
    if (first && out.length > 0) return out;
  }
  // Morph (502.26) and suspend (502.59): playing a card face down, and the special actions; the
  // hand's keywords are looked for only in a hand that holds some (each kind of play listed whole).
  const found = () => first && out.length > 0;
  if (morph) faceDownPlays(s, who, () => (supply ??= playerSupply(s, who, { sources: (sources ??= manaSources(s, who)) })), out);
  if (found()) return out;
  turnFaceUpPlays(s, who, out);
  if (found()) return out;
  if (suspend) suspendPlays(s, who, out);
  if (found()) return out;
  handAbilityActions(s, who, out);
  if (found()) return out;
  graveyardAbilityActions(s, who, out); // 403.1: "Return ~ from your graveyard to your hand"
  if (found()) return out;
  if (cycling) cyclingPlays(s, who, (sources ??= manaSources(s, who)), out); // 502.18a: from the hand
  if (found()) return out;
  flashbackPlays(s, who, out); // 502.22a: from the graveyard
  if (found()) return out;
  // 502.42a: offering, at instant speed, sacrificing a permanent of the subtype.
  if (offerings) offeringPlays(s, who, (c, offering) => !noManaCost(getCard(c.card)) && hasLegalPlay(s, who, getCard(c.card), c.id) && typeof spellPayment(s, who, c, { offering }) !== "string", out);
  return out;
}

/** A card in the hand as far as playing it goes: everything of it but its identity. */
function sameInHand(s: GameState, c: CardObject): string {
  // An object the state shares with an earlier one never changes (clone.ts): its key is kept
  // for the listings of later states, where a card usually waits in the hand for many turns.
  const shared = s.objects[c.id] === c && !changesInPlace(s, c.id);
  let key = shared ? handKeys.get(c) : undefined;
  if (key === undefined) {
    const { id: _id, timestamp: _timestamp, ...rest } = c;
    key = JSON.stringify(rest);
    if (shared) handKeys.set(c, key);
  }
  return key;
}
const handKeys = new WeakMap<CardObject, string>();

/** Whether a way of paying for the card names another card in the hand (a card removed for its alternative cost, one discarded for its additional cost). */
function namesOtherHandCards(info: CardInfo): boolean {
  const alt = info.alternativeCost;
  return !!(alt && "removeFromHand" in alt) || !!info.additionalCost?.some((o) => "discard" in o);
}

/** A player who has just played something receives priority again (409.1?); in Two-Headed
 * Giant his or her team does (606.5), through its first player. */
export function retainPriority(g: Game, who: PlayerId): void {
  g.s.priority = { player: teamHead(g.s, who), passes: 0 };
  g.s.pending = null;
}

/** 408.? : when all players pass in succession, the top of the stack resolves, or the step ends.
 * Returns whether priority only moved on to the next player. */
export function passPriority(g: Game, who: PlayerId): boolean {
  const s = g.s;
  const pr = s.priority!;
  s.pending = null;
  pr.passes += 1;
  if (pr.passes < inGame(s).length) {
    pr.player = nextInTurnOrder(s, who);
    return true;
  }
  allPassed(g);
  return false;
}

/**
 * 600.4a: priority held by a player who has left the game passes to the next player in turn
 * order who is still in it — unless everyone still in the game has already passed in succession.
 */
export function passOnPriorityOfPlayerWhoLeft(g: Game): void {
  const pr = g.s.priority!;
  if (pr.passes >= inGame(g.s).length) allPassed(g);
  else pr.player = nextInTurnOrder(g.s, pr.player);
}

function allPassed(g: Game): void {
  const s = g.s;
  s.priority = null;
  if (s.stack.length > 0) resolveTop(g);
  else s.turn.stage = "end";
}
