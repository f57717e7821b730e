import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, rejects } from "../helpers.js";

// Clause families of the "flip-choices" work: choices made as a permanent comes into play or a
// spell resolves, flip cards and ki counters, counters removed as a cost. Real compiled cards,
// asserting the game's outcome.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Plains", "Plains", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest"];
const game = (p1: { hand?: string[]; play?: string[]; library?: string[]; life?: number }, p2: { hand?: string[]; play?: string[] } = {}) =>
  manualGame({ players: [{ library, ...p1, play: [...lands, ...(p1.play ?? [])] }, { library, play: ["Hill Giant", ...(p2.play ?? [])], hand: p2.hand ?? [] }], turn: 3 });

describe("clauses: \"As ~ comes into play, you may pay N life. If you don't, ~ comes into play tapped instead.\"", () => {
  it("419.1b: Watery Grave played with 2 life paid comes into play untapped; the choice is owed before anyone has priority", () => {
    let s = game({ hand: ["Watery Grave"] });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Watery Grave") }, "p1");
    expect(s.pending).toMatchObject({ kind: "payLifeOrTapped", player: "p1", life: 2 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "may", accept: true }, { type: "may", accept: false }]);
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(18);
    expect(card(s, inPlay(s, "Watery Grave")).tapped).toBe(false);
    expect(s.players[0]!.landsPlayedThisTurn).toBe(1);
    expect(s.pending).toMatchObject({ kind: "priority", player: "p1" });
  });

  it("419.1b: Watery Grave without the life paid comes into play tapped, and no life is lost", () => {
    let s = game({ hand: ["Watery Grave"] });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Watery Grave") }, "p1");
    s = act(s, { type: "may", accept: false }, "p1");
    expect(life(s, "p1")).toBe(20);
    expect(card(s, inPlay(s, "Watery Grave")).tapped).toBe(true);
  });

  it("215.4 (?): with 1 life Sacred Foundry's 2 life can't be paid: only \"don't pay\" is offered, paying is refused, and it comes into play tapped", () => {
    let s = game({ hand: ["Sacred Foundry"], life: 1 });
    s = act(s, { type: "playLand", card: inHand(s, "p1", "Sacred Foundry") }, "p1");
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "may", accept: false }]);
    rejects(s, "p1", { type: "may", accept: true }, "215.4");
    s = act(s, { type: "may", accept: false }, "p1");
    expect(card(s, inPlay(s, "Sacred Foundry")).tapped).toBe(true);
    expect(life(s, "p1")).toBe(1);
  });

  it("419.1b: put into play by an effect — Wood Elves finds Stomping Ground (a Forest), whose controller chooses as it comes into play", () => {
    let s = game({ hand: ["Wood Elves"], library: ["Stomping Ground", ...library] });
    s = pass(cast(s, "p1", "Wood Elves"), 2);
    // Wood Elves' triggered ability, then the search.
    while (s.pending?.kind !== "search") s = s.pending?.kind === "triggerTargets" ? act(s, { type: "chooseTargets", targets: [] }, "p1") : pass(s);
    s = act(s, { type: "search", cards: ["Stomping Ground"] }, "p1");
    expect(s.pending).toMatchObject({ kind: "payLifeOrTapped", player: "p1", life: 2 });
    s = act(s, { type: "may", accept: true }, "p1");
    expect(life(s, "p1")).toBe(18);
    expect(card(s, inPlay(s, "Stomping Ground")).tapped).toBe(false);
  });
});
