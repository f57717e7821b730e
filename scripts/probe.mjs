// npm run probe -- [--scale N]: the trust tests of test/worker (crashes and restarts, a D1
// outage, hidden information, tokens, malformed input) played N times bigger, and the sum of
// the figures they print (PROBE lines), for docs/RELIABILITY.md. A failing test fails the run.
import { spawn } from "node:child_process";

const at = process.argv.indexOf("--scale");
const scale = at >= 0 ? Number(process.argv[at + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) throw new Error("--scale takes a whole number from 1");
const files = ["nothing-lost", "d1-outage", "hidden-probe", "auth", "input-limits"].map((f) => `test/worker/${f}.test.ts`);

const started = performance.now();
const vitest = spawn("vitest", ["run", "--project", "worker", ...files], {
  env: { ...process.env, PROBE_SCALE: String(scale) },
  stdio: ["ignore", "pipe", "inherit"],
});
const totals = {};
let pending = "";
vitest.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  const lines = (pending + chunk).split("\n");
  pending = lines.pop();
  for (const line of lines) {
    const figures = /PROBE (\{.*\})/.exec(line);
    if (figures) for (const [k, v] of Object.entries(JSON.parse(figures[1]))) totals[k] = (totals[k] ?? 0) + v;
  }
});
vitest.on("close", (code) => {
  console.log(JSON.stringify({ scale, ok: code === 0, seconds: Math.round((performance.now() - started) / 1000), ...totals }, null, 2));
  process.exit(code ?? 1);
});
