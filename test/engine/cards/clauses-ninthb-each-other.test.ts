import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { act, cast, inHand, manualGame, pass, playNames, zoneNames } from "../helpers.js";

// Helper "ninthb": "each other player may put a creature card from his or her hand into play"
// (103.4), shown with Hunted Wumpus (9ED).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const forests = ["Forest", "Forest", "Forest", "Forest"];

describe("clauses: \"When ~ comes into play, each other player may put a creature card from his or her hand into play.\" (Hunted Wumpus)", () => {
  it("103.4: the opponent, not Wumpus's controller, chooses a creature card of his or her hand; it comes into play under his or her control", () => {
    let s = manualGame({ players: [{ library, play: forests, hand: ["Hunted Wumpus", "Goblin Raider"] }, { library, hand: ["Spined Wurm", "Shock", "Forest"] }], turn: 3 });
    s = pass(cast(s, "p1", "Hunted Wumpus"), 2); // the Wumpus resolves; its trigger goes on the stack
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect(s.pending).toMatchObject({ kind: "putFromHand", player: "p2" });
    const d = legalDecision(s, "p2")!;
    // Only the creature card, or none: Shock and the Forest aren't offered.
    expect(d.options).toEqual([{ type: "chooseCard", card: inHand(s, "p2", "Spined Wurm") }, { type: "chooseCard", card: null }]);
    // An instant isn't a creature card: refused, nothing changes.
    expect(() => act(s, { type: "chooseCard", card: inHand(s, "p2", "Shock") }, "p2")).toThrow();
    s = act(s, { type: "chooseCard", card: inHand(s, "p2", "Spined Wurm") }, "p2");
    expect(playNames(s, "p2")).toEqual(["Spined Wurm"]);
    // Ann's Goblin Raider stays in her hand: "each other player".
    expect(zoneNames(s, "p1", "hand")).toEqual(["Goblin Raider"]);
    expect(s.pending?.kind).toBe("priority");
  });

  it("217.3c: an opponent with no creature card is asked all the same (being asked reveals nothing) and may only decline", () => {
    let s = manualGame({ players: [{ library, play: forests, hand: ["Hunted Wumpus"] }, { library, hand: ["Shock"] }], turn: 3 });
    s = pass(pass(cast(s, "p1", "Hunted Wumpus"), 2), 2);
    expect(s.pending).toMatchObject({ kind: "putFromHand", player: "p2" });
    expect(legalDecision(s, "p2")!.options).toEqual([{ type: "chooseCard", card: null }]);
    s = act(s, { type: "chooseCard", card: null }, "p2");
    expect(playNames(s, "p2")).toEqual([]);
    expect(zoneNames(s, "p2", "hand")).toEqual(["Shock"]);
  });
});
