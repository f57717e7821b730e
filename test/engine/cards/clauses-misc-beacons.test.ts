import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { cast, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

// "Shuffle ~ into its owner's library." (the Beacons of Fifth Dawn): as the spell resolves, after
// its other effects, the card is put into its owner's library and the library shuffled; it is
// not put into the graveyard as the resolution ends (413.2?).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"Shuffle ~ into its owner's library\"", () => {
  it("413.2: Beacon of Destruction deals 5 damage to Bob, then goes into Ann's library (9 cards), not her graveyard", () => {
    let s = manualGame({ players: [{ library, hand: ["Beacon of Destruction"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Beacon of Destruction", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(15);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "library").length).toBe(library.length + 1);
    expect(zoneNames(s, "p1", "library")).toContain("Beacon of Destruction");
  });

  it("413.2: Beacon of Creation puts an Insect token into play for each of Ann's three Forests, then is shuffled into her library", () => {
    let s = manualGame({ players: [{ library, hand: ["Beacon of Creation"], play: ["Forest", "Forest", "Forest", "Plains"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Beacon of Creation"), 2);
    const insects = Object.values(s.objects).filter((o) => o.kind === "card" && o.zone === "play" && o.token);
    expect(insects.length).toBe(3);
    expect(card(s, inPlay(s, "Forest")).tapped).toBe(true);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "library")).toContain("Beacon of Creation");
  });
});
