import { describe, expect, it } from "vitest";
import { apply, changeSettings, legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, setupGame, where } from "../helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

const library = ["Forest", "Forest", "Forest"];
const shockEach = { players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 };

describe("408 timing and priority", () => {
  it("408.1: the active player receives priority first; passing gives it to the next player", () => {
    let s = manualGame(shockEach);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s);
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    expect(where(s)).toBe("precombatMain/main");
  });

  it("409.1: the player who played a spell receives priority again", () => {
    const s = cast(manualGame(shockEach), "p1", "Shock", [{ player: "p2" }]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("408.2: the top object resolves only when all players pass in succession; a play in between starts the count again", () => {
    let s = cast(manualGame(shockEach), "p1", "Shock", [{ player: "p2" }]);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = pass(s); // p2 passes, p1 hasn't passed since
    expect(s.stack).toHaveLength(2);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s);
    expect(s.stack.map((id) => card(s, id).controller)).toEqual(["p1"]);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 20]);
  });

  it("102: someone who isn't a player in the game can't act (403)", () => {
    expect(() => apply(manualGame(shockEach), "p3", { type: "pass" })).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("408.2: a mana ability played with priority is an action taken between passes: the others get priority again", () => {
    let s = pass(manualGame({ players: [{ library }, { play: ["Mountain"], library }], turn: 3 })); // p1 passes
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = pass(s); // p2 passes, but not in succession with p1's pass
    expect(where(s)).toBe("precombatMain/main");
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(s.players[1]!.manaPool.R).toBe(1);
  });

  it("408.2: all players passing with an empty stack ends the step", () => {
    const s = pass(manualGame(shockEach), 2);
    expect(where(s)).toBe("combat/beginningOfCombat");
  });

  it("408: a player whose only choice is to pass passes automatically (auto-pass, on by default)", () => {
    const s = setupGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }], turn: 3 });
    const after = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect(life(after, "p2")).toBe(18); // both passed by themselves and Shock resolved
  });

  it("408: a player with something to play doesn't pass automatically", () => {
    let s = setupGame({ ...shockEach, players: [{ hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"], library }, { hand: ["Shock"], play: ["Mountain"], library }] });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    s = pass(s);
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
  });

  it("408: any player may turn automatic passing off at any time, even when not owing a decision", () => {
    const s = setupGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }], turn: 3 });
    const off = changeSettings(s, "p2", { autoPass: false });
    const after = cast(off, "p1", "Shock", [{ player: "p2" }]); // p1 passes by itself; p2 doesn't
    expect(after.pending).toEqual({ kind: "priority", player: "p2" });
    expect(after.stack).toHaveLength(1);
  });

  it("408.2, 600.4a: priority passed by itself around a table, past a player who has left, until all have passed and the top resolves", () => {
    // The game gives each next player priority at once after an automatic pass (flow.ts):
    // p1, p2 and p4 pass by themselves in turn, p3 has conceded, and Shock resolves.
    let s = tableGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }, { library }, { library }], turn: 3 });
    s = apply(s, "p3", { type: "concede" }).state;
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect([life(s, "p2"), s.stack.length, where(s), s.players[0]!.graveyard.map((id) => card(s, id).card)]).toEqual([18, 0, "precombatMain/main", ["Shock"]]);
  });
});

describe("409.1f: the priority listing offers only spells whose total cost could be paid", () => {
  const bearsListed = (play: string[], manaPool = {}) =>
    legalDecision(manualGame({ players: [{ hand: ["Grizzly Bears"], play, manaPool, library }, { library }], turn: 3 }), "p1")!.options.some((o) => o.type === "playSpell");

  it("Grizzly Bears ({1}{G}) with two Islands isn't offered (no mana could pay {G}); with {G} in the pool it is", () => {
    expect(bearsListed(["Island", "Island"])).toBe(false);
    expect(bearsListed(["Island", "Island", "Island"])).toBe(false);
    expect(bearsListed(["Island"], { G: 1 })).toBe(true);
    expect(bearsListed(["Island", "Forest"])).toBe(true);
  });

  it("seed glossary \"As though\": with Mycosynth Lattice in play mana is spent as though it were any color, so two Islands pay for Grizzly Bears and it is offered", () => {
    expect(bearsListed(["Mycosynth Lattice", "Island", "Island"])).toBe(true);
    expect(bearsListed(["Mycosynth Lattice", "Island"])).toBe(false); // one mana for a total cost of two
  });
});
