import { describe, expect, it } from "vitest";
import { legalDecision, view } from "../../../src/engine/index.js";
import { act, cast, inPlay, manualGame, pass, payFully, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain"];
const plains = (n: number) => Array<string>(n).fill("Plains");

describe("static abilities and the layer system (405, 412, 418.5)", () => {
  it("405/412: Glorious Anthem gives creatures its controller controls +1/+1, for as long as it is in play", () => {
    let s = manualGame({
      players: [{ hand: ["Grizzly Bears", "Shock"], play: ["Glorious Anthem", "Hill Giant", "Forest", "Forest", "Mountain"], library }, { play: ["Goblin Piker"], library }],
      turn: 3,
    });
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Goblin Piker"))).toEqual([2, 1]);
    // A creature that comes into play later is affected too (412.?: the effect applies continuously).
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([3, 3]);
    // Without the Anthem, the bonus is gone at once.
    s.play = s.play.filter((id) => id !== inPlay(s, "Glorious Anthem"));
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("412, 418.5 (6c): Blessed Orator: \"other creatures you control\" get +0/+1; the Orator itself doesn't", () => {
    const s = manualGame({ players: [{ play: ["Blessed Orator", "Grizzly Bears"], library }, { play: ["Hill Giant"], library }], turn: 3 });
    expect(pt(s, inPlay(s, "Blessed Orator"))).toEqual([1, 4]);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 3]);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });

  it("418.5: power/toughness effects from a static ability and a resolved spell both apply (Anthem + Giant Growth)", () => {
    let s = manualGame({ players: [{ hand: ["Giant Growth"], play: ["Glorious Anthem", "Grizzly Bears", "Forest"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([6, 6]);
    expect(view(s, "p2").play.find((o) => o.name === "Grizzly Bears")).toMatchObject({ power: 6, toughness: 6 });
  });

  it("418.?: Warrior's Honor affects the creatures there as it resolves, not ones that come later, until end of turn", () => {
    let s = manualGame({
      players: [{ hand: ["Warrior's Honor", "Grizzly Bears"], play: ["Hill Giant", ...plains(3), "Forest", "Forest"], library }, { play: ["Goblin Piker"], library }],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Warrior's Honor"), 2);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([4, 4]);
    expect(pt(s, inPlay(s, "Goblin Piker"))).toEqual([2, 1]);
    s = pass(cast(s, "p1", "Grizzly Bears"), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([2, 2]);
    // 314.2: "until end of turn" effects end in the cleanup step.
    for (let i = 0; i < 40 && s.turn.number === 3; i++) s = act(s, legalDecision(s, s.pending!.player)!.options[0]!);
    expect(pt(s, inPlay(s, "Hill Giant"))).toEqual([3, 3]);
  });
});

describe("Auras (212.4, 502.45)", () => {
  it("212.4d, 502.45: an Aura spell targets what it can enchant and comes into play attached to it (Holy Strength +1/+2)", () => {
    let s = manualGame({ players: [{ hand: ["Holy Strength"], play: ["Grizzly Bears", "Plains"], library }, { library }], turn: 3 });
    const bears = inPlay(s, "Grizzly Bears");
    s = act(s, { type: "playSpell", card: s.players[0]!.hand[0]! });
    expect(legalDecision(s, "p1")!.options).toContainEqual({ type: "chooseTargets", targets: [{ object: bears }] });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ object: bears }] })), 2);
    expect(s.objects[inPlay(s, "Holy Strength")]).toMatchObject({ attachedTo: bears });
    expect(pt(s, bears)).toEqual([3, 4]);
  });

  it("212.4, 418.5 (6c): Unholy Strength gives +2/+1", () => {
    let s = manualGame({ players: [{ hand: ["Unholy Strength"], play: ["Grizzly Bears", "Swamp"], library }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Unholy Strength", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(pt(s, inPlay(s, "Grizzly Bears"))).toEqual([4, 3]);
  });

  it("502.45: an Aura spell can't be played without something to enchant (409.1c)", () => {
    const s = manualGame({ players: [{ hand: ["Holy Strength"], play: ["Plains"], library }, { library }], turn: 3 });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "pass" }]);
    rejects(s, "p1", { type: "playSpell", card: s.players[0]!.hand[0]! }, "409.1c");
  });

  it("420.5d: Enfeeblement makes a 2/2 a 0/0, which dies; then the Aura, attached to nothing, goes to the graveyard", () => {
    let s = manualGame({ players: [{ hand: ["Enfeeblement"], play: ["Swamp", "Swamp"], library }, { play: ["Grizzly Bears"], library }], turn: 3 });
    s = pass(cast(s, "p1", "Enfeeblement", [{ object: inPlay(s, "Grizzly Bears") }]), 2);
    expect(zoneNames(s, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Enfeeblement"]);
    expect(s.play.length).toBe(2);
  });

  it("413.2a: an Aura spell whose target left play is countered on resolution", () => {
    let s = manualGame({
      players: [{ hand: ["Holy Strength"], play: ["Plains"], library }, { hand: ["Shock"], play: ["Goblin Piker", "Mountain"], library }],
      turn: 3,
    });
    const piker = inPlay(s, "Goblin Piker");
    s = cast(s, "p1", "Holy Strength", [{ object: piker }]);
    s = pass(s);
    s = pass(cast(s, "p2", "Shock", [{ object: piker }]), 2);
    s = pass(s, 2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Holy Strength"]);
    expect(s.play.map((id) => (s.objects[id] as { card: string }).card)).toEqual(["Plains", "Mountain"]);
  });

  it("212.4, 418.5 (5): Pacifism: the enchanted creature can't attack or block", () => {
    let s = manualGame({
      players: [{ hand: ["Pacifism"], play: ["Plains", "Plains", "Hill Giant", "Grizzly Bears"], library }, { play: ["Goblin Piker"], library }],
      turn: 3,
    });
    const giant = inPlay(s, "Hill Giant");
    s = pass(cast(s, "p1", "Pacifism", [{ object: giant }]), 2);
    expect(view(s, "p1").play.find((o) => o.name === "Hill Giant")).toMatchObject({ restrictions: ["cantAttack", "cantBlock"] });
    s = pass(s, 4); // main phase and beginning of combat: then the active player declares attackers
    expect(s.pending).toEqual({ kind: "attackers", player: "p1" });
    expect((legalDecision(s, "p1")!.details!.candidates as { id: string }[]).map((c) => c.id)).toEqual([inPlay(s, "Grizzly Bears")]);
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: giant, defender: "p2" }] }, "308.2");
  });
});
