import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { cast, inPlay, manualGame, pass, zoneNames } from "../helpers.js";

// Polymorph (9ED): "Destroy target creature. It can't be regenerated. Its controller reveals cards
// from the top of his or her library until he or she reveals a creature card. The player puts
// that card into play and shuffles all other cards revealed this way into his or her library."
// "Its controller" is the creature's controller as it last existed (413.2); the creature card
// comes into play under that player's control; the others stay in the library, shuffled.
const islands = ["Island", "Island", "Island", "Island"];
const mine = ["Island", "Swamp", "Plains", "Forest", "Mountain"];

describe("clauses: \"Its controller reveals cards from the top of his or her library until he or she reveals a creature card ...\" (Polymorph)", () => {
  it("413.2, 419.1: the creature's controller reveals Island, Forest, then Grizzly Bears: the Bears come into play under that player's control; the lands stay in the library", () => {
    const theirs = ["Island", "Forest", "Grizzly Bears", "Swamp", "Wind Drake", "Plains"];
    let s = manualGame({ players: [{ library: mine, play: islands, hand: ["Polymorph"] }, { library: theirs, play: ["Hill Giant"] }], turn: 3, step: "main" });
    s = pass(cast(s, "p1", "Polymorph", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    const bears = inPlay(s, "Grizzly Bears");
    expect(controllerOf(s, card(s, bears))).toBe("p2");
    // The first creature card only: Wind Drake, below it, stays in the library with the lands.
    expect(s.play.some((id) => card(s, id).card === "Wind Drake")).toBe(false);
    expect([...zoneNames(s, "p2", "library")].sort()).toEqual(["Forest", "Island", "Plains", "Swamp", "Wind Drake"]);
    // Nothing of the caster's changed but the spell.
    expect(zoneNames(s, "p1", "library")).toEqual(mine);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Polymorph"]);
  });

  it("with no creature card in the library every card is revealed, nothing comes into play, and the library keeps its cards", () => {
    const theirs = ["Island", "Forest", "Swamp"];
    let s = manualGame({ players: [{ library: mine, play: islands, hand: ["Polymorph"] }, { library: theirs, play: ["Hill Giant"] }], turn: 3, step: "main" });
    s = pass(cast(s, "p1", "Polymorph", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.play.filter((id) => controllerOf(s, card(s, id)) === "p2")).toHaveLength(0);
    expect([...zoneNames(s, "p2", "library")].sort()).toEqual(["Forest", "Island", "Swamp"]);
  });
});
