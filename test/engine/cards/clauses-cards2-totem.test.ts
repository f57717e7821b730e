import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, inPlay, manualGame, payFully, pt, rejects, resolveStack } from "../helpers.js";

// Chronatog Totem: "{0}: ~ gets +3/+3 until end of turn. You skip your next turn. Play this
// ability only once each turn and only if ~ is a creature." Conditions on playing an activated
// ability (403.1) and a skipped turn (300.9).
const library = ["Island", "Island", "Island", "Island", "Island", "Island"];

describe("clauses: \"Play this ability only once each turn and only if ~ is a creature\" (403.1)", () => {
  it("the card is offered", () => {
    expect(isSupported("Chronatog Totem")).toBe(true);
  });

  it("403.1: while Chronatog Totem is no creature its {0} ability can't be played; animated, it can, once: 4/5 and Ann skips her next turn (300.9)", () => {
    let s = manualGame({ players: [{ play: ["Chronatog Totem", "Island", "Island"], library }, { library }], turn: 3 });
    const totem = inPlay(s, "Chronatog Totem");
    expect(legalDecision(s, "p1")!.options).not.toContainEqual(expect.objectContaining({ type: "playAbility", source: totem, ability: 2 }));
    rejects(s, "p1", { type: "playAbility", source: totem, ability: 2 }, "403.1");
    s = resolveStack(payFully(act(s, { type: "playAbility", source: totem, ability: 1 }, "p1")));
    expect(pt(s, totem)).toEqual([1, 2]);
    s = resolveStack(payFully(act(s, { type: "playAbility", source: totem, ability: 2 }, "p1")));
    expect(pt(s, totem)).toEqual([4, 5]);
    expect(s.players[0]!.skipTurns).toBe(1);
    rejects(s, "p1", { type: "playAbility", source: totem, ability: 2 }, "403.1");
  });
});
