// The top of a library (217.2: a library is hidden, its order kept): cards put from it into a
// graveyard, its top card revealed, and its top cards looked at and put back in any order.
// What a player looks at is seen by that player alone: the event names the cards only in its
// `secret`, and the order is the looker's own decision.
import type { Effect } from "../../cards/language.js";
import { emit, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { orderAnswers } from "../game/choices.js";
import type { Action, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { amountOf, effectDecisionDone, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { moveFromLibrary } from "../zones/zones.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { playerRef } from "./effects.js";
import { numbered, possessive } from "../view/wording.js";
import { getCard } from "../../cards/registry.js";
import { ownLibrary } from "../game/clone.js";
import { toBottom } from "./top-cards.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

/** "[Player] puts the top N cards of his or her library into his or her graveyard": as many as the library holds. */
export function libraryToGraveyard(g: Game, r: Resolvable, e: Of<"libraryToGraveyard">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const p = player(g.s, who);
  const names: string[] = [];
  const count = e.amount === "half" ? Math.floor(p.library.length / 2) : amountOf(r, e.amount);
  for (let i = count; i > 0 && p.library.length > 0; i--) names.push(moveFromLibrary(g, who, 0, "graveyard").card);
  // "then draw cards equal to that card's converted mana cost": later effects of this resolution read them.
  if (g.s.resolving) g.s.resolving.movedFromLibrary = names;
  // 217.4b: cards in a graveyard are public, so every player sees which ones they are.
  emit(g, { type: "libraryToGraveyard", text: `${p.name} puts the top ${numbered(names.length, "card")} of their library into their graveyard${names.length ? `: ${names.join(", ")}` : ""} (${r.name}).`, data: { player: who, cards: names } });
  return true;
}

/** "[Player] reveals the top card of his or her library": every player sees it; it stays where it is. */
export function revealTopOfLibrary(g: Game, r: Resolvable, e: Of<"revealTopOfLibrary">): boolean {
  const who = playerRef(g, r, e.player);
  if (!who) return true;
  const top = player(g.s, who).library[0];
  emit(g, { type: "reveal", text: top ? `${playerName(g.s, who)} reveals the top card of their library: ${top} (${r.name}).` : `${possessive(playerName(g.s, who))} library is empty: there is no card to reveal (${r.name}).`, data: { player: who, cards: top ? [top] : [] } });
  return true;
}

/**
 * "Look at the top N cards of [a] library, then put them back in any order": the looker (the
 * effect's controller) alone learns them, then orders them. With one card or none there is no
 * order to choose.
 */
export function orderTopOfLibrary(g: Game, r: Resolvable, e: Of<"orderTopOfLibrary">): boolean {
  const owner = playerRef(g, r, e.player);
  if (!owner) return true;
  const s = g.s;
  const cards = player(s, owner).library.slice(0, amountOf(r, e.amount));
  const whose = owner === r.controller ? "their" : `${possessive(playerName(s, owner))}`;
  emit(g, {
    type: "lookAtLibrary",
    text: `${playerName(s, r.controller)} looks at the top ${numbered(cards.length, "card")} of ${whose} library (${r.name}).`,
    data: { player: r.controller, owner, count: cards.length },
    secret: { to: [r.controller], text: `${playerName(s, r.controller)} looks at the top ${numbered(cards.length, "card")} of ${whose} library: ${cards.join(", ")}, from the top (${r.name}).`, data: { cards } },
  });
  if (cards.length < 2) return true;
  s.pending = { kind: "orderTop", player: r.controller, owner, count: cards.length };
  return false;
}

/**
 * "Look at the top two cards of your library. Put one of them into your hand and the other on
 * the bottom of your library": the looker alone learns them and chooses the one (with one card
 * left, it goes into the hand).
 */
export function lookAtTopPutOneInHand(g: Game, r: Resolvable, e: Of<"lookAtTopPutOneInHand">): boolean {
  const s = g.s;
  const cards = player(s, r.controller).library.slice(0, e.amount);
  const me = playerName(s, r.controller);
  emit(g, {
    type: "lookAtLibrary",
    text: `${me} looks at the top ${numbered(cards.length, "card")} of their library (${r.name}).`,
    data: { player: r.controller, owner: r.controller, count: cards.length },
    secret: { to: [r.controller], text: `${me} looks at the top ${numbered(cards.length, "card")} of their library: ${cards.join(", ")}, from the top (${r.name}).`, data: { cards } },
  });
  if (cards.length === 0) return true;
  if (cards.length === 1) {
    putOneInHand(g, r, 0, 1);
    return true;
  }
  s.pending = { kind: "chooseTop", player: r.controller, count: cards.length };
  return false;
}

export function chooseTopDecision(s: GameState, p: Extract<Pending, { kind: "chooseTop" }>): Decision {
  const r = resolvingNow(s);
  const cards = player(s, p.player).library.slice(0, p.count);
  return {
    player: p.player,
    kind: "chooseTop",
    prompt: `${r.name}: put one of the top ${p.count} cards of your library into your hand; the other goes on the bottom of your library. From the top they are: ${cards.map((c, i) => `(${i}) ${c}`).join(", ")}.`,
    options: cards.map((_, position): Action => ({ type: "chooseTop", position })),
    details: { cards: cards.map((name, position) => ({ position, name })) },
  };
}

export function answerChooseTop(g: Game, position: number): void {
  const p = g.s.pending as Extract<Pending, { kind: "chooseTop" }>;
  if (!Number.isInteger(position) || position < 0 || position >= p.count) illegal("217.2", `choose the position of one of the ${p.count} cards looked at (0 to ${p.count - 1})`);
  putOneInHand(g, resolvingNow(g.s), position, p.count);
  effectDecisionDone(g);
}

/** The chosen card goes into its owner's hand (named to those who may see that hand), the rest to the bottom in their order. */
function putOneInHand(g: Game, r: Resolvable, position: number, count: number): void {
  const s = g.s;
  const who = r.controller;
  const library = ownLibrary(s, who);
  const rest = library.slice(0, count).filter((_, i) => i !== position);
  const moved = moveFromLibrary(g, who, position, "hand");
  library.splice(0, rest.length);
  library.push(...rest);
  const text = `${playerName(s, who)} puts a card into their hand and ${rest.length} on the bottom of their library (${r.name}).`;
  emit(g, { type: "putIntoHand", text, data: { player: who }, secret: { to: handViewers(s, who), text: `${playerName(s, who)} puts ${moved.card} into their hand and ${rest.join(", ") || "nothing"} on the bottom of their library (${r.name}).`, data: { card: { id: moved.id, name: moved.card } } } });
}

/** The looker's decision: an order of the cards, described; the listed order and its reverse are ready-made answers. */
export function orderTopDecision(s: GameState, p: Extract<Pending, { kind: "orderTop" }>): Decision {
  const r = resolvingNow(s);
  const cards = player(s, p.owner).library.slice(0, p.count);
  const positions = cards.map((_, i) => i);
  return {
    player: p.player,
    kind: "orderTop",
    prompt: p.bottom
      ? `${r.name}: put the rest on the bottom of your library in any order: ${cards.map((c, i) => `(${i}) ${c}`).join(", ")}. Post their positions in the order they go under your library, the one nearest its top first, each once.`
      : `${r.name}: put the top ${p.count} cards of ${p.owner === p.player ? "your" : `${possessive(playerName(s, p.owner))}`} library back in any order. From the top they are: ${cards.map((c, i) => `(${i}) ${c}`).join(", ")}. Post their positions in the new order, the new top first, each once.`,
    options: orderAnswers(positions).map((order): Action => ({ type: "orderTop", order })),
    details: { cards: cards.map((name, position) => ({ position, name })), answer: p.bottom ? "every position of cards, each once, the card to be nearest the top of the library first" : "every position of cards, each once, the new top first" },
  };
}

/** The order posted: each position once; the cards go back on top in that order (with `bottom`, under the library: effects/top-cards.ts). */
export function answerOrderTop(g: Game, who: PlayerId, order: number[]): void {
  const p = g.s.pending as Extract<Pending, { kind: "orderTop" }>;
  const sorted = [...order].sort((a, b) => a - b);
  if (order.length !== p.count || sorted.some((v, i) => v !== i)) illegal("217.2", `post each position 0 to ${p.count - 1} exactly once: an order of all ${p.count} cards looked at`);
  if (p.bottom) {
    toBottom(g, who, order, resolvingNow(g.s).name);
    return effectDecisionDone(g);
  }
  const library = ownLibrary(g.s, p.owner);
  const top = library.splice(0, p.count);
  library.unshift(...order.map((i) => top[i]!));
  const r = resolvingNow(g.s);
  emit(g, {
    type: "orderLibrary",
    text: `${playerName(g.s, who)} puts the cards back in an order of their choice (${r.name}).`,
    data: { player: who, owner: p.owner, count: p.count },
    secret: { to: [who], text: `${playerName(g.s, who)} puts the cards back: ${order.map((i) => top[i]).join(", ")}, from the top (${r.name}).`, data: { cards: order.map((i) => top[i]) } },
  });
  effectDecisionDone(g);
}

/**
 * "that card's converted mana cost" (Heed the Mists): of the card an earlier effect of the same
 * resolution put from the top of a library into a graveyard (203.3: a card's converted mana
 * cost is the total amount of mana in its mana cost); 0 if no card was moved (the library was
 * empty).
 */
export function movedCardsValue(s: GameState): number {
  const moved = s.resolving?.movedFromLibrary ?? [];
  return moved.length === 1 ? getCard(moved[0]!).convertedManaCost : 0;
}
