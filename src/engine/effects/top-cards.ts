// "Reveal the top three cards of your library. Put all artifact cards revealed this way into your
// hand and the rest into your graveyard." (Chromescale Drake), "Look at the top X cards of your
// library, where X is .... Put one of those cards into your hand and the rest on the bottom of
// your library in any order." (Machinate), "Look at the top five cards of your library. You may
// reveal a creature card from among them and put it into your hand. Put the rest on the bottom of
// your library in any order." (Commune with Nature). 217.2: a library is hidden and its order
// kept: cards looked at are seen by the effect's controller alone (the event names them only in
// its `secret`), revealed ones by every player; a card is taken by its printed card types (it is
// no object in the library). The one card taken is the controller's decision (the "chooseTop"
// kind, with `of`); the order of the rest on the bottom is his or her decision too (the
// "orderTop" kind, with `bottom`), and stays hidden.
import type { Effect } from "../../cards/language.js";
import { getCard } from "../../cards/registry.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { amountOf, effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { moveFromLibrary } from "../zones/zones.js";
import { ownLibrary } from "../game/clone.js";
import { numbered } from "../view/wording.js";

type Of = Extract<Effect, { do: "topCards" }>;
type Choosing = Extract<Pending, { kind: "chooseTop" }>;
type Rest = "graveyard" | "bottom";
type CardTypes = Extract<Of["take"], { all: unknown }>["all"];

/** Whether a card in a library has any of the card types (its printed ones). */
const isOf = (name: string, types: CardTypes | undefined) => !types || types.some((t) => getCard(name).types.includes(t));

export function topCards(g: Game, r: Resolvable, e: Of): boolean {
  const s = g.s;
  const who = r.controller;
  const cards = player(s, who).library.slice(0, amountOf(r, e.amount));
  const said = `${playerName(s, who)} ${e.reveal ? "reveals" : "looks at"} the top ${numbered(cards.length, "card")} of their library`;
  if (e.reveal) emit(g, { type: "reveal", text: `${said}${cards.length ? `: ${cards.join(", ")}` : ""} (${r.name}).`, data: { player: who, cards } });
  else emit(g, { type: "lookAtLibrary", text: `${said} (${r.name}).`, data: { player: who, owner: who, count: cards.length }, secret: { to: [who], text: `${said}: ${cards.join(", ")}, from the top (${r.name}).`, data: { cards } } });
  if (e.take !== "one" && "all" in e.take) {
    const types = e.take.all;
    const taken = cards.flatMap((c, i) => (isOf(c, types) ? [i] : []));
    intoHand(g, r, taken, true);
    return restOf(g, r, e.rest, cards.length - taken.length);
  }
  const types = e.take === "one" ? undefined : e.take.mayOne;
  // None that may be taken: nothing to choose ("you may reveal a creature card": there is none).
  if (!cards.some((c) => isOf(c, types))) return restOf(g, r, e.rest, cards.length);
  s.pending = { kind: "chooseTop", player: who, count: cards.length, of: { ...(types ? { types } : {}), reveal: e.reveal, rest: e.rest } };
  return false;
}

/** The controller's decision: the card taken, by its position; with `types`, one of them or none. */
export function chooseTopOfDecision(s: GameState, p: Choosing): Decision {
  const r = resolvingNow(s);
  const types = p.of!.types;
  const cards = player(s, p.player).library.slice(0, p.count);
  const takeable = cards.flatMap((c, position) => (isOf(c, types) ? [position] : []));
  const what = types ? `you may reveal ${/^[aeiou]/.test(types[0]!) ? "an" : "a"} ${types.join(" or ")} card from among them and put it into your hand` : "put one of them into your hand";
  return {
    player: p.player,
    kind: "chooseTop",
    prompt: `${r.name}: ${what}; the rest go ${p.of!.rest === "graveyard" ? "into your graveyard" : "on the bottom of your library in an order you choose"}. From the top they are: ${cards.map((c, i) => `(${i}) ${c}`).join(", ")}.`,
    options: [...takeable.map((position): Action => ({ type: "chooseTop", position })), ...(types ? [{ type: "decline" } as Action] : [])],
    details: { cards: cards.map((name, position) => ({ position, name })), takeable, ...(types ? { none: "decline" } : {}) },
  };
}

/** The card chosen (null: "decline", none where none may be taken): it goes into the hand, then the rest go their way. */
export function answerChooseTopOf(g: Game, position: number | null): void {
  const p = g.s.pending as Choosing;
  if (position === null && !p.of?.types) illegal("217.2", "one of the cards looked at must be put into your hand");
  const of = p.of!;
  if (position !== null) {
    const name = Number.isInteger(position) && position >= 0 && position < p.count ? player(g.s, p.player).library[position] : undefined;
    if (name === undefined) illegal("217.2", `choose the position of one of the ${p.count} cards (0 to ${p.count - 1})`);
    if (!isOf(name, of.types)) illegal("217.2", `${name} is not ${of.types!.join(" or ")} card`);
  }
  const r = resolvingNow(g.s);
  g.s.pending = null;
  if (position !== null) intoHand(g, r, [position], of.reveal || !!of.types);
  if (restOf(g, r, of.rest, p.count - (position === null ? 0 : 1))) effectDecisionDone(g);
}

/** The cards at these positions (from the top) go into the controller's hand: named to all if revealed, else to those who may see that hand. */
function intoHand(g: Game, r: Resolvable, positions: number[], revealed: boolean): void {
  if (!positions.length) return;
  const s = g.s;
  const who = r.controller;
  // From the top down (ascending positions): each card moved lifts those under it by one.
  const names = positions.map((p, k) => moveFromLibrary(g, who, p - k, "hand").card);
  const text = `${playerName(s, who)} puts ${revealed ? names.join(", ") : numbered(names.length, "card")} into their hand (${r.name}).`;
  if (revealed) emit(g, { type: "putIntoHand", text, data: { player: who, cards: names } });
  else emit(g, { type: "putIntoHand", text, data: { player: who }, secret: { to: handViewers(s, who), text: `${playerName(s, who)} puts ${names.join(", ")} into their hand (${r.name}).`, data: { cards: names } } });
}

/** The rest, now the top `count` cards: into the graveyard (public, 217.4b), or to the bottom in the controller's order (asked when there are two or more). False while that order is asked. */
function restOf(g: Game, r: Resolvable, to: Rest, count: number): boolean {
  const s = g.s;
  const who = r.controller;
  if (to === "graveyard") {
    const names: string[] = [];
    for (let i = 0; i < count; i++) names.push(moveFromLibrary(g, who, 0, "graveyard").card);
    if (names.length) emit(g, { type: "libraryToGraveyard", text: `${playerName(s, who)} puts ${names.join(", ")} into their graveyard (${r.name}).`, data: { player: who, cards: names } });
    return true;
  }
  if (count >= 2) {
    s.pending = { kind: "orderTop", player: who, owner: who, count, bottom: true };
    return false;
  }
  toBottom(g, who, [0].slice(0, count), r.name);
  return true;
}

/** The top cards at these positions go under the library, the first listed nearest the top; the order is told to their owner only (revealed cards were named as they were revealed). */
export function toBottom(g: Game, who: PlayerId, order: number[], by: string): void {
  if (!order.length) return;
  const library = ownLibrary(g.s, who);
  const top = library.splice(0, order.length);
  const names = order.map((i) => top[i]!);
  library.push(...names);
  const said = `${playerName(g.s, who)} puts ${numbered(names.length, "card")} on the bottom of their library`;
  emit(g, {
    type: "orderLibrary",
    text: `${said} (${by}).`,
    data: { player: who, owner: who, count: names.length },
    secret: { to: [who], text: `${said}: ${names.join(", ")}, in that order (${by}).`, data: { cards: names } },
  });
}

/**
 * "Reveal cards from the top of your library until you reveal a nonland card" (Goblin Machinist):
 * one at a time until a card of the kind is revealed, or the library runs out (then none is
 * found). Every player sees them; they stay on top, counted for "the revealed cards", and the card
 * found is "that card" (the `foundCard` amount).
 */
export function revealUntil(g: Game, r: Resolvable, e: Extract<Effect, { do: "revealUntil" }>): boolean {
  const s = g.s;
  const who = r.controller;
  const library = player(s, who).library;
  const at = library.findIndex((c) => isOf(c, e.types) !== !!e.not);
  const revealed = at < 0 ? [...library] : library.slice(0, at + 1);
  emit(g, { type: "reveal", text: `${playerName(s, who)} reveals ${revealed.length ? revealed.join(", ") : "no card (their library is empty)"} from the top of their library (${r.name}).`, data: { player: who, cards: revealed } });
  if (s.resolving) Object.assign(s.resolving, { foundCards: at < 0 ? [] : [library[at]!], revealedFromTop: revealed.length });
  return true;
}

/** "Put the revealed cards on the bottom of your library in any order": those `revealUntil` revealed, still on top. */
export function revealedToBottom(g: Game, r: Resolvable): boolean {
  return restOf(g, r, "bottom", g.s.resolving?.revealedFromTop ?? 0);
}
