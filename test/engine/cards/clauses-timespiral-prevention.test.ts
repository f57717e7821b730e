import { describe, expect, it } from "vitest";
import { cast, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";
import { attack, block, combatGame, passTo } from "../combat/combat-keywords-helpers.js";

// 419.7: prevention effects that are static abilities of permanents (Time Spiral timeshifted,
// Coldsnap, Time Spiral): they apply to every damage event they match for as long as the
// permanent is in play.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const damage = (s: Parameters<typeof card>[0], name: string) => card(s, inPlay(s, name)).damage ?? 0;

describe("clauses: \"Prevent all damage that would be dealt to ~ by creatures\" (419.7)", () => {
  it("419.7: Uncle Istvan blocks Hill Giant: the Giant's damage is prevented and Istvan's 1 damage is dealt", () => {
    let s = combatGame({ play: ["Hill Giant"] }, { play: ["Uncle Istvan"] });
    s = pass(attack(s, "Hill Giant"), 2);
    s = block(s, ["Uncle Istvan", "Hill Giant"]);
    s = passTo(s, "endOfCombat");
    expect(damage(s, "Uncle Istvan")).toBe(0);
    expect(damage(s, "Hill Giant")).toBe(1);
  });

  it("419.7: damage from a source that isn't a creature is dealt: Shock deals 2 damage to Uncle Istvan", () => {
    let s = manualGame({ players: [{ library, hand: ["Shock"], play: ["Mountain"] }, { library, play: ["Uncle Istvan"] }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Uncle Istvan") }]), 2);
    expect(damage(s, "Uncle Istvan")).toBe(2);
  });
});

describe("clauses: \"... to ~ by creatures with first strike\" (419.7, 502.2)", () => {
  it("419.7: Tresserhorn Skyknight blocking Sandstone Warrior (first strike) is dealt nothing and destroys it; Hill Giant's damage is dealt", () => {
    let s = combatGame({ play: ["Sandstone Warrior"] }, { play: ["Tresserhorn Skyknight"] });
    s = pass(attack(s, "Sandstone Warrior"), 2);
    s = block(s, ["Tresserhorn Skyknight", "Sandstone Warrior"]);
    s = passTo(s, "endOfCombat");
    expect(damage(s, "Tresserhorn Skyknight")).toBe(0);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Sandstone Warrior"]);

    let t = combatGame({ play: ["Hill Giant"] }, { play: ["Tresserhorn Skyknight"] });
    t = pass(attack(t, "Hill Giant"), 2);
    t = block(t, ["Tresserhorn Skyknight", "Hill Giant"]);
    t = passTo(t, "endOfCombat");
    expect(zoneNames(t, "p2", "graveyard")).toEqual(["Tresserhorn Skyknight"]);
  });
});

describe("clauses: \"Prevent all damage that ~ would deal to snow creatures\" (419.7, 205.4a)", () => {
  it("419.7: Goblin Furrier blocked by Rimebound Dead (snow) deals it nothing; unblocked, it deals its 2 damage to the player", () => {
    let s = combatGame({ play: ["Goblin Furrier"] }, { play: ["Rimebound Dead"] });
    s = pass(attack(s, "Goblin Furrier"), 2);
    s = block(s, ["Rimebound Dead", "Goblin Furrier"]);
    s = passTo(s, "endOfCombat");
    expect(damage(s, "Rimebound Dead")).toBe(0);
    expect(damage(s, "Goblin Furrier")).toBe(1);

    let t = combatGame({ play: ["Goblin Furrier"] }, { play: [] });
    t = passTo(attack(t, "Goblin Furrier"), "endOfCombat");
    expect(life(t, "p2")).toBe(18);
  });
});

describe("clauses: \"Prevent all damage that would be dealt by enchanted creature\" (419.7)", () => {
  it("419.7: Hill Giant enchanted with Temporal Isolation has shadow, attacks unblocked and deals no damage", () => {
    let s = combatGame({ play: ["Hill Giant", { card: "Temporal Isolation", attachedTo: 0 }] }, { play: [] });
    s = passTo(attack(s, "Hill Giant"), "endOfCombat");
    expect(life(s, "p2")).toBe(20);
  });
});
