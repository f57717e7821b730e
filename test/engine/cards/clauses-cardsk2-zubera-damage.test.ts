import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inPlay, life, manualGame, pass, zoneNames, resolveStack } from "../helpers.js";

// "When ~ is put into a graveyard from play, if 4 or more damage was dealt to it this turn, ..."
// (Burning-Eye Zubera, Rushing-Tide Zubera): an intervening "if" (404.3), checked as the ability
// triggers and as it resolves, about the Zubera as it last existed in play (413.2). The damage
// counted is the damage dealt to it this turn, by every source together.
const library = Array<string>(12).fill("Island");
const lands = ["Island", "Island", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
type Side = { hand?: string[]; play?: string[] };
const game = (p1: Side, p2: Side = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, ...p2, play: [...lands, ...(p2.play ?? [])] }], turn: 3 });

describe("clauses: \", if N or more damage was dealt to it this turn\" (the Zubera of Saviors of Kamigawa, 404.3)", () => {
  it("the cards are offered", () => {
    for (const name of ["Burning-Eye Zubera", "Rushing-Tide Zubera"]) expect(isSupported(name), name).toBe(true);
  });

  it("404.3: Burning-Eye Zubera dealt 2 + 2 damage by two Shocks (4 in all) is put into the graveyard: it deals 3 damage to the player targeted", () => {
    let s = game({ hand: ["Shock", "Shock"] }, { play: ["Burning-Eye Zubera"] });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Burning-Eye Zubera") }]));
    s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Burning-Eye Zubera") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Burning-Eye Zubera"]);
    expect(s.pending).toMatchObject({ kind: "triggerTargets", player: "p2" });
    s = resolveStack(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }, "p2"));
    expect(life(s, "p1")).toBe(17);
  });

  it("404.3: Burning-Eye Zubera dealt only 3 damage (Volcanic Hammer) is put into the graveyard: the ability doesn't trigger", () => {
    let s = game({ hand: ["Volcanic Hammer"] }, { play: ["Burning-Eye Zubera"] });
    s = cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Burning-Eye Zubera") }]);
    s = pass(s, 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Burning-Eye Zubera"]);
    expect(s.stack).toEqual([]);
    expect(s.pending).toMatchObject({ kind: "priority" });
    expect(life(s, "p1")).toBe(20);
  });

  it("404.3: Rushing-Tide Zubera dealt 5 damage this turn draws its controller three cards", () => {
    let s = game({ hand: ["Shock", "Volcanic Hammer"] }, { play: ["Rushing-Tide Zubera"] });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Rushing-Tide Zubera") }]));
    const hand = s.players[1]!.hand.length;
    s = resolveStack(cast(s, "p1", "Volcanic Hammer", [{ object: inPlay(s, "Rushing-Tide Zubera") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Rushing-Tide Zubera"]);
    expect(s.players[1]!.hand.length).toBe(hand + 3);
  });

  it("\"this turn\": the 2 damage of the turn before don't count: Rushing-Tide Zubera dealt 3 the next turn draws nothing", () => {
    let s = game({ hand: ["Shock"] }, { play: ["Rushing-Tide Zubera"], hand: ["Volcanic Hammer"] });
    s = resolveStack(cast(s, "p1", "Shock", [{ object: inPlay(s, "Rushing-Tide Zubera") }]));
    for (let i = 0; i < 80 && s.turn.number === 3; i++) s = s.pending?.kind === "attackers" ? act(s, { type: "declareAttackers", attackers: [] }) : pass(s);
    for (let i = 0; i < 40 && !(s.pending?.kind === "priority" && s.pending.player === "p2" && s.turn.step === "main"); i++) s = pass(s);
    const hand = s.players[1]!.hand.length;
    s = resolveStack(cast(s, "p2", "Volcanic Hammer", [{ object: inPlay(s, "Rushing-Tide Zubera") }]));
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Volcanic Hammer", "Rushing-Tide Zubera"]);
    expect(s.players[1]!.hand.length).toBe(hand - 1);
  });
});
