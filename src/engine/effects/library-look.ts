// Looking at the top of a library (217.2: a library is hidden and its order kept): "Look at the
// top card of target player's library" shows the cards to the effect's controller alone (the
// event names them only in its `secret`) and leaves them where they are; "You may put that card
// into your graveyard" / "on the bottom of your library" then moves the card looked at, which is
// still the top card, and says which it was only where the rules make it public (217.4b: a
// graveyard is public; the bottom of a library is not). After "Reveal the top card of your
// library", the card revealed may go into play or into its owner's hand (Coiling Oracle).
import type { Effect } from "../../cards/language.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import type { Resolvable } from "../spells/resolve.js";
import { moveFromLibrary } from "../zones/zones.js";
import { playerRef } from "./effects.js";
import { matches } from "./search.js";
import { possessive } from "../view/wording.js";
import { ownLibrary } from "../game/clone.js";
import { comesIntoPlayAs } from "../spells/resolve.js";
import { handViewers } from "../multiplayer/multiplayer.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

export function lookAtTopOfLibrary(g: Game, r: Resolvable, e: Of<"lookAtTopOfLibrary">): boolean {
  const owner = playerRef(g, r, e.player);
  if (!owner) return true;
  const s = g.s;
  const cards = player(s, owner).library.slice(0, e.amount);
  const me = playerName(s, r.controller);
  const whose = owner === r.controller ? "their" : possessive(playerName(s, owner));
  emit(g, {
    type: "lookAtLibrary",
    text: `${me} looks at the top ${cards.length === 1 ? "card" : `${cards.length} cards`} of ${whose} library (${r.name}).`,
    data: { player: r.controller, owner, count: cards.length },
    secret: { to: [r.controller], text: `${me} looks at the top of ${whose} library: ${cards.join(", ") || "it is empty"}${cards.length > 1 ? ", from the top" : ""} (${r.name}).`, data: { cards } },
  });
  return true;
}

/** "Reveal the top card of your library. If that card is a [card of the filter], put it into your hand. Otherwise, put it into your graveyard." (Bloodline Shaman): revealed to all, then where it goes is public too. */
export function revealTopToHandIf(g: Game, r: Resolvable, e: Of<"revealTopToHandIf">): boolean {
  const s = g.s;
  const who = r.controller;
  const top = player(s, who).library[0];
  emit(g, { type: "reveal", text: top ? `${playerName(s, who)} reveals the top card of their library: ${top} (${r.name}).` : `${possessive(playerName(s, who))} library is empty: there is no card to reveal (${r.name}).`, data: { player: who, cards: top ? [top] : [] } });
  if (!top) return true;
  const to = matches(top, e.filter) ? "hand" : "graveyard";
  moveFromLibrary(g, who, 0, to);
  emit(g, { type: to === "hand" ? "putIntoHand" : "libraryToGraveyard", text: `${playerName(s, who)} puts ${top} into their ${to} (${r.name}).`, data: { player: who, ...(to === "hand" ? { name: top } : { cards: [top] }) } });
  return true;
}

export function topCardTo(g: Game, r: Resolvable, e: Of<"topCardTo">): boolean {
  const owner = playerRef(g, r, e.player);
  if (!owner) return true;
  const s = g.s;
  const library = player(s, owner).library;
  if (!library.length) return true;
  if (e.to === "graveyard") {
    const moved = moveFromLibrary(g, owner, 0, "graveyard");
    emit(g, { type: "libraryToGraveyard", text: `${playerName(s, owner)} puts the top card of their library, ${moved.card}, into their graveyard (${r.name}).`, data: { player: owner, cards: [moved.card] } });
    return true;
  }
  // The card revealed just before (the language reads these only after "reveal the top card"): every player has seen it.
  if (e.to === "hand") {
    const moved = moveFromLibrary(g, owner, 0, "hand");
    const text = `${playerName(s, owner)} puts the revealed ${moved.card} into their hand (${r.name}).`;
    // The object's id in the hand only to those who may see the hand (search.ts does the same).
    emit(g, { type: "putIntoHand", text, data: { player: owner, name: moved.card }, secret: { to: handViewers(s, owner), text, data: { card: { id: moved.id, name: moved.card } } } });
    return true;
  }
  if (e.to === "play") {
    // 419.1c: what the card itself says about coming into play applies (tapped, counters).
    const moved = moveFromLibrary(g, owner, 0, "play");
    comesIntoPlayAs(s, moved);
    emit(g, { type: "comesIntoPlay", text: `${moved.card} comes into play under ${possessive(playerName(s, owner))} control${moved.tapped ? ", tapped" : ""} (${r.name}).`, data: { object: moved.id, card: moved.card, controller: owner } });
    return true;
  }
  const own = ownLibrary(s, owner);
  const [top] = own.splice(0, 1);
  own.push(top!);
  emit(g, {
    type: "orderLibrary",
    text: `${playerName(s, r.controller)} puts the top card of ${owner === r.controller ? "their" : possessive(playerName(s, owner))} library on the bottom of it (${r.name}).`,
    data: { player: r.controller, owner, count: 1 },
    secret: { to: [r.controller], text: `${playerName(s, r.controller)} puts ${top} on the bottom of the library (${r.name}).`, data: { cards: [top] } },
  });
  return true;
}
