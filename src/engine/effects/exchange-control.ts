// Exchanging control (418.5 layer 2; glossary "Exchange" (?): if the whole exchange can't be
// done, none of it is): "exchange control of target land you control and target land an opponent
// controls". Both targets must still be legal and controlled by different players as it
// resolves; then each gets the other's controller, through a layer-2 effect that doesn't end.
import type { Effect } from "../../cards/language.js";
import { card, emit, nameOf, newTimestamp, playerName, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { controllerOf } from "./control.js";
import { legalTarget } from "./effects.js";
import { addEffect } from "./effect-list.js";

export function exchangeControl(g: Game, r: Resolvable, e: Extract<Effect, { do: "exchangeControl" }>): void {
  const s = g.s;
  const [a, b] = e.objects.map((ref) => legalTarget(g, r, ref.target));
  if (!a || !b || !("object" in a) || !("object" in b)) return;
  const [ca, cb] = [controllerOf(s, card(s, a.object)), controllerOf(s, card(s, b.object))];
  if (ca === cb) return;
  for (const [id, to] of [[a.object, cb], [b.object, ca]] as const)
    addEffect(s, { id: s.nextEffectId++, timestamp: newTimestamp(s), layer: 2, affects: [id], modification: { kind: "gainControl" }, duration: "permanent", source: { id: r.source, name: r.name, controller: to } });
  emit(g, { type: "exchangeControl", text: `${playerName(s, cb)} gains control of ${nameOf(card(s, a.object))} and ${playerName(s, ca)} gains control of ${nameOf(card(s, b.object))} (${r.name}).`, data: { objects: [a.object, b.object] } });
}
