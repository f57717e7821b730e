// Characteristics are remembered with the state they were computed for (characteristics.ts):
// across reading scopes, and into apply's copy. These tests read a state through the decision
// listing first (which remembers every permanent's layers), then change what the layers read
// and check that the new values are computed, not the remembered ones.
import { describe, expect, it } from "vitest";
import { characteristics, readingState } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, inHand, inPlay, manualGame } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

/** Power and toughness read in a reading scope, after the decision listing has read the state. */
const rememberedPT = (s: GameState, name: string) => {
  legalDecision(s, s.pending!.player);
  return readingState(s, () => {
    const c = characteristics(s, card(s, inPlay(s, name)));
    return [c.power, c.toughness];
  });
};

describe("layers remembered with the state follow every change they read (208.2, 418.5)", () => {
  it("208.2, 409.1a: Maro's power and toughness follow its controller's hand when a spell leaves it for the stack (nothing in play changes)", () => {
    let s = manualGame({ players: [{ hand: ["Forest", "Grizzly Bears", "Shock"], play: ["Maro", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Maro")).toEqual([3, 3]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    expect(s.pending?.kind).toBe("payment");
    expect(rememberedPT(s, "Maro")).toEqual([2, 2]);
  });

  it("208.2: Nightmare counts a Swamp that comes into play after the layers were remembered", () => {
    let s = manualGame({ players: [{ hand: ["Swamp"], play: ["Nightmare", "Swamp", "Swamp"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Nightmare")).toEqual([2, 2]);
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Swamp") });
    expect(rememberedPT(s, "Nightmare")).toEqual([3, 3]);
  });

  it("418.5 (6d): tapping a land for mana keeps the remembered values, which still match what the layers give", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Glorious Anthem", "Llanowar Elves", "Forest", "Forest"], library }, { library }], turn: 3 });
    expect(rememberedPT(s, "Llanowar Elves")).toEqual([2, 2]);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") });
    const forest = inPlay(s, "Forest");
    const tap = legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility" && o.source === forest)!;
    s = act(s, tap);
    expect(s.objects[forest]).toMatchObject({ tapped: true });
    expect(rememberedPT(s, "Llanowar Elves")).toEqual([2, 2]);
    // Computed afresh outside any reading scope: the same.
    const c = characteristics(s, card(s, inPlay(s, "Llanowar Elves")));
    expect([c.power, c.toughness]).toEqual([2, 2]);
  });
});
