import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inPlay, life, manualGame, pass, playNames, zoneNames } from "../helpers.js";
import { toUpkeep } from "./upkeep-keywords-helpers.js";

const library = Array(10).fill("Island");

describe("502.30 Storm", () => {
  it("502.30a: Grapeshot played after two other spells this turn (one of them the opponent's) is copied twice; its controller may choose new targets for the copies", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Grapeshot"], play: ["Mountain", "Mountain", "Mountain", "Mountain"], library }, { hand: ["Shock"], play: ["Mountain", "Mountain", "Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]));
    s = pass(cast(s, "p2", "Shock", [{ player: "p1" }]));
    s = pass(s); // Ann passes too: Bob's Shock resolves
    s = pass(s, 2); // Ann's Shock resolves
    expect([life(s, "p1"), life(s, "p2")]).toEqual([18, 18]);
    s = cast(s, "p1", "Grapeshot", [{ player: "p2" }]);
    expect(s.stack).toHaveLength(2); // Grapeshot and its storm trigger above it
    s = pass(s, 2);
    // The first copy: keep Bob as its target; the second: Grizzly Bears instead.
    expect(legalDecision(s, "p1")!.kind).toBe("newTarget");
    s = act(s, { type: "chooseNewTarget", target: { player: "p2" } });
    s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Grizzly Bears") } });
    expect(s.stack).toHaveLength(3); // the original and two copies
    s = pass(s, 6);
    expect(life(s, "p2")).toBe(16);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Shock"]); // 1 damage doesn't kill the 2/2
    expect(s.objects[inPlay(s, "Grizzly Bears")]).toMatchObject({ damage: 1 });
  });

  it("502.30a: with no spell before it, storm makes no copy; Empty the Warrens makes its two Goblins", () => {
    let s = manualGame({ players: [{ hand: ["Empty the Warrens"], play: ["Mountain", "Mountain", "Mountain", "Mountain"], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Empty the Warrens");
    expect(s.stack).toHaveLength(2);
    s = pass(s, 4);
    expect(playNames(s, "p1").filter((n) => n === "Goblin")).toHaveLength(2);
  });

  it("502.30a: spells played on an earlier turn don't count; copies aren't played, so a storm copy counts for nothing either", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Tendrils of Agony", "Scattershot"], play: ["Mountain", "Mountain", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    s = cast(s, "p1", "Scattershot", [{ object: inPlay(s, "Craw Wurm") }]);
    s = pass(s, 2); // the storm trigger: one copy
    if (s.pending?.kind === "newTarget") s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Craw Wurm") } });
    s = pass(s, 4);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ damage: 2 });
    // Two spells played (Shock, Scattershot); the copy isn't one: Tendrils of Agony is copied twice.
    s = cast(s, "p1", "Tendrils of Agony", [{ player: "p2" }]);
    s = pass(s, 2);
    while (s.pending?.kind === "newTarget") s = act(s, { type: "chooseNewTarget", target: { player: "p2" } });
    s = pass(s, 6);
    expect(life(s, "p2")).toBe(20 - 2 - 6);
    expect(life(s, "p1")).toBe(26);
    // The next turn, the count starts again.
    s = toUpkeep(s, 4);
    expect(s.spellsPlayed).toEqual({ turn: 3, count: 3 });
  });

  it("502.30a: Volcanic Awakening, Temporal Fissure and Astral Steel copies take new targets", () => {
    let s = manualGame({ players: [{ hand: ["Astral Steel", "Temporal Fissure", "Volcanic Awakening"], play: [...Array(15).fill("Island").map((_, i) => (i < 5 ? "Plains" : i < 10 ? "Island" : "Mountain")), "Grizzly Bears"], library }, { play: ["Forest", "Swamp", "Craw Wurm"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Astral Steel", [{ object: inPlay(s, "Grizzly Bears") }]), 4); // no spell before: nothing copied
    s = cast(s, "p1", "Temporal Fissure", [{ object: inPlay(s, "Craw Wurm") }]);
    s = act(pass(s, 2), { type: "chooseNewTarget", target: { object: inPlay(s, "Swamp") } });
    s = pass(s, 4);
    expect(zoneNames(s, "p2", "hand").sort()).toEqual(["Craw Wurm", "Swamp"]);
    s = cast(s, "p1", "Volcanic Awakening", [{ object: inPlay(s, "Forest") }]);
    s = pass(s, 2); // two copies, but the Forest is the only land of Bob's... and Ann's lands are legal too
    while (s.pending?.kind === "newTarget") s = act(s, { type: "chooseNewTarget", target: { object: inPlay(s, "Forest") } });
    s = pass(s, 6);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
  });
});
