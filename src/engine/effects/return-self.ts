// "Then if an opponent has more life than you, return ~ to its owner's hand." (the Pulses of
// Darksteel): the spell itself moves from the stack to its owner's hand as it resolves; having
// left the stack, it isn't put into the graveyard as the resolution ends (resolve.ts), as with
// buyback (502.16). A copy of the spell (503.10a) is no card: it ceases to exist instead.
import { emit, playerName, type Game } from "../game/game.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import type { Resolvable } from "../spells/resolve.js";
import { possessive } from "../view/wording.js";
import { moveCard } from "../zones/zones.js";

export function returnSelfToHand(g: Game, r: Resolvable): boolean {
  const s = g.s;
  const o = s.objects[r.id];
  // Only the spell itself, still on the stack, moves (an ability's source is not this spell).
  if (o?.kind !== "card" || o.zone !== "stack") return true;
  const { owner, card, spellCopy } = o;
  const moved = moveCard(g, o.id, "hand");
  const text = `${card}${spellCopy ? " (a copy)" : ""} is returned to ${possessive(playerName(s, owner))} hand as it resolves.`;
  emit(g, { type: "returnToHand", text, data: { object: o.id, owner, name: card }, secret: { to: handViewers(s, owner), text, data: { card: { id: moved.id, name: moved.card } } } });
  return true;
}
