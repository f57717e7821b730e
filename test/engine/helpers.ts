// Shared helpers for engine tests: start a game from a position, act, and read outcomes.
import { expect } from "vitest";
import { apply, createGame, legalDecision, RuleError, type Action, type GameState, type Setup } from "../../src/engine/index.js";
import { characteristics } from "../../src/engine/effects/characteristics.js";
import { controllerOf } from "../../src/engine/effects/control.js";
import { advance } from "../../src/engine/game/flow.js";
import { card, type Game } from "../../src/engine/game/game.js";
import { newState, startFromSetup } from "../../src/engine/game/starting.js";
import { PRESET_DECKS, resolveDeck } from "../../src/cards/decks.js";

const PLAYERS = [{ name: "Ann", deck: [] }, { name: "Bob", deck: [] }];

/** A game from a position. Unless the setup says otherwise, the players stop everywhere and
 * pass only when passing is all they can do (their explicit choice, turn/stops.ts), so that
 * a test sees every decision that could matter. */
export function setupGame(setup: Setup, seed = "test"): GameState {
  return createGame({ players: PLAYERS, seed, setup: stopEverywhere(setup) }).state;
}

export function stopEverywhere(setup: Setup, autoPass = true): Setup {
  return { ...setup, players: setup.players.map((p) => ({ stops: "everywhere", autoPass, ...p })) };
}

export function act(s: GameState, action: Action, who = s.pending?.player): GameState {
  if (!who) throw new Error("no one owes a decision");
  return apply(freezeObjects(s), who, action).state;
}

/**
 * The state's map of objects, the objects, the players' libraries and stops, the options and
 * the graveyard history frozen: apply() shares them with the state it returns (copy on write,
 * clone.ts), so a rule that changed one in place would throw here instead of changing the past.
 */
export function freezeObjects(s: GameState): GameState {
  deepFreeze(s.objects);
  deepFreeze(s.options);
  deepFreeze(s.toGraveyardFromPlay);
  deepFreeze(s.triggered);
  deepFreeze(s.delayed);
  deepFreeze(s.shields);
  deepFreeze(s.regenerationShields);
  deepFreeze(s.winners);
  deepFreeze(s.spellsPlayed);
  deepFreeze(s.effects);
  Object.freeze(s.rng);
  Object.freeze(s.removed);
  for (const p of s.players) {
    Object.freeze(p.library);
    Object.freeze(p.stops);
  }
  return s;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Ids of the cards with this name in a player's hand / in play. */
export function inHand(s: GameState, who: string, name: string): string {
  const id = s.players.find((p) => p.id === who)!.hand.find((h) => card(s, h).card === name);
  if (!id) throw new Error(`${name} not in ${who}'s hand`);
  return id;
}

export function inPlay(s: GameState, name: string, controller?: string): string {
  const id = s.play.find((h) => card(s, h).card === name && (!controller || controllerOf(s, card(s, h)) === controller));
  if (!id) throw new Error(`${name} not in play`);
  return id;
}

export function life(s: GameState, who: string): number {
  return s.players.find((p) => p.id === who)!.life;
}

export function zoneNames(s: GameState, who: string, zone: "hand" | "graveyard" | "library"): string[] {
  const p = s.players.find((x) => x.id === who)!;
  return zone === "library" ? [...p.library] : p[zone].map((id) => card(s, id).card);
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

/** The total cost (409.1e) the player is asked to pay for the named spell from hand, its targets the first offered. */
export function costOf(s: GameState, name: string, who = "p1"): string {
  s = act(s, { type: "playSpell", card: inHand(s, who, name) }, who);
  if (s.pending?.kind === "targets") s = act(s, legalDecision(s, who)!.options[0]!, who);
  return s.playing!.cost;
}

/** `who` plays Healing Salve from hand in a mode (0: target player gains 3 life; 1: prevent the next 3 damage to target creature or player this turn), paid in full. */
export function healingSalve(s: GameState, who: string, mode: 0 | 1, target: { player: string } | { object: string }): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, who, "Healing Salve") }, who);
  s = act(s, { type: "chooseMode", mode }, who);
  return payFully(act(s, { type: "chooseTargets", targets: [target] }, who));
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
    state = apply(freezeObjects(state), who, d.options[pick(d.options.length)]!).state;
    actions++;
  }
  return { state, actions };
}

/** Like setupGame, but with automatic passing off for both players from the very start,
 * so every priority stop can be seen (createGame would already have passed through some). */
export function manualGame(setup: Setup, seed = "test"): GameState {
  const g: Game = { s: newState({ players: PLAYERS, seed }), events: [], scanned: 0 };
  startFromSetup(g, setup);
  for (const p of g.s.players) Object.assign(p, { autoPass: false, stops: "everywhere" });
  advance(g);
  return g.s;
}

/** Everyone passes until the stack is empty or the game is over (at most `limit` passes); a decision other than priority on the way fails the test (`act`). */
export function resolveStack(s: GameState, limit = 20): GameState {
  for (let i = 0; i < limit && s.status !== "finished" && s.stack.length > 0; i++) s = act(s, { type: "pass" });
  return s;
}

/** From the start of p1's turn: p1 attacks p2 with `attackers`; p2 blocks as `blocks` says ([blocker, attacker]) when it has creatures to. */
export function attackWith(s: GameState, attackers: string[], blocks: [string, string][] = []): GameState {
  s = passUntil(s, (x) => x.pending?.kind === "attackers");
  s = act(s, { type: "declareAttackers", attackers: attackers.map((a) => ({ attacker: inPlay(s, a, "p1"), defender: "p2" })) });
  s = passUntil(s, (x) => x.pending?.kind === "blockers" || x.turn.step === "combatDamage");
  if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: blocks.map(([b, a]) => ({ blocker: inPlay(s, b, "p2"), attacker: inPlay(s, a, "p1") })) }, "p2");
  return s;
}

/** Passes priority `times` times. */
export function pass(s: GameState, times = 1): GameState {
  for (let i = 0; i < times; i++) s = act(s, { type: "pass" });
  return s;
}

/** Where the game is: "phase/step", e.g. "combat/declareAttackers". */
export function where(s: GameState): string {
  return `${s.turn.phase}/${s.turn.step}`;
}

/** Asserts that the action is refused as illegal (422) under `rule`, and the state is untouched. */
export function rejects(s: GameState, who: string, action: Action, rule: string, status: 403 | 422 = 422): void {
  const before = JSON.stringify(s);
  let error: unknown;
  try {
    apply(freezeObjects(s), who, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect({ status: (error as RuleError).status, rule: (error as RuleError).rule }).toEqual({ status, rule });
  expect(JSON.stringify(s)).toBe(before);
}

/** Current power/toughness of a permanent. */
export function pt(s: GameState, id: string): [number | undefined, number | undefined] {
  const c = characteristics(s, card(s, id));
  return [c.power, c.toughness];
}

/** 217.1: objects that are not in exactly one zone, the one they say they are in (empty if all are). */
export function misplaced(s: GameState): string[] {
  const at = new Map<string, string[]>();
  const put = (id: string, zone: string) => at.set(id, [...(at.get(id) ?? []), zone]);
  for (const p of s.players) for (const z of ["hand", "graveyard"] as const) for (const id of p[z]) put(id, z);
  for (const z of ["play", "stack", "removed"] as const) for (const id of s[z]) put(id, z);
  const out = [...at].filter(([id, zones]) => zones.length !== 1 || s.objects[id]?.zone !== zones[0]).map(([id, zones]) => `${id} in ${zones.join(", ")}`);
  for (const id of Object.keys(s.objects)) if (!at.has(id)) out.push(`${id} in no zone`);
  return out;
}

/** Names of the permanents a player controls in play. */
export function playNames(s: GameState, who: string): string[] {
  return s.play.map((id) => card(s, id)).filter((o) => controllerOf(s, o) === who).map((o) => o.card);
}

/** The cards of a preset deck. */
export function presetDeck(name: keyof typeof PRESET_DECKS): string[] {
  if (!(name in PRESET_DECKS)) throw new Error(`no preset deck ${name}`);
  const r = resolveDeck(name);
  if (!r.ok) throw new Error(r.error);
  return r.cards;
}

/** A small seeded generator of choices in [0, n), so a random playout can be replayed. */
export function picker(seed: number): (n: number) => number {
  let x = (seed * 2654435761 + 1) >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

/** Passes (declaring no attackers or blockers) until the next turn's upkeep. */
export function toNextUpkeep(s: GameState): GameState {
  const turn = s.turn.number;
  for (let i = 0; i < 100 && !(s.turn.number > turn && s.turn.step === "upkeep"); i++) {
    const kind = s.pending?.kind;
    s = act(s, kind === "attackers" ? { type: "declareAttackers", attackers: [] } : kind === "blockers" ? { type: "declareBlockers", blocks: [] } : { type: "pass" });
  }
  return s;
}

/** The index of the first activated ability of the permanent named `name`, as the layers give it. */
export const activated = (s: GameState, name: string) => characteristics(s, card(s, inPlay(s, name))).abilities.findIndex((a) => a.kind === "activated");

/** A library of basic lands, enough for the draws of a few turns. */
export const landLibrary = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
