// Engine benchmark: random legal playouts of whole two-player games with the preset decks,
// on one core. Reports games per second and microseconds per applied action (median, p99),
// and the same for 4-player free-for-all games (605, attack multiple players) and Two-Headed
// Giant games (606, two teams of two), and two-player games between the presets built for
// each block of the era from the newer cards (issue 12: at least 80 games a second).
//   npm run bench -- [--games N] [--games4 N] [--games2hg N] [--games-blocks N] [--all-block-presets] [--seed S]
import { apply, createGame, legalDecision, type GameConfig } from "../src/engine/index.js";
import { PRESET_DECKS, resolveDeck } from "../src/cards/decks.js";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const GAMES = Number(arg("games", "300"));
const GAMES4 = Number(arg("games4", "100"));
const GAMES_2HG = Number(arg("games2hg", "100"));
const GAMES_BLOCKS = Number(arg("games-blocks", "300"));
const SEED = arg("seed", "bench");

const deckOf = (name: string) => {
  const r = resolveDeck(name);
  if (!r.ok) throw new Error(r.error);
  return r.cards;
};
// The first two presets, as the figures before the block presets were measured with them.
const decks = ["red-green-beats", "sky-raiders"].map(deckOf);
// The presets of the blocks, each game pairing one with the next in turn: the first preset of
// each block (the six the earlier figures were measured with), or every block preset with
// --all-block-presets.
const blockNames = Object.keys(PRESET_DECKS).filter((n) => n !== "red-green-beats" && n !== "sky-raiders");
const blockOf = (n: string) => ["onslaught", "mirrodin", "kamigawa", "ravnica", "time-spiral", "ninth-edition"].find((b) => n.startsWith(`${b}-`));
const ALL_BLOCK_PRESETS = process.argv.includes("--all-block-presets");
const blockPresets = blockNames.filter((n, i) => ALL_BLOCK_PRESETS || blockNames.findIndex((m) => blockOf(m) === blockOf(n)) === i);
const blockDecks = blockPresets.map(deckOf);

let lcg = 7;
const pick = (n: number) => {
  lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0;
  return (lcg >>> 8) % n;
};

const NAMES = ["Ann", "Bob", "Cat", "Dan"];
type Table = "two-player" | "free-for-all" | "two-headed-giant" | "blocks";
const config = (table: Table, players: number, seed: string, g: number): GameConfig => ({
  format: table === "blocks" ? "two-player" : table,
  // Two-Headed Giant: teams A and B, listed alternately (the engine seats each team together).
  players: NAMES.slice(0, players).map((name, i) => ({
    name,
    deck: table === "blocks" ? blockDecks[(Math.abs(g) + i) % blockDecks.length]! : decks[i % decks.length]!,
    ...(table === "two-headed-giant" ? { team: "AB"[i % 2]! } : {}),
  })),
  seed,
});

function playout(g: number, times: number[], table: Table = "two-player", players = 2): { actions: number; bytes: number } {
  const prefix = { "two-player": "", "free-for-all": `${players}p-`, "two-headed-giant": "2hg-", blocks: "blocks-" }[table];
  let { state } = createGame(config(table, players, `${SEED}-${prefix}${g}`, g));
  let actions = 0;
  let bytes = 0;
  while (state.status !== "finished") {
    const who = state.pending!.player;
    const d = legalDecision(state, who)!;
    const action = d.options[pick(d.options.length)]!;
    const t0 = performance.now();
    state = apply(state, who, action).state;
    times.push((performance.now() - t0) * 1000);
    actions++;
    if (actions % 50 === 0) bytes = Math.max(bytes, JSON.stringify(state).length);
  }
  return { actions, bytes };
}

function measure(games: number, table: Table, players: number) {
  const times: number[] = [];
  let actions = 0;
  let maxBytes = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < games; g++) {
    const r = playout(g, times, table, players);
    actions += r.actions;
    maxBytes = Math.max(maxBytes, r.bytes);
  }
  const seconds = (performance.now() - t0) / 1000;
  // CPU time (user and system, V8's compiler and garbage-collector threads included): on a
  // shared machine the wall clock also counts the time the process waits for a core.
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return {
    games,
    actions,
    gamesPerSecond: +(games / seconds).toFixed(1),
    gamesPerCpuSecond: +(games / cpuSeconds).toFixed(1),
    actionsPerGame: +(actions / games).toFixed(1),
    applyMicros: { median: +q(0.5).toFixed(1), mean: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1), p99: +q(0.99).toFixed(1) },
    largestStateBytes: maxBytes,
  };
}

// Warm up the JIT before measuring.
for (let g = 0; g < 10; g++) playout(-1 - g, []);

// A table asked for with 0 games is left out (e.g. `--games4 0` to compare two-player only).
const result = {
  ...(GAMES > 0 ? measure(GAMES, "two-player", 2) : {}),
  node: process.version,
  ...(GAMES4 > 0 ? { fourPlayerFreeForAll: measure(GAMES4, "free-for-all", 4) } : {}),
  ...(GAMES_2HG > 0 ? { twoHeadedGiant: measure(GAMES_2HG, "two-headed-giant", 4) } : {}),
  ...(GAMES_BLOCKS > 0 ? { blockPresets: { presets: blockPresets, ...measure(GAMES_BLOCKS, "blocks", 2) } } : {}),
};
console.log(JSON.stringify(result, null, 2));
