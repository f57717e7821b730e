import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, activated, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, resolveStack, toNextUpkeep } from "../helpers.js";

// "Split second. You can't lose the game this turn and your opponents can't win the game this
// turn. Until end of turn, damage that would reduce your life total to less than 1 reduces it to
// 1 instead." (Angel's Grace; twentieth session, helper tsmo7). For the rest of the turn its
// controller doesn't lose by a state-based effect (420.5a, 420.5g) nor by an effect that says so
// (102.3); no opponent wins by an effect that says so (102.2); damage is dealt in full but the life
// total goes down only to 1 (419.6). When the turn is over, the next check of state-based effects
// (420.5a) sees a life total still at 0 or less.
const library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"];
const grace = (s: GameState, who = "p1") => resolveStack(cast(s, who, "Angel's Grace"));

describe("clauses: Angel's Grace (102.2, 102.3, 419.6, 420.5)", () => {
  it("the card is offered", () => expect(isSupported("Angel's Grace")).toBe(true));

  it("419.6: at 3 life, Bob's Shock and a second Shock leave Ann at 1, not below; the next turn damage takes her to 0 and she loses", () => {
    let s = manualGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library, life: 3 }, { hand: ["Shock", "Shock", "Shock"], play: ["Mountain", "Mountain", "Mountain"], library }], turn: 3 });
    s = grace(s);
    s = pass(s);
    s = resolveStack(cast(s, "p2", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(1);
    s = pass(s);
    s = resolveStack(cast(s, "p2", "Shock", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(1);
    s = toNextUpkeep(s);
    s = resolveStack(cast(s, "p2", "Shock", [{ player: "p1" }]));
    expect(s.players[0]!.outcome).toBe("lost");
  });

  it("420.5a: life lost (not damage) takes Ann to -1 and she stays in the game this turn; at the next check after the turn ends she loses", () => {
    let s = manualGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library, life: 3 }, { hand: ["Soul Feast"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], library }], turn: 4, active: 1 } as Parameters<typeof manualGame>[0]);
    expect(s.turn.active).toBe("p2");
    s = pass(s); // Bob passes in his main phase: Ann plays Angel's Grace
    s = grace(s);
    s = resolveStack(cast(s, "p2", "Soul Feast", [{ player: "p1" }]));
    expect(life(s, "p1")).toBe(-1);
    expect(s.players[0]!.outcome).toBe("playing");
    s = toNextUpkeep(s);
    expect(s.players[0]!.outcome).toBe("lost");
    expect(s.status).toBe("finished");
  });

  it("102.3: Door to Nothingness's \"Target player loses the game\" does nothing to Ann this turn; without Angel's Grace she loses", () => {
    const lands = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Mountain", "Mountain", "Forest", "Forest"];
    const door = (s: GameState) => {
      s = act(s, { type: "playAbility", source: inPlay(s, "Door to Nothingness"), ability: activated(s, "Door to Nothingness") }, "p2");
      if (s.pending?.kind === "targets") s = act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2");
      return resolveStack(payFully(s));
    };
    const start = () => manualGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library }, { play: [...lands, "Door to Nothingness"], library }], turn: 4, active: 1 } as Parameters<typeof manualGame>[0]);
    let s = door(grace(pass(start()))); // Bob passes, Ann plays Angel's Grace; then Bob has priority again
    expect(s.players.map((p) => p.outcome)).toEqual(["playing", "playing"]);
    s = door(start());
    expect(s.players[0]!.outcome).toBe("lost");
  });

  it("102.2: Bob's Battle of Wits trigger, answered by Angel's Grace, doesn't make him win; Ann's game goes on", () => {
    const big = Array<string>(200).fill("Island");
    let s = manualGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library }, { play: ["Battle of Wits"], library: big }], turn: 3 });
    s = toNextUpkeep(s); // Bob's upkeep: the trigger is on the stack
    expect(s.turn.active).toBe("p2");
    expect(s.stack).toHaveLength(1);
    s = pass(s); // Bob passes: Ann plays Angel's Grace in response
    const without = resolveStack(s);
    expect(without.players.map((p) => p.outcome)).toEqual(["lost", "won"]);
    s = grace(s);
    expect(s.status).not.toBe("finished");
    expect(s.players.map((p) => p.outcome)).toEqual(["playing", "playing"]);
  });

  it("502.58 split second: while Angel's Grace is on the stack Bob can't play Shock (refused, nothing changed)", () => {
    let s = manualGame({ players: [{ hand: ["Angel's Grace"], play: ["Plains"], library }, { hand: ["Shock"], play: ["Mountain"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Angel's Grace"));
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Shock") }, "502.58a");
  });
});
