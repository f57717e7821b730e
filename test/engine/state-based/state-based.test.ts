import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { cast, inPlay, manualGame, pass, playNames, setupGame, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("420 state-based effects", () => {
  it("420.5c: a creature with lethal damage is put into its owner's graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Grizzly Bears", "Hill Giant"], library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(playNames(s, "p2")).toEqual(["Hill Giant"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("420.5c: damage short of the toughness isn't lethal", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Hill Giant") }]);
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
  });

  it("420.3: state-based effects are checked before anyone receives priority: a creature set up with lethal damage is gone at once", () => {
    const s = manualGame({ players: [{ play: [{ card: "Grizzly Bears", damage: 2 }], library }, { library }], turn: 3 });
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("420.5b: a creature with toughness 0 or less is put into its owner's graveyard (Darkblast on Llanowar Elves)", () => {
    let s = manualGame({ players: [{ hand: ["Darkblast"], play: ["Llanowar Elves", "Swamp"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Darkblast", [{ object: inPlay(s, "Llanowar Elves") }]), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Darkblast", "Llanowar Elves"]);
    expect(s.play.map((id) => card(s, id).card)).toEqual(["Swamp"]);
  });

  it("420.5a: a player at 0 life loses before anyone receives priority", () => {
    const s = setupGame({ players: [{ library }, { life: 0, library }], turn: 3 });
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p1"]);
  });

  it("420.5a: a player at less than 0 life loses too", () => {
    let s = manualGame({ players: [{ hand: ["Volcanic Hammer"], play: ["Mountain", "Mountain"], library }, { life: 1, library }], turn: 3 });
    s = cast(s, "p1", "Volcanic Hammer", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(-2);
    expect(s.winners).toEqual(["p1"]);
  });
});
