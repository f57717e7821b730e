// Questions about the printed cards of the permanents in play ("does any permanent let mana be
// spent as though it were any color?"), answered once per set of permanents rather than once
// per question: total costs ask them for every card in hand and every target answer, and each
// answer looks through every permanent. The set of permanents is known by its key (play-key.ts:
// the list, the next timestamp, and the card each permanent is, which a permanent turned face
// up changes without a timestamp), as the layer context knows it (effects/characteristics.ts).
import { getCard, type CardInfo } from "../../cards/registry.js";
import type { CardObject, GameState } from "../game/types.js";
import { playKey, playKeyHolds, type PlayKey } from "./play-key.js";
import { copiableName } from "../effects/characteristics.js";

interface Answers {
  key: PlayKey;
  answers: Map<(info: CardInfo) => boolean, boolean>;
}
const answered = new WeakMap<GameState, Answers>();

/** Whether the card of some permanent in play has `property`: the card each is as its copiable
 * values say (503: a copy is the card it copies; 504: a face-down permanent is no card's). */
export function somePermanentCard(s: GameState, property: (info: CardInfo) => boolean): boolean {
  const name = (id: string) => copiableName(s.objects[id] as CardObject);
  let a = answered.get(s);
  if (!a || !playKeyHolds(a.key, s, name)) {
    a = { key: playKey(s, name), answers: new Map() };
    answered.set(s, a);
  }
  let v = a.answers.get(property);
  if (v === undefined) {
    v = a.key.names.some((n) => property(getCard(n)));
    a.answers.set(property, v);
  }
  return v;
}
