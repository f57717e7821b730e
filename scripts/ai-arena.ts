// npm run ai:arena -- [--games N] [--from F] [--only G,G,...] [--budget B] [--decks presets|pool|both] [--pairs hard:random,medium:random,...]
// The computer levels against each other and against a random player (issue 17), over fixed
// seeds, the seats alternating; prints each pairing's win rate with a 95% confidence interval
// (Wilson). Draws and games cut at the action limit count as not won. Figures: docs/AI.md.
import { PRESET_DECKS } from "../src/cards/decks.js";
import { presetDeck } from "../test/engine/helpers.js";
import { playGame, randomPoolDeck, type Contender } from "../test/engine/ai/arena-games.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg("games", "200"));
/** The first game's number: a run may be split in parts over several processes (seeds F to F+N-1). */
const from = Number(arg("from", "0"));
/** Only these game numbers (--only 4,9,10): to replay the games a change can touch. */
const only = process.argv.includes("--only") ? arg("only", "").split(",").map(Number) : undefined;
const budget = process.argv.includes("--budget") ? Number(arg("budget", "0")) : undefined;
const deckModes = arg("decks", "both") === "both" ? ["presets", "pool"] : [arg("decks", "presets")];
const pairs = arg("pairs", "hard:random,medium:random,easy:random,hard:medium,medium:easy")
  .split(",")
  .map((p) => p.split(":") as [Contender, Contender]);
const presets = Object.keys(PRESET_DECKS);

/** The Wilson score interval at 95% for k wins in n games. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** The q-quantile of some numbers (nearest rank). */
function quantile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((p, r) => p - r);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

console.log(`| pairing | decks | games | first wins | second wins | draws/cut | first's win rate (95% CI) | first's decision CPU, median / p90 (ms) | the same, decisions searched (count) | s/game |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
for (const mode of deckModes) {
  for (const [a, b] of pairs) {
    let wins = 0;
    let losses = 0;
    const decisionMs: number[] = [];
    const searchedMs: number[] = [];
    const t = performance.now();
    const numbers = only ?? Array.from({ length: games }, (_, i) => from + i);
    for (const g of numbers) {
      const seed = `arena-${mode}-${g}`;
      const decks: [string[], string[]] =
        mode === "presets" ? [presetDeck(presets[g % presets.length]!), presetDeck(presets[(g * 3 + 1) % presets.length]!)] : [randomPoolDeck(`${seed}-a`), randomPoolDeck(`${seed}-b`)];
      // The seats alternate: the first contender plays the first deck in even games, the second in odd ones.
      const swap = g % 2 === 1;
      const r = playGame(swap ? [decks[1], decks[0]] : decks, swap ? [b, a] : [a, b], seed, budget, 4000, (problem) => console.error(`engine fault: ${problem}`));
      const first = swap ? 1 : 0;
      if (r.winner === first) wins++;
      else if (r.winner !== null) losses++;
      if (r.winner !== first) console.error(`${a} vs ${b}: ${seed} not won by ${a} (${r.winner === null ? "draw or cut" : "lost"}, ${r.actions} actions)`);
      if (a !== "random") decisionMs.push(...(swap ? r.decisionMs[1]! : r.decisionMs[0]!));
      searchedMs.push(...(swap ? r.searchedMs[1]! : r.searchedMs[0]!));
    }
    const [lo, hi] = wilson(wins, numbers.length);
    console.log(`| ${a} vs ${b} | ${mode} | ${numbers.length} | ${wins} | ${losses} | ${numbers.length - wins - losses} | ${pct(wins / numbers.length)} (${pct(lo)}–${pct(hi)}) | ${quantile(decisionMs, 0.5).toFixed(2)} / ${quantile(decisionMs, 0.9).toFixed(2)} | ${searchedMs.length ? `${quantile(searchedMs, 0.5).toFixed(1)} / ${quantile(searchedMs, 0.9).toFixed(1)} (${searchedMs.length})` : "—"} | ${((performance.now() - t) / 1000 / numbers.length).toFixed(2)} |`);
  }
}
