import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { act, manualGame, pass, zoneNames } from "../helpers.js";

// "At the beginning of your upkeep, if you have more cards in hand than each opponent, you may
// return ~ from your graveyard to your hand." (Death of a Thousand Stings, Exile into Darkness,
// Saviors of Kamigawa): an ability of the instant or sorcery card in its owner's graveyard, which
// functions only there (402.8g), with an intervening "if" checked as it triggers and as it
// resolves (404.3). Compiled from the printed text (src/cards/compiler/abilities.ts spellLine).
const library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"];
const game = (p1Hand: string[], p2Hand: string[], graveyard: string[]) =>
  manualGame({ players: [{ library, hand: p1Hand, graveyard, play: ["Swamp"] }, { library, hand: p2Hand, play: ["Island"] }], turn: 4, active: 1, phase: "postcombatMain" });
/** Passes until p1's upkeep asks "you may", or p1's draw step begins; `asked` says which. */
let asked = false;
const toP1Upkeep = (s: GameState) => {
  asked = false;
  for (let i = 0; i < 60; i++) {
    if (s.pending?.kind === "may") {
      asked = true;
      return s;
    }
    if (s.turn.active === "p1" && s.turn.step === "draw") return s;
    s = pass(s);
  }
  throw new Error("p1's upkeep never came");
};

describe("clauses: an upkeep ability of a card in the graveyard that returns it to its owner's hand (402.8g, 404.3)", () => {
  it("402.8g: with three cards in hand against the opponent's one, Death of a Thousand Stings triggers in p1's upkeep from the graveyard and returns to p1's hand", () => {
    let s = toP1Upkeep(game(["Island", "Island", "Island"], ["Swamp"], ["Death of a Thousand Stings"]));
    expect(asked).toBe(true);
    expect(s.turn.step).toBe("upkeep");
    s = act(s, { type: "may", accept: true });
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Island", "Island", "Island", "Death of a Thousand Stings"]);
  });

  it("404.3: with as many cards in hand as the opponent, Exile into Darkness doesn't trigger and stays in the graveyard", () => {
    const s = toP1Upkeep(game(["Island"], ["Swamp"], ["Exile into Darkness"]));
    expect(asked).toBe(false);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Exile into Darkness"]);
  });

  it("402.8g: the ability functions only in the graveyard: Death of a Thousand Stings in the hand doesn't trigger", () => {
    const s = toP1Upkeep(game(["Death of a Thousand Stings", "Island", "Island"], ["Swamp"], []));
    expect(asked).toBe(false);
    // p1's draw step has begun: the card drawn is the only new one.
    expect(zoneNames(s, "p1", "hand")).toEqual(["Death of a Thousand Stings", "Island", "Island", "Swamp"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });
});
