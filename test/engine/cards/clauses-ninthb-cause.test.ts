import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, playNames, zoneNames } from "../helpers.js";

// Helper "ninthb": triggers on what an opponent's spell or ability causes (413.1: a resolving
// spell's controller follows its instructions), shown with Guerrilla Tactics and Sacred Ground (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];

/** Answers the pending decisions of `who` by choosing, where targets are asked, the player `target`; passes otherwise, until the stack is empty. */
function settle(s: GameState, who: string, target: string): GameState {
  for (let i = 0; i < 40 && (s.stack.length > 0 || s.pending?.kind !== "priority" || s.triggered.length > 0); i++) {
    const d = legalDecision(s, s.pending!.player)!;
    const aimed = d.options.find((o) => JSON.stringify(o).includes(`{"player":"${target}"}`));
    s = act(s, s.pending!.player === who && aimed ? aimed : d.options.find((o) => o.type === "pass") ?? d.options[0]!);
  }
  return s;
}

describe("clauses: \"When a spell or ability an opponent controls causes you to discard ~, ~ deals 4 damage to target creature or player.\" (Guerrilla Tactics)", () => {
  it("404.1: Bob's Mind Rot makes Ann discard Guerrilla Tactics: it triggers from her graveyard and deals 4 damage to Bob", () => {
    let s = manualGame({ players: [{ library, hand: ["Guerrilla Tactics", "Giant Growth"] }, { library, play: ["Swamp", "Swamp", "Swamp"], hand: ["Mind Rot"] }], turn: 3, active: 1 });
    s = cast(s, "p2", "Mind Rot", [{ player: "p1" }]);
    s = settle(s, "p1", "p2");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Giant Growth", "Guerrilla Tactics"]);
    expect(life(s, "p2")).toBe(16);
  });

  it("413.1: discarded by its owner's own Mind Rot, it doesn't trigger", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp"], hand: ["Mind Rot", "Guerrilla Tactics", "Giant Growth"] }, { library }], turn: 3 });
    s = cast(s, "p1", "Mind Rot", [{ player: "p1" }]);
    s = settle(s, "p1", "p2");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Giant Growth", "Guerrilla Tactics", "Mind Rot"]);
    expect(life(s, "p2")).toBe(20);
  });
});

describe("clauses: \"Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from play, return that land to play.\" (Sacred Ground)", () => {
  it("404.1: Bob's Stone Rain destroys Ann's Plains; Sacred Ground returns that land to play", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Sacred Ground"] }, { library, play: ["Mountain", "Mountain", "Mountain"], hand: ["Stone Rain"] }], turn: 3, active: 1 });
    s = cast(s, "p2", "Stone Rain", [{ object: inPlay(s, "Plains") }]);
    s = settle(s, "p1", "p2");
    expect(playNames(s, "p1").sort()).toEqual(["Plains", "Sacred Ground"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("413.1: her own Stone Rain on her own Plains isn't an opponent's spell: the Plains stays in the graveyard", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Sacred Ground", "Mountain", "Mountain", "Mountain"], hand: ["Stone Rain"] }, { library }], turn: 3 });
    s = cast(s, "p1", "Stone Rain", [{ object: inPlay(s, "Plains") }]);
    s = settle(s, "p1", "p2");
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Plains", "Stone Rain"]);
  });
});
