// Shared helpers for engine tests: start a game from a position, act, and read outcomes.
import { apply, createGame, legalDecision, type Action, type GameState, type Setup } from "../../src/engine/index.js";
import { card } from "../../src/engine/game.js";

export function setupGame(setup: Setup, seed = "test"): GameState {
  return createGame({ players: [{ name: "Ann", deck: [] }, { name: "Bob", deck: [] }], seed, setup }).state;
}

export function act(s: GameState, action: Action, who = s.pending?.player): GameState {
  if (!who) throw new Error("no one owes a decision");
  return apply(s, who, action).state;
}

/** Ids of the cards with this name in a player's hand / in play. */
export function inHand(s: GameState, who: string, name: string): string {
  const id = s.players.find((p) => p.id === who)!.hand.find((h) => card(s, h).card === name);
  if (!id) throw new Error(`${name} not in ${who}'s hand`);
  return id;
}

export function inPlay(s: GameState, name: string, controller?: string): string {
  const id = s.play.find((h) => card(s, h).card === name && (!controller || card(s, h).controller === controller));
  if (!id) throw new Error(`${name} not in play`);
  return id;
}

export function life(s: GameState, who: string): number {
  return s.players.find((p) => p.id === who)!.life;
}

export function zoneNames(s: GameState, who: string, zone: "hand" | "graveyard" | "library"): string[] {
  return s.players.find((p) => p.id === who)![zone].map((id) => card(s, id).card);
}

/** Pays for the spell being played by tapping listed mana abilities, then paying from the pool. */
export function payFully(s: GameState): GameState {
  for (let i = 0; i < 20 && s.pending?.kind === "payment"; i++) {
    const d = legalDecision(s, s.pending.player)!;
    const pay = d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "playAbility");
    if (!pay) throw new Error("cannot pay");
    s = act(s, pay);
  }
  return s;
}

/** Plays a spell from hand: announce, targets (if any), pay. */
export function cast(s: GameState, who: string, name: string, targets?: ({ player: string } | { object: string })[]): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, who, name) }, who);
  if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: targets! }, who);
  return payFully(s);
}

/** Everyone passes until the stack is empty or the decision is no longer priority. */
export function passUntil(s: GameState, done: (s: GameState) => boolean, limit = 200): GameState {
  for (let i = 0; i < limit && !done(s); i++) {
    if (s.pending?.kind !== "priority") throw new Error(`expected priority, got ${s.pending?.kind}`);
    s = act(s, { type: "pass" });
  }
  if (!done(s)) throw new Error("condition never reached");
  return s;
}

export function randomPlayout(seed: string, decks: [string[], string[]], pick: (n: number) => number, maxActions = 20000) {
  let { state } = createGame({ players: [{ name: "Ann", deck: decks[0] }, { name: "Bob", deck: decks[1] }], seed });
  let actions = 0;
  while (state.status !== "finished" && actions < maxActions) {
    const who = state.pending!.player;
    const d = legalDecision(state, who)!;
    state = apply(state, who, d.options[pick(d.options.length)]!).state;
    actions++;
  }
  return { state, actions };
}
