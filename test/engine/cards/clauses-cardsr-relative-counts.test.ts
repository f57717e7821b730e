import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, pt, resolveStack } from "../helpers.js";

// A static P/T change counted relative to the creature it applies to (418.5a, layer 6d): "for
// each Aura attached to it" (Gatherer of Graces), "for each of its colors" (Blessing of the
// Nephilim, 203.2), "for each other creature you control" (Conclave's Blessing: "other" than the
// enchanted creature) and "for each other creature in play with flying" (Pride of the Clouds:
// "other" than itself). The count follows the state at once, as any static ability does.
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

describe("clauses: static P/T changes counted for the creature they apply to (418.5a)", () => {
  it("the cards are offered", () => {
    for (const name of ["Gatherer of Graces", "Blessing of the Nephilim", "Conclave's Blessing", "Pride of the Clouds"]) expect(isSupported(name), name).toBe(true);
  });

  it("212.4: Gatherer of Graces counts the Auras attached to it (not an Equipment, not an Aura on another creature); sacrificing one lowers the count", () => {
    let s = manualGame({ players: [{ play: ["Gatherer of Graces", { card: "Holy Strength", attachedTo: 0 }, { card: "Unholy Strength", attachedTo: 0 }, { card: "Bonesplitter", attachedTo: 0 }, "Grizzly Bears", { card: "Holy Strength", attachedTo: 4 }], library }, { library }], turn: 3 });
    const gatherer = inPlay(s, "Gatherer of Graces");
    // 1/2, +2/+2 for two Auras, Holy Strength +1/+2, Unholy Strength +2/+1, Bonesplitter +2/+0.
    expect(pt(s, gatherer)).toEqual([8, 7]);
    const unholy = inPlay(s, "Unholy Strength");
    s = resolveStack(act(s, { type: "playAbility", source: gatherer, ability: 0, costs: { sacrifice: unholy } }, "p1"));
    expect(s.play).not.toContain(unholy);
    expect(pt(s, gatherer)).toEqual([5, 5]);
  });

  it("203.2: Blessing of the Nephilim gives +1/+1 per color of the enchanted creature: +2/+2 to a green-white one, nothing to a colorless one", () => {
    const s = manualGame({ players: [{ play: ["Selesnya Guildmage", { card: "Blessing of the Nephilim", attachedTo: 0 }, "Grizzly Bears", { card: "Blessing of the Nephilim", attachedTo: 2 }, "Ornithopter", { card: "Blessing of the Nephilim", attachedTo: 4 }], library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Selesnya Guildmage"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    expect(pt(s, inPlay(s, "Ornithopter"))).toEqual([0, 2]);
  });

  it("418.5a: Conclave's Blessing counts the other creatures its controller controls, not the enchanted one nor the opponent's; a creature leaving play lowers it at once", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain", "Grizzly Bears", { card: "Conclave's Blessing", attachedTo: 1 }, "Llanowar Elves", "Suntail Hawk"], library }, { play: ["Hill Giant", "Hill Giant"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 6]);
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Llanowar Elves") }]));
    expect(() => inPlay(s, "Llanowar Elves")).toThrow();
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 4]);
  });

  it("418.5a: Pride of the Clouds counts every other creature in play with flying, either player's, but not itself nor a creature without flying", () => {
    const alone = manualGame({ players: [{ play: ["Pride of the Clouds", "Grizzly Bears"], library }, { library }], turn: 3 });
    expect(pt(alone, inPlay(alone, "Pride of the Clouds"))).toEqual([1, 1]);
    const s = manualGame({ players: [{ play: ["Pride of the Clouds", "Pride of the Clouds", "Grizzly Bears"], library }, { play: ["Suntail Hawk"], library }], turn: 3 });
    for (const id of s.play.filter((id) => (s.objects[id] as { card?: string }).card === "Pride of the Clouds")) expect(pt(s, id)).toEqual([3, 3]);
  });
});
