import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, pt, rejects, where, zoneNames } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];
const nine = ["Shock", "Lava Axe", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"];

describe("314 cleanup step", () => {
  it("314.1: the active player with more than seven cards owes a decision to discard down to seven", () => {
    const s = pass(manualGame({ players: [{ hand: nine, library }, { hand: nine.slice(1), library }], step: "endOfTurn" }), 2);
    expect(where(s)).toBe("end/cleanup");
    expect(s.pending).toEqual({ kind: "discard", player: "p1", count: 2, reason: "cleanup" });
    const d = legalDecision(s, "p1")!;
    expect(d.options).toHaveLength(36); // every pair of the nine cards
    expect(d.prompt).toMatch(/seven/);
  });

  it("314.1: with 17 cards the ways to discard ten are too many to list: the decision says its options are cut, and any ten of the hand may be posted", () => {
    const big = [...nine, ...nine.slice(1)];
    const s = pass(manualGame({ players: [{ hand: big, library }, { library }], step: "endOfTurn" }), 2);
    const d = legalDecision(s, "p1")!;
    expect([d.options.length, d.truncated, (d.details as { count: number }).count]).toEqual([200, true, 10]);
    const ten = s.players[0]!.hand.slice(7);
    expect(d.options.some((o) => o.type === "discard" && JSON.stringify(o.cards) === JSON.stringify(ten))).toBe(false);
    const after = act(s, { type: "discard", cards: ten });
    expect(after.players[0]!.hand).toEqual(s.players[0]!.hand.slice(0, 7));
    // Nine cards, two to discard: all 36 ways are listed, and nothing is cut.
    expect(legalDecision(pass(manualGame({ players: [{ hand: nine, library }, { library }], step: "endOfTurn" }), 2), "p1")!.truncated).toBeUndefined();
  });

  it("314.1: the cards the player chooses are discarded; the opponent keeps eight cards", () => {
    let s = pass(manualGame({ players: [{ hand: nine, library }, { hand: nine.slice(1), library }], step: "endOfTurn" }), 2);
    const [shock, axe] = s.players[0]!.hand;
    s = act(s, { type: "discard", cards: [shock!, axe!] });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock", "Lava Axe"]);
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[1]!.hand).toHaveLength(8);
    expect([s.turn.active, where(s)]).toEqual(["p2", "beginning/upkeep"]);
  });

  it("314.1: discarding the wrong number of cards is refused", () => {
    const s = pass(manualGame({ players: [{ hand: nine, library }, { library }], step: "endOfTurn" }), 2);
    rejects(s, "p1", { type: "discard", cards: [s.players[0]!.hand[0]!] }, "314.1");
  });

  it("314.2: damage wears off in the cleanup step", () => {
    let s = manualGame({ players: [{ play: [{ card: "Hill Giant", damage: 2 }], library }, { library }], step: "endOfTurn" });
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
    s = pass(s, 2);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(0);
  });

  it("314.2: \"until end of turn\" effects end in the cleanup step (Giant Growth)", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Forest", "Grizzly Bears"], library }, { library }], step: "endOfTurn" });
    s = cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([5, 5]);
    s = pass(s, 2);
    expect(s.turn.active).toBe("p2");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });

  it("314.2: damage and \"until end of turn\" effects end at the same time: a pumped creature with 3 damage survives", () => {
    let s = manualGame({
      players: [{ hand: ["Giant Growth"], play: ["Forest", { card: "Grizzly Bears", damage: 1 }], library }, { hand: ["Shock"], play: ["Mountain"], library }],
      step: "endOfTurn",
    });
    const bears = inPlay(s, "Grizzly Bears");
    s = cast(s, "p1", "Giant Growth", [{ object: bears }]);
    s = pass(s, 2);
    s = pass(s);
    s = cast(s, "p2", "Shock", [{ object: bears }]);
    s = pass(s, 2);
    expect(card(s, bears).damage).toBe(3);
    s = pass(s, 2);
    expect(s.turn.active).toBe("p2");
    expect(card(s, bears)).toMatchObject({ zone: "play", damage: 0 });
    expect(pt(s, bears)).toEqual([2, 2]);
  });
});
