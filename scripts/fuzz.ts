// npm run fuzz -- --games N [--from K] [--format F] [--players P] [--max-actions M]
// [--decks preset1,preset2,...] (players take the listed presets in turn; default the first
// two presets) (or --pool
// [--games N]: decks drawn from every offered card until each has been played): random
// legal games with every invariant checked after every action (see test/engine/fuzz.ts).
// Counts the violations (each broken invariant after each action, and each game ended by a
// refused option, an error, a diverging replay or no finish) and prints the first ones with
// the seed that reproduces them, and how long listing a decision took (p50, p99, max; issue 14:
// under 5 ms at the 99th percentile). Formats: two-player (default), free-for-all, teams,
// two-headed-giant, emperor, grand-melee; --players defaults to what the format needs.
import { fuzzConfig, decks as defaultDecks } from "../test/engine/fuzz.js";
import { presetDeck } from "../test/engine/helpers.js";
import type { Format, GameConfig } from "../src/engine/index.js";
import { poolRun } from "../test/engine/pool-fuzz.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const format = arg("format", "two-player") as Format;
const DEFAULT_PLAYERS: Record<Format, number> = { "two-player": 2, "free-for-all": 4, teams: 4, "two-headed-giant": 4, emperor: 6, "grand-melee": 10 };
if (!(format in DEFAULT_PLAYERS)) throw new Error(`unknown format ${format}: one of ${Object.keys(DEFAULT_PLAYERS).join(", ")}`);
const players = Number(arg("players", String(DEFAULT_PLAYERS[format])));
const deckNames = process.argv.includes("--decks") ? arg("decks", "").split(",").filter(Boolean) : [];
const decks = deckNames.length ? deckNames.map(presetDeck) : defaultDecks;
if (process.argv.includes("--pool")) {
  // Decks drawn from the whole offered pool until every offered card has been played (issue 13).
  const t = performance.now();
  const r = poolRun(arg("seed", "pool"), Number(arg("games", "400")));
  console.log(JSON.stringify({ games: r.games, actions: r.actions, violations: r.violations, unplayed: r.unplayed, seconds: +((performance.now() - t) / 1000).toFixed(1) }));
  process.exit(r.violations.length || r.unplayed.length ? 1 : 0);
}
const games = Number(arg("games", "100"));
const from = Number(arg("from", "0"));
const maxActions = Number(arg("max-actions", String(2500 * players)));

/** Two teams (players alternate between them: the engine seats each team together) or teams of three (Emperor). */
function team(i: number): string | undefined {
  if (format === "teams" || format === "two-headed-giant") return "AB"[i % 2];
  if (format === "emperor") return "AB"[i % 2];
  return undefined;
}

function config(seed: string): GameConfig {
  return {
    format,
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, deck: decks[i % decks.length]!, ...(team(i) ? { team: team(i)! } : {}) })),
    seed,
  };
}

let actions = 0;
let violations = 0;
let gamesWithViolations = 0;
const examples: string[] = [];
const note = (problem: string) => {
  violations++;
  if (examples.length < 10) examples.push(problem.split("\n").slice(0, 2).join(" "));
};
const listings: number[] = [];
const listingsCpu: number[] = [];
const t0 = performance.now();
for (let i = from; i < from + games; i++) {
  const before = violations;
  try {
    actions += fuzzConfig(config(`fuzz-${format === "two-player" ? "" : `${format}-${players}-`}${i}`), maxActions, note, (ms, cpuMs) => void (listings.push(ms), listingsCpu.push(cpuMs))).actions;
  } catch (e) {
    note((e as Error).message);
  }
  if (violations > before) gamesWithViolations++;
}
/** The p50, p99 and max of listing times, in milliseconds: on the wall clock, and in CPU time (on a shared machine the wall clock also counts other processes' turns). */
const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(3);
  return { p50: at(50), p99: at(99), max: at(100) };
};
const listingMs = { count: listings.length, wall: percentiles(listings), cpu: percentiles(listingsCpu) };
console.log(JSON.stringify({ format, players, ...(deckNames.length ? { decks: deckNames } : {}), games, actions, violations, gamesWithViolations, seconds: +((performance.now() - t0) / 1000).toFixed(1), listingMs, ...(examples.length ? { examples } : {}) }));
if (violations > 0) process.exitCode = 1;
