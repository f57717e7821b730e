// Zones and moving objects between them (217). An object that moves to another zone
// becomes a new object with a new id and no memory of its previous existence (217.1c);
// what it was is kept as last-known information where rules need it.
import { causedBy } from "./cause.js";
import { ownLibrary, ownList, ownObject, putObject, removeObject } from "../game/clone.js";
import { controllerOf } from "../effects/control.js";
import { attachedLeavingAbilities } from "../spells/attached-triggers.js";
import { followToGraveyard } from "../spells/follow-to-graveyard.js";
import { characteristics } from "../effects/characteristics.js";
import { getCard } from "../../cards/registry.js";
import { card, emit, nameOf, newId, newTimestamp, player, playerName, type Game } from "../game/game.js";
import { endIfUnenchanted, endWhileInPlay, endWhileTapped } from "../effects/durations.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { graveyardDestination, replace } from "../effects/replacement.js";
import { regenerate } from "../effects/regeneration.js";
import { isIndestructible } from "../effects/indestructible.js";
import { FACE_DOWN_NAME } from "../effects/face-down.js";
import type { CardObject, GameState, LastKnown, ObjectId, ObjectZone, PlayerId, Replacing, StackAbility } from "../game/types.js";
import { removeFromCombat } from "../combat/combat.js";
import { noteArrival } from "./arrival-choices.js";
import { revealDrawn } from "./name-and-opponent.js";
import { topCardRevealed } from "../effects/top-card-revealed.js";
import { possessive } from "../view/wording.js";
import { discardDestination } from "../keywords/madness.js";
import { wholeCardName } from "../spells/split-cards.js";
import { damagedByThisTurn } from "../effects/damaged-by.js";
import { removedInsteadOfDying } from "../effects/removed-if-dies.js";
import { permanentsComeIntoPlayTapped } from "../effects/play-rules.js";
import { leavingPlay } from "./leaves-play.js";
import { departing } from "./simultaneous.js";
import { notePutIntoGraveyard } from "./graveyard-history.js";
import { countedSoulshift } from "../keywords/soulshift.js";
import { withoutAffected } from "../effects/effect-list.js";

export function lastKnown(s: GameState, o: CardObject): LastKnown {
  const c = characteristics(s, o);
  // 504: a face-down permanent (or a copy of one) has no name: the log calls it "a face-down creature".
  return { id: o.id, name: c.name || FACE_DOWN_NAME, ...(o.copyOf ? { card: o.card } : {}), controller: controllerOf(s, o), owner: o.owner, power: c.power ?? 0, toughness: c.toughness ?? 0, colors: c.colors, types: c.types, subtypes: c.subtypes, ...(o.counters ? { counters: o.counters } : {}), ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}), ...damagedByThisTurn(s, o), ...(o.colorsSpent ? { colorsSpent: o.colorsSpent } : {}), ...(o.kicked ? { kicked: o.kicked } : {}), ...(o.playedFromHand ? { playedFromHand: o.playedFromHand } : {}), ...(o.kickerX !== undefined ? { kickerX: o.kickerX } : {}), ...(o.chosen !== undefined ? { chosen: o.chosen } : {}), ...announcedX(o) };
}

/** 203.3: a spell with {X} in its mana cost leaving the stack keeps the X announced, which its converted mana cost counted there. */
function announcedX(o: CardObject): { x?: number } {
  return o.zone === "stack" && o.x !== undefined && getCard(o.card).cost.x > 0 ? { x: o.x } : {};
}

/**
 * 413.2: what came from an object that is leaving its zone (an ability on the stack or waiting
 * to be put there, combat damage it assigned) knows it from now on as it last existed.
 */
function rememberAsItWas(s: GameState, o: CardObject): void {
  let last: LastKnown | undefined;
  const known = (k: LastKnown) => (k.id === o.id ? (last ??= lastKnown(s, o)) : k);
  if (s.triggered.some((t) => t.source.id === o.id)) s.triggered = s.triggered.map((t) => (t.source.id === o.id ? { ...t, source: known(t.source) } : t));
  for (const id of s.stack) {
    const a = s.objects[id]!;
    if (a.kind !== "ability" || (a.source.id !== o.id && !a.combatDamage?.some((d) => d.source.id === o.id))) continue;
    const own = ownObject(s, id) as StackAbility;
    own.source = known(a.source);
    if (a.combatDamage) own.combatDamage = a.combatDamage.map((d) => ({ ...d, source: known(d.source) }));
  }
  // 413.2: a spell or ability that targets it knows it as it last existed ("equal to its power").
  for (const id of s.stack) {
    const t = s.objects[id]!;
    if (!t.targets?.some((x) => "object" in x && x.object === o.id)) continue;
    const own = ownObject(s, id);
    own.targetsLastKnown = { ...own.targetsLastKnown, [o.id]: (last ??= lastKnown(s, o)) };
  }
}

/** How the log names an object as it last existed: by its name then, and for a copy (503) also the card it is ("Keiga, the Tide Star (Clone, a copy)"). */
export function knownAs(o: { name: string; card?: string }): string {
  return o.card ? `${o.name} (${o.card}, a copy)` : o.name;
}

function zoneList(s: GameState, o: { zone: ObjectZone; owner: PlayerId }): ObjectId[] {
  switch (o.zone) {
    case "hand":
    case "graveyard":
      return player(s, o.owner)[o.zone];
    case "play":
      return s.play;
    case "stack":
      return s.stack;
    case "removed":
      return ownList(s, "removed");
    case "ante":
      return (player(s, o.owner).ante ??= []);
  }
}

/** Creates a card object in a zone (used when a position is set up, and for tokens). */
export function createCard(s: GameState, name: string, owner: PlayerId, zone: ObjectZone): CardObject {
  const o: CardObject = {
    id: newId(s),
    kind: "card",
    card: name,
    owner,
    controller: owner,
    zone,
    tapped: false,
    damage: 0,
    controlledSince: s.turn.number,
    timestamp: newTimestamp(s),
  };
  putObject(s, o);
  zoneList(s, o).push(o.id);
  return o;
}

/** Moves an object to a zone other than a library; returns the new object. Cards go to their owner's hand and graveyard. */
export function moveCard(g: Game, id: ObjectId, destination: ObjectZone, controller?: PlayerId): CardObject {
  const s = g.s;
  const from = card(s, id);
  // 419.6: "remove it from the game instead" of a creature dealt damage by Kumano's Pupils, looked at as it leaves play.
  const removedBy = destination === "graveyard" ? removedInsteadOfDying(s, from) : undefined;
  leaveZone(g, from);
  if (removedBy) {
    const moved = arrive(g, from, "removed", controller);
    emit(g, { type: "removedFromGame", text: `${nameOf(from)} would be put into ${possessive(playerName(s, from.owner))} graveyard; it is removed from the game instead (${removedBy}, 419.6).`, data: { card: from.card, owner: from.owner, by: removedBy } });
    return moved;
  }
  // 504: a face-down spell or permanent is revealed as it leaves the stack or play (unless it goes from the stack into play).
  if (from.faceDown && !(from.zone === "stack" && destination === "play")) revealFaceDown(g, from);
  // 502.22a: a card played for its flashback cost is removed from the game any time it would leave the stack.
  if (from.zone === "stack" && from.flashback && destination !== "removed") {
    const moved = arrive(g, from, "removed", controller);
    emit(g, { type: "removeFromGame", text: `${nameOf(from)} is removed from the game as it leaves the stack (flashback, 502.22a).`, data: { object: from.id, card: { id: moved.id, name: moved.card } } });
    return moved;
  }
  return arrive(g, from, destination, controller);
}

function revealFaceDown(g: Game, o: Readonly<CardObject>): void {
  emit(g, { type: "reveal", text: `${FACE_DOWN_NAME} leaves ${o.zone === "play" ? "play" : "the stack"} and is revealed: it is ${o.card} (504).`, data: { object: o.id, card: o.card, faceDown: true } });
}

/** The card `index` places from the top of the player's library moves to a zone, where it becomes an object. */
export function moveFromLibrary(g: Game, who: PlayerId, index: number, destination: ObjectZone, controller?: PlayerId): CardObject {
  const [name] = ownLibrary(g.s, who).splice(index, 1);
  return arrive(g, { card: name!, owner: who, controller: who }, destination, controller);
}

/** A card put into its owner's library (on the bottom) stops being an object. A token or a copy of a spell, which are no cards, ceases to exist instead (420.5: nothing can see a library before the next check). */
export function putIntoLibrary(g: Game, id: ObjectId): void {
  const o = card(g.s, id);
  leaveZone(g, o);
  if (o.faceDown) revealFaceDown(g, o);
  if (!o.token && !o.spellCopy) ownLibrary(g.s, o.owner).push(wholeCardName(o.card));
}

/** The object leaves its zone and stops existing (217.1c); effects on it end. */
function leaveZone(g: Game, from: Readonly<CardObject>): void {
  const s = g.s;
  const id = from.id;
  const leaving = from.zone === "play" ? leavingPlay(s, from, (o) => lastKnown(s, o)) : null; // "When ~ leaves play" (leaves-play.ts)
  rememberAsItWas(s, from);
  const list = zoneList(s, from);
  list.splice(list.indexOf(id), 1);
  removeObject(s, id);
  // Effects that applied to the old object don't follow it (217.1c). (Most objects that move
  // have none: the lists are rebuilt only when one does.)
  if (s.effects.some((e) => e.affects.includes(id))) {
    s.effects = withoutAffected(
      s.effects.filter((e) => !(e.affects.length === 1 && e.affects[0] === id)),
      (a) => a === id,
    );
  }
  // 306.? (removed from combat): a permanent that leaves play is no longer attacking or blocking;
  // an attacker it blocked stays blocked (309.?), and damage already assigned stays on the stack.
  if (from.zone === "play") removeFromCombat(s, id);
  if (from.zone === "play") endWhileTapped(g, id, "leaves play");
  if (from.zone === "play") endWhileInPlay(g, id);
  if (from.zone === "play" && from.attachedTo) endIfUnenchanted(g, from.attachedTo);
  if (leaving) emit(g, { type: "leavesPlay", text: `${knownAs(leaving.last)} leaves play.`, data: { object: id, ...leaving } });
}

/** The new object a card (or token, or copy) becomes in the zone it moves to. */
function arrive(g: Game, from: Pick<CardObject, "card" | "owner" | "controller" | "token" | "spellCopy">, destination: ObjectZone, controller?: PlayerId): CardObject {
  const s = g.s;
  // 419.6: a card that would be put into a graveyard may go elsewhere instead.
  const replaced = destination === "graveyard" ? graveyardDestination(s, from) : { zone: destination };
  const to = replaced.zone;
  if (replaced.by)
    emit(g, { type: "removedFromGame", text: `${nameOf(from)} would be put into ${possessive(playerName(s, from.owner))} graveyard; it is removed from the game instead (${replaced.by}, 419.6).`, data: { card: from.card, owner: from.owner, by: replaced.by } });
  const moved: CardObject = {
    id: newId(s),
    kind: "card",
    // 505.2: a half of a split card leaving the stack is the whole card again (a copy of a spell is no card).
    card: from.spellCopy ? from.card : wholeCardName(from.card),
    owner: from.owner,
    controller: to === "play" || to === "stack" ? (controller ?? from.controller) : from.owner,
    zone: to,
    tapped: to === "play" && permanentsComeIntoPlayTapped(s), // Orb of Dreams (419.1b)
    damage: 0,
    controlledSince: s.turn.number,
    timestamp: newTimestamp(s),
  };
  if (from.token) moved.token = true;
  if (from.spellCopy) moved.spellCopy = true;
  putObject(s, moved);
  zoneList(s, moved).push(moved.id);
  if (to === "play") noteArrival(s, moved); // 419.1b
  return moved;
}

/**
 * Draws `count` cards one at a time, each through the replacement effects on draws (419.6h).
 * Returns false when the player must first choose among them; `resumes` says what goes on after.
 */
export function draw(g: Game, who: PlayerId, count: number, resumes: Replacing["resumes"]): boolean {
  if (count <= 0) return true;
  return replace(g, { kind: "draw", player: who, sequence: who, remaining: count - 1 }, resumes);
}

/**
 * 217.2 / 420.5g: one draw as it happens; from an empty library it marks the player for the
 * state-based check. Opening hands and mulligans draw this way: before the game begins no
 * replacement effect can exist.
 */
export function drawOne(g: Game, who: PlayerId, count = 1): void {
  const p = player(g.s, who);
  for (let i = 0; i < count; i++) {
    if (p.library.length === 0) {
      p.drewFromEmptyLibrary = true;
      emit(g, { type: "drawFromEmptyLibrary", text: `${p.name} tries to draw from an empty library.`, data: { player: who } });
      continue;
    }
    // A top card played revealed was seen by all as it was drawn (effects/top-card-revealed.ts).
    const shown = topCardRevealed(g.s, who);
    const drawn = moveFromLibrary(g, who, 0, "hand");
    const named = { card: { id: drawn.id, name: drawn.card } };
    if (shown) emit(g, { type: "draw", text: `${p.name} draws ${drawn.card}, the revealed top card of his or her library.`, data: { player: who, ...named, revealed: true } });
    else emit(g, { type: "draw", text: `${p.name} draws a card.`, data: { player: who }, secret: { to: handViewers(g.s, who), text: `${p.name} draws ${drawn.card}.`, data: named } });
    revealDrawn(g, who, drawn); // Booby Trap: "The chosen player reveals each card he or she draws."
  }
}

/** Returns the card as it now is (217.1c: a new object in its new zone). */
export function discard(g: Game, id: ObjectId): CardObject {
  const s = g.s;
  const c = card(s, id);
  // 502.24a: a card with madness is removed from the game instead (its trigger sees the event).
  const to = discardDestination(c);
  const moved = moveCard(g, id, to);
  emit(g, {
    type: "discard",
    text: `${playerName(s, c.owner)} discards ${nameOf(c)}${to === "removed" ? " and removes it from the game (madness, 502.24a)" : ""}.`,
    data: { player: c.owner, card: { id: moved.id, name: moved.card }, ...(to === "removed" ? { madness: true } : {}), ...cause(s) },
  });
  return moved;
}

/** 420.5b–e: a permanent put into its owner's graveyard from play. */
export function putIntoGraveyardFromPlay(g: Game, id: ObjectId, why: string): void {
  const c = card(g.s, id);
  // What it was as it left play, for abilities that trigger on it ("look back in time", 410.?).
  const was = characteristics(g.s, c);
  const controller = controllerOf(g.s, c);
  // Its own "when this is put into a graveyard from play" abilities as it had them (a copy's, none if it lost them).
  // Soulshift X (Kodama of the Center Tree) with its X counted now, in play (keywords/soulshift.ts).
  const selfTriggers = [...was.abilities.filter((a) => a.kind === "triggered" && a.trigger.on === "putIntoGraveyardFromPlay" && a.trigger.what === "self"), ...countedSoulshift(g.s, c, was, controller)];
  // 410.?, 413.2f: the source of those abilities is the permanent as it last existed (a copy's name is the copied one).
  const gone = lastKnown(g.s, c);
  // Its Auras' and Equipment's "when enchanted / equipped creature is put into a graveyard" abilities, looked at now too.
  const attached = attachedLeavingAbilities(g.s, id).map((x) => ({ source: lastKnown(g.s, x.o), controller: controllerOf(g.s, x.o), abilities: x.abilities }));
  // 410.10d: the batch it leaves with; its first departure remembers the permanents watching (simultaneous.ts).
  const batch = departing(g, lastKnown);
  const moved = moveCard(g, id, "graveyard");
  // Removed from the game instead (419.6): it never went to a graveyard, so nothing triggers on that.
  if (moved.zone !== "graveyard") return;
  followToGraveyard(g, id, moved.id); // a Genju's "return ~ from your graveyard" (follow-to-graveyard.ts)
  notePutIntoGraveyard(g.s, was);
  emit(g, {
    type: "putIntoGraveyardFromPlay",
    text: `${knownAs(gone)} is put into ${possessive(playerName(g.s, c.owner))} graveyard from play (${why}).`,
    data: { object: id, card: { id: moved.id, name: moved.card }, last: gone, owner: c.owner, controller, types: was.types, subtypes: was.subtypes, ...(c.token ? { token: true } : {}), ...(selfTriggers.length ? { abilities: selfTriggers } : {}), ...(attached.length ? { attached } : {}), batch, ...cause(g.s) },
  });
}

/** "Destroy" puts a permanent into its owner's graveyard, unless it regenerates (419.6b) — "it can't be regenerated" says it can't. */
export function destroy(g: Game, id: ObjectId, by: string, canRegenerate = true): void {
  const o = g.s.objects[id];
  if (o?.kind === "card" && isIndestructible(g.s, o)) {
    emit(g, { type: "notDestroyed", text: `${nameOf(o)} is indestructible and isn't destroyed (${by}).`, data: { object: id } });
    return;
  }
  if (canRegenerate && regenerate(g, id)) return;
  putIntoGraveyardFromPlay(g, id, by);
}

/**
 * 216.?: a token is put into play by an effect; it has the characteristics the effect gives, as
 * its text reads then (`key`, 418.6c–d: see madeToken).
 */
export function createToken(g: Game, key: string, controller: PlayerId): CardObject {
  const s = g.s;
  const tapped = permanentsComeIntoPlayTapped(s); // Orb of Dreams (419.1b), looked at before the token is in play
  const o = createCard(s, key, controller, "play");
  o.token = true;
  if (tapped) o.tapped = true;
  emit(g, {
    type: "comesIntoPlay",
    text: `A ${getCard(key).name} token comes into play under ${possessive(playerName(s, controller))} control.`,
    data: { object: o.id, card: key, controller, token: true },
  });
  return o;
}

/** A permanent returned to its owner's hand: the card is known to all, but its new id in the hand is only its owner's to follow. */
export function returnToOwnersHand(g: Game, id: ObjectId): void {
  const s = g.s;
  const o = card(s, id);
  const moved = moveCard(g, id, "hand");
  emit(g, {
    type: "returnToHand",
    text: `${nameOf(o)} is returned to its owner's hand.`,
    data: { object: id, owner: o.owner, name: o.card },
    secret: { to: handViewers(s, o.owner), text: `${nameOf(o)} is returned to ${possessive(player(s, o.owner).name)} hand.`, data: { card: { id: moved.id, name: moved.card } } },
  });
}

/** The player whose resolving spell or ability causes the event, in its data ("a spell or ability an opponent controls causes ...", zones/cause.ts). */
function cause(s: GameState): { causedBy?: PlayerId } {
  const by = causedBy(s);
  return by === undefined ? {} : { causedBy: by };
}
