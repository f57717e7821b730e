// "Turn target face-down creature face up" (Break Open; Ixidor, Reality Sculptor): an effect turns a
// face-down permanent face up (504). As with the morph special action (502.26c), it stays the same
// object, its characteristics are its card's from then on, and its "when turned face up" abilities
// trigger (spells/triggers.ts reads the same event). A permanent no longer face down is left as it is.
// "Turn ~ face down" (Wall of Deceit, Mischievous Quanar) does the reverse: the permanent, face up in
// play, becomes a face-down 2/2 with no name and no text (504), the same object, still tapped or
// untapped, damaged and with its counters; everyone saw which permanent it was.
import { controllerOf } from "./control.js";
import { FACE_DOWN_NAME } from "./face-down.js";
import { changeCard, emit, player, type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";
import type { Resolvable } from "../spells/resolve.js";

export function turnFaceUpByEffect(g: Game, r: Resolvable, ids: ObjectId[]): void {
  const s = g.s;
  for (const id of ids) {
    const o = s.objects[id];
    if (!o || o.kind !== "card" || o.zone !== "play" || !o.faceDown) continue;
    delete changeCard(s, id).faceDown;
    const who = controllerOf(s, o);
    emit(g, {
      type: "turnFaceUp",
      text: `${r.name} turns ${FACE_DOWN_NAME} ${player(s, who).name} controls face up: it is ${o.card} (504).`,
      data: { player: who, object: id, card: o.card },
    });
  }
}

export function turnFaceDownByEffect(g: Game, r: Resolvable, ids: ObjectId[]): void {
  const s = g.s;
  for (const id of ids) {
    const o = s.objects[id];
    if (!o || o.kind !== "card" || o.zone !== "play" || o.faceDown) continue;
    changeCard(s, id).faceDown = true;
    const who = controllerOf(s, o);
    emit(g, {
      type: "turnFaceDown",
      text: `${r.name}: ${player(s, who).name} turns ${o.card} face down (504).`,
      data: { player: who, object: id, card: o.card },
    });
  }
}
