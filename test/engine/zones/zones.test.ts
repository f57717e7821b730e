import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, manualGame, misplaced, pass, payFully, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("217 zones", () => {
  it("217.1c: a card that changes zones becomes a new object with a new id; the old id is gone", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Forest", "Forest"], library }, { library }], turn: 3 });
    const fromHand = inHand(s, "p1", "Grizzly Bears");
    s = act(s, { type: "playSpell", card: fromHand });
    const onStack = s.stack[0]!;
    s = pass(payFully(s), 2);
    const inPlayId = inPlay(s, "Grizzly Bears");
    expect(new Set([fromHand, onStack, inPlayId]).size).toBe(3);
    expect(s.objects[fromHand]).toBeUndefined();
    expect(s.objects[onStack]).toBeUndefined();
  });

  it("217.1: each object is in exactly one zone, the one it says it is in, at every point of playing and resolving a spell", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { hand: ["Craw Wurm"], play: ["Grizzly Bears"], library }], turn: 3 });
    const steps = [
      (x: GameState) => act(x, { type: "playSpell", card: inHand(x, "p1", "Shock") }),
      (x: GameState) => act(x, { type: "chooseTargets", targets: [{ object: inPlay(x, "Grizzly Bears") }] }),
      payFully,
      (x: GameState) => pass(x, 2),
    ];
    expect(misplaced(s)).toEqual([]);
    for (const step of steps) {
      s = step(s);
      expect(misplaced(s)).toEqual([]);
    }
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("217.1: a destroyed creature and discarded cards go to their owner's graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Mind Rot"], play: ["Mountain", "Swamp", "Swamp", "Swamp"], library }, { hand: ["Forest", "Island"], play: ["Grizzly Bears"], library }], turn: 3 });
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    s = cast(s, "p1", "Mind Rot", [{ player: "p2" }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Mind Rot"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears", "Forest", "Island"]);
  });
});
