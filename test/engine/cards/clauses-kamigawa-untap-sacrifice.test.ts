import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, payFully, pt, zoneNames, resolveStack } from "../helpers.js";

// Kamigawa cards compiled from their printed text: "Untap all Forests and all green creatures."
// (src/cards/compiler/untap-all.ts) and "~ gets +1/+1 until end of turn. Sacrifice it at end of
// turn." (a delayed triggered ability, src/cards/compiler/delayed.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];

describe("clauses: \"Untap all Forests and all green creatures.\"", () => {
  it("Patron of the Orochi untaps its controller's tapped Forests and Grizzly Bears; a tapped Mountain and the opponent's red Hill Giant stay tapped", () => {
    let s = manualGame({
      players: [
        { library, hand: [], play: [{ card: "Forest", tapped: true }, { card: "Forest", tapped: true }, { card: "Mountain", tapped: true }, { card: "Grizzly Bears", tapped: true }, "Patron of the Orochi"] },
        { library, hand: [], play: [{ card: "Hill Giant", tapped: true }, { card: "Forest", tapped: true }] },
      ],
      turn: 3,
    });
    s = resolveStack(act(s, { type: "playAbility", source: inPlay(s, "Patron of the Orochi"), ability: 0 }, "p1"));
    const tapped = (name: string, who: string) => s.play.filter((id) => card(s, id).card === name && card(s, id).controller === who).map((id) => card(s, id).tapped);
    expect(tapped("Forest", "p1")).toEqual([false, false]);
    expect(tapped("Grizzly Bears", "p1")).toEqual([false]);
    expect(tapped("Mountain", "p1")).toEqual([true]);
    expect(tapped("Hill Giant", "p2")).toEqual([true]);
    // "all Forests": the opponent's too (no "you control").
    expect(tapped("Forest", "p2")).toEqual([false]);
    // The Patron, a green creature tapped for the cost, untaps itself (hence "only once each turn").
    expect(tapped("Patron of the Orochi", "p1")).toEqual([false]);
  });
});

describe("clauses: \"~ gets +1/+1 until end of turn. Sacrifice it at end of turn.\" (a delayed triggered ability)", () => {
  it("Deathknell Kami's ability makes it 1/2, and at end of turn it is sacrificed", () => {
    let s = manualGame({ players: [{ library, hand: [], play: ["Swamp", "Swamp", "Deathknell Kami"] }, { library, hand: [], play: [] }], turn: 3 });
    s = resolveStack(payFully(act(s, { type: "playAbility", source: inPlay(s, "Deathknell Kami"), ability: 0 }, "p1")));
    expect(pt(s, inPlay(s, "Deathknell Kami"))).toEqual([1, 2]);
    expect(s.delayed).toHaveLength(1);
    for (let i = 0; i < 60 && !zoneNames(s, "p1", "graveyard").includes("Deathknell Kami"); i++) s = act(s, s.pending?.kind === "attackers" ? { type: "declareAttackers", attackers: [] } : { type: "pass" });
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Deathknell Kami"]);
    expect(s.turn.number).toBe(3);
  });
});
