import { describe, expect, it } from "vitest";
import { call, createMatch, lcg, type Created } from "./helpers.js";

// Each multiplayer variant played to a finish over HTTP with random legal choices (600–609).
// Games start from a set-up position (low life, a creature and a land each, a short library)
// so that they end within a few rounds.

/** Plays random listed options until the game ends; one view, one decision and one action
 * request per step (the view says who owes the decision). Returns the number of actions. */
async function playFast(m: Created, seed: number, max = 3000): Promise<number> {
  const pick = lcg(seed);
  const token = new Map(m.seats.map((s) => [s.player, s.token]));
  for (let n = 0; n < max; n++) {
    const v = await call("GET", `/v1/matches/${m.id}`);
    if (v.json.status === "finished") return n;
    const who = v.json.decision.player as string;
    const d = await call("GET", `/v1/matches/${m.id}/decision`, { token: token.get(who)! });
    const option = d.json.options[pick(d.json.options.length)];
    const r = await call("POST", `/v1/matches/${m.id}/actions`, { token: token.get(who)!, body: { version: d.json.version, action: option } });
    expect(r.status, r.text).toBe(200);
  }
  throw new Error(`the game did not end within ${max} actions`);
}

const seat = { life: 2, library: ["Forest", "Forest", "Forest"], hand: ["Grizzly Bears"], play: ["Grizzly Bears", "Forest", "Forest"] };
const setup = (n: number) => ({ players: Array.from({ length: n }, () => seat), turn: 2 });
const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** Checks the finished game: one winner (or a draw), everyone else lost. */
async function finished(m: Created): Promise<any> {
  const end = await call("GET", `/v1/matches/${m.id}`);
  expect(end.json.status).toBe("finished");
  const { winners } = end.json.result;
  for (const p of end.json.players) expect(p.outcome).toBe(winners.includes(p.id) ? "won" : winners.length ? "lost" : expect.stringMatching(/lost|drew/));
  return end.json;
}

describe("multiplayer variants played to a finish over HTTP", () => {
  it.each([3, 4, 5, 6, 7, 8, 9, 10])("605: a free-for-all of %i players", async (n) => {
    const players = names(n).map((name) => ({ name, deck: "red-green-beats" }));
    const m = await createMatch({ format: "free-for-all", players, setup: setup(n), seed: `ffa-${n}` });
    await playFast(m, n);
    const end = await finished(m);
    expect(end.result.winners.length).toBeLessThanOrEqual(1);
  });

  it.each([[["A", "B", "A", "B"]], [["A", "B", "C", "A", "B", "C"]]])("609: a Teams game (%j)", async (teams) => {
    const players = teams.map((team, i) => ({ name: `${team}${i}`, deck: "red-green-beats", team }));
    const m = await createMatch({ format: "teams", options: { attackLeft: true }, players, setup: setup(teams.length), seed: "teams" });
    await playFast(m, teams.length);
    const end = await finished(m);
    // 609.5: one team wins, every player on it.
    const winningTeams = new Set(end.players.filter((p: any) => end.result.winners.includes(p.id)).map((p: any) => p.team));
    expect(winningTeams.size).toBeLessThanOrEqual(1);
  });

  it.each([10, 13, 16])("608: a Grand Melee of %i players", async (n) => {
    const players = names(n).map((name) => ({ name, deck: "red-green-beats" }));
    const m = await createMatch({ format: "grand-melee", players, setup: setup(n), seed: `gm-${n}` });
    expect(m.seats).toHaveLength(n);
    const start = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[0]!.token });
    expect(start.json.turnMarkers).toHaveLength(Math.floor(n / 4)); // 608.4a
    expect(start.json.options).toEqual({ attack: "left", rangeOfInfluence: 1 }); // 608.2a, 608.2b
    await playFast(m, n);
    const end = await finished(m);
    expect(end.result.winners.length).toBeLessThanOrEqual(1);
  });

  it("608: more than 16 players are refused; ante is accepted as an option", async () => {
    const many = names(17).map((name) => ({ name, deck: "red-green-beats" }));
    expect((await call("POST", "/v1/matches", { body: { format: "grand-melee", players: many } })).status).toBe(422);
    const m = await createMatch({ format: "free-for-all", options: { ante: true }, players: names(3).map((name) => ({ name, deck: "red-green-beats" })) });
    const v = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[0]!.token });
    expect(v.json.players.map((p: any) => p.ante.length)).toEqual([1, 1, 1]);
  });
});
