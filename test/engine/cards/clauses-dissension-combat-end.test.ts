import { describe, expect, it } from "vitest";
import { inPlay, pass, zoneNames } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// "When ~ blocks, sacrifice it (destroy it) at end of combat" (helper "dissension"): a delayed
// triggered ability made as the block trigger resolves, triggering as the end of combat step
// begins (311.? (?); spells/delayed-triggers.ts), whose "it" is the blocker itself.

describe("clauses: \"sacrifice it\" / \"destroy it\" at end of combat (311)", () => {
  it("311: \"When ~ blocks, sacrifice it at end of combat\" — Stoic Ephemera survives combat damage and is sacrificed as the end of combat step begins", () => {
    let s = combatGame({ play: ["Grizzly Bears"] }, { play: ["Stoic Ephemera"] });
    s = attack(s, "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Stoic Ephemera", "Grizzly Bears"]);
    expect(s.stack).toHaveLength(1); // the block trigger
    s = passTo(s, "combatDamage");
    for (let i = 0; i < 6 && s.stack.length > 0; i++) s = pass(s);
    const wall = inPlay(s, "Stoic Ephemera");
    expect(card(s, wall).damage).toBe(2); // a 5/5 dealt 2 is still in play after combat damage
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && zoneNames(s, "p2", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Stoic Ephemera"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]); // dealt 5 by the 5/5 blocker
  });

  it("311: \"When ~ blocks, destroy it at end of combat\" — Cinder Wall is destroyed as the end of combat step begins; a wall that didn't block stays", () => {
    let s = combatGame({ play: ["Grizzly Bears"] }, { play: ["Cinder Wall", "Cinder Wall"] });
    s = attack(s, "Grizzly Bears");
    s = passTo(s, "declareBlockers");
    s = block(s, ["Cinder Wall", "Grizzly Bears"]);
    s = passTo(s, "endOfCombat");
    for (let i = 0; i < 4 && zoneNames(s, "p2", "graveyard").length === 0; i++) s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Cinder Wall"]);
    expect(s.play.filter((id) => card(s, id).card === "Cinder Wall")).toHaveLength(1);
  });
});
