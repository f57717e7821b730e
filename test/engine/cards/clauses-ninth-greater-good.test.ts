import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, pass, pt, zoneNames } from "../helpers.js";

// Greater Good (9ED): "Sacrifice a creature: Draw cards equal to the sacrificed creature's power,
// then discard three cards." The creature is sacrificed to pay the cost (409.1f) and is in the
// graveyard as the ability resolves: its power is the one it had as it last existed in play
// (413.2), with the static bonuses it had there.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];

describe("clauses: \"Draw cards equal to the sacrificed creature's power, then discard three cards\" (Greater Good)", () => {
  it("409.1f, 413.2: sacrificing Hill Giant under Glorious Anthem (a 4/4 in play, 3/3 in the graveyard) draws four, then discards three", () => {
    let s = manualGame({ players: [{ library, play: ["Greater Good", "Glorious Anthem", "Hill Giant"], hand: ["Shock"] }, { library }], turn: 3, step: "main" });
    const giant = inPlay(s, "Hill Giant");
    expect(pt(s, giant)).toEqual([4, 4]);
    s = act(s, { type: "playAbility", source: inPlay(s, "Greater Good"), ability: 0, costs: { sacrifice: giant } }, "p1");
    // The cost is paid: Hill Giant is in the graveyard with the ability on the stack.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Hill Giant"]);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    // Four cards drawn (1 + 4 in hand), then a discard of three is asked.
    expect(s.pending?.kind).toBe("discard");
    const hand = s.players[0]!.hand;
    expect(hand).toHaveLength(5);
    s = act(s, { type: "discard", cards: hand.slice(0, 3) }, "p1");
    expect(s.players[0]!.hand).toHaveLength(2);
    expect(s.players[0]!.library).toHaveLength(6);
    expect(zoneNames(s, "p1", "graveyard")).toHaveLength(4);
  });

  it("409.1f: a creature with 0 power draws nothing; the discard of three still happens (all of a smaller hand)", () => {
    let s = manualGame({ players: [{ library, play: ["Greater Good", "Ornithopter"], hand: ["Shock", "Shock"] }, { library }], turn: 3, step: "main" });
    s = act(s, { type: "playAbility", source: inPlay(s, "Greater Good"), ability: 0, costs: { sacrifice: inPlay(s, "Ornithopter") } }, "p1");
    s = pass(s, 2);
    expect(s.players[0]!.library).toHaveLength(10);
    // Two cards in hand, three to discard: both are discarded.
    if (s.pending?.kind === "discard") s = act(s, { type: "discard", cards: s.players[0]!.hand }, "p1");
    expect(s.players[0]!.hand).toHaveLength(0);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Ornithopter", "Shock", "Shock"]);
    expect(s.play.some((id) => card(s, id).card === "Ornithopter")).toBe(false);
  });
});
