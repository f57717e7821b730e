// Issue 17: the computer aims a spell that harms what it targets at the opponent. "Target player
// puts the top half of his or her library ... into his or her graveyard" (Traumatize) harms its
// target: an arena game (arena-pool-152) was lost with it aimed at the computer's own library.
import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { decide } from "../../../src/ai/index.js";
import { act, inHand, setupGame } from "../helpers.js";

const library = Array.from({ length: 20 }, () => "Island");

describe("issue 17: hostile spells target the opponent", () => {
  it("114.1: Traumatize's target player is the opponent, at every level", () => {
    let s = setupGame({
      players: [{ library, hand: ["Traumatize"], play: ["Island", "Island", "Island", "Island", "Island"] }, { library }],
    });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Traumatize") }, "p1");
    expect(s.pending).toEqual({ kind: "targets", player: "p1" });
    for (const level of ["easy", "medium", "hard"] as const) {
      const answer = decide({ view: view(s, "p1"), decision: legalDecision(s, "p1")! }, level, { seed: "mill" }).action;
      expect(answer).toEqual({ type: "chooseTargets", targets: [{ player: "p2" }] });
    }
  });
});
