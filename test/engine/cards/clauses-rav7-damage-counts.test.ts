import { describe, expect, it } from "vitest";
import type { CardObject, GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inPlay, life, manualGame, resolveStack, toNextUpkeep, zoneNames } from "../helpers.js";

// Damage equal to a count of one player's permanents, counted as the spell or ability resolves
// (413.2f): Weight of Spires, "~ deals damage to target creature equal to the number of nonbasic
// lands that creature's controller controls" (the target's controller as it resolves); Karma, "At the beginning of each player's
// upkeep, ~ deals damage to that player equal to the number of Swamps he or she controls" (the
// player the trigger names, 404.1).
const library = ["Island", "Island", "Island", "Island", "Island"];
const damage = (s: GameState, id: string) => (s.objects[id] as CardObject).damage ?? 0;

describe("clauses: damage equal to the permanents of the target's controller or of the player a trigger names (413.2f, 404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Weight of Spires", "Karma"]) expect(isSupported(name)).toBe(true);
  });

  it("413.2f: Weight of Spires on the opponent's Hill Giant counts his two nonbasic lands, not his Forest nor the caster's three", () => {
    let s = manualGame({ players: [{ hand: ["Weight of Spires"], play: ["Mountain", "Azorius Chancery", "Azorius Chancery", "Azorius Chancery"], library }, { play: ["Hill Giant", "Azorius Chancery", "Azorius Chancery", "Forest"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant", "p2");
    s = resolveStack(cast(s, "p1", "Weight of Spires", [{ object: giant }]));
    expect(damage(s, giant)).toBe(2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Weight of Spires"]);
  });

  it("413.2f: on the caster's own Hill Giant it counts the caster's nonbasic lands: three, lethal", () => {
    let s = manualGame({ players: [{ hand: ["Weight of Spires"], play: ["Mountain", "Azorius Chancery", "Azorius Chancery", "Azorius Chancery", "Hill Giant"], library }, { play: ["Azorius Chancery"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Weight of Spires", [{ object: inPlay(s, "Hill Giant", "p1") }]));
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Weight of Spires", "Hill Giant"]);
  });

  it("an opponent with only basic lands: Weight of Spires deals no damage", () => {
    let s = manualGame({ players: [{ hand: ["Weight of Spires"], play: ["Mountain", "Azorius Chancery"], library }, { play: ["Hill Giant", "Forest", "Forest"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant", "p2");
    s = resolveStack(cast(s, "p1", "Weight of Spires", [{ object: giant }]));
    expect(damage(s, giant)).toBe(0);
  });

  it("404.1: Karma deals each player, at his or her upkeep, damage equal to the Swamps he or she controls", () => {
    let s = manualGame({ players: [{ play: ["Karma", "Swamp"], library }, { play: ["Swamp", "Swamp", "Swamp"], library }], turn: 3 });
    s = resolveStack(toNextUpkeep(s));
    expect(s.turn.active).toBe("p2");
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(20);
    s = resolveStack(toNextUpkeep(s));
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(17);
  });
});
