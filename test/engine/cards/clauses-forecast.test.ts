import { describe, expect, it } from "vitest";
import { eventsFor, apply, legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island"];

/** Ann's upkeep (turn 3), the forecast card in her hand and lands to pay for it; Bob has Grizzly Bears. */
const upkeep = (hand: string, lands: string[], step: "upkeep" | "main" = "upkeep"): GameState =>
  manualGame({ players: [{ hand: [hand], play: lands, library }, { play: ["Grizzly Bears"], library }], turn: 3, step });

describe("clauses: Forecast, read from the printed text (403.1: an ability played from the hand by revealing the card, only during its owner's upkeep and only once each turn)", () => {
  it("403.1: Skyscribing's forecast — each player draws a card; the card is revealed to all and stays in Ann's hand", () => {
    let s = upkeep("Skyscribing", ["Island", "Island", "Island"]);
    const card0 = inHand(s, "p1", "Skyscribing");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "playAbility", source: card0, ability: 0 });
    s = act(s, { type: "playAbility", source: card0, ability: 0 });
    const paid = apply(s, "p1", legalDecision(s, "p1")!.options.find((o) => o.type === "autoPay")!);
    expect(eventsFor(paid.events, "p2").map((e) => e.text)).toContain("Ann reveals Skyscribing from their hand.");
    s = pass(paid.state, 2);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Skyscribing", "Island"]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Island"]);
    // Only once each turn.
    rejects(s, "p1", { type: "playAbility", source: card0, ability: 0 }, "403.1");
  });

  it("403.1: Plumes of Peace's forecast taps target creature, only in its owner's upkeep (refused in the main phase, where the Aura is played as a spell)", () => {
    let s = upkeep("Plumes of Peace", ["Plains", "Island"]);
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playAbility", source: inHand(s, "p1", "Plumes of Peace"), ability: 0 });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    expect(card(s, bears).tapped).toBe(true);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Plumes of Peace"]);
    const main = upkeep("Plumes of Peace", ["Plains", "Island"], "main");
    rejects(main, "p1", { type: "playAbility", source: inHand(main, "p1", "Plumes of Peace"), ability: 0 }, "403.1");
  });
});
