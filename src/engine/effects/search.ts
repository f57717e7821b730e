// Searching a library (the edition's glossary entry "Search"; its rulings in Crystal Keep's
// summaries, "CompRules 2003"): "Search your library for [cards], [reveal them,] and put them
// [into your hand / into play]. Then shuffle your library."
// - A search for cards with a stated quality (a card type, a subtype, a name...) may find
//   fewer of them, even none, though the library holds some: no one else can check.
// - A search for "a card" (or "N cards") must find that many, or as many as the library holds.
// - A library is hidden (217.2): during the search only the searcher sees the cards that may be
//   found (the decision is his or hers alone); everyone else sees that a search is going on and
//   the library's size. "Search target player's library" (Jester's Cap): the effect's controller
//   searches another player's library, sees it for the search only (in the decision), and its
//   owner shuffles it. A card found is shown to all only if the text says "reveal" or it is put
//   into play; a card put into a hand unrevealed is named only to the players who may see that hand.
import type { Effect, LibraryFilter } from "../../cards/language.js";
import { convertedManaCosts } from "../../cards/split-cards.js";
import { getCard } from "../../cards/registry.js";
import { apnap, emit, inGame, player, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import { shuffle } from "../game/rng.js";
import type { Action, Decision, GameState, PlayerId } from "../game/types.js";
import { handViewers, inRange } from "../multiplayer/multiplayer.js";
import { comesIntoPlayAs, effectDecisionDone, type Resolvable, resolvingEffect } from "../spells/resolve.js";
import { moveFromLibrary } from "../zones/zones.js";
import { playerRef } from "./effects.js";
import { numbered, possessive } from "../view/wording.js";
import { ownLibrary, ownList } from "../game/clone.js";

type Search = Extract<Effect, { do: "search" }>;

/** Runs a search effect: asks "you may search" first when the text says so; false while a decision is owed. */
export function runSearch(g: Game, r: Resolvable, e: Search): boolean {
  if (e.players === "each") {
    // 103.4: each player within range (601.2), in APNAP order, chooses whether to search his or her own library.
    const playing = new Set(inGame(g.s).map((p) => p.id));
    g.s.resolving!.searching = { players: apnap(g.s).filter((p) => playing.has(p) && inRange(g.s, r.controller, p)) };
    return nextSearcher(g, r, e);
  }
  if (e.may) {
    g.s.pending = { kind: "may", player: r.controller, prompt: mayPrompt(r, e) };
    return false;
  }
  return beginSearch(g, r, e, r.controller);
}

function mayPrompt(r: Resolvable, e: Search): string {
  return `${r.name}: you may search your library for ${describeSearch(e, r)}; if you do, you shuffle it. Do you?`;
}

/** "Each player may search": asks the next player; true once every player has searched or declined. */
function nextSearcher(g: Game, r: Resolvable, e: Search): boolean {
  const s = g.s;
  const next = s.resolving!.searching!.players[0];
  if (next === undefined) {
    delete s.resolving!.searching;
    return true;
  }
  s.pending = { kind: "may", player: next, prompt: mayPrompt(r, e) };
  return false;
}

/** One player's search is over (or declined): with "each player", the next one is asked; true once the effect is done. */
function searchDone(g: Game, r: Resolvable, e: Search): boolean {
  const searching = g.s.resolving!.searching;
  if (!searching) return true;
  searching.players.shift();
  return nextSearcher(g, r, e);
}

/** The answer to "you may search ...": searching begins, or nothing happens (and nothing is shuffled). */
export function answerMaySearch(g: Game, who: PlayerId, accept: boolean): void {
  const s = g.s;
  const { r, e } = resolvingEffect<Search>(s);
  emit(g, { type: "may", text: `${playerName(s, who)} chooses ${accept ? "to" : "not to"} search their library (${r.name}).`, data: { player: who, accept } });
  g.s.pending = null;
  if (accept ? beginSearch(g, r, e, who) : searchDone(g, r, e)) effectDecisionDone(g);
}

function beginSearch(g: Game, r: Resolvable, e: Search, who: PlayerId): boolean {
  const s = g.s;
  const owner = libraryOwner(g, r, e, who);
  // The target player left the game (or the target is gone): there is no library to search.
  if (owner === undefined) return true;
  const p = player(s, who);
  const whose = owner === who ? "their library" : `${possessive(playerName(s, owner))} library`;
  emit(g, { type: "search", text: `${p.name} searches ${whose} for ${describeSearch(e, r)} (${r.name}).`, data: { player: who, owner, libraryCount: player(s, owner).library.length } });
  // With nothing that could be found there is nothing to choose: the search finds nothing.
  if (candidates(s, owner, e, r).length === 0) {
    finish(g, owner, e, [], r, who);
    return searchDone(g, r, e);
  }
  s.pending = { kind: "search", player: who };
  return false;
}

/** Whose library the search is of: the target player's ("Search target player's library"), else the searcher's. */
function libraryOwner(g: Game, r: Resolvable, e: Search, searcher: PlayerId): PlayerId | undefined {
  return e.library ? (playerRef(g, r, e.library) ?? undefined) : searcher;
}

/** The search under way: the effect (inside a conditional's branch, the one it is running: "If an opponent has more lands than you, search ..."), who searches and whose library it is (the target as it was checked when the search began). */
function current(s: GameState): { r: Resolvable; e: Search; who: PlayerId; owner: PlayerId } {
  const { r, e: search } = resolvingEffect<Search>(s);
  const target = search.library && r.targets[search.library.target];
  // "Each player may search his or her library": the player whose turn it is to search, in his or her own library.
  const who = s.resolving!.searching?.players[0] ?? r.controller;
  return { r, e: search, who, owner: target && "player" in target ? target.player : who };
}

/** The different cards of the owner's library the search may find, by name, with how many of each. */
function candidates(s: GameState, owner: PlayerId, e: Search, r: Resolvable): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  const f = e.filter?.namedSelf ? { ...e.filter, name: r.name } : e.filter?.convertedManaCostAtMostX ? withX(e.filter, r) : e.filter;
  for (const name of player(s, owner).library) if (matches(name, f)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** How many cards the search must and may find: a stated quality (or "up to", or "any number") allows finding fewer. */
function range(s: GameState, owner: PlayerId, e: Search, r: Resolvable): [number, number] {
  const stated = e.filter !== undefined && Object.keys(e.filter).length > 0;
  const n = amountOf(e, r);
  const amount = n === "any" ? player(s, owner).library.length : n;
  const min = stated || e.upTo || n === "any" ? 0 : Math.min(amount, player(s, owner).library.length);
  return [min, amount];
}

/** The number of cards sought: as printed, or the X announced (409.1b); "any number" has none of its own. */
function amountOf(e: Pick<Search, "amount">, r?: Resolvable): number | "any" {
  return e.amount === "X" ? (r?.x ?? 0) : e.amount;
}

/** Whether a card in a library (its printed characteristics: it is no object there) has the stated qualities. */
export function matches(name: string, f: LibraryFilter | undefined): boolean {
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
    (f.convertedManaCostAtLeast === undefined || convertedManaCosts(c, getCard).some((n) => n >= f.convertedManaCostAtLeast!)) &&
    // "an enchant creature card": an Aura whose Enchant says "creature" and no more (502.45).
    (f.enchant === undefined || (c.enchant?.kind === "creature" && !("filter" in c.enchant && c.enchant.filter))) &&
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
  const { r, e, owner } = current(s);
  const found = candidates(s, owner, e, r);
  const [min, max] = range(s, owner, e, r);
  const options: Action[] =
    max === 1 && e.amount !== "any"
      ? found.map((c): Action => ({ type: "search", cards: [c.name] }))
      : [{ type: "search", cards: found.flatMap((c) => Array<string>(c.count).fill(c.name)).slice(0, max) }];
  if (min === 0) options.push({ type: "search", cards: [] });
  const how = min === max ? `exactly ${max}` : min === 0 ? `up to ${max}` : `${min} to ${max}`;
  const places = Array.isArray(e.to) ? ` The cards go ${e.to.map(place).join(", then ")}, in the order you list them.` : e.to === "topAfterShuffle" ? " The library is shuffled, then the card goes on top of it." : "";
  return {
    player: who,
    kind: "search",
    prompt:
      `${r.name}: search ${owner === who ? "your" : possessive(playerName(s, owner))} library for ${describeSearch(e, r)}. You may find: ${found.map((c) => `${c.name} (${c.count})`).join(", ")}. ` +
      `Name ${how} of them${min === 0 ? " (a search for cards with a stated quality may find fewer, even none)" : ""}.${places}${e.to === "removed" ? " They are removed from the game." : ""}${e.to === "topAfterShuffle" ? "" : ` Then ${owner === who ? "your" : "that"} library is shuffled.`}`,
    options,
    details: { candidates: found, min, max, reveal: !!e.reveal, to: e.to },
  };
}

/** The searcher's answer: the names of the cards found, checked against the library and the text. */
export function answerSearch(g: Game, who: PlayerId, cards: string[]): void {
  const s = g.s;
  const { r, e, owner } = current(s);
  const [min, max] = range(s, owner, e, r);
  if (cards.length < min || cards.length > max)
    illegal("glossary Search", min === 0 ? `find at most ${numbered(max, "card")}` : `the search is for ${describeSearch(e, r)} without a stated quality: find ${min === max ? numbered(max, "card") : `${min} to ${max} cards`}`);
  const left = new Map(candidates(s, owner, e, r).map((c) => [c.name, c.count]));
  for (const name of cards) {
    const n = left.get(name) ?? 0;
    if (n === 0) illegal("glossary Search", `your library holds no (more) ${describeSearch({ ...e, amount: 1 }, r)} named ${JSON.stringify(name)}`);
    left.set(name, n - 1);
  }
  finish(g, owner, e, cards, r, who);
  g.s.pending = null;
  if (searchDone(g, r, e)) effectDecisionDone(g);
}

/** The cards found in `who`'s library (by `searcher`) go where the text says (revealed first if it says so); then the library is shuffled by its owner. */
function finish(g: Game, who: PlayerId, e: Search, cards: string[], r: Resolvable, searcher = who): void {
  const s = g.s;
  const p = player(s, who);
  const by = r.name;
  // "into play tapped under target player's control" (Yavimaya Dryad): the target, checked as the ability resolves (413.2a).
  const controller = e.controller ? (playerRef(g, r, e.controller) ?? who) : who;
  if (s.resolving) s.resolving.foundCards = [...cards];
  if (e.reveal && cards.length > 0) emit(g, { type: "reveal", text: `${p.name} reveals ${cards.join(", ")} (${by}).`, data: { player: who, cards } });
  if (e.to === "topAfterShuffle") return shuffleThenTop(g, who, cards);
  cards.forEach((name, i) => {
    const to = Array.isArray(e.to) ? e.to[i]! : e.to;
    if (to === "topAfterShuffle") return;
    // 217.4b: a graveyard is public: every player sees the cards put there.
    if (to === "graveyard") {
      // 419.6: the move may be replaced (removed from the game instead); that is told by the move itself.
      if (moveFromLibrary(g, who, p.library.indexOf(name), "graveyard").zone === "graveyard")
        emit(g, { type: "libraryToGraveyard", text: `${p.name} puts ${name} from their library into their graveyard (${by}).`, data: { player: who, cards: [name] } });
      return;
    }
    const moved = moveFromLibrary(g, who, p.library.indexOf(name), to === "hand" ? "hand" : to === "removed" ? "removed" : "play", controller);
    // 217.7: the removed-from-the-game zone is public: every player sees the cards removed.
    if (to === "removed") {
      emit(g, { type: "removeFromGame", text: `${playerName(s, searcher)} removes ${name} from ${possessive(p.name)} library from the game (${by}).`, data: { player: searcher, card: { id: moved.id, name } } });
      return;
    }
    if (to === "hand") {
      const secret = { to: handViewers(s, who), text: `${p.name} puts ${name} into their hand (${by}).`, data: { card: { id: moved.id, name } } };
      if (e.reveal) emit(g, { type: "putIntoHand", text: secret.text, data: { player: who, name }, secret });
      else emit(g, { type: "putIntoHand", text: `${p.name} puts a card into their hand (${by}).`, data: { player: who }, secret });
      return;
    }
    // 419.1b–c: "put into play tapped", and what the card itself says about coming into play.
    if (to === "playTapped") moved.tapped = true;
    comesIntoPlayAs(g.s, moved);
    emit(g, {
      type: "comesIntoPlay",
      text: `${name} comes into play under ${possessive(playerName(s, controller))} control${moved.tapped ? ", tapped" : ""} (${by}).`,
      data: { object: moved.id, card: name, controller },
    });
  });
  shuffle(ownList(s, "rng"), ownLibrary(s, who));
  emit(g, { type: "shuffle", text: `${p.name} shuffles their library.`, data: { player: who } });
}

/** "shuffle your library and put that card on top of it" (Momir Vig): the card found (revealed) is set aside, the rest shuffled, then it goes on top. */
function shuffleThenTop(g: Game, who: PlayerId, cards: string[]): void {
  const s = g.s;
  const library = ownLibrary(s, who);
  for (const name of cards) library.splice(library.indexOf(name), 1);
  shuffle(ownList(s, "rng"), library);
  emit(g, { type: "shuffle", text: `${playerName(s, who)} shuffles their library.`, data: { player: who } });
  library.unshift(...cards);
  // The card was revealed: every player may know it is on top.
  for (const name of cards) emit(g, { type: "putOnLibrary", text: `${name} is put on top of ${possessive(playerName(s, who))} library.`, data: { player: who, name, position: "top" } });
}

function place(to: "hand" | "play" | "playTapped" | "removed" | "graveyard" | "topAfterShuffle"): string {
  return { hand: "into your hand", play: "into play", playTapped: "into play tapped", removed: "out of the game", graveyard: "into your graveyard", topAfterShuffle: "on top of your library after it is shuffled" }[to];
}

/** "with converted mana cost X or less": X as announced for the spell (409.1b, 203.3). */
function withX(f: LibraryFilter, r?: Resolvable): LibraryFilter {
  const { convertedManaCostAtMostX: _, ...rest } = f;
  return { ...rest, convertedManaCostAtMost: r?.x ?? 0 };
}

/** "a basic land card", "two Forest cards", "a card named Avarax", "an artifact card with converted mana cost 1 or less". */
function describeSearch(e: Pick<Search, "filter" | "amount" | "upTo">, r?: Resolvable): string {
  const f = e.filter?.convertedManaCostAtMostX ? withX(e.filter, r) : (e.filter ?? {});
  const words = [
    ...(f.multicolored ? ["multicolored"] : []),
    ...(f.enchant ? ["enchant creature"] : []),
    ...(f.colors ?? []).map((c) => ({ W: "white", U: "blue", B: "black", R: "red", G: "green" })[c]).slice(0, 1),
    ...(f.supertypes ?? []),
    ...(f.subtypes ? [f.subtypes.join(" or ")] : []),
    ...(f.types ? [f.types.join(" or ")] : []),
  ].join(" ");
  const n = amountOf(e, r);
  if (n === "any") return `any number of ${words ? `${words} ` : ""}cards${f.convertedManaCost !== undefined ? ` with converted mana cost ${f.convertedManaCost}` : ""}`;
  const count = n === 1 && !e.upTo ? (/^[aeiou]/i.test(words || "card") && words ? "an" : "a") : `${e.upTo ? "up to " : ""}${NUMBERS[n] ?? n}`;
  const cmc =
    f.convertedManaCostAtMost !== undefined
      ? ` with converted mana cost ${f.convertedManaCostAtMost} or less`
      : f.convertedManaCostAtLeast !== undefined
        ? ` with converted mana cost ${f.convertedManaCostAtLeast} or more`
        : f.convertedManaCost !== undefined
          ? ` with converted mana cost ${f.convertedManaCost}`
          : "";
  const named = f.name ? ` named ${f.name}` : f.namedSelf && r ? ` named ${r.name}` : "";
  return `${count} ${words ? `${words} ` : ""}card${n === 1 ? "" : "s"}${named}${cmc}`;
}

const NUMBERS: Record<number, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 5: "five" };
