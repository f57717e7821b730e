import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, zoneNames } from "../helpers.js";

// 419.6b: "That creature can't be regenerated this turn." (Carbonize, Disintegrate: with "If the
// creature would be put into a graveyard this turn, remove it from the game instead.", 419.6) and
// "A creature (Creatures) dealt damage this way can't be regenerated this turn." (Jaya Ballard,
// Task Mage; Flamebreak): the creature is marked as the spell or ability resolves; a regeneration
// shield doesn't replace its destruction for the rest of the turn, and stays unused. Compiled from
// the printed text (src/cards/compiler/cant-regenerate.ts).
const library = Array<string>(6).fill("Mountain");
const removedNames = (s: GameState) => s.removed.map((id) => card(s, id).card);

/** p1 plays Drudge Skeletons' "{B}: Regenerate ~." and both players pass: the shield is set. */
function shield(s: GameState): GameState {
  s = act(s, { type: "playAbility", source: inPlay(s, "Drudge Skeletons"), ability: 0 }, "p1");
  return pass(payFully(s), 2);
}

describe("clauses: \"can't be regenerated this turn\" (419.6b)", () => {
  it("419.6b: a shielded Drudge Skeletons dealt 3 damage by Shock's like regenerates; by Carbonize it is destroyed and, by its second sentence, removed from the game", () => {
    const setup = { players: [{ library, hand: ["Carbonize", "Shock"], play: ["Swamp", "Mountain", "Mountain", "Mountain", "Drudge Skeletons"] }, { library }], turn: 3 };
    // Without Carbonize's mark the shield applies (419.6b).
    let s = shield(manualGame(setup));
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Drudge Skeletons") }]), 2);
    expect(inPlay(s, "Drudge Skeletons")).toBeDefined();
    expect(s.objects[inPlay(s, "Drudge Skeletons")]).toMatchObject({ tapped: true, damage: 0 });

    let t = shield(manualGame(setup));
    t = pass(cast(t, "p1", "Carbonize", [{ object: inPlay(t, "Drudge Skeletons") }]), 2);
    expect(() => inPlay(t, "Drudge Skeletons")).toThrow();
    expect(zoneNames(t, "p1", "graveyard")).toEqual(["Carbonize"]);
    expect(removedNames(t)).toEqual(["Drudge Skeletons"]);
    // The unused shield is still there until the turn ends (it can't apply to the new object in the removed zone).
    expect(t.regenerationShields).toHaveLength(1);
  });

  it("Carbonize at a player: 3 damage, and nothing to mark", () => {
    let s = manualGame({ players: [{ library, hand: ["Carbonize"], play: ["Mountain", "Mountain", "Mountain"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Carbonize", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(17);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Carbonize"]);
  });

  it("419.6b: Disintegrate with X=1 on a shielded Drudge Skeletons: not regenerated, removed from the game", () => {
    let s = shield(manualGame({ players: [{ library, hand: ["Disintegrate"], play: ["Swamp", "Mountain", "Mountain", "Drudge Skeletons"] }, { library }], turn: 3 }));
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Disintegrate") }, "p1");
    s = act(s, { type: "chooseX", value: 1 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Drudge Skeletons") }] }, "p1");
    s = pass(payFully(s), 2);
    expect(removedNames(s)).toEqual(["Drudge Skeletons"]);
  });

  it("419.6b: Flamebreak: a shielded Drudge Skeletons dealt damage this way goes to the graveyard; p2's flyer isn't dealt damage, each player is", () => {
    let s = shield(manualGame({ players: [{ library, hand: ["Flamebreak"], play: ["Swamp", "Mountain", "Mountain", "Mountain", "Drudge Skeletons"] }, { library, play: ["Suntail Hawk"] }], turn: 3 }));
    s = pass(cast(s, "p1", "Flamebreak"), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Drudge Skeletons", "Flamebreak"]);
    expect(inPlay(s, "Suntail Hawk")).toBeDefined();
    expect([life(s, "p1"), life(s, "p2")]).toEqual([17, 17]);
  });

  it("419.6b: Jaya Ballard's 3 damage marks Ancient Silverback (6/5) for the rest of the turn: a shield set before it doesn't save it from a later Shock", () => {
    let s = manualGame({ players: [{ library, hand: ["Mountain", "Shock"], play: ["Forest", "Mountain", "Mountain", "Mountain", "Ancient Silverback", "Jaya Ballard, Task Mage"] }, { library }], turn: 3 });
    const silverback = inPlay(s, "Ancient Silverback");
    s = act(s, { type: "playAbility", source: silverback, ability: 0 }, "p1");
    s = pass(payFully(s), 2);
    expect(s.regenerationShields).toHaveLength(1);
    s = act(s, { type: "playAbility", source: inPlay(s, "Jaya Ballard, Task Mage"), ability: 1, costs: { discard: inHand(s, "p1", "Mountain") } }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: silverback }] }, "p1");
    s = pass(payFully(s), 2);
    expect(s.objects[silverback]).toMatchObject({ zone: "play", damage: 3 });
    s = pass(cast(s, "p1", "Shock", [{ object: silverback }]), 2);
    expect(() => inPlay(s, "Ancient Silverback")).toThrow();
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Ancient Silverback", "Mountain", "Shock"]);
  });
});
