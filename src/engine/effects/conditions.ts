// Conditions that abilities and effects depend on, read from the point of view of "you" (the
// controller of the ability or effect). The ability words of the card pool label abilities
// that use them and have no rules meaning themselves (Hellbent: "if you have no cards in
// hand"; Threshold: "as long as seven or more cards are in your graveyard").
import type { Condition } from "../../cards/language.js";
import type { GameState, ObjectId, PlayerId } from "../game/types.js";
import { echoDue } from "../keywords/echo.js";
import { getCard } from "../../cards/registry.js";
import { controlledMatching } from "./characteristics.js";
import { card, opponents, permanents } from "../game/game.js";
import { controllerOf } from "./control.js";
import { characteristics } from "./characteristics.js";
import { colorWasSpent } from "../spells/mana-spent.js";
import { kickerPaid } from "../keywords/kicker.js";
import { playedDuringMainPhase } from "../spells/played-when.js";
import { playedFromHand } from "../spells/as-played.js";
import { enchantedMatches, equipped } from "./enchanted-status.js";
import { imprintedCreature } from "./imprinted.js";
import { damageToPermanentThisTurn } from "./damage-this-turn.js";
import { playerDamagedBy } from "./damaged-by.js";
import { putIntoGraveyardThisTurn } from "../zones/graveyard-history.js";

/** The lands a player controls (418.5 layer 2: control as the layers say). */
function landsOf(s: GameState, who: PlayerId): number {
  return permanents(s).filter((o) => controllerOf(s, o) === who && characteristics(s, o).types.includes("land")).length;
}

const lifeOf = (s: GameState, who: PlayerId): number => s.players.find((q) => q.id === who)!.life;
const handOf = (s: GameState, who: PlayerId): number => s.players.find((q) => q.id === who)!.hand.length;

/** `source`: the permanent whose ability it is, for "if this permanent has a counter"; `triggerPlayer`: the player a trigger event named ("if that player ..."); `targetPlayer`: the player a target word chose, for "if that player ..." after it. */
/** `targetNonbasic`: whether a target permanent of the resolving spell is (or, gone, was) nonbasic, for "if that land is nonbasic". */
/** `targetCost`: whether a target's converted mana cost compares as the condition says (effects/converted-cost.ts), for "if its converted mana cost is ...". */
export function conditionHolds(
  s: GameState,
  c: Condition,
  you: PlayerId,
  source?: ObjectId,
  triggerPlayer?: PlayerId,
  targetPlayer?: (index: number) => PlayerId | undefined,
  targetNonbasic?: (index: number) => boolean,
  targetCost?: (c: NonNullable<Condition["targetConvertedManaCost"]>) => boolean,
): boolean {
  const p = s.players.find((q) => q.id === you)!;
  if (c.colorSpentToPlay) return colorWasSpent(s, source, c.colorSpentToPlay);
  if (c.colorNotSpentToPlay) return !colorWasSpent(s, source, c.colorNotSpentToPlay);
  if (c.kicked) return kickerPaid(s, source).length > 0;
  if (c.kickedWith) return kickerPaid(s, source).includes(c.kickedWith);
  if (c.playedDuringYourMainPhase) return playedDuringMainPhase(s, source);
  if (c.playedFromYourHand !== undefined) return playedFromHand(s, source) === c.playedFromYourHand;
  if (c.targetIsNonbasic) return targetNonbasic?.(c.targetIsNonbasic.target) ?? false;
  if (c.targetConvertedManaCost) return targetCost?.(c.targetConvertedManaCost) ?? false;
  if (c.cameUnderYourControlSinceYourLastUpkeep) return source !== undefined && echoDue(s, source, you);
  if (c.selfHasCounters !== undefined) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && (o.counters?.[c.selfHasCounters.counter] ?? 0) >= c.selfHasCounters.atLeast;
  }
  // 502.50a's memory: an opponent was dealt damage (more than 0) this turn.
  if (c.anOpponentDealtDamageThisTurn !== undefined) return opponents(s, you).some((o) => s.turn.damagedPlayers?.includes(o) ?? false) === c.anOpponentDealtDamageThisTurn;
  if (c.selfDealtDamageToOpponentThisTurn) return source !== undefined && opponents(s, you).some((o) => playerDamagedBy(s, o, source));
  // 413.2: the source's id in play, which its last known information keeps once it has left play.
  if (c.selfDealtDamageThisTurnAtLeast !== undefined) return source !== undefined && damageToPermanentThisTurn(s, source) >= c.selfDealtDamageThisTurnAtLeast;
  if (c.selfHasCounter !== undefined) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && (o.counters?.[c.selfHasCounter] ?? 0) > 0;
  }
  if (c.youControl) return controlledMatching(s, c.youControl, you) > 0;
  if (c.youControlAnother) return controlledMatching(s, c.youControlAnother, you, source) > 0;
  if (c.youControlNone) return controlledMatching(s, c.youControlNone, you) === 0;
  if (c.noOpponentControls) return opponents(s, you).every((o) => controlledMatching(s, c.noOpponentControls!, o) === 0);
  if (c.youControlAtLeast) return controlledMatching(s, c.youControlAtLeast.filter, you) >= c.youControlAtLeast.count;
  if (c.youControlEach) return c.youControlEach.every((k) => permanents(s).some((o) => controllerOf(s, o) === you && k.subtypes.every((t) => characteristics(s, o).subtypes.includes(t))));
  if (c.selfEnchanted) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && enchantedMatches(s, o, { enchanted: true });
  }
  if (c.selfEquipped) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && equipped(s, o);
  }
  if (c.creatureCardImprinted) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && imprintedCreature(s, o) !== undefined;
  }
  if (c.selfUntapped) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && !o.tapped;
  }
  if (c.selfIsCreature) {
    const o = source === undefined ? undefined : s.objects[source];
    return o?.kind === "card" && o.zone === "play" && characteristics(s, o).types.includes("creature");
  }
  if (c.thatPlayerCardsInHandAtMost !== undefined || c.thatPlayerCardsInHandAtLeast !== undefined) {
    const q = s.players.find((x) => x.id === triggerPlayer);
    if (!q) return false;
    return c.thatPlayerCardsInHandAtMost !== undefined ? q.hand.length <= c.thatPlayerCardsInHandAtMost : q.hand.length >= c.thatPlayerCardsInHandAtLeast!;
  }
  // "If it's a land" after "Reveal the top card of your library": the card on top now, by its printed types (217.2).
  if (c.yourTopCardIs) return p.library.length > 0 && c.yourTopCardIs.types.some((t) => getCard(p.library[0]!).types.includes(t));
  if (c.youHaveCardsInHand) return p.hand.length > 0;
  if (c.anOpponentControlsMoreLands) return opponents(s, you).some((o) => landsOf(s, o) > landsOf(s, you));
  if (c.anOpponentHasMoreLife) return opponents(s, you).some((o) => lifeOf(s, o) > p.life);
  if (c.anOpponentHasMoreCardsInHand) return opponents(s, you).some((o) => handOf(s, o) > p.hand.length);
  if (c.anOpponentControlsMore) return opponents(s, you).some((o) => controlledMatching(s, c.anOpponentControlsMore!, o) > controlledMatching(s, c.anOpponentControlsMore!, you));
  if (c.targetPlayerHasMoreLife) {
    const who = targetPlayer?.(c.targetPlayerHasMoreLife.target);
    return who !== undefined && lifeOf(s, who) > p.life;
  }
  if (c.youHaveNoCardsInHand) return p.hand.length === 0;
  if (c.targetPlayerHasNoCardsInHand) {
    const who = targetPlayer?.(c.targetPlayerHasNoCardsInHand.target);
    return who !== undefined && handOf(s, who) === 0;
  }
  if (c.cardsInYourGraveyard !== undefined) return p.graveyard.length >= c.cardsInYourGraveyard;
  if (c.cardsInYourLibraryAtLeast !== undefined) return p.library.length >= c.cardsInYourLibraryAtLeast;
  if (c.youHaveLifeAtMost !== undefined) return p.life <= c.youHaveLifeAtMost;
  if (c.creaturesPutIntoGraveyardsThisTurnAtLeast !== undefined) return putIntoGraveyardThisTurn(s, { types: ["creature"] }) >= c.creaturesPutIntoGraveyardsThisTurnAtLeast;
  if (c.cardsOfTypeInYourGraveyard) return p.graveyard.filter((id) => getCard(card(s, id).card).types.includes(c.cardsOfTypeInYourGraveyard!.type)).length >= c.cardsOfTypeInYourGraveyard.atLeast;
  if (c.youHaveMoreCardsInHandThanEachOpponent) return moreCardsInHandThanEachOpponent(s, you);
  if (c.youHaveCardsInHandAtLeast !== undefined) return p.hand.length >= c.youHaveCardsInHandAtLeast;
  if (c.cardsOfTypeInAllGraveyards) {
    const { type, atLeast } = c.cardsOfTypeInAllGraveyards;
    return s.players.reduce((n, q) => n + q.graveyard.filter((id) => getCard(card(s, id).card).types.includes(type)).length, 0) >= atLeast;
  }
  return true;
}

/** The condition in plain English, for prompts and refusals. */
export function describeCondition(c: Condition): string {
  if (c.youHaveCardsInHand) return "you have cards in hand";
  if (c.colorSpentToPlay) return `{${c.colorSpentToPlay}} was spent to play it`;
  if (c.colorNotSpentToPlay) return `{${c.colorNotSpentToPlay}} wasn't spent to play it`;
  if (c.kicked) return "the kicker cost was paid";
  if (c.kickedWith) return `the ${c.kickedWith} kicker cost was paid`;
  if (c.playedDuringYourMainPhase) return "you played this spell during your main phase";
  if (c.playedFromYourHand !== undefined) return c.playedFromYourHand ? "you played it from your hand" : "you didn't play it from your hand";
  if (c.targetIsNonbasic) return "that land is nonbasic";
  if (c.targetConvertedManaCost) return `its converted mana cost is ${c.targetConvertedManaCost.is === "equal" ? "" : "less than or equal to "}${{ X: "X", cardsInYourHand: "the number of cards in your hand", highestAmongYourPermanents: "the highest converted mana cost among permanents you control" }[c.targetConvertedManaCost.than]}`;
  if (c.anOpponentControlsMoreLands) return "an opponent controls more lands than you";
  if (c.anOpponentHasMoreLife) return "an opponent has more life than you";
  if (c.anOpponentHasMoreCardsInHand) return "an opponent has more cards in hand than you";
  if (c.anOpponentControlsMore) return `an opponent controls more ${[...(c.anOpponentControlsMore.subtypes ?? c.anOpponentControlsMore.types ?? ["permanent"])].join(" ")}s than you`;
  if (c.targetPlayerHasMoreLife) return "that player has more life than you";
  if (c.targetPlayerHasNoCardsInHand) return "that player has no cards in hand";
  if (c.youHaveNoCardsInHand) return "you have no cards in hand";
  if (c.cameUnderYourControlSinceYourLastUpkeep) return "it came under your control since the beginning of your last upkeep";
  if (c.selfHasCounter !== undefined) return `this permanent has a ${c.selfHasCounter} counter on it`;
  if (c.youControl) return `you control a ${[...(c.youControl.supertypes ?? []), ...(c.youControl.subtypes ?? c.youControl.types ?? ["permanent"])].join(" ")}`;
  if (c.youControlAnother) return `you control another ${[...(c.youControlAnother.allTypes ?? c.youControlAnother.subtypes ?? c.youControlAnother.types ?? ["permanent"])].join(" ")}`;
  if (c.youControlNone) return `you don't control a ${[...(c.youControlNone.supertypes ?? []), ...(c.youControlNone.subtypes ?? c.youControlNone.types ?? ["permanent"])].join(" ")}`;
  if (c.noOpponentControls) return `no opponent controls a ${[...(c.noOpponentControls.supertypes ?? []), ...(c.noOpponentControls.subtypes ?? c.noOpponentControls.types ?? ["permanent"])].join(" ")}`;
  if (c.youControlEach) return `you control ${c.youControlEach.map((k) => `a${/^[AEIOU]/.test(k.subtypes[0]!) ? "n" : ""} ${k.subtypes.join(" ").replace(/’/g, "'")}`).join(" and ")}`;
  if (c.youControlAtLeast) return `you control ${c.youControlAtLeast.count} or more ${[...(c.youControlAtLeast.filter.supertypes ?? []), ...(c.youControlAtLeast.filter.subtypes ?? c.youControlAtLeast.filter.types ?? ["permanent"])].join(" ")}s`;
  if (c.selfHasCounters !== undefined) return `there are ${c.selfHasCounters.atLeast} or more ${c.selfHasCounters.counter} counters on this permanent`;
  if (c.selfUntapped) return "this permanent is untapped";
  if (c.selfDealtDamageThisTurnAtLeast !== undefined) return `${c.selfDealtDamageThisTurnAtLeast} or more damage was dealt to it this turn`;
  if (c.anOpponentDealtDamageThisTurn !== undefined) return c.anOpponentDealtDamageThisTurn ? "an opponent was dealt damage this turn" : "no opponent was dealt damage this turn";
  if (c.selfDealtDamageToOpponentThisTurn) return "this permanent dealt damage to an opponent this turn";
  if (c.selfEnchanted) return "this permanent is enchanted";
  if (c.selfEquipped) return "this permanent is equipped";
  if (c.selfIsCreature) return "this permanent is a creature";
  if (c.cardsInYourLibraryAtLeast !== undefined) return `you have ${c.cardsInYourLibraryAtLeast} or more cards in your library`;
  if (c.youHaveLifeAtMost !== undefined) return `you have ${c.youHaveLifeAtMost} life or less`;
  if (c.creaturesPutIntoGraveyardsThisTurnAtLeast !== undefined) return `${c.creaturesPutIntoGraveyardsThisTurnAtLeast} or more creatures were put into graveyards from play this turn`;
  if (c.cardsOfTypeInYourGraveyard) return `you have ${c.cardsOfTypeInYourGraveyard.atLeast} or more ${c.cardsOfTypeInYourGraveyard.type} cards in your graveyard`;
  if (c.thatPlayerCardsInHandAtMost !== undefined) return `that player has ${c.thatPlayerCardsInHandAtMost} or fewer cards in hand`;
  if (c.thatPlayerCardsInHandAtLeast !== undefined) return `that player has ${c.thatPlayerCardsInHandAtLeast} or more cards in hand`;
  if (c.yourTopCardIs) return `the top card of your library is a ${c.yourTopCardIs.types.join(" or ")} card`;
  if (c.youHaveMoreCardsInHandThanEachOpponent) return "you have more cards in hand than each opponent";
  if (c.youHaveCardsInHandAtLeast !== undefined) return `you have ${c.youHaveCardsInHandAtLeast} or more cards in hand`;
  if (c.cardsOfTypeInAllGraveyards) return `there are ${c.cardsOfTypeInAllGraveyards.atLeast} or more ${c.cardsOfTypeInAllGraveyards.type} cards total in all graveyards`;
  return `${c.cardsInYourGraveyard} or more cards are in your graveyard`;
}

/**
 * "You have more cards in hand than each opponent" (Saviors of Kamigawa): strictly more than
 * every opponent (a tie with one opponent is not more). With no opponent left it holds.
 */
export function moreCardsInHandThanEachOpponent(s: GameState, you: PlayerId): boolean {
  const mine = s.players.find((q) => q.id === you)!.hand.length;
  return opponents(s, you).every((o) => s.players.find((q) => q.id === o)!.hand.length < mine);
}
