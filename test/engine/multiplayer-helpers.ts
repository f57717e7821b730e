// Helpers for multiplayer engine tests: games of three or more players from a set-up position.
import type { GameState, Setup } from "../../src/engine/index.js";
import { advance } from "../../src/engine/flow.js";
import type { Game } from "../../src/engine/game.js";
import type { MultiplayerOptions } from "../../src/engine/multiplayer.js";
import { newState, startFromSetup } from "../../src/engine/starting.js";
import type { Format } from "../../src/engine/types.js";

export const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"];

export interface Table {
  format?: Format;
  options?: MultiplayerOptions;
  /** Each seat's team (Teams games); seats are given in a seating that satisfies 609.3. */
  teams?: string[];
  /** Pass priority automatically when passing is the only choice (default true). */
  autoPass?: boolean;
}

/** A game of setup.players.length players (default: free-for-all) from a set-up position. */
export function tableGame(setup: Setup, table: Table = {}, seed = "mp"): GameState {
  const players = setup.players.map((_, i) => ({ name: NAMES[i]!, deck: [], ...(table.teams ? { team: table.teams[i]! } : {}) }));
  const g: Game = { s: newState({ players, seed, format: table.format ?? "free-for-all", options: table.options }), events: [], scanned: 0 };
  startFromSetup(g, setup);
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
