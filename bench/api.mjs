#!/usr/bin/env node
// API benchmark against a running `npm start`: concurrent matches posting listed options.
// Reports actions/s and the p50/p99 latency of POST .../actions next to that of the trivial
// GET /v1/health measured in the same run, under the same load, and their ratio.
//   npm run bench:api -- [http://127.0.0.1:8787] [--matches 8] [--actions 3000] [--seconds 60]

const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const BASE = (argv.find((a) => /^https?:\/\//.test(a)) ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const MATCHES = Math.min(64, flag("matches", 8));
const MAX_ACTIONS = Math.min(50_000, flag("actions", 3000));
const SECONDS = Math.min(600, flag("seconds", 60));

if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(BASE).hostname)) {
  console.error(`bench:api only runs against a loopback address, not ${BASE}`);
  process.exit(2);
}

const DECKS = ["red-green-beats", "sky-raiders"];
const postMs = [];
const healthMs = [];
let actions = 0;
let games = 0;
const deadline = Date.now() + SECONDS * 1000;
const more = () => actions < MAX_ACTIONS && Date.now() < deadline;

async function call(method, path, token, body) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const t0 = performance.now();
  const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  return { status: res.status, json, ms: performance.now() - t0 };
}

let seed = 1;
const pick = (n) => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed % n;
};

async function player(lane) {
  while (more()) {
    const created = await call("POST", "/v1/matches", undefined, {
      players: [{ name: `bench${lane}a`, deck: DECKS[0] }, { name: `bench${lane}b`, deck: DECKS[1] }],
    });
    if (created.status !== 201) throw new Error(`create match: ${created.status} ${JSON.stringify(created.json)}`);
    const { id, seats } = created.json;
    const tokens = Object.fromEntries(seats.map((s) => [s.player, s.token]));
    let owner = (await call("GET", `/v1/matches/${id}`)).json.decision?.player;
    while (owner && more()) {
      const d = await call("GET", `/v1/matches/${id}/decision`, tokens[owner]);
      const option = d.json.options[pick(d.json.options.length)];
      const r = await call("POST", `/v1/matches/${id}/actions`, tokens[owner], { version: d.json.version, action: option });
      if (r.status !== 200) throw new Error(`a listed option was refused: ${r.status} ${JSON.stringify(r.json)}`);
      postMs.push(r.ms);
      actions++;
      healthMs.push((await call("GET", "/v1/health")).ms);
      owner = r.json.view.decision?.player;
    }
    if (!owner) games++;
  }
}

const quantile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 100) / 100 : null;
};

const t0 = performance.now();
await Promise.all(Array.from({ length: MATCHES }, (_, i) => player(i)));
const seconds = (performance.now() - t0) / 1000;
const report = {
  base: BASE,
  concurrentMatches: MATCHES,
  actions,
  gamesFinished: games,
  seconds: Math.round(seconds * 10) / 10,
  actionsPerSecond: Math.round((actions / seconds) * 10) / 10,
  postActions: { p50_ms: quantile(postMs, 0.5), p99_ms: quantile(postMs, 0.99) },
  health: { p50_ms: quantile(healthMs, 0.5), p99_ms: quantile(healthMs, 0.99) },
};
report.ratio = {
  p50: Math.round((report.postActions.p50_ms / report.health.p50_ms) * 10) / 10,
  p99: Math.round((report.postActions.p99_ms / report.health.p99_ms) * 10) / 10,
};
console.log(JSON.stringify(report, null, 2));
