import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, resolveStack, zoneNames } from "../helpers.js";

// What a trigger's event names (404.1): Poisonbelly Ogre, "Whenever another creature comes into
// play, its controller loses 1 life." (the controller of the creature that came into play);
// Fecundity, "Whenever a creature is put into a graveyard from play, that creature's controller may
// draw a card." (its controller as it left play); Proper Burial, "Whenever a creature you control
// is put into a graveyard from play, you gain life equal to that creature's toughness." (the
// toughness it last had in play, 413.2).
const library = ["Island", "Island", "Island", "Island", "Island"];
const hand = (s: GameState, who: "p1" | "p2") => s.players[who === "p1" ? 0 : 1]!.hand.length;

describe("clauses: the controller and the last-known toughness of the creature a trigger names (404.1, 413.2)", () => {
  it("the cards are offered", () => {
    for (const name of ["Poisonbelly Ogre", "Fecundity", "Proper Burial"]) expect(isSupported(name)).toBe(true);
  });

  it("404.1: Grizzly Bears coming into play under its caster's control: he loses 1 life for Poisonbelly Ogre, the Ogre's controller too", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Poisonbelly Ogre", "Forest", "Forest"], library }, { library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Grizzly Bears"));
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("404.1: the opponent's Poisonbelly Ogre: the Bears' controller loses the life, not the Ogre's", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Forest", "Forest"], library }, { play: ["Poisonbelly Ogre"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Grizzly Bears"));
    expect(life(s, "p1")).toBe(19);
    expect(life(s, "p2")).toBe(20);
  });

  it("404.1: Fecundity: the opponent's Grizzly Bears dies; the opponent, its controller, may draw a card and does", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Fecundity", "Mountain"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const before = hand(s, "p2");
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears", "p2") }]);
    for (let i = 0; i < 10 && s.pending?.kind === "priority"; i++) s = act(s, { type: "pass" });
    expect(s.pending).toMatchObject({ kind: "may", player: "p2" });
    s = resolveStack(act(s, { type: "may", accept: true }, "p2"));
    expect(hand(s, "p2")).toBe(before + 1);
    expect(hand(s, "p1")).toBe(0);
  });

  it("413.2: Proper Burial: Grizzly Bears made 5/5 by Giant Growth, then destroyed: its controller gains 5 life, the toughness it last had", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth", "Terror"], play: ["Proper Burial", "Grizzly Bears", "Forest", "Swamp", "Swamp"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears", "p1");
    s = resolveStack(cast(s, "p1", "Giant Growth", [{ object: bears }]));
    s = resolveStack(cast(s, "p1", "Terror", [{ object: bears }]));
    expect(zoneNames(s, "p1", "graveyard")).toContain("Grizzly Bears");
    expect(life(s, "p1")).toBe(25);
  });

  it("Proper Burial watches only its controller's creatures: the opponent's Grizzly Bears dying gains nothing", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Proper Burial", "Mountain"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears", "p2") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(life(s, "p1")).toBe(20);
  });
});
