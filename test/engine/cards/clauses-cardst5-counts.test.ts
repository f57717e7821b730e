import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { cast, inPlay, landLibrary, life, manualGame, pass, resolveStack, zoneNames } from "../helpers.js";

// Amounts counted as the spell resolves (413.2): "for each creature target player controls" and
// "the number of basic land types among lands you control" (eighteenth session, helper cardst5).
const library = landLibrary;

describe("clauses: \"You gain 2 life for each creature target player controls.\" (Divine Congregation, 409.1c, 413.2)", () => {
  it("the card is offered", () => expect(isSupported("Divine Congregation")).toBe(true));

  const position = () =>
    manualGame({
      players: [
        { hand: ["Divine Congregation"], play: ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"], library },
        { hand: ["Shock"], play: ["Grizzly Bears", "Hill Giant", "Goblin Piker", "Mountain"], library },
      ],
      turn: 3,
    });

  it("counts the creatures of the targeted player (Bob's three), not the caster's: 20 + 6", () => {
    const s = resolveStack(cast(position(), "p1", "Divine Congregation", [{ player: "p2" }]));
    expect(life(s, "p1")).toBe(26);
    expect(life(s, "p2")).toBe(20);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Divine Congregation"]);
  });

  it("targeting himself, Ann counts his own one creature: 22", () => {
    const s = resolveStack(cast(position(), "p1", "Divine Congregation", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(22);
  });

  it("413.2: counted as it resolves: Bob Shocks his own Grizzly Bears in response, and Ann gains 4", () => {
    let s = cast(position(), "p1", "Divine Congregation", [{ player: "p2" }]);
    s = pass(s); // Ann passes; Bob answers
    s = cast(s, "p2", "Shock", [{ object: inPlay(s, "Grizzly Bears", "p2") }]);
    s = resolveStack(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(expect.arrayContaining(["Grizzly Bears", "Shock"]));
    expect(life(s, "p1")).toBe(24);
  });
});

describe("clauses: \"~ deals X damage to target creature or player, where X is the number of basic land types among lands you control.\" (Tribal Flames, 205.3d)", () => {
  it("the card is offered", () => expect(isSupported("Tribal Flames")).toBe(true));

  const flames = (lands: string[]) => {
    const s = manualGame({ players: [{ hand: ["Tribal Flames"], play: lands, library }, { play: ["Plains", "Island", "Swamp"], library }], turn: 3 });
    return resolveStack(cast(s, "p1", "Tribal Flames", [{ player: "p2" }]));
  };

  it("205.3d: Mountain, Forest, Forest and Island are three basic land types (the second Forest adds none): 3 damage", () => {
    expect(life(flames(["Mountain", "Forest", "Forest", "Island"]), "p2")).toBe(17);
  });

  it("only the caster's lands count (Bob's Plains, Island and Swamp don't): two Mountains deal 1", () => {
    expect(life(flames(["Mountain", "Mountain"]), "p2")).toBe(19);
  });

  it("a land without a basic land type counts for nothing: Mountain, Forest and Quicksand deal 2", () => {
    expect(life(flames(["Mountain", "Forest", "Quicksand"]), "p2")).toBe(18);
  });

  it("all five basic land types: 5 damage to a creature (Hill Giant, 3/3, is destroyed)", () => {
    let s = manualGame({ players: [{ hand: ["Tribal Flames"], play: ["Mountain", "Forest", "Island", "Plains", "Swamp"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = resolveStack(cast(s, "p1", "Tribal Flames", [{ object: inPlay(s, "Hill Giant") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
  });
});
