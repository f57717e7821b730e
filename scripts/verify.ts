// npm run verify -- FILE: checks a finished match's export (GET /v1/matches/{id}/export) —
// that its seed hashes to the commitment published when the match was created, and that
// replaying its actions through the engine gives the final state's hash — so every shuffle and
// random choice was the committed seed's. Exits 1 on any problem.
import { readFileSync } from "node:fs";
import { verifyExport } from "../src/match/replay.js";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run verify -- EXPORT.json");
  process.exit(2);
}
const problems = await verifyExport(JSON.parse(readFileSync(file, "utf8")));
for (const p of problems) console.log(`not verified: ${p}`);
if (problems.length === 0) console.log(`verified: the seed is the committed one, and the replay gives the recorded state at every move and at the end`);
process.exit(problems.length === 0 ? 0 : 1);
