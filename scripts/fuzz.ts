// npm run fuzz -- --games N [--from K] (or --pool [--games N]): random legal games with every invariant checked
// after every action (see test/engine/fuzz.ts). Prints the seed and actions of any failure.
import { fuzzGame } from "../test/engine/fuzz.js";
import { poolRun } from "../test/engine/pool-fuzz.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
if (process.argv.includes("--pool")) {
  // Decks drawn from the whole offered pool until every offered card has been played (issue 13).
  const t = performance.now();
  const r = poolRun(arg("seed", "pool"), Number(arg("games", "400")));
  console.log(JSON.stringify({ games: r.games, actions: r.actions, violations: r.violations, unplayed: r.unplayed, seconds: +((performance.now() - t) / 1000).toFixed(1) }));
  process.exit(r.violations.length || r.unplayed.length ? 1 : 0);
}
const games = Number(arg("games", "100"));
const from = Number(arg("from", "0"));
let actions = 0;
const t0 = performance.now();
for (let i = from; i < from + games; i++) actions += fuzzGame(`fuzz-${i}`).actions;
console.log(JSON.stringify({ games, actions, violations: 0, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));
