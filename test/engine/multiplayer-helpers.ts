// Helpers for multiplayer engine tests: games of three or more players from a set-up position,
// and random legal games of each format played to a finish.
import { expect } from "vitest";
import { createGame, RuleError, type GameConfig, type GameState, type Setup } from "../../src/engine/index.js";
import { advance } from "../../src/engine/game/flow.js";
import type { Game } from "../../src/engine/game/game.js";
import type { MultiplayerOptions } from "../../src/engine/multiplayer/multiplayer.js";
import { newState, startFromSetup } from "../../src/engine/game/starting.js";
import type { Format } from "../../src/engine/game/types.js";
import { decks, fuzzConfig } from "./fuzz.js";
import { stopEverywhere } from "./helpers.js";

/** The rule a game configuration is refused under, or "accepted". */
export function refusal(config: Omit<GameConfig, "seed"> & { seed?: string }): string {
  try {
    createGame({ seed: "refusal", ...config });
  } catch (e) {
    if (e instanceof RuleError) return e.rule;
    throw e;
  }
  return "accepted";
}

export const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou", "Max", "Ned", "Oz", "Pam"];

export interface Table {
  format?: Format;
  options?: MultiplayerOptions;
  /** Each seat's team (Teams games); seats are given in a seating that satisfies 609.3. */
  teams?: string[];
  /** Pass priority automatically when passing is the only choice (default true; the players
   * stop everywhere else, turn/stops.ts). */
  autoPass?: boolean;
}

/** A game of setup.players.length players (default: free-for-all) from a set-up position. */
export function tableGame(setup: Setup, table: Table = {}, seed = "mp"): GameState {
  const players = setup.players.map((_, i) => ({ name: NAMES[i]!, deck: [], ...(table.teams ? { team: table.teams[i]! } : {}) }));
  const g: Game = { s: newState({ players, seed, format: table.format ?? "free-for-all", options: table.options }), events: [], scanned: 0 };
  startFromSetup(g, stopEverywhere(setup, table.autoPass));
  if (table.autoPass === false) for (const p of g.s.players) p.autoPass = false;
  advance(g);
  return g.s;
}

/** n players with the same set-up each. */
export function seats(n: number, each: Setup["players"][number] = {}): Setup["players"] {
  return Array.from({ length: n }, () => structuredClone(each));
}

export function playerState(s: GameState, id: string) {
  return s.players.find((p) => p.id === id)!;
}

/** Free-for-all with the preset decks, alternating. */
export function freeForAll(n: number, options: MultiplayerOptions = {}): Omit<GameConfig, "seed"> {
  return { format: "free-for-all", options, players: NAMES.slice(0, n).map((name, i) => ({ name, deck: decks[i % decks.length]! })) };
}

/** A Teams game: one team name per player, in the order listed. */
export function teamsGame(teams: string[], options: MultiplayerOptions = {}): Omit<GameConfig, "seed"> {
  return { format: "teams", options, players: teams.map((team, i) => ({ name: NAMES[i]!, team, deck: decks[i % decks.length]! })) };
}

/**
 * Plays a random legal game to a finish with every invariant checked after every action and
 * the game replayed from its seed and actions (fuzz.ts); then checks the result: one team
 * wins, every player of it (102.2c), everyone else lost — or the last players lost at once.
 */
export function playToFinish(config: Omit<GameConfig, "seed">, seed: string): void {
  const { state, actions } = fuzzConfig({ ...config, seed }, 40_000);
  expect(state.status).toBe("finished");
  expect(actions).toBeGreaterThan(20);
  const winningTeams = new Set(state.players.filter((p) => state.winners.includes(p.id)).map((p) => p.team));
  expect(winningTeams.size).toBeLessThanOrEqual(1);
  const team = [...winningTeams][0];
  expect(state.winners).toEqual(state.players.filter((p) => p.team === team).map((p) => p.id));
  const outcomes = state.players.map((p) => p.outcome);
  if (state.winners.length) expect(outcomes).toEqual(state.players.map((p) => (state.winners.includes(p.id) ? "won" : "lost")));
  else expect(outcomes).toContain("drew"); // 102: the players left all lost at once
}

/** A Two-Headed Giant or Emperor game: one team name per player, in the order listed. */
export function variantGame(format: "two-headed-giant" | "emperor", teams: string[], options: MultiplayerOptions = {}): Omit<GameConfig, "seed"> {
  return { format, options, players: teams.map((team, i) => ({ name: NAMES[i]!, team, deck: decks[i % decks.length]! })) };
}
