import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, pass, payFully, pt } from "../helpers.js";

// "~ gets +2/+2 for each Equipment attached to it." (Loxodon Punisher, Myr Adapter) and "Equipped
// creature gets +1/+0 for each Equipment attached to it." (Golem-Skin Gauntlets): a static ability
// changing P/T in layer 6d (418.5a), counted for the creature it applies to, by the Equipment
// attached to it at that moment (212.2): an Aura attached to it doesn't count, and moving an
// Equipment away changes the count at once.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

function equip(s: GameState, equipment: string, creature: string): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, equipment), ability: 0 });
  return pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: creature }] })), 2);
}

describe("clauses: \"gets +N/+N for each Equipment attached to it\" (418.5a, 212.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Loxodon Punisher", "Myr Adapter", "Golem-Skin Gauntlets"]) expect(isSupported(name), name).toBe(true);
  });

  it("418.5a: Loxodon Punisher with Bonesplitter and Leonin Scimitar attached is 2/2 +4/+4 +2/+0 +1/+1; Holy Strength, an Aura, adds only its own +1/+2", () => {
    const s = manualGame({ players: [{ play: ["Loxodon Punisher", { card: "Bonesplitter", attachedTo: 0 }, { card: "Leonin Scimitar", attachedTo: 0 }, { card: "Holy Strength", attachedTo: 0 }], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Loxodon Punisher"))).toEqual([10, 9]);
  });

  it("212.2: an Equipment moved from Myr Adapter to another creature no longer counts for it", () => {
    let s = manualGame({ players: [{ play: ["Myr Adapter", { card: "Bonesplitter", attachedTo: 0 }, "Grizzly Bears", "Plains"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Myr Adapter"))).toEqual([4, 2]);
    s = equip(s, "Bonesplitter", inPlay(s, "Grizzly Bears"));
    expect(pt(s, inPlay(s, "Myr Adapter"))).toEqual([1, 1]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 2]);
  });

  it("418.5a: Golem-Skin Gauntlets counts itself and every other Equipment on the creature it equips, not those on other creatures", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears", { card: "Golem-Skin Gauntlets", attachedTo: 0 }, { card: "Leonin Scimitar", attachedTo: 0 }, "Hill Giant", { card: "Bonesplitter", attachedTo: 3 }, "Plains", "Plains"], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 3]); // +2/+0 (two Equipment) and the Scimitar's +1/+1
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 3]);
    s = equip(s, "Golem-Skin Gauntlets", inPlay(s, "Hill Giant"));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([7, 3]); // +2/+0 from Bonesplitter, +2/+0 from the Gauntlets (two Equipment)
  });
});
