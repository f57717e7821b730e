import { describe, expect, it } from "vitest";
import { apply, type GameState } from "../../../src/engine/index.js";
import { act, cast, setupGame } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";

const forests = (n: number) => Array<string>(n).fill("Forest");
const stretch = { hand: ["Time Stretch", "Forest"], manaPool: { U: 2, C: 8 }, library: forests(10) };

/** Passes until the stack is empty (the spell has resolved). */
function resolve(s: GameState): GameState {
  while (s.stack.length) s = act(s, { type: "pass" });
  return s;
}

/** Passes until `count` more turns have begun; who took each ("+" marks an extra turn). */
function turns(s: GameState, count: number): string[] {
  const order: string[] = [];
  let last = s.turn.number;
  for (let i = 0; i < 3000 && order.length < count; i++) {
    s = act(s, { type: "pass" });
    if (s.turn.number !== last) {
      last = s.turn.number;
      order.push(`${s.turn.active}${s.turn.extra ? "+" : ""}`);
    }
  }
  return order;
}

describe("300.7 extra turns (Time Stretch: \"Target player takes two extra turns after this one.\")", () => {
  it("300.7: in a two-player game the target takes two extra turns right after this one, then turns go on in order", () => {
    let s = setupGame({ players: [stretch, { library: forests(10) }] });
    s = cast(s, "p1", "Time Stretch", [{ player: "p1" }]);
    s = resolve(s);
    expect(s.extraTurns).toEqual(["p1", "p1"]);
    expect(s.players[0]!.graveyard).toHaveLength(1);
    expect(turns(s, 4)).toEqual(["p1+", "p1+", "p2", "p1"]);
  });

  it("300.7: an opponent can be the target: he or she takes them after this turn, before the turn order resumes", () => {
    let s = setupGame({ players: [stretch, { library: forests(10) }] });
    s = cast(s, "p1", "Time Stretch", [{ player: "p2" }]);
    s = resolve(s);
    expect(turns(s, 4)).toEqual(["p2+", "p2+", "p2", "p1"]);
  });

  it("300.7: the most recently created extra turns are taken first; then turn order resumes after the turn they follow", () => {
    let s = tableGame({ players: [{ ...stretch, hand: ["Time Stretch", "Time Stretch", "Forest"], manaPool: { U: 20 } }, ...seats(3, { library: forests(10) })] });
    s = cast(s, "p1", "Time Stretch", [{ player: "p3" }]);
    s = resolve(s);
    s = cast(s, "p1", "Time Stretch", [{ player: "p4" }]);
    s = resolve(s);
    expect(s.extraTurns).toEqual(["p4", "p4", "p3", "p3"]);
    expect(turns(s, 6)).toEqual(["p4+", "p4+", "p3+", "p3+", "p2", "p3"]);
  });

  it("300.7, 600.4: a player who has left the game takes no extra turns", () => {
    let s = tableGame({ players: [stretch, ...seats(3, { library: forests(10) })] });
    s = cast(s, "p1", "Time Stretch", [{ player: "p3" }]);
    s = resolve(s);
    s = apply(s, "p3", { type: "concede" }).state;
    expect(turns(s, 2)).toEqual(["p2", "p4"]);
  });
});
