import { describe, expect, it } from "vitest";
import { createGame, legalDecision, view, type GameConfig } from "../../../src/engine/index.js";
import { act, rejects } from "../helpers.js";
import { NAMES, seats, tableGame, refusal } from "../multiplayer-helpers.js";

// The rules text of 607 (October 2006) is not among the seeds; the numbering here is the one
// written down in docs/RULES-NOTES.md.
const deck = Array<string>(20).fill("Forest");
const library = ["Forest", "Forest", "Forest"];
const SIX = { format: "emperor" as const, teams: ["A", "A", "A", "B", "B", "B"] };
const config = (teams: string[], extra: Partial<GameConfig> = {}, emperors: number[] = []): GameConfig => ({
  format: "emperor",
  seed: "emperor",
  players: teams.map((team, i) => ({ name: NAMES[i]!, team, deck, ...(emperors.includes(i) ? { emperor: true } : {}) })),
  ...extra,
});

describe("607.1: teams of three, each with an emperor", () => {
  it("607.1: the first listed player of each team is its emperor unless another is marked; the others are its generals", () => {
    const s = createGame(config(["A", "A", "A", "B", "B", "B"], {}, [5])).state;
    expect(s.players.filter((p) => p.emperor).map((p) => p.name)).toEqual(["Ann", "Fay"]);
    expect(view(s, null).teams).toEqual([
      { name: "A", players: ["p1", "p2", "p3"], emperor: "p2" },
      { name: "B", players: ["p4", "p5", "p6"], emperor: "p5" },
    ]);
    expect(view(s, null).players.filter((p) => p.emperor).map((p) => p.id)).toEqual(["p2", "p5"]);
  });

  it("607.1: teams of another size, one team, two emperors on a team, and an emperor outside Emperor are refused", () => {
    expect(refusal(config(["A", "A", "B", "B"]))).toBe("607.1");
    expect(refusal(config(["A", "A", "A"]))).toBe("607.1");
    expect(refusal(config(["A", "A", "A", "A", "B", "B", "B", "B"]))).toBe("607.1");
    expect(refusal(config(["A", "A", "A", "B", "B", "B"], {}, [0, 1]))).toBe("607.1");
    expect(refusal({ ...config(["A", "A", "A", "B", "B", "B"], {}, [0]), format: "teams" })).toBe("607.1");
  });
});

describe("607.2: the options of the Emperor variant", () => {
  it("607.2a: range of influence 2 for an emperor and 1 for a general; a set range is refused", () => {
    const s = tableGame({ players: seats(6, { library }) }, SIX);
    const inRange = Object.fromEntries(view(s, null).players.map((p) => [p.id, p.inRange]));
    expect(inRange.p2).toEqual(["p1", "p2", "p3", "p4", "p6"]); // an emperor: two seats either way
    expect(inRange.p3).toEqual(["p2", "p3", "p4"]); // a general: one seat either way
    expect(refusal(config(["A", "A", "A", "B", "B", "B"], { options: { rangeOfInfluence: 3 } }))).toBe("607.2a");
  });

  it("607.2a, 601.3: a general can target and attack only players within one seat; an emperor within two", () => {
    let s = tableGame({ players: [...seats(2, { library }), { hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain", "Grizzly Bears"], library }, ...seats(3, { library })], active: 2 }, { ...SIX, autoPass: false });
    s = act(s, { type: "playSpell", card: s.players[2]!.hand[0]! }, "p3");
    const targets = legalDecision(s, "p3")!.options.filter((o) => o.type === "chooseTargets").map((o) => (o as { targets: { player?: string }[] }).targets[0]!.player).filter(Boolean);
    expect(targets).toEqual(["p2", "p3", "p4"]);
    rejects(s, "p3", { type: "chooseTargets", targets: [{ player: "p5" }] }, "409.1c");
    const emperor = tableGame({ players: [seats(1, { library })[0]!, { play: ["Grizzly Bears"], library }, ...seats(4, { library })], active: 1, step: "declareAttackers" }, { ...SIX, autoPass: false });
    expect((legalDecision(emperor, "p2")!.details!.candidates as { defenders: string[] }[])[0]!.defenders).toEqual(["p4", "p6"]);
  });

  it("607.2b: the deploy creatures option is used unless turned off", () => {
    expect(createGame(config(["A", "A", "A", "B", "B", "B"])).state.options).toEqual({ attack: "multiple", rangeOfInfluence: 1, deployCreatures: true });
    expect(createGame(config(["A", "A", "A", "B", "B", "B"], { options: { deployCreatures: false } })).state.options).toEqual({ attack: "multiple", rangeOfInfluence: 1 });
    expect(refusal(config(["A", "A", "A", "B", "B", "B"], { options: { attackLeft: true } }))).toBe("607.2");
  });
});

describe("607.3: seating", () => {
  it("607.3: each team sits together with its emperor in the middle, a general on either side, teams one after another", () => {
    const s = createGame(config(["A", "B", "C", "A", "B", "C", "A", "B", "C"])).state;
    expect(s.players.map((p) => `${p.team}${p.emperor ? "*" : ""}:${p.name}`)).toEqual([
      "A:Dan", "A*:Ann", "A:Gus", "B:Eve", "B*:Bob", "B:Hal", "C:Fay", "C*:Cat", "C:Ivy",
    ]);
  });

  it("607.3, 601.2c: when a general leaves the game the seats close up from the next turn on, bringing the emperors nearer", () => {
    let s = tableGame({ players: seats(6, { library: Array(10).fill("Forest") }) }, { ...SIX, autoPass: false });
    s = act(s, { type: "concede" }, "p4");
    const range = (x: typeof s, id: string) => view(x, null).players.find((p) => p.id === id)!.inRange;
    expect(range(s, "p3")).toEqual(["p2", "p3"]); // p4 still counts this turn (601.2c), but has left
    while (s.turn.number === 1) s = act(s, { type: "pass" });
    expect(range(s, "p3")).toEqual(["p2", "p3", "p5"]);
    expect(range(s, "p2")).toEqual(["p1", "p2", "p3", "p5", "p6"]);
  });
});

describe("607.4: the emperor's win or loss is the team's", () => {
  it("607.4: when an emperor loses (here drawing from an empty library), the generals of the team lose with him or her", () => {
    const s = tableGame({ players: [...seats(4, { library }), { library: [] }, { library }], active: 4, step: "upkeep" }, SIX);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1", "p2", "p3"]);
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "won", "won", "lost", "lost", "lost"]);
  });

  it("607.4: a general who loses leaves the game alone; the team wins when the opposing emperor loses, that general included (102.2c)", () => {
    let s = tableGame({ players: seats(6, { library }) }, SIX);
    s = act(s, { type: "concede" }, "p1");
    expect(s.status).toBe("playing");
    expect(s.players.map((p) => p.outcome)).toEqual(["lost", "playing", "playing", "playing", "playing", "playing"]);
    s = act(s, { type: "concede" }, "p5");
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1", "p2", "p3"]);
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "won", "won", "lost", "lost", "lost"]);
  });
});
