import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, manualGame, pass, pt, rejects, zoneNames } from "../helpers.js";

const library = Array(10).fill("Island");

describe("502.58 Split second", () => {
  it("502.58a: while Sudden Shock is on the stack, no player can play a spell, an activated ability or cycling — mana abilities still can be played; once it has resolved, they can again", () => {
    let s = manualGame({
      players: [
        { hand: ["Sudden Shock"], play: ["Mountain", "Mountain"], library },
        { hand: ["Shock", "Barkhide Mauler"], play: ["Mountain", "Mountain", "Forest", "Forest", "Royal Assassin", { card: "Grizzly Bears", tapped: true }], library },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Sudden Shock", [{ player: "p2" }]));
    expect(legalDecision(s, "p2")!.options).toEqual([{ type: "pass" }]);
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Shock") }, "502.58a");
    rejects(s, "p2", { type: "playAbility", source: inPlay(s, "Royal Assassin"), ability: 0 }, "502.58a");
    rejects(s, "p2", { type: "playAbility", source: inHand(s, "p2", "Barkhide Mauler"), ability: 0 }, "502.58a");
    s = act(s, { type: "playAbility", source: inPlay(s, "Mountain", "p2"), ability: 0 }); // a mana ability
    expect(s.players[1]!.manaPool.R).toBe(1);
    s = pass(s, 2);
    expect(s.players[1]!.life).toBe(18);
    expect(s.stack).toEqual([]);
    s = pass(s); // Bob has priority in the empty stack again, with Shock playable
    expect(legalDecision(s, "p2")!.options).toContainEqual({ type: "playSpell", card: inHand(s, "p2", "Shock") });
  });

  it("502.58a: the spell with split second can't be answered and resolves (Sudden Death, Krosan Grip, Wipe Away)", () => {
    let s = manualGame({ players: [{ hand: ["Sudden Death", "Krosan Grip", "Wipe Away"], play: ["Swamp", "Swamp", "Swamp", "Forest", "Forest", "Forest", "Island", "Island", "Island"], library }, { hand: ["Giant Growth"], play: ["Forest", "Craw Wurm", "Bonesplitter", "Hill Giant"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Sudden Death", [{ object: inPlay(s, "Craw Wurm") }]));
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Giant Growth") }, "502.58a");
    s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]); // 6/4 gets -4/-4
    s = pass(cast(s, "p1", "Krosan Grip", [{ object: inPlay(s, "Bonesplitter") }]));
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Giant Growth") }, "502.58a");
    s = pass(s);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm", "Bonesplitter"]);
    s = pass(cast(s, "p1", "Wipe Away", [{ object: inPlay(s, "Hill Giant") }]), 2);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Giant Growth", "Hill Giant"]);
  });

  it("502.58a: Celestial Crusader has flash and split second — not even its own player can play a spell in response; in play, other white creatures get +1/+1", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears"], library }, { hand: ["Celestial Crusader", "Shock"], play: ["Plains", "Plains", "Plains", "Plains", "Mountain", "Samite Healer"], library }], turn: 3 });
    s = pass(s); // Ann passes in her main phase; Bob plays it then, with flash
    s = cast(s, "p2", "Celestial Crusader");
    rejects(s, "p2", { type: "playSpell", card: inHand(s, "p2", "Shock") }, "502.58a");
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Samite Healer"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Celestial Crusader"))).toEqual([2, 2]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });
});
