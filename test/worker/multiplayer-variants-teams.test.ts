import { describe, expect, it } from "vitest";
import { call, createMatch, playOut, RED_DECK } from "./helpers.js";

// Two-Headed Giant (606) and Emperor (607) over HTTP: players listed with their team, the view
// showing the teams (a Two-Headed Giant team's shared life, an Emperor team's emperor) and who
// is within whose range of influence; each played to a finish with random legal choices.
const player = (name: string, team: string, extra: Record<string, unknown> = {}) => ({ name, deck: RED_DECK, team, ...extra });

describe("team variants over HTTP", () => {
  it("606: a Two-Headed Giant match seats each team together at 40 shared life, and is played to a finish", async () => {
    const m = await createMatch({ format: "two-headed-giant", seed: "2hg-over-http", players: [player("A1", "A"), player("B1", "B"), player("A2", "A"), player("B2", "B")] });
    expect(m.seats.map((s) => [s.name, s.team])).toEqual([["A1", "A"], ["A2", "A"], ["B1", "B"], ["B2", "B"]]);
    const v = await call("GET", `/v1/matches/${m.id}`, { token: m.seats[0]!.token });
    expect(v.json.teams).toEqual([{ name: "A", players: ["p1", "p2"], life: 40 }, { name: "B", players: ["p3", "p4"], life: 40 }]);
    expect(v.json.players.map((p: { life: number }) => p.life)).toEqual([40, 40, 40, 40]);
    await playOut(m, 13); // seed 11 of this low-bit generator cycles through casting and cancelling for 6000 actions
    const end = await call("GET", `/v1/matches/${m.id}`);
    expect(end.json.status).toBe("finished");
    const winners: string[] = end.json.result.winners;
    expect(winners.length === 0 || winners.length === 2).toBe(true);
    if (winners.length) expect(new Set(end.json.players.filter((p: { id: string }) => winners.includes(p.id)).map((p: { team: string }) => p.team)).size).toBe(1);
  }, 300_000);

  it("607: an Emperor match of two teams of three seats each emperor between its generals, shows ranges of influence, and is played to a finish", async () => {
    const players = [player("A1", "A"), player("A2", "A", { emperor: true }), player("A3", "A"), player("B1", "B"), player("B2", "B"), player("B3", "B")];
    const m = await createMatch({ format: "emperor", seed: "emperor-over-http", players });
    expect(m.seats.map((s) => s.name)).toEqual(["A1", "A2", "A3", "B2", "B1", "B3"]);
    const v = await call("GET", `/v1/matches/${m.id}`);
    expect(v.json.options).toEqual({ attack: "multiple", rangeOfInfluence: 1, deployCreatures: true });
    expect(v.json.teams).toEqual([{ name: "A", players: ["p1", "p2", "p3"], emperor: "p2" }, { name: "B", players: ["p4", "p5", "p6"], emperor: "p5" }]);
    expect(v.json.players.map((p: { inRange: string[] }) => p.inRange.length)).toEqual([3, 5, 3, 3, 5, 3]);
    await playOut(m, 12);
    const end = await call("GET", `/v1/matches/${m.id}`);
    expect(end.json.status).toBe("finished");
    const emperors = end.json.players.filter((p: { emperor?: boolean }) => p.emperor);
    expect(emperors.filter((p: { outcome: string }) => p.outcome === "lost").length).toBeGreaterThanOrEqual(1); // 607.5a
  }, 300_000);

  it("refuses a variant whose players or options don't fit it, naming the rule", async () => {
    const r = await call("POST", "/v1/matches", { body: { format: "two-headed-giant", players: [player("A1", "A"), player("A2", "A"), player("B1", "B")] } });
    expect(r.status).toBe(422);
    expect(r.json.rule).toBe("606.1");
    const e = await call("POST", "/v1/matches", { body: { format: "emperor", options: { rangeOfInfluence: 3 }, players: ["A", "A", "A", "B", "B", "B"].map((t, i) => player(`P${i}`, t)) } });
    expect(e.status).toBe(422);
    expect(e.json.rule).toBe("607.3a");
  });
});
