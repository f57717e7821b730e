import { describe, expect, it } from "vitest";
import { legalDecision, type Action, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const abilityOptions = (s: GameState, source: string) =>
  legalDecision(s, "p1")!.options.filter((o): o is Extract<Action, { type: "playAbility" }> => o.type === "playAbility" && o.source === source);

describe("409.1f activated abilities with counter, discard and sacrifice costs", () => {
  it("Icatian Javelineers comes into play with a javelin counter; removing it is part of the cost (409.1f), so the ability can be played once", () => {
    let s = manualGame({ players: [{ hand: ["Icatian Javelineers"], play: ["Plains"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Icatian Javelineers"), 2);
    const javelineers = inPlay(s, "Icatian Javelineers");
    expect(card(s, javelineers).counters).toEqual({ javelin: 1 });

    s = manualGame({ players: [{ play: [{ card: "Icatian Javelineers", counters: { javelin: 1 } }], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    const j = inPlay(s, "Icatian Javelineers");
    s = act(s, { type: "playAbility", source: j, ability: 0 });
    s = act(s, { type: "chooseTargets", targets: [{ player: "p2" }] });
    expect(card(s, j).counters).toBeUndefined();
    expect(card(s, j).tapped).toBe(true);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(19);
    s = { ...s, objects: { ...s.objects, [j]: { ...card(s, j), tapped: false } } }; // even untapped, it has no counter left to remove
    expect(abilityOptions(s, j)).toEqual([]);
    rejects(s, "p1", { type: "playAbility", source: j, ability: 0 }, "409.1f");
  });

  it("409.1f: Spike Feeder moves its own +1/+1 counters: {2} to put one on target creature, or none to gain 2 life", () => {
    let s = manualGame({ players: [{ hand: ["Spike Feeder"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Spike Feeder"), 2);
    const feeder = inPlay(s, "Spike Feeder");
    expect(pt(s, feeder)).toEqual([2, 2]); // a 0/0 with two +1/+1 counters
    s = act(s, { type: "playAbility", source: feeder, ability: 0 });
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }));
    expect(pt(s, feeder)).toEqual([1, 1]); // removed as the cost is paid
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    s = pass(act(s, { type: "playAbility", source: feeder, ability: 1 }), 2);
    expect(life(s, "p1")).toBe(22);
    // Its last counter gone, the 0/0 is put into the graveyard (420.5b) — the ability still resolved.
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Spike Feeder"]);
  });

  it("409.1f: Mindless Automaton — {1}, discard a card: one action per card in hand; remove two +1/+1 counters: draw a card", () => {
    let s = manualGame({ players: [{ hand: ["Shock", "Forest"], play: [{ card: "Mindless Automaton", counters: { "+1/+1": 2 } }, "Mountain"], library }, { library }], turn: 3 });
    const automaton = inPlay(s, "Mindless Automaton");
    const [shock, forest] = [inHand(s, "p1", "Shock"), inHand(s, "p1", "Forest")];
    expect(abilityOptions(s, automaton)).toEqual([
      { type: "playAbility", source: automaton, ability: 0, costs: { discard: shock } },
      { type: "playAbility", source: automaton, ability: 0, costs: { discard: forest } },
      { type: "playAbility", source: automaton, ability: 1 },
    ]);
    rejects(s, "p1", { type: "playAbility", source: automaton, ability: 0 }, "409.1b");
    rejects(s, "p1", { type: "playAbility", source: automaton, ability: 1, costs: { discard: shock } }, "409.1b");
    s = act(s, { type: "playAbility", source: automaton, ability: 0, costs: { discard: shock } });
    expect(zoneNames(s, "p1", "hand")).toEqual(["Shock", "Forest"]); // paid with the mana, not before
    s = pass(payFully(s), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Shock"]);
    expect(pt(s, automaton)).toEqual([3, 3]);
    s = pass(act(s, { type: "playAbility", source: automaton, ability: 1 }), 2);
    expect(pt(s, automaton)).toEqual([1, 1]);
    expect(zoneNames(s, "p1", "hand")).toEqual(["Forest", "Island"]);
  });

  it("409.1f: Nantuko Husk sacrifices a creature as a cost — itself included; sacrificed to its own ability, the ability resolves with nothing to pump", () => {
    let s = manualGame({ players: [{ play: ["Nantuko Husk", "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    const [husk, bears] = [inPlay(s, "Nantuko Husk"), inPlay(s, "Grizzly Bears")];
    expect(abilityOptions(s, husk)).toEqual([
      { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: husk } },
      { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: bears } },
    ]);
    rejects(s, "p1", { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: inPlay(s, "Hill Giant") } }, "409.1b");
    const pumped = pass(act(s, { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: bears } }), 2);
    expect(pt(pumped, husk)).toEqual([4, 4]);
    expect(zoneNames(pumped, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
    s = pass(act(s, { type: "playAbility", source: husk, ability: 0, costs: { sacrifice: husk } }), 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Nantuko Husk"]);
    expect(s.stack).toEqual([]);
  });
});

describe("glossary: Pay paying life for an activated ability", () => {
  it("glossary: Pay: Unspeakable Symbol's \"Pay 3 life\" is paid with the ability; with 2 life it can't be paid, so it isn't offered and is refused", () => {
    let s = manualGame({ players: [{ play: ["Unspeakable Symbol", "Grizzly Bears"], library }, { library }], turn: 3 });
    const symbol = inPlay(s, "Unspeakable Symbol");
    const bears = inPlay(s, "Grizzly Bears");
    expect(abilityOptions(s, symbol)).toEqual([{ type: "playAbility", source: symbol, ability: 0 }]);
    s = act(act(s, { type: "playAbility", source: symbol, ability: 0 }), { type: "chooseTargets", targets: [{ object: bears }] });
    expect(life(s, "p1")).toBe(17); // no mana to pay: the life is paid as the ability is played
    s = pass(s, 2);
    expect(pt(s, bears)).toEqual([3, 3]);

    const poor = manualGame({ players: [{ life: 2, play: ["Unspeakable Symbol", "Grizzly Bears"], library }, { library }], turn: 3 });
    expect(abilityOptions(poor, inPlay(poor, "Unspeakable Symbol"))).toEqual([]);
    rejects(poor, "p1", { type: "playAbility", source: inPlay(poor, "Unspeakable Symbol"), ability: 0 }, "215.4");
  });

  it("glossary: Pay: a player may pay all the life he or she has — Carrion Howler's \"Pay 1 life\" at 1 life, and then loses the game (420.5a)", () => {
    let s = manualGame({ players: [{ life: 1, play: ["Carrion Howler"], library }, { library }], turn: 3 });
    const howler = inPlay(s, "Carrion Howler");
    expect(abilityOptions(s, howler)).toEqual([{ type: "playAbility", source: howler, ability: 0 }]);
    s = act(s, { type: "playAbility", source: howler, ability: 0 });
    expect(life(s, "p1")).toBe(0);
    expect(s.status).toBe("finished");
    expect(s.winners).toEqual(["p2"]);
  });

  it("Carrion Howler: each life paid gives it +2/-1 until end of turn; a second payment makes it 6/0 and it is put into the graveyard (420.5b)", () => {
    let s = manualGame({ players: [{ play: ["Carrion Howler"], library }, { library }], turn: 3 });
    const howler = inPlay(s, "Carrion Howler");
    s = pass(act(s, { type: "playAbility", source: howler, ability: 0 }), 2);
    expect(pt(s, howler)).toEqual([4, 1]);
    s = pass(act(s, { type: "playAbility", source: howler, ability: 0 }), 2);
    expect(life(s, "p1")).toBe(18);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Carrion Howler"]);
  });
});
