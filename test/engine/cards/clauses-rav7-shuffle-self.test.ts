import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/game/types.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, manualGame, payFully, playNames, resolveStack, zoneNames } from "../helpers.js";

// Cerulean Sphinx: "{U}: Cerulean Sphinx's owner shuffles it into his or her library." The
// ability moves its own source from play into its owner's library, whoever controls it, and that
// library is shuffled (the same instruction a Beacon of Fifth Dawn gives about itself as a spell).
// If the Sphinx has left play by the time the ability resolves, nothing moves (the new object in
// a graveyard is not the permanent the ability knew, 217.1c).
const library = ["Island", "Island", "Island", "Island", "Island"];
const activate = (s: GameState, who: string, name: string) => payFully(act(s, { type: "playAbility", source: inPlay(s, name), ability: 0 }, who));

describe("clauses: \"~'s owner shuffles it into his or her library\" (217.1c)", () => {
  it("the card is offered", () => expect(isSupported("Cerulean Sphinx")).toBe(true));

  it("the Sphinx goes from play into its owner's library, which is shuffled", () => {
    let s = manualGame({ players: [{ play: ["Cerulean Sphinx", "Island"], library }, { library }], turn: 3 });
    s = resolveStack(activate(s, "p1", "Cerulean Sphinx"));
    expect(playNames(s, "p1")).toEqual(["Island"]);
    expect(zoneNames(s, "p1", "library")).toHaveLength(6);
    expect(zoneNames(s, "p1", "library")).toContain("Cerulean Sphinx");
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("217.1c: destroyed in response (Terror), the Sphinx stays in the graveyard when the ability resolves", () => {
    let s = manualGame({ players: [{ play: ["Cerulean Sphinx", "Island"], library }, { hand: ["Terror"], play: ["Swamp", "Swamp"], library }], turn: 3 });
    s = activate(s, "p1", "Cerulean Sphinx");
    s = act(s, { type: "pass" }, "p1");
    s = cast(s, "p2", "Terror", [{ object: inPlay(s, "Cerulean Sphinx") }]);
    s = resolveStack(s);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Cerulean Sphinx"]);
    expect(zoneNames(s, "p1", "library")).toHaveLength(5);
  });
});
