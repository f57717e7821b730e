// 419.1b: "As [this permanent] comes into play ..." is a replacement effect on the way it comes
// into play: "As ~ comes into play, choose a color" (a permanent spell chooses as it resolves,
// resolve.ts; one put into play otherwise chooses here); the Ravnica block's shocklands: "As ~ comes into play, you may pay 2 life. If you
// don't, ~ comes into play tapped." However it comes into play (played as a land, put into play
// by a search ...), its controller makes the choice before anything else happens: before any
// player receives priority, before triggered abilities go on the stack and before a resolving
// spell goes on with its next effect (flow.ts asks at once).
import { getCard } from "../../cards/registry.js";
import { changeCard, emit, nameOf, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { lifePaymentProblem, payLife } from "../effects/life.js";
import { askName, owesNameAndOpponent } from "./name-and-opponent.js";
import type { Action, CardObject, Decision, GameState, Pending, PlayerId } from "../game/types.js";

/** Remembers a permanent that has just come into play with a choice still to be made. */
export function noteArrival(s: GameState, permanent: Readonly<CardObject>): void {
  const cip = getCard(permanent.card).comesIntoPlay;
  if (permanent.faceDown || !(cip?.payLifeOrTapped || cip?.choose || cip?.nameCardAndOpponent)) return;
  (s.arriving ??= []).push(permanent.id);
}

/** Asks for the next choice still owed, if any (true: a decision is now pending). */
export function askArrivalChoice(s: GameState): boolean {
  while (s.arriving?.length) {
    const id = s.arriving.shift()!;
    if (s.arriving.length === 0) delete s.arriving;
    const o = s.objects[id];
    if (o?.kind !== "card" || o.zone !== "play") continue;
    const cip = getCard(o.card).comesIntoPlay!;
    // "As ~ comes into play, choose ...": a permanent spell chose as it resolved (resolve.ts);
    // one put into play otherwise chooses now.
    if (cip.choose && o.chosen === undefined) s.pending = { kind: "choose", player: o.controller, object: id, what: cip.choose, inPlay: true };
    else if (owesNameAndOpponent(o)) askName(s, o);
    else if (cip.payLifeOrTapped) s.pending = { kind: "payLifeOrTapped", player: o.controller, object: id, life: cip.payLifeOrTapped };
    else continue;
    return true;
  }
  return false;
}

export function payLifeOrTappedDecision(s: GameState, p: Extract<Pending, { kind: "payLifeOrTapped" }>): Decision {
  const name = nameOf(s.objects[p.object] as CardObject);
  const problem = lifePaymentProblem(s, p.player, p.life);
  const options: Action[] = problem ? [{ type: "may", accept: false }] : [{ type: "may", accept: true }, { type: "may", accept: false }];
  return {
    player: p.player,
    kind: p.kind,
    prompt: `As ${name} comes into play, you may pay ${p.life} life (you have ${player(s, p.player).life}). If you don't, it comes into play tapped (419.1b).${problem ? ` You can't pay: ${problem}.` : ""}`,
    options,
    details: { object: p.object, name, life: p.life },
  };
}

/** The answer: pay the life, or the permanent comes into play tapped. */
export function answerPayLifeOrTapped(g: Game, who: PlayerId, pay: boolean): void {
  const s = g.s;
  const p = s.pending as Extract<Pending, { kind: "payLifeOrTapped" }>;
  const problem = pay ? lifePaymentProblem(s, who, p.life) : null;
  if (problem) illegal("215.4", problem);
  const name = nameOf(s.objects[p.object] as CardObject);
  s.pending = null;
  if (pay) return payLife(g, who, p.life, `${name} as it comes into play, so it comes into play untapped`);
  changeCard(s, p.object).tapped = true;
  emit(g, { type: "comesIntoPlayTapped", text: `${playerName(s, who)} doesn't pay ${p.life} life: ${name} comes into play tapped.`, data: { player: who, object: p.object } });
}
