import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "../../../src/engine/index.js";
import { act, setupGame, where } from "../helpers.js";
import { NAMES, playerState, seats, tableGame } from "../multiplayer-helpers.js";

const forests = (n: number) => Array<string>(n).fill("Forest");

describe("101.5 the first turn", () => {
  it("101.5b: in a multiplayer game the starting player doesn't skip the draw of his or her first turn", () => {
    const s = tableGame({ players: seats(3, { hand: ["Forest"], library: forests(3) }), turn: 1, step: "upkeep" });
    expect([s.turn.number, s.turn.active, where(s)]).toEqual([1, "p1", "precombatMain/main"]);
    expect(playerState(s, "p1").hand).toHaveLength(2);
  });

  it("101.5a: in a two-player game the starting player skips it", () => {
    const s = setupGame({ players: seats(2, { hand: ["Forest"], library: forests(3) }), turn: 1, step: "upkeep" });
    expect([s.turn.number, s.turn.active, where(s)]).toEqual([1, "p1", "precombatMain/main"]);
    expect(playerState(s, "p1").hand).toHaveLength(1);
  });
});

describe("103.4 and turn order with several players", () => {
  it("103.4: mulligans are decided in APNAP order, starting player first; the round is carried out together", () => {
    let s = createGame({ format: "free-for-all", players: NAMES.slice(0, 4).map((name) => ({ name, deck: forests(20) })), seed: "apnap" }).state;
    const first = s.players.findIndex((p) => p.id === s.startingPlayer);
    const order = [0, 1, 2, 3].map((k) => s.players[(first + k) % 4]!.id);
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) {
      asked.push(s.pending!.player);
      s = act(s, { type: "mulligan" });
    }
    expect(asked).toEqual(order);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6, 6]);
    expect(s.pending).toEqual({ kind: "mulligan", player: order[0] });
  });

  it("103.4: turn order is seating order: turns go around the table and come back to the first player", () => {
    let s: GameState = tableGame({ players: seats(4, { hand: forests(3), library: forests(10) }), turn: 1 });
    const actives: string[] = [s.turn.active];
    for (let i = 0; i < 200 && actives.length < 6; i++) {
      s = act(s, { type: "pass" });
      if (s.turn.active !== actives[actives.length - 1]) actives.push(s.turn.active);
    }
    expect(actives).toEqual(["p1", "p2", "p3", "p4", "p1", "p2"]);
  });
});
