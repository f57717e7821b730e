import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, life, manualGame, pass, rejects, where, zoneNames } from "../helpers.js";

const library = ["Forest", "Island", "Swamp", "Plains"];

/** Passes while `go` holds, listing each priority stop as "phase/step:player". */
function stops(s: GameState, go: (s: GameState) => boolean): string[] {
  const out: string[] = [];
  while (go(s)) {
    expect(s.pending?.kind).toBe("priority");
    out.push(`${where(s)}:${s.pending!.player}`);
    s = pass(s);
  }
  return out;
}

describe("300–314 turn structure", () => {
  it("300.1: a turn with no attackers goes through every step in order; both players get priority in each step but untap and cleanup", () => {
    const s = manualGame({ players: [{ library }, { library }], step: "upkeep", turn: 3 });
    expect(stops(s, (x) => x.turn.number === 3)).toEqual([
      "beginning/upkeep:p1", "beginning/upkeep:p2",
      "beginning/draw:p1", "beginning/draw:p2",
      "precombatMain/main:p1", "precombatMain/main:p2",
      "combat/beginningOfCombat:p1", "combat/beginningOfCombat:p2",
      "combat/declareAttackers:p1", "combat/declareAttackers:p2",
      // 308: no attackers, so no declare blockers and combat damage steps
      "combat/endOfCombat:p1", "combat/endOfCombat:p2",
      "postcombatMain/main:p1", "postcombatMain/main:p2",
      "end/endOfTurn:p1", "end/endOfTurn:p2",
    ]);
  });

  it("300.1: with attackers, the declare blockers and combat damage steps happen and give priority", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears"], library }, { library }], step: "beginningOfCombat", turn: 3 });
    s = pass(s, 2);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    expect(stops(s, (x) => x.turn.phase === "combat")).toEqual([
      "combat/declareAttackers:p1", "combat/declareAttackers:p2",
      "combat/declareBlockers:p1", "combat/declareBlockers:p2",
      "combat/combatDamage:p1", "combat/combatDamage:p2", // 310.2: with the combat damage on the stack
      "combat/combatDamage:p1", "combat/combatDamage:p2", // after it resolved
      "combat/endOfCombat:p1", "combat/endOfCombat:p2",
    ]);
  });

  it("302.1: the active player untaps all his or her permanents, not the opponent's; 302.3: no one gets priority in the untap step", () => {
    let s = manualGame({
      players: [{ play: [{ card: "Mountain", tapped: true }], library }, { play: [{ card: "Forest", tapped: true }, { card: "Grizzly Bears", tapped: true }], library }],
      step: "endOfTurn",
    });
    s = pass(s, 2);
    expect([s.turn.active, where(s)]).toEqual(["p2", "beginning/upkeep"]);
    expect(card(s, inPlay(s, "Forest")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Grizzly Bears")).tapped).toBe(false);
    expect(card(s, inPlay(s, "Mountain")).tapped).toBe(true);
  });

  it("303: the active player receives priority in the upkeep step", () => {
    const s = manualGame({ players: [{ library }, { library }], step: "upkeep", turn: 3 });
    expect(where(s)).toBe("beginning/upkeep");
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("304.1: the active player draws the top card of his or her library in the draw step, then receives priority", () => {
    let s = manualGame({ players: [{ library: ["Craw Wurm", "Forest"] }, { library }], step: "upkeep", turn: 3 });
    s = pass(s, 2);
    expect(where(s)).toBe("beginning/draw");
    expect(zoneNames(s, "p1", "hand")).toEqual(["Craw Wurm"]);
    expect(zoneNames(s, "p1", "library")).toEqual(["Forest"]);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("304.1: a set-up game's starting player skips the draw of turn 1 (101.5a)", () => {
    let s = manualGame({ players: [{ library }, { library }], step: "upkeep", turn: 1 });
    s = pass(s, 2);
    expect(where(s)).toBe("beginning/draw");
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });

});

describe("300.3 mana pools empty at the end of each phase, with mana burn", () => {
  it("300.3: mana made in the beginning of combat step is still there in the combat damage step (same phase)", () => {
    let s = manualGame({ players: [{ play: ["Mountain", "Grizzly Bears"], library }, { library }], step: "beginningOfCombat", turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = pass(s, 2);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = pass(s, 4);
    expect(where(s)).toBe("combat/combatDamage");
    expect(s.players[0]!.manaPool.R).toBe(1);
    expect(life(s, "p1")).toBe(20);
  });

  it("300.3: unused mana empties at the end of the combat phase and its player loses 1 life per mana (mana burn)", () => {
    let s = manualGame({ players: [{ play: ["Mountain", "Forest"], library }, { library }], step: "beginningOfCombat", turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    while (s.turn.phase === "combat") {
      expect(s.players[0]!.manaPool).toMatchObject({ R: 1, G: 1 });
      s = pass(s);
    }
    expect(where(s)).toBe("postcombatMain/main");
    expect(s.players[0]!.manaPool).toMatchObject({ R: 0, G: 0 });
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(20);
  });

  it("300.3: mana made in the upkeep is still there in the draw step, and burns when the beginning phase ends", () => {
    let s = manualGame({ players: [{ play: ["Swamp"], library }, { library }], step: "upkeep", turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Swamp"), ability: 0 });
    s = pass(s, 2);
    expect(where(s)).toBe("beginning/draw");
    expect([s.players[0]!.manaPool.B, life(s, "p1")]).toEqual([1, 20]);
    s = pass(s, 2);
    expect(where(s)).toBe("precombatMain/main");
    expect([s.players[0]!.manaPool.B, life(s, "p1")]).toEqual([0, 19]);
  });

  it("300.3: mana spent before the phase ends doesn't burn", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    s = pass(s, 4); // Shock resolves, then the main phase ends
    expect(where(s)).toBe("combat/beginningOfCombat");
    expect([life(s, "p1"), life(s, "p2")]).toEqual([20, 18]);
  });
});

describe("305 main phase: playing lands", () => {
  const game = (step: "upkeep" | "main" | "beginningOfCombat" = "main") =>
    manualGame({ players: [{ hand: ["Forest", "Mountain", "Shock"], play: ["Mountain"], library }, { hand: ["Island"], library }], step, turn: 3 });
  const forest = (s: GameState) => ({ type: "playLand" as const, card: s.players[0]!.hand[0]! });

  it("305.2: the active player may play a land in his or her main phase; it comes into play at once, without the stack", () => {
    const s = act(game(), forest(game()));
    expect(s.play.map((id) => card(s, id).card)).toEqual(["Mountain", "Forest"]);
    expect(s.stack).toEqual([]);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("305.2: only one land per turn", () => {
    const s = act(game(), forest(game()));
    expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playLand")).toBe(false);
    rejects(s, "p1", { type: "playLand", card: s.players[0]!.hand[0]! }, "305.2");
  });

  it("305.2: a land can't be played in the upkeep or in the combat phase", () => {
    for (const step of ["upkeep", "beginningOfCombat"] as const) {
      const s = game(step);
      expect(legalDecision(s, "p1")!.options.some((o) => o.type === "playLand")).toBe(false);
      rejects(s, "p1", forest(s), "305.2");
    }
  });

  it("305.2: a land can't be played in the opponent's turn", () => {
    const s = pass(game());
    expect(s.pending).toEqual({ kind: "priority", player: "p2" });
    rejects(s, "p2", { type: "playLand", card: s.players[1]!.hand[0]! }, "305.2");
  });

  it("305.2: a land can't be played while the stack isn't empty", () => {
    const s = cast(game(), "p1", "Shock", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(1);
    rejects(s, "p1", forest(s), "305.2");
  });

  it("305.2: the land may be played in the postcombat main phase instead", () => {
    let s = game();
    while (s.turn.phase !== "postcombatMain") s = pass(s);
    s = act(s, forest(s));
    expect(s.play.map((id) => card(s, id).card)).toEqual(["Mountain", "Forest"]);
  });

  it("305.2: the count starts again on the player's next turn", () => {
    let s = act(game(), forest(game()));
    while (s.turn.number < 5) s = pass(s);
    s = pass(s, 4); // turn 5: upkeep and draw
    expect([s.turn.active, where(s)]).toEqual(["p1", "precombatMain/main"]);
    s = act(s, { type: "playLand", card: s.players[0]!.hand.find((id) => card(s, id).card === "Mountain")! });
    expect(s.play.map((id) => card(s, id).card)).toEqual(["Mountain", "Forest", "Mountain"]);
  });
});
