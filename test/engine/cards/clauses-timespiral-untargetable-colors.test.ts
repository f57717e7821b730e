import { describe, expect, it } from "vitest";
import { act, cast, inHand, inPlay, manualGame, pass, pt, rejects } from "../helpers.js";
import { card } from "../../../src/engine/game/game.js";

// "~ can't be the target of blue or black spells" (Karplusan Strider, Coldsnap): a restriction on
// choosing it as a target (409.1c) that bars spells of those colors only.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"~ can't be the target of blue or black spells\" (409.1c)", () => {
  it("409.1c: Unsummon (blue) can't target Karplusan Strider, and the choice is refused; it can target Grizzly Bears", () => {
    let s = manualGame({ players: [{ library, hand: ["Unsummon", "Terror"], play: ["Island", "Swamp", "Swamp"] }, { library, play: ["Karplusan Strider", "Grizzly Bears"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Unsummon") }, "p1");
    expect(s.pending?.kind).toBe("targets");
    rejects(s, "p1", { type: "chooseTargets", targets: [{ object: inPlay(s, "Karplusan Strider") }] }, "409.1c");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1");
    expect(s.pending?.kind).toBe("payment");
  });

  it("409.1c: a green spell and an ability of a blue permanent may target it: Giant Growth and Prodigal Sorcerer", () => {
    let s = manualGame({ players: [{ library, hand: ["Giant Growth"], play: ["Karplusan Strider", "Forest", "Prodigal Sorcerer"] }, { library }], turn: 3 });
    const strider = inPlay(s, "Karplusan Strider");
    s = pass(cast(s, "p1", "Giant Growth", [{ object: strider }]), 2);
    expect(pt(s, strider)).toEqual([6, 7]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Prodigal Sorcerer"), ability: 0 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: strider }] }, "p1");
    s = pass(s, 2);
    expect(card(s, strider).damage).toBe(1);
  });
});
