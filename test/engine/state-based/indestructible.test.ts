import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { cast, inPlay, manualGame, pass, playNames, zoneNames } from "../helpers.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// Glossary, "Indestructible" (2006): an indestructible permanent can't be destroyed; lethal
// damage doesn't put it into the graveyard (420.5c).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const swamps = ["Swamp", "Swamp", "Swamp", "Swamp"];

describe("indestructible (glossary; 420.5c)", () => {
  it("420.5c: Darksteel Gargoyle (\"~ is indestructible.\") blocking Hill Giant keeps lethal damage marked on it and stays in play; the Hill Giant dies", () => {
    let s = attack(combatGame({ play: ["Hill Giant"] }, { play: ["Darksteel Gargoyle"] }), "Hill Giant");
    s = block(pass(s, 2), ["Darksteel Gargoyle", "Hill Giant"]);
    s = passTo(s, "endOfCombat");
    expect(card(s, inPlay(s, "Darksteel Gargoyle")).damage).toBe(3);
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });

  it("glossary \"Indestructible\": Wrath of God destroys Hill Giant but not Darksteel Gargoyle", () => {
    let s = manualGame({ players: [{ library, play: ["Plains", "Plains", "Plains", "Plains", "Hill Giant"], hand: ["Wrath of God"] }, { library, play: ["Darksteel Gargoyle", ...swamps] }], turn: 3 });
    s = pass(cast(s, "p1", "Wrath of God"), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant", "Wrath of God"]);
    expect(playNames(s, "p2")).toContain("Darksteel Gargoyle");
    expect(zoneNames(s, "p2", "graveyard")).toEqual([]);
  });
});
