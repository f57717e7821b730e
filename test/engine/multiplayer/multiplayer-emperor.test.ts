import { describe, expect, it } from "vitest";
import { createGame, legalDecision, view, type GameConfig, type GameState } from "../../../src/engine/index.js";
import { attackablePlayers, attackProblem } from "../../../src/engine/multiplayer/multiplayer.js";
import { act, cast, pass, passUntil, rejects } from "../helpers.js";
import { NAMES, seats, tableGame, refusal } from "../multiplayer-helpers.js";

// The rules text of 607 (October 2006) is not among the seeds; it is the August 2005 text (the
// rule outline; Crystal Keep dates every rule of 607 to 2005/08/01 in its March 2008 summary),
// whose numbering these tests cite (docs/RULES-NOTES.md).
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

describe("607.3: the options of the Emperor variant", () => {
  it("607.3a: range of influence 2 for an emperor and 1 for a general; a set range is refused", () => {
    const s = tableGame({ players: seats(6, { library }) }, SIX);
    const inRange = Object.fromEntries(view(s, null).players.map((p) => [p.id, p.inRange]));
    expect(inRange.p2).toEqual(["p1", "p2", "p3", "p4", "p6"]); // an emperor: two seats either way
    expect(inRange.p3).toEqual(["p2", "p3", "p4"]); // a general: one seat either way
    expect(refusal(config(["A", "A", "A", "B", "B", "B"], { options: { rangeOfInfluence: 3 } }))).toBe("607.3a");
  });

  it("607.3a, 601.3: a general can target only players within one seat", () => {
    let s = tableGame({ players: [...seats(2, { library }), { hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain", "Grizzly Bears"], library }, ...seats(3, { library })], active: 2 }, { ...SIX, autoPass: false });
    s = act(s, { type: "playSpell", card: s.players[2]!.hand[0]! }, "p3");
    const targets = legalDecision(s, "p3")!.options.filter((o) => o.type === "chooseTargets").map((o) => (o as { targets: { player?: string }[] }).targets[0]!.player).filter(Boolean);
    expect(targets).toEqual(["p2", "p3", "p4"]);
    rejects(s, "p3", { type: "chooseTargets", targets: [{ player: "p5" }] }, "409.1c");
  });

  it("607.3c: a player can attack only an opponent seated immediately next to him or her: at the start no emperor can attack, though the opposing generals are within his or her range", () => {
    const attackers = { play: ["Grizzly Bears"], library };
    const emperor = tableGame({ players: [seats(1, { library })[0]!, attackers, ...seats(4, { library })], active: 1, step: "declareAttackers" }, { ...SIX, autoPass: false });
    expect(view(emperor, null).players.find((p) => p.id === "p2")!.inRange).toContain("p4");
    expect(attackProblem(emperor, "p2", "p4")).toMatch(/^607\.3c:/);
    expect(attackablePlayers(emperor, "p2")).toEqual([]);
    expect(emperor.pending?.kind).not.toBe("attackers"); // no one to attack: no declaration is asked
    expect(emperor.combat?.attackers ?? []).toEqual([]);
    const general = tableGame({ players: [...seats(2, { library }), attackers, ...seats(3, { library })], active: 2, step: "declareAttackers" }, { ...SIX, autoPass: false });
    expect((legalDecision(general, "p3")!.details!.candidates as { defenders: string[] }[])[0]!.defenders).toEqual(["p4"]);
  });

  it("607.3b, 607.3c: the deploy creatures option is used unless turned off; the attack left and right options are refused", () => {
    expect(createGame(config(["A", "A", "A", "B", "B", "B"])).state.options).toEqual({ attack: "multiple", rangeOfInfluence: 1, deployCreatures: true });
    expect(createGame(config(["A", "A", "A", "B", "B", "B"], { options: { deployCreatures: false } })).state.options).toEqual({ attack: "multiple", rangeOfInfluence: 1 });
    expect(refusal(config(["A", "A", "A", "B", "B", "B"], { options: { attackLeft: true } }))).toBe("607.3c");
  });
});

describe("607.2: seating", () => {
  it("607.2: each team sits together with its emperor in the middle, a general on either side, teams one after another", () => {
    const s = createGame(config(["A", "B", "C", "A", "B", "C", "A", "B", "C"])).state;
    expect(s.players.map((p) => `${p.team}${p.emperor ? "*" : ""}:${p.name}`)).toEqual([
      "A:Dan", "A*:Ann", "A:Gus", "B:Eve", "B*:Bob", "B:Hal", "C:Fay", "C*:Cat", "C:Ivy",
    ]);
  });

  it("607.2, 601.2c: when a general leaves the game the seats close up from the next turn on, bringing the emperors nearer", () => {
    let s = tableGame({ players: seats(6, { library: Array(10).fill("Forest") }) }, { ...SIX, autoPass: false });
    s = act(s, { type: "concede" }, "p4");
    const range = (x: typeof s, id: string) => view(x, null).players.find((p) => p.id === id)!.inRange;
    expect(range(s, "p3")).toEqual(["p2", "p3"]); // p4 still counts this turn (601.2c), but has left
    while (s.turn.number === 1) s = act(s, { type: "pass" });
    expect(range(s, "p3")).toEqual(["p2", "p3", "p5"]);
    expect(range(s, "p2")).toEqual(["p1", "p2", "p3", "p5", "p6"]);
  });
});

describe("607.5a: a team loses the game if its emperor loses", () => {
  it("607.5a: when an emperor loses (here drawing from an empty library), the generals of the team lose with him or her", () => {
    const s = tableGame({ players: [...seats(4, { library }), { library: [] }, { library }], active: 4, step: "upkeep" }, SIX);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1", "p2", "p3"]);
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "won", "won", "lost", "lost", "lost"]);
  });

  it("607.5a: a general who loses leaves the game alone; the team wins when the opposing emperor loses, that general included (102.2c)", () => {
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

describe("607.5a with Angel's Grace: a general who can't lose stays until he or she can", () => {
  it("607.5a: Ann's Angel's Grace keeps her in when her emperor Bob concedes; Cat, the other general, loses with him; Ann loses once the turn is over", () => {
    const grace = (cast: boolean) => {
      let s = tableGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library }, ...seats(5, { library })] }, { ...SIX, autoPass: false });
      if (cast) s = pass(castGrace(s), 6);
      return act(s, { type: "concede" }, "p2");
    };
    const castGrace = (s: GameState) => cast(s, "p1", "Angel's Grace");
    expect(grace(false).players.map((p) => p.outcome)).toEqual(["lost", "lost", "lost", "won", "won", "won"]);
    let s = grace(true);
    expect(s.status).toBe("playing");
    expect(s.players.map((p) => p.outcome)).toEqual(["playing", "lost", "lost", "playing", "playing", "playing"]);
    const turn = s.turn.number;
    s = passUntil(s, (x) => x.turn.number > turn || x.status === "finished", 400);
    expect(s.players.map((p) => p.outcome)).toEqual(["lost", "lost", "lost", "won", "won", "won"]);
    expect(s.winners).toEqual(["p4", "p5", "p6"]);
  });
});

describe("607.4: a random emperor plays first", () => {
  it("607.4: whatever the seed, the starting player is an emperor; a general named to play first is refused", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const s = createGame({ ...config(["A", "A", "A", "B", "B", "B"]), seed }).state;
      expect(s.players.find((p) => p.id === s.startingPlayer)!.emperor).toBe(true);
    }
    const firsts = new Set(["a", "b", "c", "d", "e", "f", "g", "h"].map((seed) => createGame({ ...config(["A", "A", "A", "B", "B", "B"]), seed }).state.startingPlayer));
    expect(firsts).toEqual(new Set(["p2", "p5"]));
    expect(refusal({ ...config(["A", "A", "A", "B", "B", "B"]), startingPlayer: 1 })).toBe("607.4");
    expect(createGame({ ...config(["A", "A", "A", "B", "B", "B"]), startingPlayer: 0 }).state.startingPlayer).toBe("p2");
  });
});

describe("607.7: teammates may review each other's hands at any time", () => {
  it("607.7: Ann sees Cat's hand though they don't sit next to each other; no opponent sees it", () => {
    const s = tableGame({ players: [{ library }, { library }, { hand: ["Shock"], library }, ...seats(3, { library })] }, SIX);
    const handOf = (viewer: string) => view(s, viewer).players.find((p) => p.id === "p3")!.hand;
    expect(handOf("p1")).toEqual([expect.objectContaining({ name: "Shock" })]);
    expect(handOf("p2")).toEqual([expect.objectContaining({ name: "Shock" })]);
    for (const opponent of ["p4", "p5", "p6"]) expect(JSON.stringify(view(s, opponent).players.find((p) => p.id === "p3"))).not.toContain("Shock");
  });
});
