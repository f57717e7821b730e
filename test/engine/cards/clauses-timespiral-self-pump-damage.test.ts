import { describe, expect, it } from "vitest";
import { act, inPlay, life, manualGame, pass, payFully, pt } from "../helpers.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import type { GameState } from "../../../src/engine/game/types.js";

// "~ gets +2/+0 until end of turn and deals 1 damage to you" / "~ gains forestwalk until end of
// turn and it deals 1 damage to you": the source changes for the turn (418.5) and deals damage
// to its controller (the ability's "you", 409.1).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const activated = (s: GameState, name: string, n = 0) => characteristics(s, card(s, inPlay(s, name))).abilities.map((a, i) => [a.kind, i] as const).filter(([k]) => k === "activated")[n]![1];

describe("clauses: \"~ gets ... until end of turn and deals N damage to you\" (418.5)", () => {
  it("418.5: Stormcloud Djinn gets +2/+0 and deals 1 damage to its controller", () => {
    let s = manualGame({ players: [{ library, play: ["Stormcloud Djinn", "Mountain", "Mountain"] }, { library }], turn: 3 });
    const djinn = inPlay(s, "Stormcloud Djinn");
    s = pass(payFully(act(s, { type: "playAbility", source: djinn, ability: activated(s, "Stormcloud Djinn") }, "p1")), 2);
    expect(pt(s, djinn)).toEqual([5, 3]); // a 3/3 given +2/+0
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("502.7: Wormwood Dryad gains swampwalk until end of turn and deals 1 damage to its controller", () => {
    let s = manualGame({ players: [{ library, play: ["Wormwood Dryad", "Swamp"] }, { library }], turn: 3 });
    const dryad = inPlay(s, "Wormwood Dryad");
    expect(characteristics(s, card(s, dryad)).keywords).not.toContain("swampwalk");
    s = pass(payFully(act(s, { type: "playAbility", source: dryad, ability: activated(s, "Wormwood Dryad", 1) }, "p1")), 2);
    expect(characteristics(s, card(s, dryad)).keywords).toContain("swampwalk");
    expect(life(s, "p1")).toBe(19);
  });
});
