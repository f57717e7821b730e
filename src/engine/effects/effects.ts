// One-shot and continuous effects (416–418) as the card language describes them. Each
// returns true when done, or false when it has set a pending decision and must wait.
import { sizedByX } from "../../cards/token-keys.js";
import { revealUntilCreature } from "./reveal-until.js";
import { runCoinClash } from "./coin-clash.js";
import { addCombatAfterThisCombatPhase, addCombatAndMainAfterThisMainPhase } from "../turn/additional-phases.js";
import { handToBottomThenDraw } from "./hand-to-bottom.js";
import type { Amount, Effect, Modification, ObjectFilter } from "../../cards/language.js";
import { isCreature, layerOf } from "./characteristics.js";
import { requireBlock } from "../keywords/provoke.js";
import { addShield, dealDamage } from "./damage.js";
import { changeCard, emit, inGame, nameOf, newId, newTimestamp, permanents, player, type Game } from "../game/game.js";
import { endIfDecided, lose } from "../state-based/winning.js";
import { changeLife } from "./life.js";
import { recordLifeLost } from "./life-lost.js";
import { startCountingDamage } from "./damage-dealt.js";
import { describeTarget } from "../combat/combat.js";
import { matchesFilter } from "../spells/targets.js";
import { targetStillLegal } from "../spells/resolution-targets.js";
import { amountOf, type Resolvable } from "../spells/resolve.js";
import { turnFaceDownByEffect, turnFaceUpByEffect } from "./face-up.js";
import type { CardObject, ManaType, PhaseName, PlayerId, StepName, Target } from "../game/types.js";
import { qualitiesOf, type Source } from "../keywords/protection.js";
import { createToken, destroy, discard, draw, putIntoGraveyardFromPlay, returnToOwnersHand } from "../zones/zones.js";
import { simultaneously } from "../zones/simultaneous.js";
import { addRegenerationShield, markCantRegenerate } from "./regeneration.js";
import { attach } from "./attaching.js";
import { isEnchanted, sourceStillInPlay, sourceStillTapped, untapPermanent } from "./durations.js";
import { grantExtraTurns } from "../turn/extra-turns.js";
import { controllerOf } from "./control.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { counter } from "../spells/resolve.js";
import { cantBeCountered } from "../spells/uncounterable.js";
import { copySpell } from "../spells/spell-copies.js";
import { changeTarget } from "../spells/target-changes.js";
import { counterUnlessPaid } from "../spells/unless-pays.js";
import { playSuspended, removeTimeCounter } from "../keywords/suspend.js";
import { madnessToGraveyard, playMadness } from "../keywords/madness.js";
import { putIntoPlayAttacking } from "../keywords/ninjutsu.js";
import { copyEpicSpell } from "../keywords/epic.js";
import { removeHaunting } from "../keywords/haunt.js";
import { runSearch } from "./search.js";
import { runRadiance, runSameName } from "./radiance.js";
import { askReturns } from "./sweep.js";
import { askUntaps } from "./untap-up-to.js";
import { startSacrifice } from "./edicts.js";
import { askReturnChosen } from "./return-chosen.js";
import { conditionHolds } from "./conditions.js";
import { sacrificeUnlessPaid } from "./sacrifice-unless-paid.js";
import { payOrNot } from "./pay-or-not.js";
import { askTapOrUntap } from "./tap-or-untap.js";
import { unlessYouSacrifice } from "./unless-sacrifice.js";
import { recoverUnlessPaid } from "../keywords/recover.js";
import { runRipple } from "../keywords/ripple.js";
import { scry } from "../keywords/scry.js";
import { stormSource } from "../keywords/storm.js";
import { flipPermanent } from "./flipping.js";
import { permanentsCounted, permanentsOfThatPlayer } from "./count-permanents.js";
import { askChoice, gainProtectionFromColorChosen } from "./color-choice.js";
import { eachPlayer, runDamageEach } from "./mass-damage.js";
import { askCreatureType } from "./creature-type-choice.js";
import { targetNonbasic } from "./nonbasic-target.js";
import { targetCostCompares } from "./converted-cost.js";
import { rewardFor } from "./prevented-this-way.js";
import { addPrevention } from "./prevention.js";
import { runDamageEqual } from "./damage-equal.js";
import { redirectDamage } from "./redirection.js";
import { addShieldFromTarget, askSource } from "./source-shields.js";
import { discardAtRandom, revealAtRandom } from "./random-discard.js";
import { countsOthers, pumpEachCountingOthers } from "./pump-each-other.js";
import { controllerOfTarget } from "./controller-of-target.js";
import { isSnowSource } from "./snow.js";
import { addToPool } from "../spells/mana.js";
import { putOnBottomOfLibrary, putOnTopOfLibrary, removeGraveyard, returnAllFromGraveyards, returnToPlay, shuffleGraveyard } from "./graveyard-cards.js";
import { regenerateEach, removeTargetFromGame } from "./removal.js";
import { skipNextCombatPhase } from "../turn/skip-phases.js";
import { skipNextTurn } from "../turn/extra-turns.js";
import { revealedToBottom, revealUntil, topCards } from "./top-cards.js";
import { libraryToGraveyard, lookAtTopPutOneInHand, movedCardsValue, orderTopOfLibrary, revealTopOfLibrary } from "./library-top.js";
import { lookAtTopOfLibrary, revealTopToHandIf, topCardTo } from "./library-look.js";
import { returnSelfFromGraveyard } from "../spells/graveyard-abilities.js";
import { damagedThisTurnBy, markRemovedIfDies } from "./removed-if-dies.js";
import { removeAllWithSameName } from "./remove-named.js";
import { removeFromCombatEffect } from "./combat-removal.js";
import { askCardName, discardNamed } from "./naming.js";
import { exchangeControl } from "./exchange-control.js";
import { exchangeLife } from "./exchange-life.js";
import { cantLose, cantLoseThisTurn } from "./cant-lose.js";
import { shuffleLibrary } from "./shuffle-library.js";
import { chooseFromHand, drawPerCardInHand, lookAtHand, putFromHand, revealCardsFromHand, revealHand } from "./hands.js";
import { handToTop } from "./hand-to-top.js";
import { imprintFromHand, imprintTarget, playImprintedCopy, tokenCopyOfImprinted } from "./imprint.js";
import { shuffleSelfIntoLibrary } from "./shuffle-self.js";
import { returnSelfToHand } from "./return-self.js";
import { agree, numbered, possessive } from "../view/wording.js";
import { runCoinFlip } from "./coin-flip.js";
import { runSetLife } from "./set-life.js";
import { eachPlayerDraws, startEachDiscard } from "./each-player.js";
import { returnCombatants } from "./combatants.js";
import { winGame } from "./win-game.js";
import { loseLifeEqualToDamage } from "./damage-this-turn.js";
import { putCountersOnEach } from "./counters-each.js";
import { removeCountersFrom } from "./remove-counters.js";
import { andSharingACreatureType } from "./type-sharers.js";
import { unlessYouDiscard } from "./unless-discard.js";
import { removeAndReturn } from "./flicker.js";
import { removeAtEndOfTurn } from "./token-removal.js";
import { discardAllMatching } from "./discard-all.js";
import { addEffect } from "./effect-list.js";
import { becameTapped } from "../spells/tap-triggers.js";

/** Runs a branch's effects (a condition's, a payment's, a coin flip's outcome) from the place
 * kept in `branchPart`: an effect may pause for a player's decision (a discard, a sacrifice) or
 * a choice among replacement effects (419.9), and the resolution carries on from there once it
 * is answered (`effectDecisionDone` moves past it, or, when the effect keeps its own place in
 * `part`, runs it again from that place). Once all have run, the branch's progress is cleared. */
export function runBranch(g: Game, r: Resolvable, list: readonly Effect[]): boolean {
  const progress = g.s.resolving!;
  for (let k = progress.branchPart ?? 0; k < list.length; k++) {
    progress.branchPart = k;
    if (!runEffect(g, r, list[k]!)) return false;
  }
  delete progress.branchPart;
  delete progress.branch;
  return true;
}

export function runEffect(g: Game, r: Resolvable, e: Effect): boolean {
  const s = g.s;
  const n = (a: Amount) => amountOf(r, a);
  switch (e.do) {
    case "damage": {
      startCountingDamage(s, r.effects);
      if (e.divided && typeof e.to === "object" && "target" in e.to) {
        // 409.1d: the division announced (or an even split, rounded down) stands; targets
        // that became illegal get nothing, the others their share (413.2a).
        const group = groupIndices(r, e.to.target);
        const progress = s.resolving!;
        for (let k = progress.part ?? 0; k < group.length; k++) {
          const t = legalTarget(g, r, group[k]!);
          const amount = e.divided === "evenly" ? Math.floor(n(e.amount) / group.length) : r.division[k]!;
          if (!t) continue;
          progress.part = k + 1; // a replacement decision (419.9) may pause it here
          if (!dealDamage(g, damageSource(r), t, amount, "resolution")) return false;
        }
        delete progress.part;
        return true;
      }
      const to = e.to === "thatPlayer" || (typeof e.to === "object" && "controllerOf" in e.to) ? playerRef(g, r, e.to) : null;
      const t = e.to === "you" ? { player: r.controller } : e.to === "thatPlayer" || (typeof e.to === "object" && "controllerOf" in e.to) ? to && { player: to } : e.to === "self" ? selfInPlay(g, r) : e.to === "enchanted" ? enchantedInPlay(g, r) : legalTarget(g, r, e.to.target);
      return t ? dealDamage(g, damageSource(r), t, n(e.amount), "resolution", false, e.unpreventable) : true;
    }
    case "damageEach":
      return runDamageEach(g, r, e);
    case "preventAll":
      // "to up to two target creatures" (Redeem): an effect on each target chosen for the word.
      if (typeof e.to === "object" && "target" in e.to && typeof e.to.target === "number") for (const i of groupIndices(r, e.to.target)) addPrevention(g, r, { ...e, to: { target: i } });
      else addPrevention(g, r, e);
      return true;
    case "damageEqual":
      return runDamageEqual(g, r, e);
    case "shieldFromChosenSource":
      return askSource(g, r, e);
    case "preventNextFrom":
      addShieldFromTarget(g, r, e);
      return true;
    case "redirectDamage":
      return redirectDamage(g, r, e, (ref) => (ref === "self" ? selfInPlay(g, r) : legalTarget(g, r, ref.target)));
    case "preventDamage": {
      if (e.to === "eachCreatureAndPlayer") {
        // Kitsune Palliator: a shield of its own on each creature and each player as it resolves (601.2d: within range).
        const each: Target[] = [...inGame(s).filter((p) => inRange(s, r.controller, p.id)).map((p) => ({ player: p.id })), ...reachable(g, r).filter((o) => isCreature(s, o)).map((o) => ({ object: o.id }))];
        for (const t of each) addShield(g, t, n(e.amount), r.name);
        return true;
      }
      const t = e.to === "you" ? { player: r.controller } : e.to === "self" ? selfInPlay(g, r) : legalTarget(g, r, e.to.target);
      if (t) addShield(g, t, n(e.amount), r.name, rewardFor(e.perPrevented, r.controller, t));
      return true;
    }
    case "gainLife": {
      const who = playerRef(g, r, e.player);
      if (!who) return true;
      const life = changeLife(g, who, n(e.amount));
      emit(g, { type: "gainLife", text: `${player(s, who).name} gains ${n(e.amount)} life.`, data: { player: who, amount: n(e.amount), life } });
      return true;
    }
    case "draw": {
      if (e.player === "each") return eachPlayerDraws(g, r, n(e.amount as Amount));
      const who = playerRef(g, r, e.player);
      const count = typeof e.amount === "object" && "perPermanent" in e.amount ? permanentsCounted(g, r.controller, e.amount.perPermanent) : typeof e.amount === "object" && "thatCard" in e.amount ? movedCardsValue(s) : n(e.amount);
      return who ? draw(g, who, count, "resolution") : true;
    }
    case "discard": {
      if (e.player === "each" || e.player === "eachOpponent") return startEachDiscard(g, r, n(e.amount), e.player === "eachOpponent");
      const who = playerRef(g, r, e.player);
      if (!who) return true;
      const hand = player(s, who).hand;
      const count = n(e.amount);
      if (count === 0) return true;
      if (e.random) return discardAtRandom(g, who, count);
      if (hand.length <= count) {
        for (const id of [...hand]) discard(g, id);
        return true;
      }
      s.pending = { kind: "discard", player: who, count, reason: "effect" };
      return false;
    }
    case "modifyPT": {
      // 409.1c: "up to five target creatures each get -1/-1": every target of the word still legal.
      const ts = e.object === "self" ? [selfInPlay(g, r)] : e.object === "thatCreature" ? [thatInPlay(g, r)] : e.object === "enchanted" ? [enchantedInPlay(g, r)] : groupIndices(r, e.object.target).map((i) => legalTarget(g, r, i));
      const [power, toughness] = [n(e.power), n(e.toughness)];
      for (const t of ts) {
        if (!t || !("object" in t)) continue;
        addEffect(s, {
          id: s.nextEffectId++,
          timestamp: newTimestamp(s),
          layer: 6,
          sublayer: "b",
          affects: [t.object],
          modification: { kind: "modifyPT", power, toughness },
          duration: e.duration,
          source: { id: r.source, name: r.name, controller: r.controller },
        });
        emit(g, { type: "modifyPT", text: `${describeTarget(s, t)} gets ${sign(power)}/${sign(toughness)} until end of turn.`, data: { object: t.object, power, toughness } });
      }
      return true;
    }
    case "addMana": {
      // "that player adds {G}" (Tangleroot): the player the trigger event named, if still in the game (404.1).
      const who = e.player ? playerRef(g, r, e.player) : r.controller;
      if (!who) return true;
      const p = player(s, who);
      // Rite of Flame: "for each card named ~ in each graveyard", counted as it resolves (413.2).
      const times = e.each ? n(e.each) : 1;
      addToPool(p.manaPool, [...e.mana.repeat(times)] as ManaType[], isSnowSource(s, r.source));
      return true;
    }
    case "addManaOfChoice":
    case "addManaOfChosenColor":
      throw new Error("406.1: only a mana ability chooses its mana, and it resolves as it is played (mana-abilities.ts)");
    case "loseLife": {
      // 601.2: "each other player" means those within the controller's range of influence.
      const losers = typeof e.player === "string" && e.player !== "you" && e.player !== "thatPlayer" ? eachPlayer(g, r.controller, e.player) : [playerRef(g, r, e.player)];
      // "each opponent loses 1 life for each creature he or she controls" (Netherborn Phalanx): each loser's own permanents.
      const own = typeof e.amount === "object" && "perEach" in e.amount && "whose" in e.amount && e.amount.whose === "theirOwn" ? e.amount : undefined;
      for (const who of losers) {
        if (!who) continue;
        const amount = own ? own.perEach * permanentsOfThatPlayer(s, who, own.count) : n(e.amount);
        const life = changeLife(g, who, -amount);
        recordLifeLost(s, r.effects, amount);
        emit(g, { type: "loseLife", text: `${player(s, who).name} loses ${amount} life.`, data: { player: who, amount, life } });
      }
      return true;
    }
    case "doubleLife": {
      // The life total becomes twice what it is: that much life is gained (or, below 0, lost) as a change of life (changeLife).
      const who = playerRef(g, r, e.player);
      if (!who) return true;
      const by = player(s, who).life;
      if (by === 0) return true;
      const life = changeLife(g, who, by);
      if (by > 0) emit(g, { type: "gainLife", text: `${player(s, who).name} gains ${by} life.`, data: { player: who, amount: by, life } });
      else emit(g, { type: "loseLife", text: `${player(s, who).name} loses ${-by} life.`, data: { player: who, amount: -by, life } });
      return true;
    }
    case "loseGame": {
      // 102.3: an effect may say a player loses the game; he or she loses at once (the game may end here, 102.2a).
      const who = playerRef(g, r, e.player);
      if (!who || player(s, who).outcome !== "playing" || cantLose(s, who)) return true; // Angel's Grace (effects/cant-lose.ts)
      emit(g, { type: "effectLoss", text: `${player(s, who).name} loses the game (${r.name}).`, data: { player: who, source: r.source } });
      lose(g, who, `102.3: ${r.name}`);
      endIfDecided(g);
      return true;
    }
    case "destroy": {
      const by = `destroyed by ${r.name}`;
      if (typeof e.object === "object" && "all" in e.object) {
        // "Destroy all creatures": those in play as it resolves, destroyed at once.
        const all = e.object.all;
        // "Destroy all enchantments target player controls": that player's, if the target is still legal (413.2a).
        const owner = e.controlledBy ? playerRef(g, r, e.controlledBy) : undefined;
        if (owner === null) return true;
        // "Destroy all other creatures": not the permanent whose ability it is.
        const doomed = reachable(g, r).filter((o) => matchesFilter(s, o, all, r.controller, r.x, r.spellCost) && !(all.other && o.id === r.source) && (!owner || controllerOf(s, o) === owner));
        simultaneously(g, () => doomed.forEach((o) => destroy(g, o.id, by, !e.noRegeneration))); // 410.10d
        return true;
      }
      const targets = objectRefs(g, r, e.object);
      simultaneously(g, () => targets.forEach((t) => destroy(g, t, by, !e.noRegeneration)));
      return true;
    }
    case "removedIfDiesThisTurn": {
      // 419.6 (effects/removed-if-dies.ts): "dealt damage this way" is the damage this spell's earlier effects dealt (a spell is a new object each time it is played, 217.1c).
      const ids = e.object === "damagedThisWay" ? damagedThisTurnBy(s, damageSource(r).id) : objectRefs(g, r, e.object);
      markRemovedIfDies(s, ids.filter((id) => isCreature(s, s.objects[id] as CardObject)), r.name);
      return true;
    }
    case "cantRegenerateThisTurn": {
      // 419.6b: as "removedIfDiesThisTurn", the creatures this resolution names or dealt damage, marked for the rest of the turn.
      const ids = e.object === "damagedThisWay" ? damagedThisTurnBy(s, damageSource(r).id) : objectRefs(g, r, e.object);
      markCantRegenerate(s, ids.filter((id) => isCreature(s, s.objects[id] as CardObject)));
      return true;
    }
    case "removeAllWithSameName":
      removeAllWithSameName(g, r, e.object.target);
      return true;
    case "skipNextUntapOf": {
      const who = playerRef(g, r, e.player);
      if (who) {
        const p = player(s, who);
        p.skipsNextUntap = [...new Set([...(p.skipsNextUntap ?? []), ...e.types])];
        emit(g, { type: "skipNextUntap", text: `The ${e.types.map((t) => `${t}s`).join(" and ")} ${p.name} controls don't untap during ${possessive(p.name)} next untap step.`, data: { player: who, types: e.types } });
      }
      return true;
    }
    case "loseLifeEqualToDamageThisTurn": {
      const who = playerRef(g, r, e.player);
      if (who) loseLifeEqualToDamage(g, who, r.name);
      return true;
    }
    case "winGame":
      winGame(g, r.controller, r.name);
      return true;
    case "skipCombatPhase": {
      const who = playerRef(g, r, e.player);
      if (who) skipNextCombatPhase(g, who);
      return true;
    }
    case "skipTurn":
      skipNextTurn(g, r.controller);
      return true;
    case "regenerate": {
      if (e.object === "enchanted" || (typeof e.object === "object" && "all" in e.object)) {
        regenerateEach(g, r, e.object);
        return true;
      }
      const t = objectRef(g, r, e.object);
      if (t) addRegenerationShield(g, t, r.name);
      return true;
    }
    case "blockIfAble": {
      const t = objectRef(g, r, e.object);
      if (t) requireBlock(g, s.objects[t] as CardObject, r.source);
      return true;
    }
    case "tap":
    case "untap": {
      const all = typeof e.object === "object" && "all" in e.object ? e.object.all : undefined;
      const that = e.object === "thatCreature" ? thatInPlay(g, r) : null;
      // "Target player untaps all basic lands he or she controls": that player's only (none if the target is gone, 413.2a).
      const whose = e.do === "untap" && e.player ? playerRef(g, r, e.player) : undefined;
      const affected = all ? reachable(g, r).filter((o) => matchesFilter(s, o, all, r.controller, r.x) && !(all.other && o.id === r.source) && (whose === undefined || controllerOf(s, o) === whose)).map((o) => o.id) : e.object === "thatCreature" ? (that && "object" in that ? [that.object] : []) : objectRefs(g, r, e.object as Exclude<typeof e.object, { all: unknown } | "thatCreature">);
      for (const t of affected) {
        const o = s.objects[t] as CardObject;
        const was = o.tapped;
        if (e.do === "tap") changeCard(s, t).tapped = true;
        else untapPermanent(g, t);
        emit(g, { type: e.do, text: `${nameOf(o)} becomes ${e.do === "tap" ? "tapped" : "untapped"}.`, data: { object: t } });
        if (e.do === "tap" && !was) becameTapped(g, [t]);
      }
      return true;
    }
    case "exchangeControl":
      exchangeControl(g, r, e);
      return true;
    case "cantLoseThisTurn":
      cantLoseThisTurn(s, r.controller);
      emit(g, { type: "cantLose", text: `${r.name}: ${player(s, r.controller).name} can't lose the game this turn and his or her opponents can't win it.`, data: { player: r.controller } });
      return true;
    case "lifeFloorThisTurn":
      // 419.6: a replacement effect on the damage dealt to the player for the rest of the turn (effects/life-floor.ts).
      (s.turn.lifeFloors ??= []).push({ player: r.controller, floor: e.floor, source: r.name });
      emit(g, { type: "lifeFloor", text: `${r.name}: until end of turn, damage can't reduce ${player(s, r.controller).name}'s life total below ${e.floor}.`, data: { player: r.controller, floor: e.floor } });
      return true;
    case "exchangeLife":
      exchangeLife(g, r, e);
      return true;
    case "revealUntilCreatureIntoPlay":
      return revealUntilCreature(g, r, e);
    case "coinClash":
      return runCoinClash(g, r, e);
    case "additionalCombat":
      // 300.7: "after this phase": a combat phase directly after the current combat phase (the turn then resumes with the postcombat main phase).
      if (addCombatAfterThisCombatPhase(s)) emit(g, { type: "additionalPhases", text: `${r.name}: after this phase, there is an additional combat phase.`, data: { phases: s.turn.additionalPhases!.phases } });
      return true;
    case "additionalCombatAndMain": {
      // 300.7: after this main phase (the turn resumes with the step after it).
      const following: [PhaseName, StepName] = s.turn.phase === "precombatMain" ? ["combat", "beginningOfCombat"] : ["end", "endOfTurn"];
      if (addCombatAndMainAfterThisMainPhase(s, following)) emit(g, { type: "additionalPhases", text: `${r.name}: after this main phase, there is an additional combat phase followed by an additional main phase.`, data: { phases: s.turn.additionalPhases!.phases } });
      return true;
    }
    case "nameCard":
      return askCardName(g, r, e);
    case "discardNamed":
      return discardNamed(g, r, e);
    case "removeFromCombat": {
      const id = objectRef(g, r, e.object);
      if (id) removeFromCombatEffect(g, id);
      return true;
    }
    case "turnFaceUp":
      turnFaceUpByEffect(g, r, objectRefs(g, r, e.object));
      return true;
    case "turnFaceDown":
      turnFaceDownByEffect(g, r, objectRefs(g, r, e.object));
      return true;
    case "doesntUntapNext": {
      const t = e.object === "thatCreature" ? thatInPlay(g, r) : { object: objectRef(g, r, e.object) };
      const id = t && "object" in t ? t.object : null;
      if (!id) return true;
      changeCard(s, id).skipsNextUntap = true;
      emit(g, { type: "doesntUntapNext", text: `${nameOf(s.objects[id] as CardObject)} doesn't untap during its controller's next untap step.`, data: { object: id } });
      return true;
    }
    case "changeText": {
      // 418.6: its controller chooses the words as it resolves (see chooseWord).
      const t = legalTarget(g, r, e.object.target);
      if (!t || !("object" in t)) return true;
      s.pending = { kind: "changeText", player: r.controller, object: t.object, words: e.words, ...(e.notTo ? { notTo: e.notTo } : {}) };
      return false;
    }
    case "putCounters": {
      // 409.1d: divided counters go to each target still legal by the announced share (413.2a).
      const n = amountOf(r, e.amount);
      const shares = typeof e.object === "string" ? [{ ref: e.object, amount: n }] : groupIndices(r, e.object.target).map((i, k) => ({ ref: { target: i }, amount: e.divided ? r.division[k]! : n }));
      for (const { ref, amount } of shares) {
        const t = objectRef(g, r, ref);
        if (!t || amount <= 0) continue; // "X counters" with X 0: none
        const o = changeCard(s, t);
        o.counters = { ...o.counters, [e.counter]: (o.counters?.[e.counter] ?? 0) + amount };
        emit(g, { type: "putCounters", text: `${amount} ${e.counter} ${agree(amount, "counter")} are put on ${nameOf(o)}.`, data: { object: t, counter: e.counter, amount } });
      }
      return true;
    }
    case "putCountersOnEach":
      return putCountersOnEach(g, r, e);
    case "removeCounters": {
      const id = objectRef(g, r, e.object);
      if (id) removeCountersFrom(g, id, e.counter, e.amount);
      return true;
    }
    case "discardAllMatching":
      discardAllMatching(g, r, e);
      return true;
    case "gainProtectionFromChosenColor":
    case "discardAllOfChosenColor":
    case "chooseColor":
      return askChoice(g, r, "color");
    case "gainProtectionFromColorChosen":
      gainProtectionFromColorChosen(g, r, e.object);
      return true;
    case "becomesChosenCreatureType":
      return askChoice(g, r, "creatureType");
    case "forChosenCreatureType":
      return askCreatureType(g, r, e.each === true);
    case "flip":
      flipPermanent(g, r.source);
      return true;
    case "sacrificeSelf": {
      // Only the permanent's controller can sacrifice it: the ability's controller, if it still controls its source.
      if (selfControlledInPlay(g, r)) putIntoGraveyardFromPlay(g, r.source, `sacrificed (${r.name})`);
      return true;
    }
    case "sacrificeSelfThenDamage": {
      // "sacrifice ~. If you do, ~ deals N damage to that player" (Booby Trap): if its source has
      // left play or another player controls it, it isn't sacrificed, and no damage is dealt.
      const t = selfInPlay(g, r);
      if (!t || !("object" in t) || controllerOf(s, s.objects[t.object] as CardObject) !== r.controller) return true;
      putIntoGraveyardFromPlay(g, t.object, `sacrificed (${r.name})`);
      // "... to that creature" (Flame-Kin War Scout): the creature the event named, if it is still in play (413.2: the source as it last existed deals it).
      if (e.to === "thatCreature") {
        const creature = thatInPlay(g, r);
        return creature ? dealDamage(g, damageSource(r), creature, e.amount, "resolution") : true;
      }
      const to = r.triggerPlayer && player(s, r.triggerPlayer).outcome === "playing" ? r.triggerPlayer : null;
      return to ? dealDamage(g, damageSource(r), { player: to }, e.amount, "resolution") : true;
    }
    case "haunt": {
      // 502.51a: the card the ability's source became (217.1c) is removed from the game haunting the target.
      const t = legalTarget(g, r, e.object.target);
      if (t && "object" in t) removeHaunting(g, r.self.id, t.object);
      return true;
    }
    case "moveCounterOntoIt": {
      // Graft: from this permanent (still in play, with such a counter) onto "that creature" (still in play).
      const from = selfInPlay(g, r);
      const onto = r.subject ? s.objects[r.subject] : undefined;
      if (!from || !("object" in from) || onto?.kind !== "card" || onto.zone !== "play") return true;
      const source = changeCard(s, from.object);
      if (!source.counters?.[e.counter]) return true;
      source.counters = { ...source.counters, [e.counter]: source.counters[e.counter]! - 1 };
      if (source.counters[e.counter] === 0) delete source.counters[e.counter];
      if (Object.keys(source.counters).length === 0) delete source.counters;
      const target = changeCard(s, onto.id);
      target.counters = { ...target.counters, [e.counter]: (target.counters?.[e.counter] ?? 0) + 1 };
      emit(g, { type: "moveCounter", text: `A ${e.counter} counter is moved from ${nameOf(source)} onto ${nameOf(target)}.`, data: { from: source.id, to: target.id, counter: e.counter } });
      return true;
    }
    case "putSourceCounters": {
      // 413.2: the counters the ability's source had as it last existed (Modular).
      const a = s.objects[r.id];
      const amount = a?.kind === "ability" ? (a.source.counters?.[e.counter] ?? 0) : 0;
      const t = objectRef(g, r, e.object);
      if (!t || amount === 0) return true;
      const o = changeCard(s, t);
      o.counters = { ...o.counters, [e.counter]: (o.counters?.[e.counter] ?? 0) + amount };
      emit(g, { type: "putCounters", text: `${amount} ${e.counter} ${agree(amount, "counter")} are put on ${nameOf(o)} (${r.name}).`, data: { object: t, counter: e.counter, amount } });
      return true;
    }
    case "modifyPTAll": {
      const affected = reachable(g, r).filter((o) => !(e.other && o.id === r.source) && matchesFilter(s, o, e.filter, r.controller)).map((o) => o.id);
      if (countsOthers(e)) return pumpEachCountingOthers(g, r, e, affected);
      const [power, toughness] = [n(e.power as Amount), n(e.toughness as Amount)]; // counted once, not per creature (countsOthers is false)
      addEffect(s, {
        id: s.nextEffectId++,
        timestamp: newTimestamp(s),
        layer: 6,
        sublayer: "b",
        affects: affected,
        modification: { kind: "modifyPT", power, toughness },
        duration: e.duration,
        source: { id: r.source, name: r.name, controller: r.controller },
      });
      emit(g, { type: "modifyPT", text: `${numbered(affected.length, "creature")} get ${sign(power)}/${sign(toughness)} until end of turn.`, data: { objects: affected, power, toughness } });
      return true;
    }
    case "attach": {
      const t = legalTarget(g, r, e.object.target);
      const self = selfInPlay(g, r);
      if (t && "object" in t && self && "object" in self) attach(g, self.object, t.object);
      return true;
    }
    case "becomes": {
      let affected =
        typeof e.object === "object" && "all" in e.object
          ? reachable(g, r).filter((o) => matchesFilter(s, o, (e.object as { all: ObjectFilter }).all, r.controller, r.x) && !((e.object as { all: { other?: true } }).all.other && o.id === r.source)).map((o) => o.id)
          : typeof e.object === "object" && "andSharingACreatureType" in e.object
            ? andSharingACreatureType(g, r, objectRef(g, r, e.object.andSharingACreatureType))
            : objectRefs(g, r, e.object as "self" | { target: number }); // every target of an "up to N" word (409.1c)
      // 418.?: an effect lasting as long as its source remains tapped does nothing if its source
      // untapped or left play before it resolved: the duration is already over.
      if (e.duration === "whileSourceTapped" && !sourceStillTapped(s, r.source)) return true;
      if (e.duration === "whileSourceInPlay" && !sourceStillInPlay(s, r.source)) return true;
      // Likewise "as long as that creature is enchanted": it begins only for an enchanted one.
      if (e.duration === "whileEnchanted") {
        affected = affected.filter((id) => isEnchanted(s, id));
        if (affected.length === 0) return true;
      }
      // "becomes an X/X artifact creature" (Chimeric Coils): the X announced, fixed as it resolves (409.1b).
      const modifications: Modification[] = e.xSized ? [...e.modifications, { kind: "setPT", power: r.x ?? 0, toughness: r.x ?? 0 }] : e.modifications;
      for (const modification of modifications) {
        const { layer, sublayer } = layerOf(modification, true);
        addEffect(s, {
          id: s.nextEffectId++,
          timestamp: newTimestamp(s),
          layer,
          ...(sublayer ? { sublayer } : {}),
          affects: affected,
          modification,
          duration: e.duration,
          ...(e.whileCounter ? { whileCounter: e.whileCounter } : {}),
          source: { id: r.source, name: r.name, controller: r.controller },
        });
      }
      const how = e.whileCounter ? ` for as long as it has a ${e.whileCounter} counter on it` : { endOfTurn: " until end of turn", permanent: "", whileSourceTapped: ` for as long as ${r.name} remains tapped`, whileEnchanted: " for as long as enchanted", whileSourceInPlay: ` for as long as ${r.name} remains in play`, endOfCombat: " until end of combat" }[e.duration];
      emit(g, { type: "becomes", text: `${r.name}: ${numbered(affected.length, "permanent")} change${how}.`, data: { objects: affected } });
      return true;
    }
    case "giveControl": {
      const o = objectRef(g, r, e.object);
      const to = playerRef(g, r, e.player);
      if (!o || !to) return true;
      // Layer 2: the effect gives control to the player it names, recorded as its controller
      // (control.ts gives control to the latest layer-2 effect's controller).
      addEffect(s, {
        id: s.nextEffectId++,
        timestamp: newTimestamp(s),
        layer: 2,
        affects: [o],
        modification: { kind: "gainControl" },
        duration: "permanent",
        source: { id: r.source, name: r.name, controller: to },
      });
      return true;
    }
    case "createTokens": {
      // "under target opponent's control": that player, if the target is still legal.
      const controller = e.controller ? playerRef(g, r, e.controller) : r.controller;
      if (!controller) return true;
      // 216, 409.1b: an X/X token is made the size of the X announced.
      const key = sizedByX(e.token, r.x);
      // The number is counted once, before any token is made: "X Rat tokens, where X is the
      // number of Rats you control" (Marrow-Gnawer) counts the Rats as the effect begins, not
      // the tokens it makes (counted again each time, it never ended).
      const count = n(e.amount);
      for (let i = 0; i < count; i++) {
        const token = createToken(g, key, controller);
        if (e.removeAtEndOfTurn) removeAtEndOfTurn(g, r, token.id);
      }
      return true;
    }
    case "delayed": {
      const { colors, types, subtypes } = qualitiesOf(s, r.self.source);
      s.delayed = [...s.delayed, { id: newId(s), controller: r.controller, source: { id: r.source, name: r.name, controller: r.controller, owner: r.controller, power: 0, toughness: 0, colors, types, subtypes }, text: e.text, at: e.at, effects: e.effects, ...(r.subject ? { subject: r.subject } : {}) }];
      return true;
    }
    case "whenPutIntoGraveyardThisTurn": {
      // 404.?: a delayed ability watching the target as it is now (a new object after a zone change is another, 217.1c).
      const [subject] = objectRefs(g, r, e.object);
      if (subject === undefined) return true;
      const { colors, types, subtypes } = qualitiesOf(s, r.self.source);
      s.delayed = [...s.delayed, { id: newId(s), controller: r.controller, source: { id: r.source, name: r.name, controller: r.controller, owner: r.controller, power: 0, toughness: 0, colors, types, subtypes }, text: e.text, at: "putIntoGraveyardThisTurn", effects: e.effects, subject }];
      return true;
    }
    case "returnToHand":
      if (typeof e.object === "object" && "all" in e.object) {
        // "Return all creatures to their owners' hands": those in play as it resolves, at once.
        const all = e.object.all;
        for (const id of reachable(g, r).filter((o) => matchesFilter(s, o, all, r.controller, r.x)).map((o) => o.id)) returnToOwnersHand(g, id);
        return true;
      }
      for (const t of objectRefs(g, r, e.object)) returnToOwnersHand(g, t);
      return true;
    case "poison": {
      const who = e.player === "defendingPlayer" ? s.combat?.attackers.find((a) => a.attacker === r.source)?.defender : playerRef(g, r, e.player);
      if (!who || player(s, who).outcome !== "playing") return true;
      const p = player(s, who);
      p.poison = (p.poison ?? 0) + e.amount;
      emit(g, { type: "poison", text: `${p.name} gets ${numbered(e.amount, "poison counter")} (${p.poison} in all).`, data: { player: who, amount: e.amount, poison: p.poison } });
      return true;
    }
    case "may": {
      // Accepted (answerMay): its effects run from here; a draw may pause for a choice among
      // replacement effects (419.9), and `branchPart` keeps the place, as in a conditional.
      const progress = s.resolving!;
      if (progress.branch !== undefined) return runBranch(g, r, progress.branch ? e.effects : (e.otherwise ?? []));
      // Its controller chooses as it resolves; the answer (see answerMay) carries on from here.
      // "Its controller may draw a card" (Synapse Sliver): the player the trigger event names
      // chooses, if he or she is still in the game (404.1).
      const chooser = e.player ? playerRef(g, r, e.player) : r.controller;
      if (!chooser) return true;
      // "You may sacrifice ~. If you do, ...": a permanent that has left play, or that another player now controls, can't be sacrificed by you, so nothing is done.
      if (e.ifYouDo && !selfControlledInPlay(g, r)) return true;
      s.pending = { kind: "may", player: chooser, prompt: `${r.name}: you may ${e.text}. Do you?` };
      return false;
    }
    case "drawShield": {
      (s.drawShields ??= []).push({ id: newTimestamp(s), player: r.controller, source: { id: r.source, name: r.name }, text: e.text, effects: e.effects });
      emit(g, { type: "drawShield", text: `The next time ${player(s, r.controller).name} would draw a card this turn, instead ${e.text} (${r.name}).`, data: { player: r.controller } });
      return true;
    }
    case "takeDraws": {
      const who = playerRef(g, r, e.player);
      if (!who) return true;
      const text = `${player(s, who).name} skips that draw and ${player(s, r.controller).name} draws a card`;
      (s.drawShields ??= []).push({ id: newTimestamp(s), player: who, source: { id: r.source, name: r.name }, text, effects: [], drawsInstead: r.controller });
      emit(g, { type: "drawShield", text: `Until end of turn, if ${player(s, who).name} would draw a card, instead ${text} (${r.name}).`, data: { player: who, drawsInstead: r.controller } });
      return true;
    }
    case "extraTurns": {
      const who = playerRef(g, r, e.player);
      if (who) grantExtraTurns(g, who, e.amount);
      return true;
    }
    case "changeTarget": {
      const t = objectRef(g, r, e.object);
      return t ? changeTarget(g, r, t) : true;
    }
    case "copySpell": {
      const t = e.object === "source" ? stormSource(s, r) : objectRef(g, r, e.object);
      return t ? copySpell(g, r, t) : true;
    }
    case "sacrificeUnlessPays":
      return sacrificeUnlessPaid(g, r, e.cost, e.perCounter);
    case "mayPay":
    case "unlessYouPay":
      return payOrNot(g, r, e);
    case "tapOrUntap":
      return askTapOrUntap(g, r, e);
    case "unlessYouSacrifice":
      return unlessYouSacrifice(g, r, e);
    case "unlessYouDiscard":
      return unlessYouDiscard(g, r, e);
    case "recover":
      return recoverUnlessPaid(g, r, e.cost);
    case "ripple":
      return runRipple(g, r, e.count);
    case "scry":
      return scry(g, r, e.amount);
    case "counter": {
      const t = objectRef(g, r, e.object);
      if (t && cantBeCountered(s, s.objects[t]!)) {
        // 414: it stays on the stack; "unless its controller pays" asks nothing then.
        emit(g, { type: "notCountered", text: `${nameOf(s.objects[t] as CardObject)} can't be countered (${possessive(r.name)} counter effect does nothing to it, 414).`, data: { object: t } });
        return true;
      }
      if (t && e.unlessPays !== undefined) return counterUnlessPaid(g, r, t, e.unlessPays);
      if (t) counter(g, s.objects[t]!, `by ${r.name}`, "414");
      return true;
    }
    case "removeTimeCounter":
      return removeTimeCounter(g, r);
    case "playSuspended":
      return playSuspended(g, r);
    case "playMadness":
      return playMadness(g, r);
    case "madnessToGraveyard":
      return madnessToGraveyard(g, r);
    case "putIntoPlayAttacking":
      return putIntoPlayAttacking(g, r);
    case "copyEpicSpell":
      return copyEpicSpell(g, r, e.epic);
    case "search":
      return runSearch(g, r, e);
    case "radiance":
      return runRadiance(g, r, e);
    case "sameName":
      return runSameName(g, r, e);
    case "returnAnyNumber":
      return askReturns(g, r, e);
    case "untapUpTo":
      return askUntaps(g, r, e);
    case "sacrifice":
      return startSacrifice(g, r, e);
    case "returnChosen":
      return askReturnChosen(g, r, e);
    case "additionalLandPlays": {
      const p = player(s, r.controller);
      p.additionalLandPlays = (p.additionalLandPlays ?? 0) + e.amount;
      emit(g, { type: "additionalLandPlays", text: `${p.name} may play ${numbered(e.amount, "additional land")} this turn (305.2).`, data: { player: r.controller, amount: e.amount } });
      return true;
    }
    case "conditional": {
      // "... instead if [condition]" (Hellbent): the condition is checked once, as it resolves;
      // `branch` and `branchPart` keep the place if an effect pauses for a decision.
      const progress = s.resolving!;
      progress.branch ??= conditionHolds(
        s,
        e.if,
        r.controller,
        r.source,
        undefined,
        (i) => {
          const t = r.targets[i];
          return t && "player" in t ? t.player : undefined;
        },
        (i) => targetNonbasic(g, r, i),
        (c) => targetCostCompares(s, r, c),
      );
      return runBranch(g, r, progress.branch ? e.effects : e.otherwise);
    }
    case "libraryToGraveyard":
      return libraryToGraveyard(g, r, e);
    case "orderTopOfLibrary":
      return orderTopOfLibrary(g, r, e);
    case "handToBottomThenDraw":
      return handToBottomThenDraw(g, r, e);
    case "lookAtTopOfLibrary":
      return lookAtTopOfLibrary(g, r, e);
    case "topCardTo":
      return topCardTo(g, r, e);
    case "revealTopToHandIf":
      return revealTopToHandIf(g, r, e);
    case "returnAllFromGraveyards":
      return returnAllFromGraveyards(g, r, e);
    case "returnSelfFromGraveyard":
      returnSelfFromGraveyard(g, r, e.enchanting);
      return true;
    case "revealTopOfLibrary":
      return revealTopOfLibrary(g, r, e);
    case "lookAtTopPutOneInHand":
      return lookAtTopPutOneInHand(g, r, e);
    case "topCards":
      return topCards(g, r, e);
    case "revealUntil":
      return revealUntil(g, r, e);
    case "revealedToBottom":
      return revealedToBottom(g, r);
    case "revealCardsFromHand":
      return revealCardsFromHand(g, r, e);
    case "revealAtRandom":
      return revealAtRandom(g, r, e);
    case "returnToPlay":
      return returnToPlay(g, r, e);
    case "putOnTopOfLibrary":
      return putOnTopOfLibrary(g, r, e);
    case "removeFromGame":
      return removeTargetFromGame(g, r, e);
    case "removeAndReturn":
      return removeAndReturn(g, r, e);
    case "putOnBottomOfLibrary":
      return putOnBottomOfLibrary(g, r, e);
    case "shuffleGraveyard":
      return shuffleGraveyard(g, r, e);
    case "shuffleLibrary":
      return shuffleLibrary(g, r, e);
    case "removeGraveyard":
      return removeGraveyard(g, r, e);
    case "revealHand":
      return revealHand(g, r, e);
    case "chooseFromHand":
      return chooseFromHand(g, r, e);
    case "lookAtHand":
      return lookAtHand(g, r, e);
    case "drawPerCardInHand":
      return drawPerCardInHand(g, r, e);
    case "putFromHand":
      return putFromHand(g, r, e);
    case "handToTop":
      return handToTop(g, r, e);
    case "imprintFromHand":
      return imprintFromHand(g, r, e);
    case "imprintTarget":
      return imprintTarget(g, r, e);
    case "playImprintedCopy":
      return playImprintedCopy(g, r, e);
    case "tokenCopyOfImprinted":
      return tokenCopyOfImprinted(g, r);
    case "shuffleSelfIntoLibrary":
      return shuffleSelfIntoLibrary(g, r, e.permanent === true);
    case "returnSelfToHand":
      return returnSelfToHand(g, r);
    case "addManaOfImprintedColors":
    case "addManaLandsCouldProduce":
      throw new Error("406.1: a mana ability resolves as it is played (mana-abilities.ts, effects/imprint.ts)");
    case "discardHands": {
      if (e.player) {
        const who = playerRef(g, r, e.player);
        for (const id of who ? [...player(s, who).hand] : []) discard(g, id);
        return true;
      }
      // 601.2: "each player" means each player within the controller's range of influence.
      const whose = (id: PlayerId) => (e.players === "you" ? id === r.controller : e.players === "eachOpponent" ? id !== r.controller : true);
      for (const p of inGame(s).filter((q) => inRange(s, r.controller, q.id) && whose(q.id))) for (const id of [...p.hand]) discard(g, id);
      return true;
    }
    case "flipCoin":
      return runCoinFlip(g, r, e);
    case "setLife":
      return runSetLife(g, r, e);
    case "returnCombatants":
      return returnCombatants(g, r, e.object.target);
    case "counterTargeter": {
      // 414: the spell or ability that targeted the permanent, if it is still on the stack.
      const ability = s.objects[r.id];
      const t = ability?.kind === "ability" && ability.targeter ? s.objects[ability.targeter] : undefined;
      if (!t || !s.stack.includes(t.id)) return true;
      if (t.kind === "card" && cantBeCountered(s, t)) {
        emit(g, { type: "notCountered", text: `${nameOf(t)} can't be countered (${possessive(r.name)} counter effect does nothing to it, 414).`, data: { object: t.id } });
        return true;
      }
      counter(g, t, `by ${r.name}`, "414");
      return true;
    }
  }
}

/** 601.2, 601.2d: an effect that affects permanents without targeting them affects only those
 * within its controller's range of influence (all of them without the option). */
function reachable(g: Game, r: Resolvable): CardObject[] {
  return permanents(g.s).filter((o) => inRange(g.s, r.controller, controllerOf(g.s, o)));
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

function objectRef(g: Game, r: Resolvable, ref: "self" | "thatCreature" | "enchanted" | { target: number }): string | null {
  const t = ref === "self" ? selfInPlay(g, r) : ref === "thatCreature" ? subjectInPlay(g, r) : ref === "enchanted" ? enchantedInPlay(g, r) : legalTarget(g, r, ref.target);
  return t && "object" in t ? t.object : null;
}

/** Each object an effect on "[target]" affects that is still legal: every target of an "up to N" / "any number of" word. */
function objectRefs(g: Game, r: Resolvable, ref: "self" | "thatCreature" | "enchanted" | { target: number }): string[] {
  const refs = typeof ref === "string" ? [objectRef(g, r, ref)] : groupIndices(r, ref.target).map((i) => objectRef(g, r, { target: i }));
  return refs.filter((id): id is string => id !== null);
}

/** The indices of the targets chosen for a word "target": several for the last word if it takes a number of them. */
function groupIndices(r: Resolvable, word: number): number[] {
  if (word < r.declared.length - 1 || r.specs.length === r.declared.length) return [word];
  return r.targets.map((_, i) => i).slice(word);
}

/** A target if it is still legal (413.2a: checked as resolution began; illegal targets are unaffected). */
export function legalTarget(g: Game, r: Resolvable, index: number): Target | null {
  return targetStillLegal(g.s, r, index);
}

/** The source of the damage a spell or ability deals: the spell, or the ability's source as it last existed. */
function damageSource(r: Resolvable): Source & { name: string } {
  return { ...r.self.source, name: r.name };
}

/** "That creature" (502.3: flanking's blocker) if it is still in play as a creature. */
function thatInPlay(g: Game, r: Resolvable): Target | null {
  const o = r.subject ? g.s.objects[r.subject] : undefined;
  return o && o.kind === "card" && o.zone === "play" && isCreature(g.s, o) ? { object: o.id } : null;
}

/** "That creature" / "it" of a trigger: the permanent its event named, if it is still in play (a new object once it leaves, 217.1c). */
function subjectInPlay(g: Game, r: Resolvable): Target | null {
  const o = r.subject ? g.s.objects[r.subject] : undefined;
  return o && o.kind === "card" && o.zone === "play" ? { object: o.id } : null;
}

/** "Enchanted creature" of an Aura's ability: the permanent the Aura, still in play, is attached to as the ability resolves. */
function enchantedInPlay(g: Game, r: Resolvable): Target | null {
  const aura = selfInPlay(g, r);
  // 413.2: an Aura that has left play (sacrificed to pay for its own ability: the Crowns) names
  // the creature it was attached to as it last existed.
  const attached = aura && "object" in aura ? (g.s.objects[aura.object] as { attachedTo?: string }).attachedTo : (r.self.source as { attachedTo?: string }).attachedTo;
  const o = attached ? g.s.objects[attached] : undefined;
  return o && o.kind === "card" && o.zone === "play" ? { object: o.id } : null;
}

/** Whether the ability's source is in play under the ability's controller's control (who alone may sacrifice it). */
function selfControlledInPlay(g: Game, r: Resolvable): boolean {
  const t = selfInPlay(g, r);
  return !!t && "object" in t && controllerOf(g.s, g.s.objects[t.object] as CardObject) === r.controller;
}

function selfInPlay(g: Game, r: Resolvable): Target | null {
  const o = g.s.objects[r.source];
  return o && o.kind === "card" && o.zone === "play" ? { object: o.id } : null;
}

export function playerRef(g: Game, r: Resolvable, ref: "you" | "thatPlayer" | { target: number } | { controllerOf: { target: number } }): PlayerId | null {
  if (ref === "you") return r.controller;
  if (typeof ref === "object" && "controllerOf" in ref) return controllerOfTarget(g, r, ref.controllerOf.target);
  // "That player": the player the trigger event named, if he or she is still in the game (404.1).
  if (ref === "thatPlayer") return r.triggerPlayer && player(g.s, r.triggerPlayer).outcome === "playing" ? r.triggerPlayer : null;
  const t = legalTarget(g, r, ref.target);
  return t && "player" in t ? t.player : null;
}
