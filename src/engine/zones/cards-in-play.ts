// Questions about the printed cards of the permanents in play ("does any permanent let mana be
// spent as though it were any color?"), answered once per set of permanents rather than once
// per question: total costs ask them for every card in hand and every target answer, and each
// answer looks through every permanent. The set of permanents is known by the list of them,
// its length and the next timestamp (a permanent coming into play, or changing what it is,
// takes a timestamp: 418.5e), as the layer context knows it (effects/characteristics.ts).
import { getCard, type CardInfo } from "../../cards/registry.js";
import type { GameState } from "../game/types.js";

interface Answers {
  play: string[];
  size: number;
  ts: number;
  answers: Map<(info: CardInfo) => boolean, boolean>;
}
const answered = new WeakMap<GameState, Answers>();

/** Whether the card of some permanent in play has `property` (`name` gives the card an object is: its copiable name). */
export function somePermanentCard(s: GameState, name: (id: string) => string, property: (info: CardInfo) => boolean): boolean {
  let a = answered.get(s);
  if (!a || a.play !== s.play || a.size !== s.play.length || a.ts !== s.nextTimestamp) {
    a = { play: s.play, size: s.play.length, ts: s.nextTimestamp, answers: new Map() };
    answered.set(s, a);
  }
  let v = a.answers.get(property);
  if (v === undefined) {
    v = s.play.some((id) => property(getCard(name(id))));
    a.answers.set(property, v);
  }
  return v;
}
