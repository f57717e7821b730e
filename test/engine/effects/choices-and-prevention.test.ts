import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { parseCost, paysExactly, parseMana, paymentsFromPool, canAfford } from "../../../src/engine/spells/mana.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];
const mountains = (n: number) => Array<string>(n).fill("Mountain");
const plains = (n: number) => Array<string>(n).fill("Plains");

describe("X costs (409.1b)", () => {
  it("409.1b: X is announced after the spell, becomes generic mana in the cost, and sets the effect (Blaze)", () => {
    let s = manualGame({ players: [{ hand: ["Blaze"], play: mountains(4), library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Blaze") });
    expect(s.pending).toEqual({ kind: "x", player: "p1" });
    expect(legalDecision(s, "p1")!.options).toEqual([0, 1, 2, 3].map((value) => ({ type: "chooseX", value })).concat([{ type: "cancel" } as never]));
    rejects(s, "p1", { type: "chooseX", value: 4 }, "409.1f");
    s = act(s, { type: "chooseX", value: 3 });
    expect(s.playing!.cost).toBe("{3}{R}");
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(17);
    expect(s.objects[inPlay(s, "Mountain")]).toBeTruthy();
  });

  it("409.1b: Stream of Life: target player gains X life; Enrage: target creature gets +X/+0", () => {
    let s = manualGame({ players: [{ hand: ["Stream of Life", "Enrage"], play: ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Stream of Life") });
    s = act(act(s, { type: "chooseX", value: 2 }), { type: "chooseTargets", targets: [{ player: "p1" }] });
    s = pass(payFully(s), 2);
    expect(life(s, "p1")).toBe(22);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Enrage") });
    s = act(act(s, { type: "chooseX", value: 1 }), { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = pass(payFully(s), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 2]);
  });
});

describe("modes (409.1a)", () => {
  it("409.1a: the mode is chosen as the spell is announced, before targets; the chosen mode's effect happens (Consult the Necrosages)", () => {
    let s = manualGame({ players: [{ hand: ["Consult the Necrosages"], play: ["Island", "Swamp", "Swamp"], library }, { hand: ["Shock", "Hill Giant", "Forest"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Consult the Necrosages") });
    expect(s.pending).toEqual({ kind: "mode", player: "p1" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseMode", mode: 0 }, { type: "chooseMode", mode: 1 }, { type: "cancel" }]);
    s = act(s, { type: "chooseMode", mode: 1 });
    expect(s.pending).toEqual({ kind: "targets", player: "p1" });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })), 2);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2", count: 2 });
    s = act(s, legalDecision(s, "p2")!.options[0]!, "p2");
    expect(s.players[1]!.hand).toHaveLength(1);
    expect(s.players[0]!.hand).toHaveLength(0);
  });

  it("409.1a: Fortify: either +2/+0 or +0/+2 for the creatures you control", () => {
    let s = manualGame({ players: [{ hand: ["Fortify"], play: [...plains(3), "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Fortify") }), { type: "chooseMode", mode: 1 });
    s = pass(payFully(s), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 4]);
  });

  it("409.1a, 419: Recuperate: gain 6 life, or prevent 6 damage to target creature", () => {
    let s = manualGame({ players: [{ hand: ["Recuperate"], play: plains(4), library }, { library }], turn: 3 });
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Recuperate") }), { type: "chooseMode", mode: 0 });
    s = pass(payFully(s), 2);
    expect(life(s, "p1")).toBe(26);
    // With no creature in play the second mode has no legal target and is not offered.
    const again = manualGame({ players: [{ hand: ["Recuperate"], play: plains(4), library }, { library }], turn: 3 });
    const d = legalDecision(act(again, { type: "playSpell", card: inHand(again, "p1", "Recuperate") }), "p1")!;
    expect(d.options).toEqual([{ type: "chooseMode", mode: 0 }, { type: "cancel" }]);
  });
});

describe("prevention effects (419)", () => {
  it("419: Samite Healer's shield prevents the next 1 damage to the target; the rest is dealt", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Mountain"], library }, { play: ["Samite Healer", "Hill Giant"], library }], turn: 3 });
    const giant = inPlay(s, "Hill Giant");
    s = cast(s, "p1", "Shock", [{ object: giant }]);
    s = pass(s); // p2 responds
    s = act(s, { type: "playAbility", source: inPlay(s, "Samite Healer"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: giant }] });
    s = pass(s, 4);
    expect(s.objects[giant]).toMatchObject({ damage: 1 });
  });

  it("419: shields add up and last until end of turn: Mending Hands prevents 4 of Blaze's 5 to a player", () => {
    let s = manualGame({ players: [{ hand: ["Blaze", "Mending Hands"], play: [...mountains(5), "Plains"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Mending Hands", [{ player: "p2" }]), 2);
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Blaze") });
    s = act(act(s, { type: "chooseX", value: 4 }), { type: "chooseTargets", targets: [{ player: "p2" }] });
    s = pass(payFully(s), 2);
    expect(life(s, "p2")).toBe(20);
    expect(s.shields).toEqual([]);
  });

  it("419: Withstand prevents 3 and draws a card; Master Healer 4; Aven Redeemer 2 (and flies)", () => {
    let s = manualGame({
      players: [{ hand: ["Withstand"], play: ["Plains", "Plains", "Plains", "Master Healer", "Aven Redeemer"], library }, { library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Withstand", [{ player: "p1" }]), 2);
    expect(s.players[0]!.hand).toHaveLength(1);
    for (const healer of ["Master Healer", "Aven Redeemer"]) {
      s = act(s, { type: "playAbility", source: inPlay(s, healer), ability: 0 });
      s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p1" }] }), 2);
    }
    expect(s.shields.map((x) => x.amount).sort()).toEqual([2, 3, 4]);
    expect(view(s, "p1").play.find((o) => o.name === "Aven Redeemer")!.keywords).toEqual(["flying"]);
  });
});

describe("Amplify and +1/+1 counters (502.27, 418.5c)", () => {
  it("502.27: reveal cards sharing a creature type; the permanent comes into play with that many +1/+1 counters", () => {
    let s = manualGame({
      players: [{ hand: ["Glowering Rogon", "Craw Wurm", "Glowering Rogon", "Shock"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], library }, { library }],
      turn: 3,
    });
    const first = s.players[0]!.hand[0]!;
    s = pass(payFully(act(s, { type: "playSpell", card: first })), 2);
    expect(s.pending).toEqual({ kind: "reveal", player: "p1", object: s.stack[0] });
    const d = legalDecision(s, "p1")!;
    // Only the other Rogon (a Beast) shares a creature type: Craw Wurm is a Wurm.
    expect(d.options).toEqual([{ type: "reveal", cards: [] }, { type: "reveal", cards: [inHand(s, "p1", "Glowering Rogon")] }]);
    s = act(s, d.options[1]!);
    const rogon = inPlay(s, "Glowering Rogon");
    expect(s.objects[rogon]).toMatchObject({ counters: { "+1/+1": 1 } });
    expect(pt(s, rogon)).toEqual([5, 5]);
    expect(s.players[0]!.hand).toHaveLength(3); // revealed, not discarded
  });

  it("502.27: Aven Warhawk with nothing to reveal comes into play without a decision", () => {
    let s = manualGame({ players: [{ hand: ["Aven Warhawk"], play: plains(5), library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Aven Warhawk"), 2);
    expect(pt(s, inPlay(s, "Aven Warhawk"))).toEqual([2, 2]);
  });
});

describe("hybrid mana (203, 409.1h)", () => {
  it("104.3, 409.1h: a hybrid symbol is paid with either of its colors", () => {
    const cost = parseCost("{2}{W/U}");
    expect(paysExactly(cost, parseMana("UGG")!)).toBe(true);
    expect(paysExactly(cost, parseMana("WRR")!)).toBe(true);
    expect(paysExactly(cost, parseMana("RRR")!)).toBe(false);
    expect(paymentsFromPool(cost, parseMana("WUURR")!).sort()).toEqual(["URR", "UUR", "WRR", "WUR", "WUU"]);
    expect(canAfford(cost, parseMana("")!, { free: [["R"], ["R"], ["G"]], withLife: [], life: 20 })).toBe(false);
  });

  it("104.3, 409.1h: Minister of Impediments ({2}{W/U}) is played with Islands and taps target creature", () => {
    let s = manualGame({ players: [{ hand: ["Minister of Impediments"], play: ["Island", "Island", "Island"], library }, { play: ["Craw Wurm"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Minister of Impediments"), 2);
    const minister = inPlay(s, "Minister of Impediments");
    s.objects[minister] = { ...s.objects[minister]!, controlledSince: 0 } as typeof s.objects[string];
    s = act(s, { type: "playAbility", source: minister, ability: 0 });
    s = pass(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Craw Wurm") }] }), 2);
    expect(s.objects[inPlay(s, "Craw Wurm")]).toMatchObject({ tapped: true });
  });
});
