import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inHand, inPlay, life, manualGame, pass, payFully, playNames, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const spellOptions = (s: GameState, name: string) =>
  legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "playSpell" }> => o.type === "playSpell" && card(s, o.card).card === name);

describe("409.1b additional costs", () => {
  it("409.1b: Shrapnel Blast lists one action per artifact that could be sacrificed; an artifact land may be tapped for mana and then sacrificed (409.1f–g)", () => {
    let s = manualGame({ players: [{ hand: ["Shrapnel Blast"], play: ["Mountain", "Great Furnace", "Frogmite"], library }, { library }], turn: 3 });
    const blast = inHand(s, "p1", "Shrapnel Blast");
    const [furnace, frogmite] = [inPlay(s, "Great Furnace"), inPlay(s, "Frogmite")];
    expect(spellOptions(s, "Shrapnel Blast")).toEqual([
      { type: "playSpell", card: blast, costs: { sacrifice: furnace } },
      { type: "playSpell", card: blast, costs: { sacrifice: frogmite } },
    ]);
    rejects(s, "p1", { type: "playSpell", card: blast }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: blast, costs: { sacrifice: inPlay(s, "Mountain") } }, "409.1b");
    s = act(s, { type: "playSpell", card: blast, costs: { sacrifice: furnace } });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(playNames(s, "p1")).toContain("Great Furnace"); // not sacrificed until the cost is paid
    s = payFully(s);
    expect(playNames(s, "p1")).toEqual(["Mountain", "Frogmite"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Great Furnace"]);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(15);
  });

  it("409.1b: without a permanent to sacrifice, Fiery Conclusion can't be played", () => {
    const s = manualGame({ players: [{ hand: ["Fiery Conclusion"], play: ["Mountain", "Mountain"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    expect(spellOptions(s, "Fiery Conclusion")).toEqual([]);
    rejects(s, "p1", { type: "playSpell", card: inHand(s, "p1", "Fiery Conclusion"), costs: { sacrifice: inPlay(s, "Hill Giant") } }, "409.1b");
  });

  it("409.1b: Fiery Conclusion sacrifices a creature of its player's as it is paid and deals 5 damage to the target creature", () => {
    let s = manualGame({ players: [{ hand: ["Fiery Conclusion"], play: ["Mountain", "Mountain", "Grizzly Bears"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Fiery Conclusion"), costs: { sacrifice: inPlay(s, "Grizzly Bears") } });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] });
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears", "Fiery Conclusion"]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Craw Wurm"]);
  });

  it("409.1b: Lightning Axe's additional cost is a choice — discard any other card, or pay {5} — each its own action", () => {
    const s = manualGame({ players: [{ hand: ["Lightning Axe", "Shock", "Forest"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    const axe = inHand(s, "p1", "Lightning Axe");
    expect(spellOptions(s, "Lightning Axe")).toEqual([
      { type: "playSpell", card: axe, costs: { discard: inHand(s, "p1", "Shock") } },
      { type: "playSpell", card: axe, costs: { discard: inHand(s, "p1", "Forest") } },
      { type: "playSpell", card: axe, costs: { mana: "{5}" } },
    ]);
    rejects(s, "p1", { type: "playSpell", card: axe, costs: { discard: axe } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: axe, costs: { mana: "{4}" } }, "409.1b");
    rejects(s, "p1", { type: "playSpell", card: axe, costs: { sacrifice: inPlay(s, "Mountain") } }, "409.1b");
    let paid = act(s, { type: "playSpell", card: axe, costs: { mana: "{5}" } });
    paid = act(paid, { type: "chooseTargets", targets: [{ object: inPlay(paid, "Craw Wurm") }] });
    expect(paid.playing!.cost).toBe("{5}{R}");
    paid = pass(payFully(paid), 2);
    expect(zoneNames(paid, "p2", "graveyard")).toEqual(["Craw Wurm"]);
    expect(zoneNames(paid, "p1", "hand")).toEqual(["Shock", "Forest"]);
  });

  it("409.1b: the card discarded for Lightning Axe stays in hand until the cost is paid, and backing out keeps it there", () => {
    const s = manualGame({ players: [{ hand: ["Lightning Axe", "Shock"], play: ["Mountain"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    let next = act(s, { type: "playSpell", card: inHand(s, "p1", "Lightning Axe"), costs: { discard: inHand(s, "p1", "Shock") } });
    next = act(next, { type: "chooseTargets", targets: [{ object: inPlay(next, "Craw Wurm") }] });
    expect(zoneNames(next, "p1", "hand")).toEqual(["Shock"]);
    const backedOut = act(next, { type: "cancel" });
    expect(zoneNames(backedOut, "p1", "hand")).toEqual(["Lightning Axe", "Shock"]);
    expect(backedOut.pending).toEqual({ kind: "priority", player: "p1" });
    next = payFully(next);
    expect(zoneNames(next, "p1", "graveyard")).toEqual(["Shock"]);
  });

  it("Alternative Cost: an additional cost still applies to an alternative cost — Shrapnel Blast played with Fist of Suns still sacrifices an artifact", () => {
    const s = manualGame({ players: [{ hand: ["Shrapnel Blast"], play: ["Fist of Suns", "Plains", "Island", "Swamp", "Mountain", "Forest"], library }, { library }], turn: 3 });
    const [blast, fist] = [inHand(s, "p1", "Shrapnel Blast"), inPlay(s, "Fist of Suns")];
    expect(spellOptions(s, "Shrapnel Blast")).toContainEqual({ type: "playSpell", card: blast, alternative: { source: fist }, costs: { sacrifice: fist } });
    rejects(s, "p1", { type: "playSpell", card: blast, alternative: { source: fist } }, "409.1b");
    let next = act(s, { type: "playSpell", card: blast, alternative: { source: fist }, costs: { sacrifice: fist } });
    next = act(next, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(next.playing!.cost).toBe("{W}{U}{B}{R}{G}");
    next = payFully(next);
    expect(zoneNames(next, "p1", "graveyard")).toEqual(["Fist of Suns"]);
  });
});
