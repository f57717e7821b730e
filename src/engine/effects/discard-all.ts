// "Target player reveals his or her hand and discards all cards with that spell's converted mana
// cost." (Infernal Kirin): the hand is revealed to every player, then each card in it that matches
// the filter as the ability resolves is discarded (203.3: a card in a hand has no X announced, so
// X counts as 0; 505.6: a split card matches if either half does).
import type { Effect } from "../../cards/language.js";
import { card, emit, player, playerName, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { matchesFilter } from "../spells/targets.js";
import { discard } from "../zones/zones.js";
import { playerRef } from "./effects.js";

export function discardAllMatching(g: Game, r: Resolvable, e: Extract<Effect, { do: "discardAllMatching" }>): void {
  const s = g.s;
  const who = playerRef(g, r, e.player);
  if (!who) return;
  const hand = [...player(s, who).hand];
  const names = hand.map((id) => card(s, id).card);
  emit(g, { type: "revealHand", text: `${playerName(s, who)} reveals their hand (${r.name}): ${names.length ? names.join(", ") : "no cards"}.`, data: { player: who, cards: hand.map((id, i) => ({ id, name: names[i] })) } });
  for (const id of hand.filter((h) => matchesFilter(s, card(s, h), e.filter, r.controller, r.x, r.spellCost))) discard(g, id);
}
