import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, payFully, pt, zoneNames, resolveStack } from "../helpers.js";

// "Ire of Kaminari deals damage to target creature or player equal to the number of Arcane cards
// in your graveyard.": the Arcane cards (205.3d, a spell subtype) in its controller's graveyard,
// counted as it resolves (413.2); Ire is on the stack then and doesn't count itself, and the
// cards in another player's graveyard don't count. "Put target land on the top of its owner's
// library." (Rootrunner): the era's wording of "on top of".
const library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
const mountains = ["Mountain", "Mountain", "Mountain", "Mountain"];

describe("clauses: \"equal to the number of Arcane cards in your graveyard\", \"on the top of its owner's library\"", () => {
  it("the cards are offered", () => {
    for (const name of ["Ire of Kaminari", "Rootrunner"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: with Glacial Ray and Lava Spike (Arcane) and Shock (not) in Ann's graveyard, and Soulless Revival in Bob's, Ire of Kaminari deals 2 damage to Bob", () => {
    let s = manualGame({ players: [{ library, hand: ["Ire of Kaminari"], graveyard: ["Glacial Ray", "Shock", "Lava Spike"], play: mountains }, { library, graveyard: ["Soulless Revival"] }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Ire of Kaminari", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Glacial Ray", "Shock", "Lava Spike", "Ire of Kaminari"]);
  });

  it("413.2: Ire of Kaminari doesn't count itself: with no other Arcane card in Ann's graveyard it deals no damage to Grizzly Bears", () => {
    let s = manualGame({ players: [{ library, hand: ["Ire of Kaminari"], graveyard: ["Shock"], play: mountains }, { library, play: ["Grizzly Bears"] }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = resolveStack(cast(s, "p1", "Ire of Kaminari", [{ object: bears }]));
    expect(inPlay(s, "Grizzly Bears")).toBe(bears);
    expect((s.objects[bears] as { damage?: number }).damage ?? 0).toBe(0);
    expect(pt(s, bears)).toEqual([2, 2]);
  });

  it("Rootrunner's sacrifice puts Bob's Forest on the top of his library", () => {
    let s = manualGame({ players: [{ library, play: ["Rootrunner", "Forest", "Forest"] }, { library, play: ["Forest"] }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Rootrunner"), ability: 0 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Forest", "p2") }] }, "p1"));
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "library")[0]).toBe("Forest");
    expect(() => inPlay(s, "Forest", "p2")).toThrow();
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Rootrunner"]);
  });
});
