import { describe, expect, it } from "vitest";
import { apply, eventsFor, legalDecision, type GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
/** Ann's upkeep (turn 3) with Steeling Stance in hand, three Plains and Grizzly Bears; Bob has a Plains and Steeling Stance too. */
const upkeep = (step: "upkeep" | "main" = "upkeep"): GameState =>
  manualGame({ players: [{ hand: ["Steeling Stance"], play: ["Plains", "Plains", "Plains", "Grizzly Bears"], library }, { hand: ["Steeling Stance"], play: ["Plains"], library }], turn: 3, step });

/** Ann plays Steeling Stance's Forecast ability on Grizzly Bears and pays {W}. */
function forecast(s: GameState): GameState {
  s = act(s, { type: "playAbility", source: inHand(s, "p1", "Steeling Stance"), ability: 0 });
  return payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
}

describe("403.1, seed glossary \"Ability Word\": Forecast — an ability played from the hand by revealing the card, only during its owner's upkeep and only once each turn", () => {
  it("403.1: during Ann's upkeep Steeling Stance's Forecast ability is listed; paying reveals the card to all, which stays in her hand; the target gets +1/+1", () => {
    let s = upkeep();
    const stance = inHand(s, "p1", "Steeling Stance");
    expect(s.turn.step).toBe("upkeep");
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "playAbility", source: stance, ability: 0 });
    s = act(s, { type: "playAbility", source: stance, ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    const paid = apply(s, "p1", legalDecision(s, "p1")!.options.find((o) => o.type === "playAbility")!);
    const pay = apply(paid.state, "p1", legalDecision(paid.state, "p1")!.options.find((o) => o.type === "payMana")!);
    expect(eventsFor(pay.events, "p2").map((e) => e.text)).toContain("Ann reveals Steeling Stance from their hand.");
    s = pass(pay.state, 2);
    expect([pt(s, inPlay(s, "Grizzly Bears")), zoneNames(s, "p1", "hand")]).toEqual([[3, 3], ["Steeling Stance"]]);
  });

  it("403.1: only once each turn — a second play is refused and not listed; backing out of the first doesn't count", () => {
    let s = upkeep();
    const stance = inHand(s, "p1", "Steeling Stance");
    const cancelled = act(act(s, { type: "playAbility", source: stance, ability: 0 }), { type: "cancel" });
    expect(legalDecision(cancelled, "p1")!.options).toContainEqual({ type: "playAbility", source: stance, ability: 0 });
    s = forecast(s);
    rejects(s, "p1", { type: "playAbility", source: stance, ability: 0 }, "403.1");
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === stance)).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: stance, ability: 0 }, "403.1");
  });

  it("403.1: not outside its owner's upkeep — neither in the main phase nor in the opponent's upkeep; the card is played as a spell then (creatures you control get +1/+1)", () => {
    let s = upkeep("main");
    rejects(s, "p1", { type: "playAbility", source: inHand(s, "p1", "Steeling Stance"), ability: 0 }, "403.1");
    s = pass(cast(s, "p1", "Steeling Stance"), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    const bob = pass(upkeep()); // Bob has priority in Ann's upkeep
    expect(bob.pending).toEqual({ kind: "priority", player: "p2" });
    rejects(bob, "p2", { type: "playAbility", source: inHand(bob, "p2", "Steeling Stance"), ability: 0 }, "403.1");
  });
});
