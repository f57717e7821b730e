// 502.37 Sunburst and 502.50 Bloodthirst: counters a permanent comes into play with, decided as
// it comes into play from the stack.
import { describe, expect, it } from "vitest";
import { card } from "../../../src/engine/game/game.js";
import type { GameState, Target } from "../../../src/engine/index.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, passUntil, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("502.37 Sunburst", () => {
  it("502.37: Suntouched Myr paid with green, blue and colorless mana comes into play with two +1/+1 counters (one per color spent)", () => {
    let s = manualGame({ players: [{ hand: ["Suntouched Myr"], manaPool: { G: 1, U: 1, C: 1 }, library }, { library }], turn: 3 });
    s = act(act(s, { type: "playSpell", card: inHand(s, "p1", "Suntouched Myr") }), { type: "payMana", mana: "GUC" });
    expect(card(s, s.stack[0]!).colorsSpent).toEqual(["U", "G"]);
    s = pass(s, 2);
    const myr = inPlay(s, "Suntouched Myr");
    expect(card(s, myr).counters).toEqual({ "+1/+1": 2 });
    expect(pt(s, myr)).toEqual([2, 2]);
  });

  it("502.37: paid with colorless mana only, Suntouched Myr gets no counter and is put into the graveyard as a 0/0 (420.5c)", () => {
    let s = manualGame({ players: [{ hand: ["Suntouched Myr"], manaPool: { C: 3 }, library }, { library }], turn: 3 });
    s = pass(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Suntouched Myr") }), { type: "payMana", mana: "CCC" }), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Suntouched Myr"]);
  });
});

/** Plays a spell from hand with its targets, paying exactly `mana` from the pool, and lets it resolve. */
function play(s: GameState, name: string, mana: string, targets?: Target[]): GameState {
  s = act(s, { type: "playSpell", card: inHand(s, "p1", name) });
  if (targets) s = act(s, { type: "chooseTargets", targets });
  return pass(act(s, { type: "payMana", mana }), 2);
}

describe("502.37 Sunburst on a noncreature", () => {
  it("502.37: Baton of Courage, played in the opponent's turn (an instant's timing: \"you may play it any time you could play an instant\"), paid with white, blue and green mana, comes into play with three charge counters; removing one gives Grizzly Bears +1/+1", () => {
    let s = manualGame({ players: [{ play: ["Grizzly Bears"], library }, { hand: ["Baton of Courage"], library }], turn: 3 });
    s = act(s, { type: "pass" });
    s = { ...s, players: s.players.map((p) => (p.id === "p2" ? { ...p, manaPool: { ...p.manaPool, W: 1, U: 1, G: 1 } } : p)) };
    s = act(act(s, { type: "playSpell", card: inHand(s, "p2", "Baton of Courage") }, "p2"), { type: "payMana", mana: "WUG" }, "p2");
    s = pass(s, 2);
    const baton = inPlay(s, "Baton of Courage");
    expect(card(s, baton).counters).toEqual({ charge: 3 });
    s = act(act(s, { type: "pass" }, "p1"), { type: "playAbility", source: baton, ability: 0 }, "p2");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] });
    s = pass(s, 2);
    expect(card(s, baton).counters).toEqual({ charge: 2 });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
  });
});

describe("502.50 Bloodthirst", () => {
  it("502.50: damage to its own controller doesn't count (Ghor-Clan Savage 2/3); after Shock deals 2 to an opponent, Bloodscale Prowler comes into play with a +1/+1 counter (4/2)", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Shock", "Ghor-Clan Savage", "Bloodscale Prowler"], manaPool: { R: 3, G: 2, C: 5 }, library }, { library }], turn: 3 });
    s = play(s, "Shock", "R", [{ player: "p1" }]);
    expect(life(s, "p1")).toBe(18);
    s = play(s, "Ghor-Clan Savage", "CCCGG");
    expect(card(s, inPlay(s, "Ghor-Clan Savage")).counters).toBeUndefined();
    expect(pt(s, inPlay(s, "Ghor-Clan Savage"))).toEqual([2, 3]);
    s = play(s, "Shock", "R", [{ player: "p2" }]);
    expect(s.turn.damagedPlayers).toEqual(["p1", "p2"]);
    s = play(s, "Bloodscale Prowler", "CCR");
    expect(card(s, inPlay(s, "Bloodscale Prowler")).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, inPlay(s, "Bloodscale Prowler"))).toEqual([4, 2]);
  });

  it("502.50: the damage must be dealt this turn: on the next turn Bloodscale Prowler comes into play as a 3/1", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], manaPool: { R: 1 }, library }, { hand: ["Bloodscale Prowler"], play: ["Mountain", "Mountain", "Mountain"], library }], turn: 3 });
    s = play(s, "Shock", "R", [{ player: "p2" }]);
    expect(s.turn.damagedPlayers).toEqual(["p2"]);
    s = passUntil(s, (x) => x.turn.active === "p2" && x.turn.step === "main" && x.pending?.player === "p2");
    expect(s.turn.damagedPlayers).toBeUndefined();
    s = pass(cast(s, "p2", "Bloodscale Prowler"), 2);
    expect(pt(s, inPlay(s, "Bloodscale Prowler"))).toEqual([3, 1]);
  });
});
