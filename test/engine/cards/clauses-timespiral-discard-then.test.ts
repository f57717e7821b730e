import { describe, expect, it } from "vitest";
import { act, cast, manualGame, pass, zoneNames } from "../helpers.js";
import { legalDecision } from "../../../src/engine/index.js";

// "Target opponent discards a card at random, then discards a card." (Stupor, glossary
// "Discard"): one card at random, then one of that player's choice.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"discards a card at random, then discards a card\" (glossary: Discard)", () => {
  it("Stupor: the opponent discards two of three cards, the second one of his or her choice", () => {
    let s = manualGame({ players: [{ library, hand: ["Stupor"], play: ["Swamp", "Swamp", "Swamp"] }, { library, hand: ["Grizzly Bears", "Shock", "Giant Growth"] }], turn: 3 });
    s = pass(cast(s, "p1", "Stupor", [{ player: "p2" }]), 2);
    // The random discard needs no one's choice; the second is p2's.
    expect(s.pending?.player).toBe("p2");
    expect(s.pending?.kind).not.toBe("priority");
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(1);
    const kept = zoneNames(s, "p2", "hand");
    const option = legalDecision(s, "p2")!.options[0]!;
    s = act(s, option, "p2");
    expect(zoneNames(s, "p2", "graveyard")).toHaveLength(2);
    expect(zoneNames(s, "p2", "hand")).toHaveLength(1);
    expect(kept).toContain(zoneNames(s, "p2", "hand")[0]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Stupor"]);
  });
});
