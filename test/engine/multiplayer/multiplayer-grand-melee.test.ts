import { describe, expect, it } from "vitest";
import { apply, createGame, view, type GameState } from "../../../src/engine/index.js";
import { act, cast } from "../helpers.js";
import { NAMES, playerState, seats, tableGame, refusal } from "../multiplayer-helpers.js";

const forests = (n: number) => Array<string>(n).fill("Forest");
const deck = forests(20);
const players = (n: number) => NAMES.slice(0, n).map((name) => ({ name, deck }));

/** A Grand Melee of n players from a set-up position: each draws a Forest every turn, so the
 * game stops in each main phase. Seats are p1..pn in the order listed; p{active+1} starts. */
function melee(n: number, active = 0, extra: Partial<Record<number, object>> = {}, step: "upkeep" | "main" = "upkeep"): GameState {
  const setup = seats(n, { library: forests(12) }).map((p, i) => ({ ...p, ...(extra[i] ?? {}) }));
  return tableGame({ players: setup, turn: 1, active, step }, { format: "grand-melee" });
}

/** Passes until `count` more turns have begun; returns who took each (with "+" for an extra turn). */
function turns(s: GameState, count: number, during?: (s: GameState, turn: number) => GameState): { s: GameState; order: string[] } {
  const order: string[] = [];
  let last = s.turn.number;
  for (let i = 0; i < 5000 && order.length < count; i++) {
    s = act(s, { type: "pass" });
    if (s.turn.number !== last) {
      last = s.turn.number;
      order.push(`${s.turn.active}${s.turn.extra ? "+" : ""}`);
      if (during) s = during(s, order.length);
    }
  }
  return { s, order };
}

const markers = (s: GameState) => s.turnMarkers!.map((m) => [m.number, m.holder]);

describe("608.1–608.3 Grand Melee: players, options, seating", () => {
  it("608.1: Grand Melee is for games begun with ten or more players (16 at most here)", () => {
    expect(refusal({ format: "grand-melee", players: players(9) })).toBe("608.1");
    const many = Array.from({ length: 17 }, (_, i) => ({ name: `P${i}`, deck }));
    expect(refusal({ format: "grand-melee", players: many })).toBe("608.1");
    expect(createGame({ format: "grand-melee", players: players(10), seed: "gm" }).state.players).toHaveLength(10);
    expect(createGame({ format: "grand-melee", players: players(16), seed: "gm" }).state.players).toHaveLength(16);
  });

  it("608.1: it modifies Free-for-All: each player competes as an individual", () => {
    const shared = players(10).map((p, i) => ({ ...p, team: i < 2 ? "A" : `t${i}` }));
    expect(refusal({ format: "grand-melee", players: shared })).toBe("608.1");
  });

  it("608.2a, 608.2b: range of influence 1 and the attack left option", () => {
    const s = createGame({ format: "grand-melee", players: players(10), seed: "gm" }).state;
    expect(s.options).toEqual({ attack: "left", rangeOfInfluence: 1 });
    expect(refusal({ format: "grand-melee", players: players(10), options: { rangeOfInfluence: 2 } })).toBe("608.2a");
    expect(refusal({ format: "grand-melee", players: players(10), options: { attackRight: true } })).toBe("608.2b");
    expect(createGame({ format: "grand-melee", players: players(10), options: { attackLeft: true, rangeOfInfluence: 1 }, seed: "gm" }).state.options.attack).toBe("left");
  });

  it("608.2c: the attack multiple players and deploy creatures options aren't used", () => {
    expect(refusal({ format: "grand-melee", players: players(10), options: { attackMultiplePlayers: true } })).toBe("608.2c");
    expect(refusal({ format: "grand-melee", players: players(10), options: { deployCreatures: true } })).toBe("608.2c");
  });

  it("608.3: the players are seated at random (by the game's seed)", () => {
    const orders = ["a", "b", "c"].map((seed) => createGame({ format: "grand-melee", players: players(12), seed }).state.players.map((p) => p.configIndex).join());
    expect(orders.some((o) => o !== players(12).map((_, i) => i).join())).toBe(true);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });
});

describe("608.4 turn markers", () => {
  it("608.4a: one turn marker for each full four players (sixteen players: four; fifteen: three; ten: two)", () => {
    for (const [n, count] of [[16, 4], [15, 3], [13, 3], [10, 2]] as const) expect(melee(n).turnMarkers).toHaveLength(count);
  });

  it("608.4b: the starting player gets marker 1, the player four seats to the left marker 2, and so on; the view shows them", () => {
    const s = melee(13, 2);
    expect(markers(s)).toEqual([[1, "p3"], [2, "p7"], [3, "p11"]]);
    expect([s.turn.active, s.turn.marker]).toEqual(["p3", 1]);
    const v = view(s, "p1");
    expect(v.turnMarkers).toEqual([
      { number: 1, player: "p3", turns: ["normal"] },
      { number: 2, player: "p7", turns: ["normal"] },
      { number: 3, player: "p11", turns: ["normal"] },
    ]);
    expect(v.turn).toMatchObject({ activePlayer: "p3", marker: 1 });
  });

  it("608.4b: all players with turn markers take their turns (one after another here, in marker order), then 608.4c: each passes the marker to the left", () => {
    const { s, order } = turns(melee(12), 8);
    expect(order).toEqual(["p5", "p9", "p2", "p6", "p10", "p3", "p7", "p11"]);
    expect(markers(s)).toEqual([[1, "p3"], [2, "p7"], [3, "p11"]]);
  });

  it("608.4c: a player can't receive a marker while a player in the three seats to his or her left has one; it waits until that marker moves on", () => {
    // Thirteen players, markers at p1, p5, p9. p3 leaves: twelve players keep three markers, and
    // marker 1 (to go to p2) would have marker 2 (p5, then p6) within three seats: it waits a round.
    const s0 = apply(melee(13), "p3", { type: "concede" }).state;
    const { s, order } = turns(s0, 8);
    expect(order).toEqual(["p5", "p9", "p6", "p10", "p2", "p7", "p11", "p4"]);
    expect(markers(s)).toEqual([[1, "p4"], [2, "p8"], [3, "p12"]]);
  });
});

describe("608.4d removing turn markers", () => {
  it("608.4d: when a player leaving reduces the count, the marker immediately to the departed player's right is removed, between turns", () => {
    // Twelve players, markers at p1, p5, p9; p7 leaves during p1's turn: eleven players, two markers.
    let s = apply(melee(12), "p7", { type: "concede" }).state;
    expect(s.turnMarkers).toHaveLength(3); // only between turns
    const r = turns(s, 2);
    expect(r.order).toEqual(["p5", "p9"]); // marker 2's turn this round is still taken
    s = turns(r.s, 1).s;
    expect(markers(s)).toEqual([[1, "p2"], [3, "p10"]]);
    expect(s.turn.active).toBe("p2");
  });

  it("608.4d: with several departed players, the marker with the lower number is removed", () => {
    // p3 and p7 leave: ten players, two markers; the candidates are marker 1 (right of p3) and marker 2 (right of p7).
    let s = apply(melee(12), "p3", { type: "concede" }).state;
    s = apply(s, "p7", { type: "concede" }).state;
    s = turns(s, 3).s;
    // Marker 2 then waits (608.4c): with p7 gone, p9 is within three seats of p6.
    expect(markers(s)).toEqual([[2, "p5"], [3, "p10"]]);
  });
});

describe("608.4e extra turns in Grand Melee", () => {
  const withStretch = { hand: ["Time Stretch", "Forest"], manaPool: { U: 2, C: 8 } };

  it("608.4e: a player taking a turn takes the extra turns right after it, keeping the marker (608.4c makes the others wait their distance)", () => {
    let s = melee(12, 0, { 0: withStretch }, "main");
    s = cast(s, "p1", "Time Stretch", [{ player: "p1" }]);
    s = act(s, { type: "pass" }); // it resolves
    expect(s.turnMarkers![0]!.turns).toEqual(["normal", "extra", "extra"]);
    const { order } = turns(s, 9);
    // While marker 1 stays with p1, marker 3 (p9) can't go to p10 and marker 2 (p5) can't go to p6.
    expect(order).toEqual(["p5", "p9", "p1+", "p1+", "p2", "p6", "p10", "p3", "p7"]);
  });

  it("608.4e: a player not taking a turn takes the extra turns immediately before his or her next turn", () => {
    let s = melee(12, 0, { 0: withStretch }, "main");
    s = cast(s, "p1", "Time Stretch", [{ player: "p2" }]);
    s = act(s, { type: "pass" });
    expect(s.extraTurns).toEqual(["p2", "p2"]);
    expect(view(s, "p3").extraTurns).toEqual(["p2", "p2"]);
    const { order } = turns(s, 9);
    // Marker 1 reaches p2, who takes both extra turns, then his or her own turn, then passes it on.
    expect(order).toEqual(["p5", "p9", "p2+", "p6", "p10", "p2+", "p2", "p3", "p7"]);
    expect(playerState(s, "p2").outcome).toBe("playing");
  });
});

describe("608.5 winning and losing", () => {
  it("608.5: the normal rules: a player at 0 life loses and leaves; the last player in the game wins", () => {
    let s = melee(10);
    for (const p of ["p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"]) s = apply(s, p, { type: "concede" }).state;
    expect(s.status).toBe("playing");
    s = apply(s, "p10", { type: "concede" }).state;
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
  });
});
