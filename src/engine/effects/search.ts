// Searching a library (the edition's glossary entry "Search"; its rulings in Crystal Keep's
// summaries, "CompRules 2003"): "Search your library for [cards], [reveal them,] and put them
// [into your hand / into play]. Then shuffle your library."
// - A search for cards with a stated quality (a card type, a subtype, a name...) may find
//   fewer of them, even none, though the library holds some: no one else can check.
// - A search for "a card" (or "N cards") must find that many, or as many as the library holds.
// - A library is hidden (217.2): during the search only the searcher sees the cards that may be
//   found (the decision is his or hers alone); everyone else sees that a search is going on and
//   the library's size. A card found is shown to all only if the text says "reveal" or it is put
//   into play; a card put into a hand unrevealed is named only to the players who may see that hand.
import type { Effect, LibraryFilter } from "../../cards/language.js";
import { convertedManaCosts } from "../../cards/split-cards.js";
import { getCard } from "../../cards/registry.js";
import { emit, obj, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { shuffle } from "../game/rng.js";
import type { Action, Decision, GameState, PlayerId } from "../game/types.js";
import { handViewers } from "../multiplayer/multiplayer.js";
import { comesIntoPlayAs, effectDecisionDone, resolvable, type Resolvable } from "../spells/resolve.js";
import { moveFromLibrary } from "../zones/zones.js";
import { numbered, possessive } from "../view/wording.js";

type Search = Extract<Effect, { do: "search" }>;

/** Runs a search effect: asks "you may search" first when the text says so; false while a decision is owed. */
export function runSearch(g: Game, r: Resolvable, e: Search): boolean {
  if (e.may) {
    g.s.pending = { kind: "may", player: r.controller, prompt: `${r.name}: you may search your library for ${describeSearch(e)}; if you do, you shuffle it. Do you?` };
    return false;
  }
  return beginSearch(g, r, e);
}

/** The answer to "you may search ...": searching begins, or nothing happens (and nothing is shuffled). */
export function answerMaySearch(g: Game, who: PlayerId, accept: boolean): void {
  const s = g.s;
  const r = resolvable(s, obj(s, s.resolving!.object));
  const e = r.effects[s.resolving!.step] as Search;
  emit(g, { type: "may", text: `${playerName(s, who)} chooses ${accept ? "to" : "not to"} search their library (${r.name}).`, data: { player: who, accept } });
  if (!accept) return effectDecisionDone(g);
  g.s.pending = null;
  if (beginSearch(g, r, e)) effectDecisionDone(g);
}

function beginSearch(g: Game, r: Resolvable, e: Search): boolean {
  const s = g.s;
  const who = r.controller;
  const p = player(s, who);
  emit(g, { type: "search", text: `${p.name} searches their library for ${describeSearch(e)} (${r.name}).`, data: { player: who, libraryCount: p.library.length } });
  // With nothing that could be found there is nothing to choose: the search finds nothing.
  if (candidates(s, who, e).length === 0) {
    finish(g, who, e, [], r.name);
    return true;
  }
  s.pending = { kind: "search", player: who };
  return false;
}

/** The search under way: the effect (inside a conditional's branch, the one it is running: "If an opponent has more lands than you, search ...") and whose library it is. */
function current(s: GameState): { r: Resolvable; e: Search; who: PlayerId } {
  const r = resolvable(s, obj(s, s.resolving!.object));
  const e = r.effects[s.resolving!.step]!;
  if (e.do !== "conditional") return { r, e: e as Search, who: r.controller };
  const { branch, part } = s.resolving!;
  return { r, e: (branch ? e.effects : e.otherwise)[part! - 1] as Search, who: r.controller };
}

/** The different cards of the library the search may find, by name, with how many of each. */
function candidates(s: GameState, who: PlayerId, e: Search): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of player(s, who).library) if (matches(name, e.filter)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** How many cards the search must and may find: a stated quality (or "up to") allows finding fewer. */
function range(s: GameState, who: PlayerId, e: Search): [number, number] {
  const stated = e.filter !== undefined && Object.keys(e.filter).length > 0;
  const min = stated || e.upTo ? 0 : Math.min(e.amount, player(s, who).library.length);
  return [min, e.amount];
}

/** Whether a card in a library (its printed characteristics: it is no object there) has the stated qualities. */
function matches(name: string, f: LibraryFilter | undefined): boolean {
  if (!f) return true;
  const c = getCard(name);
  return (
    (!f.types || f.types.some((t) => c.types.includes(t))) &&
    (!f.supertypes || f.supertypes.some((t) => c.supertypes.includes(t))) &&
    (!f.subtypes || f.subtypes.some((t) => c.subtypes.includes(t))) &&
    (!f.colors || f.colors.some((x) => c.colors.includes(x))) &&
    // 505.6: a split card matches if either of its converted mana costs does.
    (f.convertedManaCostAtMost === undefined || convertedManaCosts(c, getCard).some((n) => n <= f.convertedManaCostAtMost!)) &&
    (f.convertedManaCost === undefined || convertedManaCosts(c, getCard).includes(f.convertedManaCost)) &&
    (f.name === undefined || c.name === f.name) &&
    (!f.multicolored || c.colors.length >= 2)
  );
}

/**
 * The searcher's decision: the cards that may be found are listed by name (a library's cards
 * are only names, 217.1c) with their counts. Several cards are a combination: the options
 * list one complete answer (and "none" where finding none is allowed); any other answer
 * that `details` allows may be posted.
 */
export function searchDecision(s: GameState, who: PlayerId): Decision {
  const { r, e } = current(s);
  const found = candidates(s, who, e);
  const [min, max] = range(s, who, e);
  const options: Action[] =
    max === 1
      ? found.map((c): Action => ({ type: "search", cards: [c.name] }))
      : [{ type: "search", cards: found.flatMap((c) => Array<string>(c.count).fill(c.name)).slice(0, max) }];
  if (min === 0) options.push({ type: "search", cards: [] });
  const how = min === max ? `exactly ${max}` : min === 0 ? `up to ${max}` : `${min} to ${max}`;
  const places = Array.isArray(e.to) ? ` The cards go ${e.to.map(place).join(", then ")}, in the order you list them.` : "";
  return {
    player: who,
    kind: "search",
    prompt:
      `${r.name}: search your library for ${describeSearch(e)}. You may find: ${found.map((c) => `${c.name} (${c.count})`).join(", ")}. ` +
      `Name ${how} of them${min === 0 ? " (a search for cards with a stated quality may find fewer, even none)" : ""}.${places} Then your library is shuffled.`,
    options,
    details: { candidates: found, min, max, reveal: !!e.reveal, to: e.to },
  };
}

/** The searcher's answer: the names of the cards found, checked against the library and the text. */
export function answerSearch(g: Game, who: PlayerId, cards: string[]): void {
  const s = g.s;
  const { r, e } = current(s);
  const [min, max] = range(s, who, e);
  if (cards.length < min || cards.length > max)
    illegal("glossary Search", min === 0 ? `find at most ${numbered(max, "card")}` : `the search is for ${describeSearch(e)} without a stated quality: find ${min === max ? numbered(max, "card") : `${min} to ${max} cards`}`);
  const left = new Map(candidates(s, who, e).map((c) => [c.name, c.count]));
  for (const name of cards) {
    const n = left.get(name) ?? 0;
    if (n === 0) illegal("glossary Search", `your library holds no (more) ${describeSearch({ ...e, amount: 1 })} named ${JSON.stringify(name)}`);
    left.set(name, n - 1);
  }
  finish(g, who, e, cards, r.name);
  effectDecisionDone(g);
}

/** The cards found go where the text says (revealed first if it says so); then the library is shuffled. */
function finish(g: Game, who: PlayerId, e: Search, cards: string[], by: string): void {
  const s = g.s;
  const p = player(s, who);
  if (e.reveal && cards.length > 0) emit(g, { type: "reveal", text: `${p.name} reveals ${cards.join(", ")} (${by}).`, data: { player: who, cards } });
  cards.forEach((name, i) => {
    const to = Array.isArray(e.to) ? e.to[i]! : e.to;
    const moved = moveFromLibrary(g, who, p.library.indexOf(name), to === "hand" ? "hand" : "play");
    if (to === "hand") {
      const secret = { to: handViewers(s, who), text: `${p.name} puts ${name} into their hand (${by}).`, data: { card: { id: moved.id, name } } };
      if (e.reveal) emit(g, { type: "putIntoHand", text: secret.text, data: { player: who, name }, secret });
      else emit(g, { type: "putIntoHand", text: `${p.name} puts a card into their hand (${by}).`, data: { player: who }, secret });
      return;
    }
    // 419.1b–c: "put into play tapped", and what the card itself says about coming into play.
    if (to === "playTapped") moved.tapped = true;
    comesIntoPlayAs(moved);
    emit(g, {
      type: "comesIntoPlay",
      text: `${name} comes into play under ${possessive(p.name)} control${moved.tapped ? ", tapped" : ""} (${by}).`,
      data: { object: moved.id, card: name, controller: who },
    });
  });
  shuffle(s.rng, p.library);
  emit(g, { type: "shuffle", text: `${p.name} shuffles their library.`, data: { player: who } });
}

function place(to: "hand" | "play" | "playTapped"): string {
  return { hand: "into your hand", play: "into play", playTapped: "into play tapped" }[to];
}

/** "a basic land card", "two Forest cards", "a card named Avarax", "an artifact card with converted mana cost 1 or less". */
function describeSearch(e: Pick<Search, "filter" | "amount" | "upTo">): string {
  const f = e.filter ?? {};
  const words = [
    ...(f.multicolored ? ["multicolored"] : []),
    ...(f.colors ?? []).map((c) => ({ W: "white", U: "blue", B: "black", R: "red", G: "green" })[c]).slice(0, 1),
    ...(f.supertypes ?? []),
    ...(f.subtypes ? [f.subtypes.join(" or ")] : []),
    ...(f.types ? [f.types.join(" or ")] : []),
  ].join(" ");
  const n = e.amount;
  const count = n === 1 && !e.upTo ? (/^[aeiou]/i.test(words || "card") && words ? "an" : "a") : `${e.upTo ? "up to " : ""}${NUMBERS[n] ?? n}`;
  const cmc = f.convertedManaCostAtMost !== undefined ? ` with converted mana cost ${f.convertedManaCostAtMost} or less` : f.convertedManaCost !== undefined ? ` with converted mana cost ${f.convertedManaCost}` : "";
  const named = f.name ? ` named ${f.name}` : "";
  return `${count} ${words ? `${words} ` : ""}card${n === 1 ? "" : "s"}${named}${cmc}`;
}

const NUMBERS: Record<number, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 5: "five" };
