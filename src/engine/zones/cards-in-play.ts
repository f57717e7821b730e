// Questions about the printed cards of the permanents in play ("does any permanent let mana be
// spent as though it were any color?"), answered once per set of permanents rather than once
// per question: total costs ask them for every card in hand and every target answer, and each
// answer looks through every permanent. The answers are kept with the layer context
// (effects/characteristics.ts), which holds while the permanents are the same cards (play-key.ts:
// the list, each permanent's timestamp and the card each permanent is, which a permanent turned face
// up changes without a timestamp) and is carried into `apply`'s copies.
import { getCard, type CardInfo } from "../../cards/registry.js";
import type { GameState } from "../game/types.js";
import { answersAboutPlay } from "../effects/characteristics.js";

/** Whether the card of some permanent in play has `property`: the card each is as its copiable
 * values say (503: a copy is the card it copies; 504: a face-down permanent is no card's). */
export function somePermanentCard(s: GameState, property: (info: CardInfo) => boolean): boolean {
  const { names, answers } = answersAboutPlay(s);
  let v = answers.get(property);
  if (v === undefined) {
    v = names.some((n) => property(getCard(n)));
    answers.set(property, v);
  }
  return v;
}
