import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, life, manualGame, pass, payFully, rejects } from "../helpers.js";

// Consume Spirit (9ED, MRD): "Spend only black mana on X. Consume Spirit deals X damage to target
// creature or player. You gain X life." X is announced (409.1b); the total cost is then paid
// (409.1h) with only black mana for the X part: {X}{1}{B} with X = 2 is paid as {1}{B}{B}{B}.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const lands = ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain"];

describe("clauses: \"Spend only black mana on X.\" (Consume Spirit)", () => {
  it("409.1b, 409.1f: with three Swamps and two Mountains X can't be 3 (it would need four black mana), though five lands pay {3}{1}{B}", () => {
    let s = manualGame({ players: [{ library, play: lands, hand: ["Consume Spirit"] }, { library }], turn: 3, step: "main" });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consume Spirit") }, "p1");
    expect(s.pending?.kind).toBe("x");
    rejects(s, "p1", { type: "chooseX", value: 3 }, "409.1f");
  });

  it("409.1h: X = 2 is paid with three Swamps and one Mountain; 2 damage to the opponent and 2 life gained", () => {
    let s = manualGame({ players: [{ library, play: lands, hand: ["Consume Spirit"] }, { library }], turn: 3, step: "main" });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consume Spirit") }, "p1");
    s = act(s, { type: "chooseX", value: 2 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    const untapped = s.play.filter((id) => !card(s, id).tapped).map((id) => card(s, id).card);
    expect(untapped).toEqual(["Mountain"]);
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([22, 18]);
  });

  it("409.1f: with two Swamps and two Mountains X is at most 1 (one black mana beyond the {B}), though four lands pay {2}{1}{B}", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Mountain", "Mountain"], hand: ["Consume Spirit"] }, { library }], turn: 3, step: "main" });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consume Spirit") }, "p1");
    rejects(s, "p1", { type: "chooseX", value: 2 }, "409.1f");
    s = act(s, { type: "chooseX", value: 1 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }, "p1"));
    s = pass(s, 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([21, 19]);
  });
});
