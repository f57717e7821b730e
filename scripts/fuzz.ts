// npm run fuzz -- --games N [--from K]: random legal games with every invariant checked
// after every action (see test/engine/fuzz.ts). Prints the seed and actions of any failure.
import { fuzzGame } from "../test/engine/fuzz.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg("games", "100"));
const from = Number(arg("from", "0"));
let actions = 0;
const t0 = performance.now();
for (let i = from; i < from + games; i++) actions += fuzzGame(`fuzz-${i}`).actions;
console.log(JSON.stringify({ games, actions, violations: 0, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));
