// The cost items of activated abilities that cards/compiler/cost-kinds.ts reads (409.1f):
// several permanents sacrificed, the permanent itself removed from the game or returned to its
// owner's hand, a counter put on it, half the life paid, a card discarded at random, cards in
// the graveyard or the top of the library removed from the game.
//
// What the player chooses (which three lands, which two cards in the graveyard) is one answer
// of the action, checked here (409.1f); the listing offers one such answer and the decision's
// details name the candidates (game/decisions.ts), never every subset. Nothing is paid until
// the whole total cost is (409.1h: the costs are paid together once the mana is; backing out
// before then changes nothing). The random card is drawn from the game's seeded numbers as the
// cost is paid, so no player picks it.
import type { ActivatedAbility } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { payLife } from "../effects/life.js";
import { ownList } from "../game/clone.js";
import { card, emit, nameOf, player, playerName, type Game } from "../game/game.js";
import { randomInt } from "../game/rng.js";
import type { Action, CostChoice, GameState, ObjectId, PlayerId, PlayInProgress } from "../game/types.js";
import { characteristics } from "../effects/characteristics.js";
import { agree } from "../view/wording.js";
import { discard, moveCard, moveFromLibrary } from "../zones/zones.js";
import { addCounters } from "./mana-abilities.js";
import { sacrificeCandidates } from "./costs.js";

type Cost = ActivatedAbility["cost"];
/** The items that choose several objects, or that can't always be paid. */
export type CostKindChoosing = Pick<Cost, "sacrificeMany" | "removeFromGraveyard" | "discardRandom" | "removeTopOfLibrary">;

/** Whether a cost has such an item (asked of every ability listed: a few fields, most absent). */
export const hasCostKind = (c: CostKindChoosing): boolean => !!(c.sacrificeMany || c.removeFromGraveyard || c.discardRandom || c.removeTopOfLibrary);
type Other = PlayInProgress["otherCosts"];

/** The candidates and count of a cost item that chooses several objects, if the cost has one. */
function manyOf(s: GameState, who: PlayerId, cost: CostKindChoosing): { key: "sacrificeMany" | "removeFromGraveyard"; candidates: ObjectId[]; count: number } | undefined {
  if (cost.sacrificeMany) return { key: "sacrificeMany", candidates: sacrificeCandidates(s, who, cost.sacrificeMany.filter), count: cost.sacrificeMany.count };
  const g = cost.removeFromGraveyard;
  // In a graveyard a card is as printed.
  if (g) return { key: "removeFromGraveyard", candidates: player(s, who).graveyard.filter((id) => getCard(card(s, id).card).types.includes(g.type)), count: g.count };
  return undefined;
}

/**
 * The answers listed for the cost's items (costs.ts abilityCostChoices): one complete answer —
 * the first candidates — for an item that chooses several, none if it can't be paid now (a card
 * discarded at random needs a card in the hand, ten cards removed from the library ten cards).
 */
export function costKindChoices(s: GameState, who: PlayerId, cost: CostKindChoosing): (CostChoice | undefined)[] {
  if (cost.discardRandom && player(s, who).hand.length === 0) return [];
  if (cost.removeTopOfLibrary && player(s, who).library.length < cost.removeTopOfLibrary) return [];
  const many = manyOf(s, who, cost);
  if (!many) return [undefined];
  if (many.candidates.length < many.count) return [];
  return [{ [many.key]: many.candidates.slice(0, many.count) } as CostChoice];
}

/** 409.1f: whether the answer pays the cost's item that chooses several: different ones, each of the kind, as many as it says. */
export function costKindChoiceValid(s: GameState, who: PlayerId, cost: CostKindChoosing, choice?: CostChoice): boolean {
  const many = manyOf(s, who, cost);
  if (!many) return costKindChoices(s, who, cost).length > 0 && choice === undefined;
  const ids = choice && many.key in choice ? (choice as Record<string, ObjectId[]>)[many.key]! : undefined;
  return !!ids && ids.length === many.count && new Set(ids).size === ids.length && ids.every((id) => many.candidates.includes(id));
}

/** What to ask for an answer that doesn't pay the item (the rule is 409.1b's). */
export function costKindAsk(cost: Cost): string | undefined {
  if (cost.sacrificeMany) return `choose ${cost.sacrificeMany.count} different permanents you control of the kind the cost names to sacrifice (costs: { sacrificeMany: [...] })`;
  if (cost.removeFromGraveyard) return `choose ${cost.removeFromGraveyard.count} different ${cost.removeFromGraveyard.type} cards in your graveyard to remove from the game (costs: { removeFromGraveyard: [...] })`;
  return undefined;
}

/** The costs to pay as the play finishes (playing.ts), from the ability's cost and the answer. */
export function costKindsToPay(cost: Cost, source: ObjectId, choice?: CostChoice): Other {
  const other: Other = {};
  if (cost.removeSelf) other.removeSelf = source;
  if (cost.returnSelf) other.returnToHand = [source];
  if (cost.putCounterOnSelf) other.putCounter = { on: source, counter: cost.putCounterOnSelf };
  if (cost.payHalfLife) other.payHalfLife = true;
  if (cost.discardRandom) other.discardRandom = true;
  if (cost.removeTopOfLibrary) other.removeTopOfLibrary = cost.removeTopOfLibrary;
  if (choice && "sacrificeMany" in choice) other.sacrifice = choice.sacrificeMany;
  if (choice && "removeFromGraveyard" in choice) other.removeFromGraveyard = choice.removeFromGraveyard;
  return other;
}

/** Whether the play pays any of these items (checked before paying them: most plays don't). */
export const paysCostKinds = (o: Other): boolean =>
  !!(o.removeSelf || o.putCounter || o.payHalfLife || o.discardRandom || o.removeTopOfLibrary || o.removeFromGraveyard);

/** 409.1f: pays the items, after the mana and the other costs (playing.ts finishPlay). */
export function payCostKinds(g: Game, who: PlayerId, o: Other, what: string): void {
  const s = g.s;
  const name = playerName(s, who);
  if (o.payHalfLife) {
    // "Half your life, rounded up" (Murderous Betrayal): of the total as it is paid; 0 life pays 0.
    const half = Math.ceil(Math.max(0, player(s, who).life) / 2);
    if (half > 0) payLife(g, who, half, what);
  }
  if (o.putCounter) {
    addCounters(s, o.putCounter.on, o.putCounter.counter, 1);
    emit(g, { type: "putCounters", text: `${name} puts a ${o.putCounter.counter} counter on ${nameOf(card(s, o.putCounter.on))} for the cost.`, data: { object: o.putCounter.on, counter: o.putCounter.counter, amount: 1 } });
  }
  if (o.removeSelf) removeFromGame(g, o.removeSelf, `${name} removes ${nameOf(card(s, o.removeSelf))} from the game for the cost.`);
  for (const id of o.removeFromGraveyard ?? []) removeFromGame(g, id, `${name} removes ${card(s, id).card} in their graveyard from the game for the cost.`);
  if (o.removeTopOfLibrary) {
    // The top cards one after another, each face up in the removed zone (public from then on).
    const names: string[] = [];
    for (let i = 0; i < o.removeTopOfLibrary && player(s, who).library.length > 0; i++) names.push(moveFromLibrary(g, who, 0, "removed").card);
    emit(g, { type: "removeFromGame", text: `${name} removes the top ${names.length} ${agree(names.length, "card")} of their library from the game for the cost: ${names.join(", ")}.`, data: { player: who, cards: names } });
  }
  if (o.discardRandom) {
    const hand = player(s, who).hand;
    if (hand.length > 0) discard(g, hand[randomInt(ownList(s, "rng"), hand.length)]!);
  }
}

function removeFromGame(g: Game, id: ObjectId, text: string): void {
  const moved = moveCard(g, id, "removed");
  emit(g, { type: "removeFromGame", text, data: { card: { id: moved.id, name: moved.card } } });
}

/**
 * For the decision's details (game/decisions.ts): each ability listed with an answer that chooses
 * several objects, the key of its answer, how many, and the candidates any of which may be named
 * instead (409.1f).
 */
export function costKindDetails(s: GameState, who: PlayerId, listed: Action[]): { source: ObjectId; ability: number; key: string; count: number; candidates: { id: ObjectId; name: string }[] }[] {
  const out: ReturnType<typeof costKindDetails> = [];
  for (const a of listed) {
    if (a.type !== "playAbility" || !a.costs) continue;
    const source = s.objects[a.source];
    if (source?.kind !== "card") continue;
    const ability = characteristics(s, source).abilities[a.ability];
    const many = ability && ability.kind !== "triggered" ? manyOf(s, who, ability.cost) : undefined;
    if (many && many.key in a.costs) out.push({ source: a.source, ability: a.ability, key: many.key, count: many.count, candidates: many.candidates.map((id) => ({ id, name: card(s, id).card })) });
  }
  return out;
}
