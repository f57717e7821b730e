#!/usr/bin/env node
// An example bot: plays whole two-player games against itself through the public HTTP API
// only, the way a Discord or Slack bot would, and counts its posts.
//
//   node examples/bot.mjs [--base http://127.0.0.1:8787] [--games 5] [--deck red-green-beats] [--naive]
//
// It makes each play in as few posts as the API allows: default stops and autoPass (the game
// passes for a player where nothing of his or hers can matter or nothing can be played,
// PUT /settings), a spell with its targets and
// its payment in one post (`actions` with `autoPay`), all attackers or blockers at once.
// `--naive` makes the same choices the way a client had to before: it stops everywhere and posts
// one listed option at a time, paying with one mana ability per post: the baseline the count is
// compared with.
const args = Object.fromEntries(
  process.argv.slice(2).map((a, i, all) => (a.startsWith("--") ? [a.slice(2), all[i + 1] && !all[i + 1].startsWith("--") ? all[i + 1] : "1"] : null)).filter(Boolean),
);
const BASE = args.base ?? "http://127.0.0.1:8787";
const GAMES = Number(args.games ?? 5);
const DECK = args.deck ?? "red-green-beats";
const NAIVE = args.naive === "1";

let seed = 20061006;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed % n;
};

async function api(method, path, token, body) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw Object.assign(new Error(`${method} ${path}: ${res.status} ${json.detail}`), { status: res.status, problem: json });
  return json;
}

/** What the bot answers to a decision: a list of actions to post at once. */
function answer(d, cards) {
  const options = d.options;
  const of = (type) => options.filter((o) => o.type === type);
  switch (d.kind) {
    case "mulligan":
      return [{ type: "keep" }];
    case "priority": {
      // A land, then the dearest spell it can play, paid for (the game passes for it while its own spell waits: default stops), or a land and a pass: one post. A spell with
      // targets stops the chain: its targets are chosen when asked, then paid for and passed.
      const land = of("playLand").slice(0, 1);
      const spells = of("playSpell").filter((o) => !o.alternative && !o.costs);
      if (spells.length) {
        const cost = (o) => cards.get(o.card)?.convertedManaCost ?? 0;
        const spell = spells.reduce((a, b) => (cost(b) > cost(a) ? b : a));
        const text = cards.get(spell.card)?.text ?? "";
        return /\btarget\b/.test(text) ? [...land, spell] : [...land, spell, { type: "autoPay" }];
      }
      return [...land, { type: "pass" }];
    }
    case "targets": {
      // An opponent if it may be one, else the first listed; then pay.
      const atPlayer = options.find((o) => o.type === "chooseTargets" && o.targets.every((t) => t.player && t.player !== d.player));
      const pick = atPlayer ?? options.find((o) => o.type === "chooseTargets") ?? options[0];
      return pick.type === "chooseTargets" ? [pick, { type: "autoPay" }] : [pick];
    }
    case "payment":
      return [options.find((o) => o.type === "autoPay") ?? options[0]];
    case "attackers": {
      // Everything attacks (the option with the most attackers).
      return [options.reduce((a, b) => (b.attackers.length > a.attackers.length ? b : a))];
    }
    case "blockers":
      return [options[random(options.length)]];
    default:
      return [options[random(options.length)]];
  }
}

async function game(n) {
  const created = await api("POST", "/v1/matches", undefined, { players: [{ name: "Ann", deck: DECK }, { name: "Bob", deck: DECK }] });
  const seats = created.seats;
  // The baseline stops everywhere; the bot lets the game pass for it whenever passing is all it
  // can do (autoPass, which tells the opponent it holds nothing playable: a bot may not mind).
  for (const s of seats) await api("PUT", `/v1/matches/${created.id}/settings`, s.token, NAIVE ? { stops: "everywhere" } : { autoPass: true });
  // The names of the cards in play and in hand, read from the view: to know a spell's text.
  const catalog = new Map();
  let posts = 0;
  const byKind = {};
  for (let turn = 0; turn < 2000; turn++) {
    const view = await api("GET", `/v1/matches/${created.id}`);
    if (view.status === "finished") return { game: n, posts, turns: view.turn.number, winner: view.winner, byKind };
    const owner = seats.find((s) => s.player === view.decision.player);
    const d = await api("GET", `/v1/matches/${created.id}/decision`, owner.token);
    const mine = await api("GET", `/v1/matches/${created.id}`, owner.token);
    const cards = new Map();
    for (const c of mine.players.find((p) => p.id === owner.player).hand ?? []) {
      if (!catalog.has(c.name)) catalog.set(c.name, await api("GET", `/v1/cards/${encodeURIComponent(c.name)}`));
      cards.set(c.id, catalog.get(c.name));
    }
    let actions = answer(d, cards);
    if (NAIVE) {
      const stepwise = actions.filter((a) => a.type !== "autoPay");
      actions = [stepwise[0] ?? d.options.find((o) => o.type !== "autoPay" && o.type !== "cancel")];
    }
    posts++;
    byKind[d.kind] = (byKind[d.kind] ?? 0) + 1;
    try {
      await api("POST", `/v1/matches/${created.id}/actions`, owner.token, actions.length === 1 ? { version: d.version, action: actions[0] } : { version: d.version, actions });
    } catch (e) {
      // A chain the game didn't follow (a spell that asked for something else first): the
      // post changed nothing; make the first action alone and answer what follows.
      if (actions.length === 1 || (e.status !== 422 && e.status !== 403)) throw e;
      posts++;
      await api("POST", `/v1/matches/${created.id}/actions`, owner.token, { version: d.version, action: actions[0] });
    }
  }
  throw new Error("the game did not end");
}

const results = [];
for (let i = 0; i < GAMES; i++) {
  const r = await game(i + 1);
  results.push(r);
  console.log(JSON.stringify(r));
}
const mean = results.reduce((a, r) => a + r.posts, 0) / results.length;
console.log(JSON.stringify({ mode: NAIVE ? "naive" : "one post per play", games: results.length, postsPerGame: Math.round(mean * 10) / 10 }));
