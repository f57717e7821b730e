// 502.39 Soulshift and 502.35 Modular: keyword abilities that trigger as the permanent is
// put into a graveyard from play, with the permanent as it last existed as their source.
import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, passUntil, pt, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island", "Island", "Island"];

describe("502.39 Soulshift", () => {
  it("502.39: Burr Grafter sacrificed: soulshift 3 may return a Spirit card with converted mana cost 3 or less — Lantern Kami, not Keiga (6) nor Grizzly Bears (no Spirit) nor itself (4)", () => {
    let s = manualGame({ players: [{ play: ["Burr Grafter", "Hill Giant"], graveyard: ["Keiga, the Tide Star", "Lantern Kami", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Burr Grafter"), ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    // The only legal target is chosen without asking (410.4).
    const trigger = s.objects[s.stack[s.stack.length - 1]!]!;
    expect(trigger).toMatchObject({ kind: "ability", source: { name: "Burr Grafter" }, targets: [{ object: s.players[0]!.graveyard[1] }] });
    expect(card(s, s.players[0]!.graveyard[1]!).card).toBe("Lantern Kami");
    s = pass(s, 2);
    expect(legalDecision(s, "p1")!.kind).toBe("may");
    s = act(s, { type: "may", accept: true });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Lantern Kami"]);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Burr Grafter", "Grizzly Bears", "Keiga, the Tide Star"]);
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([5, 5]);
  });

  it("502.39, 502.7: Harbinger of Spring (protection from non-Spirit creatures) can't be blocked by Grizzly Bears, can by Lantern Kami; Shocked, its soulshift 4 offers Kami of Ancient Law, and declining leaves it in the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Shock"], play: ["Harbinger of Spring", "Mountain"], graveyard: ["Kami of Ancient Law"], library }, { play: ["Grizzly Bears", "Lantern Kami"], library }], turn: 3 });
    let combat = s;
    combat = act(passUntil(combat, (x) => x.pending?.kind === "attackers"), { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Harbinger of Spring"), defender: "p2" }] });
    while (combat.pending?.kind === "priority") combat = act(combat, { type: "pass" });
    const cands = legalDecision(combat, "p2")!.details!.candidates as { name: string }[];
    expect(cands.map((c) => c.name)).toEqual(["Lantern Kami"]);
    s = pass(cast(s, "p1", "Shock", [{ object: inPlay(s, "Harbinger of Spring") }]), 2);
    expect(s.objects[s.stack[0]!]).toMatchObject({ source: { name: "Harbinger of Spring" }, targets: [{ object: s.players[0]!.graveyard[0] }] });
    s = act(pass(s, 2), { type: "may", accept: false });
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Harbinger of Spring", "Kami of Ancient Law", "Shock"]);
    expect(zoneNames(s, "p1", "hand")).toEqual([]);
  });
});

describe("502.35 Modular", () => {
  it("502.35: Arcbound Worker comes into play with a +1/+1 counter; sacrificed to Arcbound Ravager, it may put its counter on target artifact creature: Ravager ends 3/3", () => {
    let s = manualGame({ players: [{ hand: ["Arcbound Worker"], play: [{ card: "Arcbound Ravager", counters: { "+1/+1": 1 } }, "Island"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const ravager = inPlay(s, "Arcbound Ravager");
    expect(pt(s, ravager)).toEqual([1, 1]);
    s = pass(cast(s, "p1", "Arcbound Worker"), 2);
    const worker = inPlay(s, "Arcbound Worker");
    expect(card(s, worker).counters).toEqual({ "+1/+1": 1 });
    expect(pt(s, worker)).toEqual([1, 1]);
    s = act(s, { type: "playAbility", source: ravager, ability: 0, costs: { sacrifice: worker } });
    expect(s.objects[s.stack[1]!]).toMatchObject({ source: { name: "Arcbound Worker", counters: { "+1/+1": 1 } }, targets: [{ object: ravager }] });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(pt(s, ravager)).toEqual([2, 2]);
    s = pass(s, 2);
    expect(pt(s, ravager)).toEqual([3, 3]);
  });

  it("502.35, 413.2: the counters moved are those it had as it left play (three on Arcbound Worker, then Ravager sacrificing itself to its own ability: the trigger has no other target and is removed)", () => {
    let s = manualGame({ players: [{ play: [{ card: "Arcbound Worker", counters: { "+1/+1": 3 } }, { card: "Arcbound Ravager", counters: { "+1/+1": 1 } }], library }, { library }], turn: 3 });
    const ravager = inPlay(s, "Arcbound Ravager");
    s = act(s, { type: "playAbility", source: ravager, ability: 0, costs: { sacrifice: inPlay(s, "Arcbound Worker") } });
    s = act(pass(s, 2), { type: "may", accept: true });
    expect(card(s, ravager).counters).toEqual({ "+1/+1": 4 });
    s = pass(s, 2);
    expect(card(s, ravager).counters).toEqual({ "+1/+1": 5 });
    s = act(s, { type: "playAbility", source: ravager, ability: 0, costs: { sacrifice: ravager } });
    expect(s.stack).toHaveLength(1);
    expect(zoneNames(s, "p1", "graveyard").sort()).toEqual(["Arcbound Ravager", "Arcbound Worker"]);
  });
});
