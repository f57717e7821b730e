import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, manualGame, pass, rejects } from "../helpers.js";

const library = ["Forest", "Forest", "Forest"];

describe("406/411 mana abilities", () => {
  it.each([
    ["Plains", "W"],
    ["Island", "U"],
    ["Swamp", "B"],
    ["Mountain", "R"],
    ["Forest", "G"],
  ] as const)("212.6d: %s taps for one %s mana", (land, color) => {
    let s = manualGame({ players: [{ play: [land], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, land), ability: 0 });
    expect(s.players[0]!.manaPool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, [color]: 1 });
    expect(card(s, inPlay(s, land)).tapped).toBe(true);
  });

  it("411.1: a mana ability doesn't use the stack: the mana is there at once and the player keeps priority", () => {
    let s = manualGame({ players: [{ play: ["Llanowar Elves"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 });
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.manaPool.G).toBe(1);
    expect(s.pending).toEqual({ kind: "priority", player: "p1" });
  });

  it("406.1: a tapped land or an opponent's land can't be tapped for mana", () => {
    const s = manualGame({ players: [{ play: [{ card: "Forest", tapped: true }], library }, { play: ["Mountain"], library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 }, "406.1");
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Mountain"), ability: 0 }, "406.1");
  });

  it("212.3d: Llanowar Elves can't tap for mana the turn it comes under its controller's control", () => {
    const s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Forest", { card: "Llanowar Elves", summoningSick: true }], library }, { library }], turn: 3 });
    rejects(s, "p1", { type: "playAbility", source: inPlay(s, "Llanowar Elves"), ability: 0 }, "406.1");
    // Nor is it offered while paying, so Grizzly Bears can't be paid for with it.
    expect(legalDecision(s, "p1")!.options.filter((o) => o.type === "playSpell")).toEqual([]);
  });

  it("212.3d: Llanowar Elves played this turn can tap for mana on its controller's next turn", () => {
    let s = manualGame({ players: [{ hand: ["Llanowar Elves"], play: ["Forest"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Llanowar Elves") });
    s = act(s, { type: "playAbility", source: inPlay(s, "Forest"), ability: 0 });
    s = pass(act(s, { type: "payMana", mana: "G" }), 2);
    const elves = inPlay(s, "Llanowar Elves");
    rejects(s, "p1", { type: "playAbility", source: elves, ability: 0 }, "406.1");
    while (s.turn.number < 5) s = pass(s);
    s = act(s, { type: "playAbility", source: elves, ability: 0 });
    expect(s.players[0]!.manaPool.G).toBe(1);
  });
});
