import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { apply } from "../../../src/engine/index.js";
import { cast, inPlay, life, manualGame, pass, playNames, pt, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("413 resolving spells and abilities", () => {
  it("413.1: the stack resolves last in first out: Giant Growth played in response to Shock saves the creature", () => {
    let s = manualGame({
      players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Giant Growth"], play: ["Forest", "Grizzly Bears"], library }],
      turn: 3,
    });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Shock", [{ object: bears }]);
    s = pass(s);
    s = cast(s, "p2", "Giant Growth", [{ object: bears }]);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Shock", "Giant Growth"]); // last is the top
    s = pass(s, 2);
    expect(s.stack.map((id) => card(s, id).card)).toEqual(["Shock"]);
    expect(pt(s, bears)).toEqual([5, 5]);
    s = pass(s, 2);
    expect(card(s, bears)).toMatchObject({ zone: "play", damage: 2 });
  });

  it("413.2a: a spell whose only target has become illegal is countered on resolution (Shock on a creature that already died)", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"], library }, { play: ["Llanowar Elves"], library }], turn: 3 });
    const elves = inPlay(s, "Llanowar Elves");
    s = cast(s, "p1", "Shock", [{ object: elves }]);
    s = cast(s, "p1", "Shock", [{ object: elves }]);
    s = pass(s, 2); // the second Shock resolves first: the Elves die
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Llanowar Elves"]);
    const { state, events } = apply(pass(s), "p2", { type: "pass" }); // then the first
    expect(events.filter((e) => e.type === "countered").map((e) => e.data.rule)).toEqual(["413.2a"]);
    expect(events.some((e) => e.type === "damage")).toBe(false);
    expect(state.stack).toEqual([]);
    expect(zoneNames(state, "p1", "graveyard")).toEqual(["Shock", "Shock"]);
  });

  it("413.2: after a spell resolves the active player receives priority, even if the other player played it", () => {
    let s = manualGame({ players: [{ library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ player: "p1" }]);
    s = pass(s, 2);
    expect(life(s, "p1")).toBe(18);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("413.2: a resolving creature spell comes into play under its controller's control", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Forest", "Forest"], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Grizzly Bears");
    expect(playNames(s, "p1")).toEqual(["Forest", "Forest"]);
    s = pass(s, 2);
    expect(playNames(s, "p1")).toEqual(["Forest", "Forest", "Grizzly Bears"]);
    expect(s.stack).toEqual([]);
  });

  it("413.2: an instant or sorcery goes to its owner's graveyard as the last step of its resolution", () => {
    let s = manualGame({ players: [{ hand: ["Sacred Nectar"], play: ["Plains", "Plains"], library }, { library }], turn: 3 });
    s = cast(s, "p1", "Sacred Nectar");
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Sacred Nectar"]);
    expect(life(s, "p1")).toBe(24);
  });
});
