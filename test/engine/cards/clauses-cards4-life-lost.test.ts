import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, zoneNames, resolveStack } from "../helpers.js";
import { seats, tableGame } from "../multiplayer-helpers.js";
import { passTo } from "../combat/combat-keywords-helpers.js";

// "Each opponent loses N life. You gain life equal to the life lost this way.": the gain is the
// life the players lost to the first sentence of the same resolution, each player counted, and
// a player loses the whole amount even below 0 life (there is no floor to life loss).
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];

describe("clauses: \"You gain life equal to the life lost this way\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Agent of Masks", "Kokusho, the Evening Star", "Urborg Syphon-Mage"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.1: Agent of Masks at the beginning of its controller's upkeep: the opponent loses 1 life, its controller gains 1", () => {
    let s = manualGame({ players: [{ play: ["Agent of Masks"], library }, { library }], turn: 2, active: 1 });
    s = passTo(s, "upkeep");
    expect(s.turn.active).toBe("p1");
    s = resolveStack(s);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([21, 19]);
  });

  it("420.5e: two Kokushos under the legend rule are both put into the graveyard: two triggers, each taking 5 life and giving 5", () => {
    let s = manualGame({ players: [{ hand: ["Kokusho, the Evening Star"], play: ["Kokusho, the Evening Star", ...Array<string>(6).fill("Swamp")], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Kokusho, the Evening Star");
    s = pass(s, 2); // the creature spell resolves; both Kokushos are put into the graveyard (420.5e) and both abilities trigger
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Kokusho, the Evening Star", "Kokusho, the Evening Star"]);
    expect(s.pending).toMatchObject({ kind: "orderTriggers", player: "p1" });
    s = act(s, { type: "orderTriggers", order: s.triggered.map((t) => t.id) });
    expect(s.stack).toHaveLength(2);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([25, 15]);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([30, 10]);
  });

  it("420.5a: Kokusho sacrificed with the opponent at 3 life: all 5 are lost (to -2) and 5 gained; then the opponent loses the game", () => {
    let s = manualGame({ players: [{ play: ["Kokusho, the Evening Star", "Nantuko Husk"], library }, { library, life: 3 }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Nantuko Husk"), ability: 0, costs: { sacrifice: inPlay(s, "Kokusho, the Evening Star") } });
    expect(s.stack).toHaveLength(2); // Kokusho's trigger above the Husk's ability
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([25, -2]);
    expect(s.status).toBe("finished");
  });

  it("Urborg Syphon-Mage with three players: each other player loses 2 life and its controller gains the 4 lost", () => {
    let s = tableGame({ players: [{ hand: ["Swamp"], play: ["Urborg Syphon-Mage", "Swamp", "Swamp", "Swamp"], library }, ...seats(2, { library })], turn: 2 }, { autoPass: false });
    s = act(s, { type: "playAbility", source: inPlay(s, "Urborg Syphon-Mage"), ability: 0, costs: { discard: inHand(s, "p1", "Swamp") } }, "p1");
    s = payFully(s);
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass" });
    expect([life(s, "p1"), life(s, "p2"), life(s, "p3")]).toEqual([24, 18, 18]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Swamp"]);
  });
});
