// 508 Flip cards. "Flip [this permanent]": a flip card in play flips; from then on its other
// half's name, text box, type line, power and toughness apply (508.2), while its color and mana
// cost stay those of the card (508.1c; effects that changed it still apply). Flipping is a
// one-way process (508.4), and a flipped permanent that leaves play remembers nothing of it
// (its new object is not flipped). Only a permanent in play can flip, and only a flip card.
import { getCard } from "../../cards/registry.js";
import { changeCard, emit, nameOf, type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";

export function flipPermanent(g: Game, id: ObjectId): void {
  const s = g.s;
  const o = s.objects[id];
  if (o?.kind !== "card" || o.zone !== "play" || o.flipped || o.faceDown) return;
  const half = getCard(o.copyOf ?? o.card).flipsInto;
  if (!half) return;
  const before = nameOf(o);
  changeCard(s, id).flipped = true;
  emit(g, { type: "flip", text: `${before} flips: it is now ${getCard(half).name} (508.2).`, data: { object: id, card: o.card, flipped: half } });
}
