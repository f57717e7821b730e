import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, payFully, resolveStack, zoneNames } from "../helpers.js";

// "{B}{B}{B}, {T}: Destroy target land. If that land is nonbasic, untap Helldozer." (Helldozer):
// the condition is asked of the land as it last existed (413.2: it has left play by then; 205.4:
// basic is a supertype), after it is destroyed; the untap is of the ability's source.
const library = ["Swamp", "Swamp", "Swamp"];
const helldozer = (land: string) => {
  const s = manualGame({ players: [{ play: ["Swamp", "Swamp", "Swamp", "Helldozer"], library }, { play: [land], library }], turn: 3, step: "main" });
  const played = act(s, { type: "playAbility", source: inPlay(s, "Helldozer", "p1"), ability: 0 }, "p1");
  return resolveStack(payFully(act(played, { type: "chooseTargets", targets: [{ object: inPlay(s, land, "p2") }] }, "p1")));
};

describe("clauses: \"Destroy target land. If that land is nonbasic, untap ~.\" (Helldozer)", () => {
  it("the card is offered", () => expect(isSupported("Helldozer")).toBe(true));

  it("205.4: Bob's Coastal Tower, nonbasic, is destroyed and Helldozer untaps", () => {
    const s = helldozer("Coastal Tower");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Coastal Tower"]);
    expect(card(s, inPlay(s, "Helldozer", "p1")).tapped).toBeFalsy();
  });

  it("205.4: Bob's Forest, basic, is destroyed and Helldozer stays tapped", () => {
    const s = helldozer("Forest");
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Forest"]);
    expect(card(s, inPlay(s, "Helldozer", "p1")).tapped).toBe(true);
  });
});
