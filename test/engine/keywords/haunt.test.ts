// 502.51 Haunt: put into a graveyard from play, the card is removed from the game haunting target
// creature (502.51a); when that creature is put into a graveyard, the card's ability that refers
// to it triggers from the removed-from-the-game zone (502.51b–c).
import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import { view, type GameState, type Target } from "../../../src/engine/index.js";
import { act, inHand, inPlay, life, manualGame, pass, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

function play(s: GameState, name: string, mana: string, targets?: Target[]): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name) });
  if (targets) s = act(s, { type: "chooseTargets", targets });
  return pass(act(s, { type: "payMana", mana }), 2);
}

describe("502.51 Haunt", () => {
  it("502.51a–c: Blind Hunter drains 2 as it comes into play; Shocked, it is removed from the game haunting Grizzly Bears; when the Bears die, it drains 2 again", () => {
    let s = manualGame({ players: [{ hand: ["Blind Hunter", "Shock", "Shock"], manaPool: { W: 1, B: 1, C: 2, R: 2 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = play(s, "Blind Hunter", "WBCC");
    expect(s.pending?.kind).toBe("triggerTargets");
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([22, 18]);
    const bears = inPlay(s, "Grizzly Bears");
    s = play(s, "Shock", "R", [{ object: inPlay(s, "Blind Hunter") }]);
    // The haunt ability's only legal target is chosen without asking (410.4).
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", source: { name: "Blind Hunter" }, targets: [{ object: bears }] });
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(s.removed.map((id) => card(s, id))).toMatchObject([{ card: "Blind Hunter", owner: "p1", haunting: bears }]);
    expect(view(s, "p2").removed).toEqual([{ id: s.removed[0], name: "Blind Hunter", owner: "p1", counters: {}, haunting: bears }]);
    s = play(s, "Shock", "R", [{ object: bears }]);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(s.pending?.kind).toBe("triggerTargets");
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), 2);
    expect([life(s, "p1"), life(s, "p2")]).toEqual([24, 16]);
  });

  it("502.51a, 413.2a: if the haunt ability's target is gone when it resolves, it is countered and the card stays in the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Shock"], play: ["Blind Hunter"], manaPool: { R: 2 }, library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Shock") });
    s = act(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Blind Hunter") }] }), { type: "payMana", mana: "R" });
    s = pass(s, 2);
    expect(s.stack).toHaveLength(1);
    s = play(s, "Shock", "R", [{ object: inPlay(s, "Grizzly Bears") }]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Blind Hunter", "Shock", "Shock"]);
    expect(s.removed).toEqual([]);
  });

  it("502.51a–c: Cry of Contrition, put into the graveyard as it resolves, is removed from the game haunting Grizzly Bears; when they die, target player discards a card", () => {
    let s = manualGame({ players: [{ hand: ["Cry of Contrition", "Shock"], manaPool: { B: 1, R: 1 }, library }, { hand: ["Island", "Swamp"], play: ["Grizzly Bears"], library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = play(s, "Cry of Contrition", "B", [{ player: "p2" }]);
    expect(s.pending).toMatchObject({ kind: "discard", player: "p2" });
    s = act(s, { type: "discard", cards: [s.players[1]!.hand[0]!] });
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", source: { name: "Cry of Contrition" }, targets: [{ object: bears }] });
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
    expect(s.removed.map((id) => card(s, id))).toMatchObject([{ card: "Cry of Contrition", haunting: bears }]);
    s = play(s, "Shock", "R", [{ object: bears }]);
    s = pass(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] }), 2);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
    expect(zoneNames(s, "p2", "graveyard").sort()).toEqual(["Grizzly Bears", "Island", "Swamp"]);
  });
});
