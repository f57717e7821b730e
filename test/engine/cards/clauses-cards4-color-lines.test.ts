import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { getCard, isSupported } from "../../../src/cards/registry.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";

// "~ is blue." (Evermind, Ancestral Vision), "~ is all colors (even if this card isn't in
// play)." (Transguild Courier): a characteristic-defining ability giving the card its colors in
// every zone (203.2), whatever its mana cost says (Evermind has none).
const library = Array<string>(10).fill("Island");

describe("clauses: \"~ is blue.\", \"~ is all colors.\" (203.2)", () => {
  it("the cards are offered, with their colors", () => {
    for (const name of ["Evermind", "Ancestral Vision", "Transguild Courier"]) expect(isSupported(name), name).toBe(true);
    expect(getCard("Evermind").colors).toEqual(["U"]);
    expect(getCard("Transguild Courier").colors).toEqual(["W", "U", "B", "R", "G"]);
  });

  it("203.2, 502.40: Evermind is blue in the hand; with no mana cost it can't be played, but spliced onto Lava Spike it draws a card and stays in the hand", () => {
    let s = manualGame({ players: [{ hand: ["Lava Spike", "Evermind"], play: ["Mountain", "Mountain", "Island"], library }, { library }], turn: 3 });
    const evermind = inHand(s, "p1", "Evermind");
    expect(characteristics(s, card(s, evermind)).colors).toEqual(["U"]);
    expect(legalDecision(s, "p1")!.options).not.toContainEqual({ type: "playSpell", card: evermind });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Lava Spike"), splice: [evermind] });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Evermind", "Island"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Lava Spike"]);
  });

  it("203.2: Transguild Courier, an artifact creature of all colors, is a legal target of Deathmark (\"target green or white creature\") and is destroyed", () => {
    let s = manualGame({ players: [{ hand: ["Deathmark"], play: ["Swamp"], library }, { play: ["Transguild Courier"], library }], turn: 3 });
    const courier = inPlay(s, "Transguild Courier");
    expect(characteristics(s, card(s, courier)).colors).toEqual(["W", "U", "B", "R", "G"]);
    s = pass(cast(s, "p1", "Deathmark", [{ object: courier }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Transguild Courier"]);
  });
});
