import { describe, expect, it } from "vitest";
import { apply, createGame, view } from "../../../src/engine/index.js";
import { cast, manualGame, pass, setupGame, where, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("102 winning and losing", () => {
  it("420.5a: a player with 0 life loses the game; the opponent wins", () => {
    let s = setupGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { life: 2, library }] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
    expect(s.players.map((p) => p.outcome)).toEqual(["won", "lost"]);
    expect(s.pending).toBeNull();
  });

  it("420.5g: a player who draws from an empty library loses at the state-based check of his or her draw step", () => {
    const s = setupGame({ players: [{ library }, {}], step: "endOfTurn" });
    expect([s.turn.number, s.turn.active, where(s)]).toEqual([2, "p2", "beginning/draw"]);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
  });

  it("420.5g: the loss waits for the next state-based check: a spell that draws from an empty library finishes resolving first", () => {
    let s = manualGame({ players: [{ hand: ["Counsel of the Soratami"], play: ["Island", "Island", "Island"] }, { library }] });
    s = cast(s, "p1", "Counsel of the Soratami");
    s = pass(s, 2);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p2"]);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Counsel of the Soratami"]);
  });

  it("102.3: a player may concede at any time, even while the opponent owes the decision", () => {
    const s = setupGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }] });
    expect(s.pending?.player).toBe("p1");
    const after = apply(s, "p2", { type: "concede" }).state;
    expect(after.status).toBe("finished");
    expect(after.winners).toEqual(["p1"]);
    expect(after.players[1]!.outcome).toBe("lost");
  });

  it("102.3: conceding is allowed during the mulligan too", () => {
    const forests = Array<string>(60).fill("Forest");
    const { state } = createGame({ players: [{ name: "Ann", deck: forests }, { name: "Bob", deck: forests }], seed: "c" });
    expect(state.status).toBe("mulligan");
    expect(apply(state, "p1", { type: "concede" }).state.winners).toEqual(["p2"]);
  });

  it("102: if both players lose at the same time, the game is a draw (mana burn takes both to 0 life)", () => {
    let s = manualGame({ players: [{ life: 1, manaPool: { R: 1 }, library }, { life: 1, manaPool: { G: 1 }, library }] });
    s = pass(s, 2); // the precombat main phase ends: both pools burn
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual([]);
    expect(s.players.map((p) => p.outcome)).toEqual(["drew", "drew"]);
    expect(view(s, "p1").result).toEqual({ winners: [], draw: true });
  });

  it("102: no action is accepted once the game is over", () => {
    const s = apply(setupGame({ players: [{ library }, { library }] }), "p1", { type: "concede" }).state;
    expect(() => apply(s, "p2", { type: "pass" })).toThrow(/over/);
  });
});
