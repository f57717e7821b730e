// 502.54 Graft: comes into play with N +1/+1 counters; "whenever another creature comes into
// play, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this
// permanent onto that creature" (an "intervening if", 404.3; no target).
import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, manualGame, pass, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("502.54 Graft", () => {
  it("502.54: Simic Initiate comes into play with a +1/+1 counter; when Grizzly Bears comes into play its controller may move it onto them: Bears 3/3, and Initiate, 0/0, is put into the graveyard (420.5c)", () => {
    let s = manualGame({ players: [{ hand: ["Simic Initiate", "Grizzly Bears"], manaPool: { G: 3 }, library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Simic Initiate"), 2);
    expect(card(s, inPlay(s, "Simic Initiate")).counters).toEqual({ "+1/+1": 1 });
    expect(s.stack).toEqual([]);
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: "ability", source: { name: "Simic Initiate" }, subject: inPlay(s, "Grizzly Bears") });
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.kind).toBe("may");
    s = act(s, { type: "may", accept: true });
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Simic Initiate"]);
  });

  it("404.3, 502.54: without a +1/+1 counter on it (a 1/1 under Glorious Anthem), Simic Initiate's graft doesn't trigger", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears"], play: ["Simic Initiate", "Glorious Anthem"], manaPool: { G: 2 }, library }, { library }], turn: 3 });
    expect(pt(s, inPlay(s, "Simic Initiate"))).toEqual([1, 1]);
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(s.stack).toEqual([]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
  });

  it("404.3: the condition is checked again on resolution: Simic Initiate Shocked in response, its graft trigger does nothing (no question asked)", () => {
    let s = manualGame({ players: [{ hand: ["Grizzly Bears", "Shock"], play: [{ card: "Simic Initiate", counters: { "+1/+1": 1 } }], manaPool: { G: 2, R: 1 }, library }, { library }], turn: 3 });
    s = pass(act(act(s, { type: "playSpell", card: inHand(s, "p1", "Grizzly Bears") }), { type: "payMana", mana: "GG" }), 2);
    expect(s.stack).toHaveLength(1);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Simic Initiate") }]), 2);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Shock", "Simic Initiate"]);
    s = pass(s, 2);
    expect(s.stack).toEqual([]);
    expect(s.pending?.kind).toBe("priority");
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
  });
});
