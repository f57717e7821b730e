// "When Drekavac comes into play, sacrifice it unless you discard a noncreature card" (Drekavac,
// Avatar of Discord): as the ability resolves its controller may discard that many cards of the
// kind named from his or her hand, chosen then; if he or she doesn't — or has too few to do it —
// the effects happen. The decision is the `discard` one, whose empty answer declines; the cards
// it lists are only the deciding player's own hand (217.3c).
import type { Effect } from "../../cards/language.js";
import { characteristics, characteristicsMatch } from "./characteristics.js";
import { card, emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, ObjectId, PlayerId } from "../game/types.js";
import { resolvingEffect, type Resolvable } from "../spells/resolve.js";
import { askUnless, unlessAmount, unlessAnswered, unlessAnswers, validUnlessAnswer } from "./unless-you.js";
import { discard } from "../zones/zones.js";
import { numbered } from "../view/wording.js";

type UnlessDiscard = Extract<Effect, { do: "unlessYouDiscard" }>;

/** The cards in the player's hand of the kind named. */
function candidates(s: GameState, who: PlayerId, e: UnlessDiscard): ObjectId[] {
  return player(s, who).hand.filter((id) => !e.filter || characteristicsMatch(characteristics(s, card(s, id)), e.filter));
}

/** Asks (false: the answer is awaited) unless the hand has too few such cards; then runs the effects if none were discarded. */
export function unlessYouDiscard(g: Game, r: Resolvable, e: UnlessDiscard): boolean {
  return askUnless(g, r, e, () => candidates(g.s, r.controller, e).length, { kind: "discard", player: r.controller, count: unlessAmount(g.s, r, e), reason: "effect" });
}

/** The effect of the `discard` decision under way, if it is this one. */
export function resolvingUnlessDiscard(s: GameState): { r: Resolvable; e: UnlessDiscard } | undefined {
  if (!s.resolving || s.pending?.kind !== "discard") return undefined;
  const { r, e } = resolvingEffect<Effect>(s);
  return e?.do === "unlessYouDiscard" ? { r, e } : undefined;
}

export function unlessDiscardDecision(s: GameState, who: PlayerId, { r, e }: { r: Resolvable; e: UnlessDiscard }): Decision {
  const ids = candidates(s, who, e);
  const n = unlessAmount(s, r, e);
  const options = unlessAnswers(ids, n).map((chosen): Action => ({ type: "discard", cards: chosen }));
  return {
    player: who,
    kind: "discard",
    prompt: `${r.name}: you may discard ${n} of ${ids.map((id) => card(s, id).card).join(", ")}; if you don't (post none), ${e.text}. Post any ${n} of details.candidates, or none.`,
    options,
    details: { count: n, candidates: ids.map((id) => ({ id, name: card(s, id).card })), min: n, max: n, orNone: true },
  };
}

/** None posted: the effects happen; N of the kind: they are discarded and the effects don't happen. */
export function answerUnlessDiscard(g: Game, who: PlayerId, cards: ObjectId[], { r, e }: { r: Resolvable; e: UnlessDiscard }): void {
  const s = g.s;
  const allowed = candidates(s, who, e);
  if (!validUnlessAnswer(cards, allowed, unlessAmount(s, r, e)))
    illegal("416.?", `discard exactly ${numbered(unlessAmount(s, r, e), "different card", "different cards")} of the kind ${r.name} names from your hand, or none`);
  if (cards.length === 0) emit(g, { type: "discardDeclined", text: `${playerName(s, who)} discards nothing (${r.name}).`, data: { player: who } });
  for (const id of cards) discard(g, id);
  unlessAnswered(g, cards.length === 0);
}
