// "At the beginning of each player's draw step, that player puts the cards in his or her hand on
// the bottom of his or her library in any order, then draws that many cards." (Teferi's Puzzle
// Box; Mindmoil for "you"). The order is the player's own hidden choice (217.2: a library is
// hidden; 217.3c: so is a hand): it is asked as an order of the hand's cards, described, the
// listed order and its reverse ready-made (game/choices.ts), any other order posted and checked;
// the decision reuses the "orderTop" kind with `hand` set. Then the player draws as many cards as
// were put on the bottom, one draw at a time through the replacement effects (419.6h).
import { card, emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { orderAnswers } from "../game/choices.js";
import type { Action, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { draw, putIntoLibrary } from "../zones/zones.js";
import { playerRef } from "./effects.js";
import { numbered } from "../view/wording.js";
import type { Effect } from "../../cards/language.js";

type Of = Extract<Effect, { do: "handToBottomThenDraw" }>;
type Ordering = Extract<Pending, { kind: "orderTop" }>;

export function handToBottomThenDraw(g: Game, r: Resolvable, e: Of): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const hand = player(g.s, who).hand;
  // With one card or none there is no order to choose.
  if (hand.length < 2) return putAndDraw(g, who, [...hand], r.name);
  g.s.pending = { kind: "orderTop", player: who, owner: who, count: hand.length, hand: true };
  return false;
}

/** The player's decision: an order of the cards in his or her hand, the one to be nearest the top first. */
export function orderHandDecision(s: GameState, p: Ordering): Decision {
  const r = resolvingNow(s);
  const hand = player(s, p.player).hand;
  return {
    player: p.player,
    kind: "orderTop",
    prompt: `${r.name}: put the ${numbered(hand.length, "card")} in your hand on the bottom of your library in any order, then draw that many cards. Your hand: ${hand.map((id, i) => `(${i}) ${card(s, id).card}`).join(", ")}. Post their positions in the order they go under your library, the one nearest its top first, each once.`,
    options: orderAnswers(hand.map((_, i) => i)).map((order): Action => ({ type: "orderTop", order })),
    details: { cards: hand.map((id, position) => ({ position, id, name: card(s, id).card })), answer: "every position of the hand, each once, the card to be nearest the top of the library first" },
  };
}

/** The order posted: each position of the hand once. */
export function answerOrderHand(g: Game, who: PlayerId, order: number[]): void {
  const p = g.s.pending as Ordering;
  const hand = player(g.s, who).hand;
  const sorted = [...order].sort((a, b) => a - b);
  if (order.length !== hand.length || sorted.some((v, i) => v !== i)) illegal("217.2", `post each position 0 to ${hand.length - 1} of your hand exactly once: an order of all ${numbered(p.count, "card")}`);
  const r = resolvingNow(g.s);
  g.s.pending = null;
  if (putAndDraw(g, who, order.map((i) => hand[i]!), r.name)) effectDecisionDone(g);
}

/** The cards go under the library in that order (the first nearest the top); then as many are drawn. False while a draw waits for a choice among replacement effects (419.9). */
function putAndDraw(g: Game, who: PlayerId, cards: string[], by: string): boolean {
  const s = g.s;
  const names = cards.map((id) => card(s, id).card);
  for (const id of cards) putIntoLibrary(g, id);
  emit(g, {
    type: "orderLibrary",
    text: `${playerName(s, who)} puts ${numbered(cards.length, "card")} from their hand on the bottom of their library (${by}).`,
    data: { player: who, owner: who, count: cards.length },
    secret: { to: [who], text: `${playerName(s, who)} puts ${names.join(", ") || "nothing"} on the bottom of their library, in that order (${by}).`, data: { cards: names } },
  });
  return draw(g, who, cards.length, "resolution");
}
