import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, payFully, pt, toNextUpkeep, zoneNames, activated } from "../helpers.js";

// "..., where X is the number of Goblins in play" at the end of any sentence, and Scourge's "the
// highest converted mana cost among permanents you control": X is no announced value (the cards
// have no {X}, 409.1b) but a number counted as the spell or ability resolves (413.2), the same for
// every effect of the sentence.
const library = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 40 && (s.stack.length > 0 || s.pending?.kind === "orderTriggers"); i++)
    s = s.pending?.kind === "orderTriggers" ? act(s, { type: "orderTriggers", order: s.triggered.filter((t) => t.controller === s.pending!.player).map((t) => t.id) }) : pass(s);
  return s;
};
const mountains = (n: number) => Array.from({ length: n }, () => "Mountain");
const swamps = (n: number) => Array.from({ length: n }, () => "Swamp");

describe("clauses: \"where X is the number of ... in play\" on any sentence (413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Magma Sliver", "Sparksmith", "Feeding Frenzy", "Thunder of Hooves", "Profane Prayers", "Battlefield Medic", "Graveborn Muse"]) expect(isSupported(name), name).toBe(true);
  });

  it("413.2: Sparksmith counts every Goblin in play (both players', itself too) and deals that much to the creature and to its controller", () => {
    let s = manualGame({ players: [{ play: ["Sparksmith", "Raging Goblin", "Hill Giant"], library }, { play: ["Raging Goblin", "Craw Wurm"], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Sparksmith"), ability: 0 }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }, "p1")));
    expect(card(s, inPlay(s, "Craw Wurm")).damage).toBe(3);
    expect(life(s, "p1")).toBe(17);
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Feeding Frenzy gives -X/-X for the Zombies in play as it resolves", () => {
    let s = manualGame({ players: [{ hand: ["Feeding Frenzy"], play: [...swamps(3), "Gravedigger"], library }, { play: ["Gravedigger", "Craw Wurm"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Feeding Frenzy", [{ object: inPlay(s, "Craw Wurm") }]));
    expect(pt(s, inPlay(s, "Craw Wurm"))).toEqual([4, 2]);
  });

  it("413.2: Thunder of Hooves deals X to each creature without flying and each player; a creature with flying is spared", () => {
    let s = manualGame({ players: [{ hand: ["Thunder of Hooves"], play: [...mountains(4), "Enormous Baloth", "Enormous Baloth"], library }, { play: ["Craw Wurm", "Air Elemental"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Thunder of Hooves"));
    expect(life(s, "p1")).toBe(18);
    expect(life(s, "p2")).toBe(18);
    expect(card(s, inPlay(s, "Craw Wurm")).damage).toBe(2);
    expect(card(s, inPlay(s, "Air Elemental")).damage ?? 0).toBe(0);
  });

  it("413.2: Thunder of Hooves with no Beast in play deals no damage", () => {
    let s = manualGame({ players: [{ hand: ["Thunder of Hooves"], play: mountains(4), library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Thunder of Hooves"));
    expect(life(s, "p1")).toBe(20);
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Profane Prayers deals X damage and gains X life for the Clerics in play", () => {
    let s = manualGame({ players: [{ hand: ["Profane Prayers"], play: [...swamps(4), "Battlefield Medic", "Rotlung Reanimator"], library }, { play: ["Battlefield Medic"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Profane Prayers", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(17);
    expect(life(s, "p1")).toBe(23);
  });

  it("413.2: Magma Sliver gives every Sliver a {T} ability whose X counts the Slivers in play, both players'", () => {
    let s = manualGame({ players: [{ play: ["Magma Sliver", "Synapse Sliver"], library }, { play: ["Synapse Sliver"], library }], turn: 3 });
    const [magma, synapse] = [inPlay(s, "Magma Sliver"), inPlay(s, "Synapse Sliver", "p1")];
    s = act(s, { type: "playAbility", source: synapse, ability: activated(s, "Synapse Sliver") }, "p1");
    s = resolveAll(payFully(act(s, { type: "chooseTargets", targets: [{ object: magma }] }, "p1")));
    expect(pt(s, magma)).toEqual([6, 3]);
  });

  it("413.2: Graveborn Muse's upkeep ability counts the Zombies its controller controls (not the opponent's)", () => {
    let s = manualGame({ players: [{ play: ["Graveborn Muse", "Gravedigger"], library }, { play: ["Gravedigger"], library }], turn: 3, active: 1 });
    const before = zoneNames(s, "p1", "hand").length;
    s = toNextUpkeep(s);
    expect(s.turn.active).toBe("p1");
    s = resolveAll(s);
    expect(zoneNames(s, "p1", "hand").length).toBe(before + 2);
    expect(life(s, "p1")).toBe(18);
  });
});

describe("clauses: \"the highest converted mana cost among permanents you control\" (203.3, 413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Torrent of Fire", "Rush of Knowledge", "Accelerated Mutation"]) expect(isSupported(name), name).toBe(true);
  });

  it("203.3: Torrent of Fire deals the highest converted mana cost of its controller's permanents (Hill Giant's 4), not the opponent's Craw Wurm's 6", () => {
    let s = manualGame({ players: [{ hand: ["Torrent of Fire"], play: [...mountains(5), "Hill Giant", "Raging Goblin"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Torrent of Fire", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(16);
  });

  it("203.3: lands have converted mana cost 0: Torrent of Fire with only lands deals no damage", () => {
    let s = manualGame({ players: [{ hand: ["Torrent of Fire"], play: mountains(5), library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Torrent of Fire", [{ player: "p2" }]));
    expect(life(s, "p2")).toBe(20);
  });

  it("413.2: Rush of Knowledge draws as many cards as the highest converted mana cost (Craw Wurm: 6)", () => {
    let s = manualGame({ players: [{ hand: ["Rush of Knowledge"], play: ["Island", "Island", "Island", "Island", "Island", "Craw Wurm", "Hill Giant"], library }, { library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Rush of Knowledge"));
    expect(zoneNames(s, "p1", "hand")).toHaveLength(6);
  });

  it("413.2: Accelerated Mutation gives +X/+X for its controller's highest converted mana cost (Hill Giant's 4), even to an opponent's creature", () => {
    let s = manualGame({ players: [{ hand: ["Accelerated Mutation"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Raging Goblin", "Hill Giant"], library }, { play: ["Craw Wurm", "Grizzly Bears"], library }], turn: 3 });
    s = resolveAll(cast(s, "p1", "Accelerated Mutation", [{ object: inPlay(s, "Grizzly Bears") }]));
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
  });
});

function card(s: GameState, id: string) {
  return s.objects[id] as { damage?: number };
}
