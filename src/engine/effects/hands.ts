// Hands (217.3c: a hand is hidden; its owner, and in Teams a teammate who may review it, see
// it): a hand revealed to every player, a card chosen from a revealed hand and discarded or
// removed from the game, a hand looked at by one player, and a card put into play from a hand.
// A revealed hand is public (the event names its cards to all); a looked-at hand is named
// only to the looker (the event's `secret`); a card chosen from one's own hidden hand is named
// to the others only when it comes into play.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { card, emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, ObjectId, Pending, PlayerId } from "../game/types.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { comesIntoPlayAs, effectDecisionDone, type Resolvable, resolvingNow, resolvingEffect } from "../spells/resolve.js";
import { discard, draw, moveCard } from "../zones/zones.js";
import { characteristics, characteristicsMatch } from "./characteristics.js";
import { playerRef } from "./effects.js";
import { possessive } from "../view/wording.js";
import { askNext, eachOtherPutting, noteEachOtherPut, startEachOtherPuts, takeChosen } from "./put-from-hands.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

/** The cards of a hand with a stated quality (as cards in a hand: their printed characteristics). */
function matching(s: GameState, hand: ObjectId[], f: ObjectFilter | undefined): ObjectId[] {
  return hand.filter((id) => !f || characteristicsMatch(characteristics(s, card(s, id)), f));
}

/** "Target opponent reveals his or her hand": every player sees the cards in it. */
export function revealHand(g: Game, r: Resolvable, e: Of<"revealHand">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const s = g.s;
  const cards = player(s, who).hand.map((id) => ({ id, name: card(s, id).card }));
  emit(g, { type: "revealHand", text: `${playerName(s, who)} reveals their hand: ${cards.length ? cards.map((c) => c.name).join(", ") : "no cards"} (${r.name}).`, data: { player: who, cards } });
  return true;
}

/** "You draw a card for each Mountain and red card in it": counted in the revealed hand as it resolves, each card once. */
export function drawPerCardInHand(g: Game, r: Resolvable, e: Of<"drawPerCardInHand">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const s = g.s;
  const n = player(s, who).hand.filter((id) => e.anyOf.some((f) => characteristicsMatch(characteristics(s, card(s, id)), f))).length;
  return draw(g, r.controller, n, "resolution");
}

/** "Look at target opponent's hand": only the effect's controller sees the cards (and those who could already see that hand). */
export function lookAtHand(g: Game, r: Resolvable, e: Of<"lookAtHand">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const s = g.s;
  const names = player(s, who).hand.map((id) => card(s, id).card);
  const looker = playerName(s, r.controller);
  emit(g, {
    type: "lookAtHand",
    text: `${looker} looks at ${possessive(playerName(s, who))} hand (${r.name}).`,
    data: { player: r.controller, owner: who, count: names.length },
    secret: { to: [...new Set([r.controller, ...handViewers(s, who)])], text: `${looker} looks at ${possessive(playerName(s, who))} hand: ${names.length ? names.join(", ") : "no cards"} (${r.name}).`, data: { cards: names } },
  });
  return true;
}

/** The cards of the owner's hand the effect may choose: with `fromRevealed`, only those revealed by this resolution. */
function choosable(s: GameState, e: Of<"chooseFromHand">, owner: PlayerId): ObjectId[] {
  const hand = e.fromRevealed ? player(s, owner).hand.filter((id) => s.resolving!.revealed?.includes(id)) : player(s, owner).hand;
  return matching(s, hand, e.filter);
}

/** The effect under way, and the cards its chooser may choose. */
function choosing(s: GameState): { r: Resolvable; e: Of<"chooseFromHand">; candidates: ObjectId[] } {
  const { r, e } = resolvingEffect<Of<"chooseFromHand">>(s);
  const owner = (s.pending as Extract<Pending, { kind: "chooseFromHand" }>).owner;
  return { r, e, candidates: choosable(s, e, owner) };
}

/**
 * "Target player reveals three cards from his or her hand": that player chooses which, from his
 * or her hidden hand (a decision of his or her own, described: any N of them); with N or fewer
 * cards there is nothing to choose. The cards revealed are named to all.
 */
export function revealCardsFromHand(g: Game, r: Resolvable, e: Of<"revealCardsFromHand">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const hand = player(g.s, who).hand;
  if (hand.length <= e.amount) {
    revealed(g, r, who, [...hand]);
    return true;
  }
  g.s.pending = { kind: "revealFromHand", player: who, count: e.amount };
  return false;
}

function revealed(g: Game, r: Resolvable, who: PlayerId, ids: ObjectId[]): void {
  const s = g.s;
  s.resolving!.revealed = ids;
  const cards = ids.map((id) => ({ id, name: card(s, id).card }));
  emit(g, { type: "reveal", text: `${playerName(s, who)} reveals ${cards.length ? cards.map((c) => c.name).join(", ") : "no cards"} from their hand (${r.name}).`, data: { player: who, cards } });
}

export function revealFromHandDecision(s: GameState, p: Extract<Pending, { kind: "revealFromHand" }>): Decision {
  const r = resolvingNow(s);
  const hand = player(s, p.player).hand;
  const first = hand.slice(0, p.count);
  const last = hand.slice(-p.count);
  return {
    player: p.player,
    kind: "revealFromHand",
    prompt: `${r.name}: reveal ${p.count} cards of your choice from your hand (post any ${p.count} of details.candidates, each once).`,
    options: [first, ...(same(first, last) ? [] : [last])].map((cards): Action => ({ type: "reveal", cards })),
    details: { candidates: hand.map((id) => ({ id, name: card(s, id).card })), count: p.count },
  };
}

export function answerRevealFromHand(g: Game, who: PlayerId, cards: ObjectId[]): void {
  const p = g.s.pending as Extract<Pending, { kind: "revealFromHand" }>;
  const hand = player(g.s, who).hand;
  if (cards.length !== p.count || new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c))) illegal("413", `reveal exactly ${p.count} different cards of your own hand`);
  const r = resolvingNow(g.s);
  revealed(g, r, who, cards);
  effectDecisionDone(g);
}

const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * "Choose a [nonland] card from it. That player discards that card." (after the hand was
 * revealed): the effect's controller chooses one of the cards with the stated quality; with
 * none, nothing happens; with one, there is nothing to choose.
 */
export function chooseFromHand(g: Game, r: Resolvable, e: Of<"chooseFromHand">): boolean {
  const owner = playerRef(g, r, e.player);
  if (!owner) return true;
  const candidates = choosable(g.s, e, owner);
  if (candidates.length === 0) {
    emit(g, { type: "chooseFromHand", text: `${possessive(playerName(g.s, owner))} hand holds no ${describe(e.filter)} to choose (${r.name}).`, data: { player: r.controller, owner, card: null } });
    return true;
  }
  if (candidates.length === 1) {
    chosen(g, r, e, owner, candidates[0]!);
    return true;
  }
  g.s.pending = { kind: "chooseFromHand", player: r.controller, owner };
  return false;
}

export function chooseFromHandDecision(s: GameState, p: Extract<Pending, { kind: "chooseFromHand" }>): Decision {
  const { r, e, candidates } = choosing(s);
  const then = e.then === "discard" ? `${playerName(s, p.owner)} discards it` : "it is removed from the game";
  return {
    player: p.player,
    kind: "chooseFromHand",
    prompt: `${r.name}: choose ${describe(e.filter)} from ${possessive(playerName(s, p.owner))} revealed hand; ${then}.`,
    options: candidates.map((id): Action => ({ type: "chooseCard", card: id })),
    details: { owner: p.owner, candidates: candidates.map((id) => ({ id, name: card(s, id).card })) },
  };
}

export function answerChooseFromHand(g: Game, id: ObjectId | null): void {
  const { r, e, candidates } = choosing(g.s);
  const owner = (g.s.pending as Extract<Pending, { kind: "chooseFromHand" }>).owner;
  if (id === null || !candidates.includes(id)) illegal("413", `choose one ${describe(e.filter)} in ${possessive(playerName(g.s, owner))} revealed hand (details.candidates)`);
  chosen(g, r, e, owner, id);
  effectDecisionDone(g);
}

function chosen(g: Game, r: Resolvable, e: Of<"chooseFromHand">, owner: PlayerId, id: ObjectId): void {
  const name = card(g.s, id).card;
  emit(g, { type: "chooseFromHand", text: `${playerName(g.s, r.controller)} chooses ${name} from ${possessive(playerName(g.s, owner))} hand (${r.name}).`, data: { player: r.controller, owner, card: { id, name } } });
  if (e.then === "discard") discard(g, id);
  else {
    const moved = moveCard(g, id, "removed");
    emit(g, { type: "removeFromGame", text: `${name} is removed from the game from ${possessive(playerName(g.s, owner))} hand (${r.name}).`, data: { object: id, card: { id: moved.id, name } } });
  }
}

/**
 * "(You may) put a creature card from your hand into play": its controller chooses a card of his
 * or her hidden hand. The decision is asked whatever the hand holds, so that no one learns from
 * it whether the hand has such a card; "none" is an answer when the text says "may" or the
 * hand has none.
 */
export function putFromHand(g: Game, r: Resolvable, e: Of<"putFromHand">): boolean {
  if (e.players === "eachOther") return startEachOtherPuts(g, r) && putChosen(g, r, e);
  g.s.pending = { kind: "putFromHand", player: r.controller };
  return false;
}

/** The effect, and the cards of the asked player's hand it may put into play. */
function putting(s: GameState): { r: Resolvable; e: Of<"putFromHand">; candidates: ObjectId[] } {
  const { r, e } = resolvingEffect<Of<"putFromHand">>(s);
  const who = s.pending?.kind === "putFromHand" ? s.pending.player : r.controller;
  return { r, e, candidates: matching(s, player(s, who).hand, e.filter) };
}

export function putFromHandDecision(s: GameState, p: Extract<Pending, { kind: "putFromHand" }>): Decision {
  const { r, e, candidates } = putting(s);
  const none = e.may || candidates.length === 0;
  return {
    player: p.player,
    kind: "putFromHand",
    prompt: `${r.name}: ${e.may ? "you may put" : "put"} ${describe(e.filter)} from your hand into play${e.tapped ? " tapped" : ""}${e.players ? " (each other player chooses in turn; the cards chosen come into play together, 103.4)" : ""}.${candidates.length ? "" : " You have none."}`,
    options: [...candidates.map((id): Action => ({ type: "chooseCard", card: id })), ...(none ? [{ type: "chooseCard", card: null } as Action] : [])],
    details: { candidates: candidates.map((id) => ({ id, name: card(s, id).card })), optional: none },
  };
}

export function answerPutFromHand(g: Game, who: PlayerId, id: ObjectId | null): void {
  const s = g.s;
  const { r, e, candidates } = putting(s);
  if (id === null) {
    if (!e.may && candidates.length > 0) illegal("413", `put ${describe(e.filter)} from your hand into play: the text doesn't say "may"`);
    emit(g, { type: "putFromHand", text: `${playerName(s, who)} puts no card from their hand into play (${r.name}).`, data: { player: who, card: null } });
  } else if (!candidates.includes(id)) illegal("413", `choose ${describe(e.filter)} in your hand (details.candidates)`);
  if (eachOtherPutting(g)) {
    // 103.4: the choice stays hidden until every player has made his or her own.
    noteEachOtherPut(g, who, id);
    s.pending = null;
    if (askNext(g) && putChosen(g, r, e)) effectDecisionDone(g);
    return;
  }
  if (id === null) return effectDecisionDone(g);
  putIntoPlay(g, r, e, who, id);
  effectDecisionDone(g);
}

/** 103.4: the cards the players chose, put into play together once all have chosen. */
function putChosen(g: Game, r: Resolvable, e: Of<"putFromHand">): boolean {
  for (const c of takeChosen(g)) putIntoPlay(g, r, e, c.player, c.card);
  return true;
}

function putIntoPlay(g: Game, r: Resolvable, e: Of<"putFromHand">, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const moved = moveCard(g, id, "play", who);
  if (e.tapped) moved.tapped = true;
  // 419.1b–c: what the card says about how it comes into play.
  comesIntoPlayAs(g.s, moved);
  emit(g, { type: "comesIntoPlay", text: `${moved.card} is put into play from ${possessive(playerName(s, who))} hand${moved.tapped ? ", tapped" : ""} (${r.name}).`, data: { object: moved.id, card: moved.card, controller: who } });
}

/** "a card", "a nonland card", "a creature card", "a Spirit or Arcane card". */
function describe(f: ObjectFilter | undefined): string {
  const words = [
    ...(f?.supertypes ?? []),
    ...(f?.notTypes ?? []).map((t) => `non${t}`),
    ...(f?.colors ?? []).map((c) => ({ W: "white", U: "blue", B: "black", R: "red", G: "green" })[c]),
    ...(f?.subtypes ? [f.subtypes.join(" or ")] : []),
    ...(f?.types ? [f.types.join(" or ")] : []),
  ].join(" ");
  return `${words && /^[aeiou]/i.test(words) ? "an" : "a"} ${words ? `${words} ` : ""}card`;
}
