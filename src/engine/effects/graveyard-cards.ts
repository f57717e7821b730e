// Cards in graveyards (217.4b: a graveyard is public, its order kept): returned to play, put on top
// of a library, removed from the game (217.7), and graveyards shuffled into libraries. A card that
// changes zones becomes a new object (217.1c).
import type { Effect } from "../../cards/language.js";
import { apnap, card, emit, inGame, nameOf, player, playerName, type Game } from "../game/game.js";
import { askAuraHome, isAuraCard } from "./aura-from-graveyard.js";
import { shuffle } from "../game/rng.js";
import type { PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { comesIntoPlayAs, type Resolvable } from "../spells/resolve.js";
import { moveCard, putIntoLibrary } from "../zones/zones.js";
import { countedItself } from "../zones/arrival-counters.js";
import { conditionHolds } from "./conditions.js";
import { legalTarget, playerRef } from "./effects.js";
import { matches } from "./search.js";
import { numbered, possessive } from "../view/wording.js";
import { ownLibrary, ownList } from "../game/clone.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

/** The card a graveyard target names, if it is still a legal target (413.2a: else the effect does nothing to it). */
function targetCard(g: Game, r: Resolvable, index: number): string | null {
  const t = legalTarget(g, r, index);
  return t && "object" in t ? t.object : null;
}

/** "That land" of a trigger whose event put a card into a graveyard: that card, if it is still there (217.1c: once it moves it is a new object). */
function thatCardInGraveyard(g: Game, r: Resolvable): string | null {
  const o = r.subject === undefined ? undefined : g.s.objects[r.subject];
  return o?.kind === "card" && o.zone === "graveyard" ? o.id : null;
}

/** "Return target creature card from your graveyard to play": it comes into play under its owner's control;
 * "put ... into play under your control" (Crime), under the effect's controller's. An Aura first waits for what it enchants (aura-from-graveyard.ts). */
export function returnToPlay(g: Game, r: Resolvable, e: Of<"returnToPlay">): boolean {
  const id = e.object === "thatCard" ? thatCardInGraveyard(g, r) : targetCard(g, r, e.object.target);
  if (!id) return true;
  if (isAuraCard(g.s, id)) return askAuraHome(g, r, id, e.control === "you" ? r.controller : card(g.s, id).owner);
  // 419.1c: "If {G} was spent to play ~, that creature comes into play with a +1/+1 counter on it" (Vigor Mortis), asked as it resolves.
  const extra = e.withCounterIf && conditionHolds(g.s, e.withCounterIf.if, r.controller, r.source) ? { [e.withCounterIf.counter]: 1 } : {};
  enterFromGraveyard(g, r, id, e.control === "you", undefined, extra);
  return true;
}

/** The card comes into play (attached to `home`, an Aura's choice) with `extra` counters; "under your control": the effect's controller's. */
export function enterFromGraveyard(g: Game, r: Resolvable, id: string, yours: boolean, home?: string, extra: Record<string, number> = {}): void {
  const owner = card(g.s, id).owner;
  const controller = yours ? r.controller : owner;
  const moved = moveCard(g, id, "play", controller);
  if (home) moved.attachedTo = home;
  // 419.1b–c: what the card says about how it comes into play; a count of its controller's graveyard counts it too (arrival-counters.ts).
  const counted = countedItself(g.s, moved);
  for (const [kind, n] of Object.entries(extra)) counted[kind] = (counted[kind] ?? 0) + n;
  comesIntoPlayAs(g.s, moved, 0, counted);
  emit(g, {
    type: "comesIntoPlay",
    text: `${moved.card} is ${yours ? "put" : "returned"} from ${possessive(playerName(g.s, owner))} graveyard ${yours && controller !== owner ? `into play under ${possessive(playerName(g.s, controller))} control` : "to play"}${home ? ` attached to ${nameOf(card(g.s, home))}` : ""}${moved.tapped ? ", tapped" : ""} (${r.name}).`,
    data: { object: moved.id, card: moved.card, controller, ...(home ? { attachedTo: home } : {}) },
  });
}

/**
 * "Each player returns all artifact cards from his or her graveyard to play" (Roar of Reclamation),
 * "... all creature cards of a type chosen this way ..." (Patriarch's Bidding): each player within range
 * (601.2) in APNAP order, the cards of his or her graveyard the filter matches (by their printed
 * characteristics), each coming into play under its owner's control.
 */
export function returnAllFromGraveyards(g: Game, r: Resolvable, e: Of<"returnAllFromGraveyards">): boolean {
  const s = g.s;
  for (const p of apnap(s)) {
    if (!inGame(s).some((q) => q.id === p) || !inRange(s, r.controller, p)) continue;
    for (const id of player(s, p).graveyard.filter((c) => matches(card(s, c).card, e.filter))) enterFromGraveyard(g, r, id, false);
  }
  return true;
}

/** "Put target card from your graveyard on top of your library", "Put target creature on top of its owner's library":
 * the top of its owner's library (index 0); a token put there ceases to exist (216.3). */
export function putOnTopOfLibrary(g: Game, r: Resolvable, e: Of<"putOnTopOfLibrary">): boolean {
  const id = targetCard(g, r, e.object.target);
  if (!id) return true;
  const { owner, card: name, token } = card(g.s, id);
  putIntoLibrary(g, id);
  const library = ownLibrary(g.s, owner);
  if (!token) library.unshift(library.pop()!);
  emit(g, { type: "putOnLibrary", text: `${name} is put on top of ${possessive(playerName(g.s, owner))} library (${r.name}).`, data: { player: owner, name, position: "top" } });
  return true;
}

/** "Put target card in a graveyard on the bottom of its owner's library". */
export function putOnBottomOfLibrary(g: Game, r: Resolvable, e: Of<"putOnBottomOfLibrary">): boolean {
  const id = targetCard(g, r, e.object.target);
  if (!id) return true;
  const { owner, card: name } = card(g.s, id);
  putIntoLibrary(g, id);
  emit(g, { type: "putOnLibrary", text: `${name} is put on the bottom of ${possessive(playerName(g.s, owner))} library (${r.name}).`, data: { player: owner, name, position: "bottom" } });
  return true;
}

/** "Remove target card in a graveyard from the game". */
export function removeFromGame(g: Game, r: Resolvable, e: { object: { target: number } }): boolean {
  const id = targetCard(g, r, e.object.target);
  if (!id) return true;
  const { owner, card: name } = card(g.s, id);
  const moved = moveCard(g, id, "removed");
  emit(g, { type: "removeFromGame", text: `${name} is removed from the game from ${possessive(playerName(g.s, owner))} graveyard (${r.name}).`, data: { object: id, card: { id: moved.id, name } } });
  return true;
}

/** "Remove target player's graveyard from the game" (Tormod's Crypt): each card in it, bottom to top, to the removed zone (217.7), as new objects (217.1c). */
export function removeGraveyard(g: Game, r: Resolvable, e: Of<"removeGraveyard">): boolean {
  const s = g.s;
  const p = playerRef(g, r, e.player);
  if (p === null) return true; // 413.2a: an illegal target player
  const cards = [...player(s, p).graveyard];
  for (const id of cards) moveCard(g, id, "removed");
  emit(g, { type: "removeGraveyard", text: `${possessive(playerName(s, p))} graveyard (${numbered(cards.length, "card")}) is removed from the game (${r.name}).`, data: { player: p, count: cards.length } });
  return true;
}

/** "[Player] shuffles his or her graveyard into his or her library"; "each player" means each within range (601.2). */
export function shuffleGraveyard(g: Game, r: Resolvable, e: Of<"shuffleGraveyard">): boolean {
  const s = g.s;
  const who: PlayerId[] = e.player === "each" ? inGame(s).filter((p) => inRange(s, r.controller, p.id)).map((p) => p.id) : [playerRef(g, r, e.player)].filter((p): p is PlayerId => p !== null);
  for (const p of who) {
    // "all creature cards of that type from your graveyard" (Elvish Soultiller): only those, by their printed characteristics.
    const cards = player(s, p).graveyard.filter((id) => !e.filter || matches(card(s, id).card, e.filter));
    const names = cards.map((id) => card(s, id).card);
    for (const id of cards) putIntoLibrary(g, id);
    shuffle(ownList(s, "rng"), ownLibrary(s, p));
    // 217.4b: a graveyard is public, so the cards that left it are named.
    const which = e.filter ? `${names.length ? names.join(", ") : "no cards"} from their graveyard` : `their graveyard (${numbered(cards.length, "card")})`;
    emit(g, { type: "shuffleGraveyard", text: `${playerName(s, p)} shuffles ${which} into their library (${r.name}).`, data: { player: p, count: cards.length, ...(e.filter ? { cards: names } : {}) } });
  }
  return true;
}
