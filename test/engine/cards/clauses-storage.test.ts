import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, manualGame, payFully, pt, rejects, resolveStack } from "../helpers.js";

// "{1}, Remove X ki counters from ~: ..." (the Betrayers of Kamigawa Baku): X is announced as the
// ability is played (409.1b), and the cost removes that many counters, so X is at most the
// number of counters on the permanent (409.1f). Effects use the X announced.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Swamp", "Swamp", "Mountain", "Mountain"];
const game = (baku: string, ki: number) =>
  manualGame({ players: [{ library, play: [...lands, { card: baku, counters: { ki } }] }, { library, play: ["Hill Giant"] }], turn: 3 });
/** Plays the Baku's activated ability (index 1: index 0 is its ki trigger) and announces X. */
const playX = (s: GameState, baku: string, x: number) => act(act(s, { type: "playAbility", source: inPlay(s, baku), ability: 1 }, "p1"), { type: "chooseX", value: x }, "p1");

describe("clauses: \"Remove X [kind] counters from ~\" in an activated ability's cost (409.1b, 409.1f)", () => {
  it("409.1b: Skullmane Baku with 2 ki counters: X is offered up to 2; X = 2 removes both counters and Hill Giant gets -2/-2", () => {
    let s = game("Skullmane Baku", 2);
    const baku = inPlay(s, "Skullmane Baku");
    s = act(s, { type: "playAbility", source: baku, ability: 1 }, "p1");
    expect(s.pending?.kind).toBe("x");
    expect(legalDecision(s, "p1")!.details).toEqual({ min: 0, max: 2 });
    s = act(s, { type: "chooseX", value: 2 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1"));
    expect(card(s, baku).counters?.ki).toBeUndefined(); // paid as the ability is played
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
    expect(card(s, baku).tapped).toBe(true);
  });

  it("409.1f: X can't be more than the ki counters on the Baku: X = 3 with 2 counters is refused and nothing changes", () => {
    let s = game("Skullmane Baku", 2);
    s = act(s, { type: "playAbility", source: inPlay(s, "Skullmane Baku"), ability: 1 }, "p1");
    rejects(s, "p1", { type: "chooseX", value: 3 }, "409.1f");
  });

  it("409.1b: Blademane Baku with 3 ki counters, X = 2: \"for each counter removed\" it gets +4/+0, and 1 ki counter is left", () => {
    let s = game("Blademane Baku", 3);
    const baku = inPlay(s, "Blademane Baku");
    s = resolveStack(payFully(playX(s, "Blademane Baku", 2)));
    expect(pt(s, baku)).toEqual([5, 1]);
    expect(card(s, baku).counters?.ki).toBe(1);
  });

  it("409.1b: Blademane Baku, X = 0: no counter is removed and it gets +0/+0", () => {
    let s = game("Blademane Baku", 3);
    const baku = inPlay(s, "Blademane Baku");
    s = resolveStack(payFully(playX(s, "Blademane Baku", 0)));
    expect(pt(s, baku)).toEqual([1, 1]);
    expect(card(s, baku).counters?.ki).toBe(3);
    expect(card(s, inPlay(s, "Swamp")).tapped || card(s, inPlay(s, "Mountain")).tapped).toBe(true); // {1} still paid
  });

  it("409.1f: Infused Arrows with 3 charge counters, X = 2 ({T}, no mana): Hill Giant gets -2/-2 and 1 charge counter is left", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Infused Arrows", counters: { charge: 3 } }] }, { library, play: ["Hill Giant"] }], turn: 3 });
    const arrows = inPlay(s, "Infused Arrows");
    s = act(act(s, { type: "playAbility", source: arrows, ability: 0 }, "p1"), { type: "chooseX", value: 2 }, "p1");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] }, "p1");
    if (s.pending?.kind === "payment") s = payFully(s);
    s = resolveStack(s);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([1, 1]);
    expect(card(s, arrows).counters?.charge).toBe(1);
    expect(card(s, arrows).tapped).toBe(true);
  });
});
