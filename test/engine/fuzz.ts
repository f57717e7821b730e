// Random legal playouts that check every invariant after every action, and that replaying
// the same seed and actions gives the same state hash after each one. On a failure the
// seed and the action list that reproduce it are part of the message.
import { apply, changeSettings, createGame, legalDecision, stateHash, type Action, type GameConfig, type GameState } from "../../src/engine/index.js";
import { brokenInvariants, cardNames, countCards } from "./invariants.js";
import { freezeObjects, presetDeck } from "./helpers.js";

/** The first two presets, which the fuzz and the multiplayer tests play with (their seeds are tuned to them). */
export const decks = ["red-green-beats", "sky-raiders"].map(presetDeck);

export interface FuzzResult {
  seed: string;
  actions: number;
  finished: boolean;
  state: GameState;
}

export function fuzzGame(seed: string, maxActions = 5000): FuzzResult {
  return fuzzConfig({ players: [{ name: "Ann", deck: decks[0]! }, { name: "Bob", deck: decks[1]! }], seed }, maxActions);
}

/** The game's first state. Half the seeds play with the default stops (turn/stops.ts); the
 * other half stop everywhere, so that every chance to play an instant comes up too. */
function start(config: GameConfig): GameState {
  let { state } = createGame(config);
  if ([...config.seed].reduce((n, c) => n + c.charCodeAt(0), 0) % 2 === 0)
    for (const p of state.players) state = changeSettings(state, p.id, { stops: "everywhere", autoPass: true });
  return state;
}

/**
 * A random legal game of any format, checked as above. Without `report` the first problem
 * throws; with it each broken invariant is reported and the game goes on (a refused option,
 * an error or a diverging replay ends it: the game can't go on from there).
 */
/** `listed`: told how many milliseconds each decision listing (`legalDecision`) took, on the
 * wall clock and in CPU time (issue 14's budget is 5 ms at the 99th percentile). */
export function fuzzConfig(config: GameConfig, maxActions: number, report?: (problem: string) => void, listed?: (ms: number, cpuMs: number) => void): FuzzResult {
  const seed = config.seed;
  let state = start(config);
  const total = countCards(state);
  const names = cardNames(state);
  const log: { player: string; action: Action }[] = [];
  const hashes: string[] = [stateHash(state)];
  let pick = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 17);
  const fail = (why: string): never => {
    throw new Error(`${why}\nseed: ${JSON.stringify(seed)}\nactions: ${JSON.stringify(log)}`);
  };
  const broken = (why: string) => (report ? report(`${why} (seed ${JSON.stringify(seed)}, action ${log.length})`) : fail(why));
  while (state.status !== "finished" && log.length < maxActions) {
    const who = state.pending!.player;
    const t0 = listed ? performance.now() : 0;
    const c0 = listed ? process.cpuUsage() : undefined;
    const d = legalDecision(state, who)!;
    if (listed) {
      const c = process.cpuUsage(c0);
      listed(performance.now() - t0, (c.user + c.system) / 1000);
    }
    pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
    const action = d.options[(pick >>> 8) % d.options.length]!;
    log.push({ player: who, action });
    const given = state;
    const before = JSON.stringify(given);
    try {
      state = apply(freezeObjects(given), who, action).state;
    } catch (e) {
      fail(`a listed option was refused: ${(e as Error).message}`);
    }
    if (JSON.stringify(given) !== before) broken("apply changed the state it was given");
    for (const why of brokenInvariants(state, total, names)) broken(`invariant broken after action ${log.length}: ${why}`);
    hashes.push(stateHash(state));
  }
  if (state.status !== "finished") fail(`the game did not finish within ${maxActions} actions`);
  // Determinism: the same seed and actions give the same state after every action.
  let replay = start(config);
  if (stateHash(replay) !== hashes[0]) fail("replay diverged at the start");
  log.forEach((entry, i) => {
    replay = apply(replay, entry.player, entry.action).state;
    if (stateHash(replay) !== hashes[i + 1]) fail(`replay diverged after action ${i + 1}`);
  });
  return { seed, actions: log.length, finished: true, state };
}
