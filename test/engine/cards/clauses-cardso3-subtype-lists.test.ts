import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

// Subtypes named together: "Target Elf or Soldier gets +2/+2 until end of turn" (Grassland Crusader:
// a permanent of either subtype, 409.1c) and "All other Birds get +1/+1. All other Soldiers get +1/+1."
// (Aven Brigadier: every other permanent of each kind in play, whoever controls it, layer 6c; one
// with both subtypes gets both bonuses); "You choose a Spirit or Arcane card from it" (Psychic Spear, 217.3c).
const library = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const drain = (s: GameState) => {
  for (let i = 0; i < 10 && s.stack.length > 0; i++) s = pass(s);
  return s;
};

describe("clauses: subtypes named together (\"target Elf or Soldier\", \"All other Birds\")", () => {
  it("the cards are offered", () => {
    for (const name of ["Grassland Crusader", "Aven Brigadier", "Psychic Spear"]) expect(isSupported(name), name).toBe(true);
  });

  it("409.1c: Grassland Crusader targets an Elf or a Soldier, not a Bear", () => {
    let s = manualGame({ players: [{ play: ["Grassland Crusader", "Llanowar Elves", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Grassland Crusader"), ability: 0 }, "p1");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "409.1c");
    s = drain(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Llanowar Elves") }] }, "p1"));
    expect(pt(s, inPlay(s, "Llanowar Elves"))).toEqual([3, 3]);
  });

  it("Grassland Crusader can target itself, a Soldier", () => {
    let s = manualGame({ players: [{ play: ["Grassland Crusader"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Grassland Crusader"), ability: 0 }, "p1");
    s = drain(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grassland Crusader") }] }, "p1"));
    expect(pt(s, inPlay(s, "Grassland Crusader"))).toEqual([4, 6]);
  });

  it("418.5 (layer 6c): Aven Brigadier gives other Birds and other Soldiers +1/+1, both players'; not itself, not a Bear", () => {
    const s = manualGame({ players: [{ play: ["Aven Brigadier", "Suntail Hawk", "Grizzly Bears"], library }, { play: ["Foot Soldiers", "Aven Brigadier"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Suntail Hawk"))).toEqual([3, 3]); // 1/1 Bird, two Brigadiers
    expect(pt(s, inPlay(s, "Foot Soldiers"))).toEqual([4, 6]); // 2/4 Soldier, two Brigadiers
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    // Each Brigadier (a 3/5 Bird Soldier) gets +1/+1 twice from the other one, none from itself.
    expect(pt(s, inPlay(s, "Aven Brigadier", "p1"))).toEqual([5, 7]);
  });
  it("217.3c: Psychic Spear: Ann may choose a Spirit or an Arcane card from the revealed hand, not Shock", () => {
    let s = manualGame({ players: [{ hand: ["Psychic Spear"], play: ["Swamp"], library }, { hand: ["Kami of Ancient Law", "Glacial Ray", "Shock"], library }], turn: 3 });
    s = payFully(cast(s, "p1", "Psychic Spear", [{ player: "p2" }]));
    for (let i = 0; i < 4 && s.pending?.kind === "priority"; i++) s = pass(s);
    expect(s.pending).toMatchObject({ kind: "chooseFromHand", player: "p1" });
    expect(legalDecision(s, "p1")!.options).toHaveLength(2);
    rejects(s, "p1", { type: "chooseCard", card: inHand(s, "p2", "Shock") }, "413");
    s = act(s, { type: "chooseCard", card: inHand(s, "p2", "Glacial Ray") }, "p1");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Glacial Ray"]);
  });
});
