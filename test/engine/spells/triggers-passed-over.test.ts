// Events passed over without reading the layers (spells/triggers.ts `passedOver`, spells/watchers.ts
// `mayWatchFor`): a triggered ability that a resolved effect gives a permanent, which none of the
// permanents' cards has, still triggers (404.1, 418.5 layer 5).
import { describe, expect, it } from "vitest";
import { getCard } from "../../../src/cards/registry.js";
import type { ContinuousEffect, GameState } from "../../../src/engine/index.js";
import { inPlay, life, manualGame, pass } from "../helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

const library = Array(10).fill("Island");

describe("404.1: a triggered ability given by a resolved effect is watched for", () => {
  it("418.5: Grizzly Bears given \"At the beginning of your upkeep, this creature deals 1 damage to you\" until it leaves (the ability of Plague Sliver's grant) deals 1 damage to its controller in his or her upkeep", () => {
    const s0 = manualGame({ players: [{ library, play: ["Grizzly Bears"] }, { library }], turn: 3, step: "endOfTurn" });
    const grant = getCard("Plague Sliver").statics[0]!.modification;
    expect(grant.kind).toBe("addAbility");
    const effect: ContinuousEffect = { id: 900, timestamp: 900, layer: 5, affects: [inPlay(s0, "Grizzly Bears")], modification: grant as ContinuousEffect["modification"], duration: "permanent", source: { id: "x", name: "Test", controller: "p1" } };
    // A spread copy starts with nothing kept beside it (game/alongside.ts).
    const s: GameState = { ...s0, effects: [...s0.effects, effect] };
    const upkeep = toUpkeep(s, 5);
    expect(upkeep.turn.step).toBe("upkeep");
    expect(upkeep.stack.length).toBe(1);
    expect(life(upkeep, "p1")).toBe(20);
    expect(life(pass(upkeep, 2), "p1")).toBe(19);
    // Without the effect, the upkeep triggers nothing.
    expect(toUpkeep(s0, 5).stack.length).toBe(0);
  });
});
